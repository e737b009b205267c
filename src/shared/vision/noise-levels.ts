/**
 * The noise allowance of segment.ts per level of the empty table: widened where a band of table
 * brightness is measured noisier than the frame (noiseByLevel), and never below the table's usual noise
 * where a level is too thin to measure (noiseFloor).
 */
import { median } from './lighting'
import { VISION } from './params'

const { LEVELS, LEVEL_SHARE, LEVEL_MIN, LEVEL_MAX } = VISION.segment

/**
 * Widens the noise allowance `den` where the table's own brightness is noisier than the rest of the frame:
 * a webcam's tone curve stretches the sensor's noise in the darks, so dark table (black checks, walnut
 * grain) can vary twice as much from picture to picture as light table, while `den` grows with brightness.
 * Per channel and band of table value (LEVELS bands), the median |diff / den| of the frame's pixels
 * (almost all table: animals cover a few percent) is compared with the rest of the frame's, each over at
 * least LEVEL_SHARE of the pixels (a thin band borrows its neighbours'; a rest thinner than that gives way
 * to the whole frame), so no handful of animals decides it; a band spread wider gets its `den` scaled by
 * the ratio, at most LEVEL_MAX. Never narrowed: quieter bands keep the allowance measured over the whole
 * frame. A band too thin to be measured by itself (under LEVEL_SHARE: a scoring chip, a phone) is allowed
 * at least the table's usual noise, `floor` (noiseFloor), whatever its level. So is the darkest band
 * (table values under 256 / LEVELS): where a channel sits at the sensor's black, most of its readings are
 * 0 in both pictures and its band looks quiet, yet those that are not scatter by 6-12 levels (JPEG's
 * colour error on a saturated colour). On a red oilcloth (scenesray ray-diag-2 table 6, a tuning seed)
 * whose green and blue read 0-30, the picture of the animals differed from the empty table over 31% of it,
 * and calibration was refused; with the floor 13%, and it was accepted. On the tuning seeds real-diag-1,
 * ray-diag-1, diag23 and diag22 (12 tables, 3 drops each) the floor changed no count and no action.
 * A band is compared with the rest of the frame, not the whole, when the rest is measured over
 * LEVEL_SHARE of the pixels too. A band holding most of the frame makes most of the whole, so it could
 * never look noisier than it. On a marble table half covered by a red runner (scenesray ray-diag-5
 * table 0, a tuning seed), the runner's blue read 5 and its band held 60% of the table's blue pixels.
 * Its median |z| was 1.9 times the whole's (under LEVEL_MIN) but about 4 times the marble's. Blue
 * differed by itself at 7% of the runner's pixels, and the picture of the animals "differed from the
 * empty table" over 49% of it; compared with the rest, 5%, and the table calibrates. On the tuning
 * seeds (12 tables x 3 drops, every card judged) exact pictures went ray-diag-1 42 -> 43 and
 * real-diag-1 53 -> 55 of 144, right actions unchanged (37 and 64 of 108), and real-diag-1's wrong cards
 * agreed 5 -> 4; diag23 and diag22 unchanged. Calibration on scenesray ray-diag-2 to -5 (160 tables):
 * 155 accepted, against 154.
 * Returns the allowance as it was before any floor (null when none was held up): the frame-wide noise
 * scale of faint.ts windowHits is measured with it, so a floor changes the tests only at the levels it
 * holds up, never the whole frame's scale.
 */
export function noiseByLevel(
  diff: Float32Array,
  den: Float32Array,
  shadow: Uint8Array,
  table: Uint8Array,
  n: number,
  tClip: readonly number[],
  floor: readonly number[],
): Float32Array | null {
  let measured: Float32Array | null = null
  const step = VISION.faint.SCALE_STEP
  for (let c = 0; c < 3; c++) {
    const hist = new Uint32Array(LEVELS * Z_BINS)
    const count = new Uint32Array(LEVELS)
    const total = histogramInto(hist, count, { diff, den, shadow, table }, n, c, step, tClip[c]!)
    if (total === 0) continue
    // Counts per step over every band, for the rest of the frame beside a band.
    const all = new Uint32Array(Z_BINS)
    for (let b = 0; b < LEVELS; b++) for (let z = 0; z < Z_BINS; z++) all[z] = all[z]! + hist[b * Z_BINS + z]!
    /** Median |z| over the bands from..to, or (outside) over every band but those. */
    const median = (from: number, to: number, outside = false): number => {
      let m = 0
      for (let b = from; b <= to; b++) m += count[b]!
      if (outside) m = total - m
      let seen = 0
      for (let z = 0; z < Z_BINS; z++) {
        let s = 0
        for (let b = from; b <= to; b++) s += hist[b * Z_BINS + z]!
        seen += outside ? all[z]! - s : s
        if (2 * seen > m) return (z + 0.5) * Z_STEP
      }
      return Z_BINS * Z_STEP
    }
    const whole = median(0, LEVELS - 1)
    // A frame whose median difference lies in the first step has no noise to compare bands with (an
    // over-exposed frame: its clipped differences are discounted to 0), and every band would look noisy.
    if (whole <= Z_STEP) continue
    // A band with few pixels borrows its neighbours' until it has LEVEL_SHARE of them.
    const factor = Array.from({ length: LEVELS }, (_, b) => {
      if (count[b] === 0) return 1
      let lo = b
      let hi = b
      let m = count[b]!
      while (m < LEVEL_SHARE * total && (lo > 0 || hi < LEVELS - 1)) {
        if (lo > 0) m += count[--lo]!
        if (hi < LEVELS - 1) m += count[++hi]!
      }
      // Compared with the rest of the frame, where that is measured over enough pixels too: a band holding
      // most of the frame (a saturated runner's dark channel) makes most of the whole, and beside the
      // whole it looks usual however noisy it is.
      const usual = total - m >= LEVEL_SHARE * total ? Math.max(Z_STEP, median(lo, hi, true)) : whole
      const ratio = median(lo, hi) / usual
      return ratio >= LEVEL_MIN ? Math.min(LEVEL_MAX, ratio) : 1
    })
    // The darkest band is floored too: there the sensor's black clips its noise to 0, so its measured
    // spread says nothing.
    const least = Array.from({ length: LEVELS }, (_, b) =>
      count[b]! < LEVEL_SHARE * total || b === 0 ? floor[c]! + 2.5 : 0,
    )
    if (factor.every((f) => f === 1) && least.every((l) => l === 0)) continue
    if (!measured && least.some((l) => l > 0)) measured = den.slice()
    // Per table value, its band's factor and least allowance.
    const factorAt = new Float64Array(256)
    const leastAt = new Float64Array(256)
    for (let t = 0; t < 256; t++) {
      factorAt[t] = factor[BAND[t]!]!
      leastAt[t] = least[BAND[t]!]!
    }
    widen(den, measured, table, n, c, factorAt, leastAt)
  }
  return measured
}

// Medians from counts: |z| in steps of Z_STEP, up to Z_BINS steps (8; larger values count in the last
// step). A ratio of medians is then known to a step, far finer than LEVEL_MIN asks for.
const Z_STEP = 0.02
const Z_BINS = 400
/** The band of each table value. */
const BAND = Uint8Array.from({ length: 256 }, (_, v) => Math.min(LEVELS - 1, Math.floor((v * LEVELS) / 256)))

/**
 * Counts of channel c's |diff / den| by band and step, every `step`-th pixel that is not shadow and whose
 * table is under the clip level; returns how many were counted. A loop of its own, as widen's.
 */
function histogramInto(
  hist: Uint32Array,
  count: Uint32Array,
  px: { diff: Float32Array; den: Float32Array; shadow: Uint8Array; table: Uint8Array },
  n: number,
  c: number,
  step: number,
  clip: number,
): number {
  const { diff, den, shadow, table } = px
  let total = 0
  for (let i = 0; i < n; i += step) {
    const t = table[i * 3 + c]!
    if (shadow[i] || t >= clip) continue
    const z = Math.abs(diff[i * 3 + c]! / den[i * 3 + c]!)
    const b = BAND[t]!
    hist[b * Z_BINS + Math.min(Z_BINS - 1, Math.floor(z / Z_STEP))]!++
    count[b]!++
    total++
  }
  return total
}

/**
 * Channel c of every pixel's allowance times its table value's factor, at least its least; the widened
 * allowance before that floor kept in `measured` when there is one. A loop of its own, so the engine
 * compiles it on its own (inside noiseByLevel it ran several times slower).
 */
function widen(
  den: Float32Array,
  measured: Float32Array | null,
  table: Uint8Array,
  n: number,
  c: number,
  factorAt: Float64Array,
  leastAt: Float64Array,
): void {
  for (let i = 0, j = c; i < n; i++, j += 3) {
    const t = table[j]!
    const widened = den[j]! * factorAt[t]!
    if (measured) measured[j] = widened
    den[j] = Math.max(leastAt[t]!, widened)
  }
}

/**
 * Per channel, the noise allowance's multiplicative part (spread x predicted value) at the table's median
 * predicted value: the least a level too thin to measure is allowed (noiseByLevel). A webcam's picture
 * is gamma-encoded: its sensor's noise (variance a + b x light: shot and read noise) comes out of the
 * ~1/2.2 power at about the same number of grey levels whatever the brightness, and more in the darks,
 * where read noise is stretched. An allowance that shrinks with the value holds dark table (a red scoring
 * chip's green, the blue of a green cup) to a fraction of the noise it shows. Measured on the calibration
 * pictures of scenesray (ray-diag-1, a diagnosis seed): the rms difference from the empty table was
 * 7.4-7.9 levels on dark clutter (channels at 34-48) and 8.0-9.6 on the table (at 88-111), where the
 * allowance had been 4.1-4.9 against 7.8-9.6, so the clutter's dark channels "differed" at one pixel in
 * ten and calibration found "pieces" beside the animals. Only thin levels and the darkest (noiseByLevel)
 * get the floor: a level the frame covers widely has its noise measured (a generator whose noise does
 * grow with brightness keeps its allowance there). Held at every level, the floor cost scenes3d diag23
 * 6 of 225 actions and scenegen diag22 4; held at thin levels only, 0 and 1.
 */
export function noiseFloor(
  table: Uint8Array,
  grid: Float32Array,
  gw: number,
  w: number,
  h: number,
  spread: readonly number[],
  tClip: readonly number[],
): [number, number, number] {
  const step = VISION.faint.SCALE_STEP
  const n = w * h
  const v = new Float64Array(Math.ceil(n / step))
  return [0, 1, 2].map((c) => {
    let m = 0
    for (let i = 0; i < n; i += step) {
      const t = table[i * 3 + c]!
      if (t >= tClip[c]!) continue
      const x = i % w
      const y = (i - x) / w
      v[m++] = t * grid[((y >> 3) * gw + ((x + 4) >> 3)) * 3 + c]!
    }
    return spread[c]! * median(v, m)
  }) as [number, number, number]
}
