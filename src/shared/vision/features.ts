/** What a region of the frame looks like: colour histogram, mean colour, size and shape. */
import { VISION } from './params'
import { axisOfMoments } from './moments'

export const { MAX_VALUES } = VISION.features

/** Bins per channel of the RGB histogram (4 x 4 x 4): coarse, so a little light error moves little mass. */
const BINS = 4
export const HIST_SIZE = BINS * BINS * BINS

export interface RegionFeatures {
  area: number
  x: number
  y: number
  histogram: Float32Array
  meanColour: [number, number, number]
  elongation: number
  /**
   * With the frame's clipping ceilings (segment.ts): up to MAX_VALUES of the colours the statistics
   * were read from (RGB, 0..255), and the lowest ceiling among them per channel, so the colour can be
   * compared with a calibrated animal's as both would read under the lower ceiling (clippedLook).
   */
  values?: Float32Array
  ceiling?: [number, number, number]
}

/** Column and row of each pixel of the region being described (reused from call to call). */
let xs = new Float64Array(0)
let ys = new Float64Array(0)

/**
 * Features of the pixels `idx` (indices into a w-wide frame) given `colour`, the frame in the table's
 * light. `inside` marks region membership (1; a frame-sized mask) so edge pixels (mixed with the table)
 * can be left out of the colour statistics. `colour` must not change once read: where each of its pixels
 * falls among the histogram's bins is remembered while it is the image last read (lookOfPixels).
 */
export function regionFeatures(
  idx: ArrayLike<number>,
  colour: Float32Array,
  w: number,
  inside: Uint8Array,
  ceiling?: Float32Array,
): RegionFeatures {
  const n = idx.length
  if (xs.length < n) {
    xs = new Float64Array(2 * n)
    ys = new Float64Array(2 * n)
  }
  let sx = 0
  let sy = 0
  for (let k = 0; k < n; k++) {
    const p = idx[k]!
    xs[k] = p % w
    ys[k] = Math.floor(p / w)
    sx += xs[k]!
    sy += ys[k]!
  }
  const cx = sx / n
  const cy = sy / n
  let xx = 0
  let yy = 0
  let xy = 0
  for (let k = 0; k < n; k++) {
    const dx = xs[k]! - cx
    const dy = ys[k]! - cy
    xx += dx * dx
    yy += dy * dy
    xy += dx * dy
  }
  const interior: number[] = []
  for (let k = 0; k < n; k++) {
    const p = idx[k]!
    if (inside[p - 1] === 1 && inside[p + 1] === 1 && inside[p - w] === 1 && inside[p + w] === 1) {
      interior.push(p)
    }
  }
  const sample = interior.length >= 20 ? interior : Array.from(idx).filter((p) => inside[p] === 1)
  const out: RegionFeatures = {
    area: n,
    x: cx,
    y: cy,
    ...lookOfPixels(sample, colour),
    elongation: axisOfMoments(xx, yy, xy, n).elongation,
  }
  if (ceiling && sample.length > 0) {
    const step = Math.max(1, Math.ceil(sample.length / MAX_VALUES))
    const values = new Float32Array(Math.ceil(sample.length / step) * 3)
    let low0 = Infinity
    let low1 = Infinity
    let low2 = Infinity
    for (let k = 0, j = 0; k < sample.length; k += step, j++) {
      const p = sample[k]! * 3
      values[j * 3] = colour[p]!
      values[j * 3 + 1] = colour[p + 1]!
      values[j * 3 + 2] = colour[p + 2]!
      low0 = Math.min(low0, ceiling[p]!)
      low1 = Math.min(low1, ceiling[p + 1]!)
      low2 = Math.min(low2, ceiling[p + 2]!)
    }
    out.values = values
    out.ceiling = [low0, low1, low2]
  }
  return out
}

/**
 * Histogram and mean colour of `values` (RGB, 0..255) as a sensor clipping at `ceiling` would show
 * them; null when no value reaches the ceiling (nothing changes).
 */
export function clippedLook(
  values: ArrayLike<number>,
  ceiling: readonly [number, number, number],
): { histogram: Float32Array; meanColour: [number, number, number] } | null {
  const m = values.length / 3
  let bites = false
  for (let j = 0; j < m && !bites; j++) {
    for (let c = 0; c < 3; c++) if (values[j * 3 + c]! > ceiling[c]!) bites = true
  }
  if (!bites || m === 0) return null
  return lookOf(values, 1, ceiling)
}

/** Histogram and mean colour of `values` (RGB, 0..255) each multiplied by `k`: the region in brighter or dimmer light. */
export function scaledLook(
  values: ArrayLike<number>,
  k: number,
): { histogram: Float32Array; meanColour: [number, number, number] } {
  return lookOf(values, k)
}

/**
 * Per frame pixel, where its colour falls among the histogram's bins (softBin: the first of the 2 x 2 x 2
 * bins it is shared among, and its fractions along each channel), kept for the colour image last read:
 * a split describes the same pixels in one part after another. An entry holds when its stamp is the
 * image's.
 */
interface BinMemo {
  colour: Float32Array | null
  image: number
  stamp: Int32Array
  first: Int32Array
  fraction: Float64Array
}
let binMemo: BinMemo | null = null
function binMemoFor(colour: Float32Array): BinMemo {
  const n = colour.length / 3
  if (!binMemo || binMemo.stamp.length !== n) {
    binMemo = {
      colour: null,
      image: 0,
      stamp: new Int32Array(n),
      first: new Int32Array(n),
      fraction: new Float64Array(n * 3),
    }
  }
  if (binMemo.colour !== colour) {
    binMemo.colour = colour
    binMemo.image++
  }
  return binMemo
}

/** lookOf of the colours of frame pixels `idx` (as read, no ceiling, k = 1), each pixel's bins remembered. */
function lookOfPixels(
  idx: readonly number[],
  colour: Float32Array,
): { histogram: Float32Array; meanColour: [number, number, number] } {
  const memo = binMemoFor(colour)
  const { stamp, first, fraction, image } = memo
  const hist = new Float32Array(HIST_SIZE)
  let sr = 0
  let sg = 0
  let sb = 0
  for (let j = 0; j < idx.length; j++) {
    const p = idx[j]!
    const r = colour[p * 3]!
    const g = colour[p * 3 + 1]!
    const b = colour[p * 3 + 2]!
    sr += r
    sg += g
    sb += b
    if (stamp[p] !== image) {
      first[p] = softBin(r, g, b, fraction, p * 3)
      stamp[p] = image
    }
    addSoft(hist, first[p]!, fraction[p * 3]!, fraction[p * 3 + 1]!, fraction[p * 3 + 2]!)
  }
  return finishLook(hist, sr, sg, sb, idx.length)
}

/**
 * Trilinear (soft) binning of one colour: a colour near a bin edge counts in both bins, in the
 * proportions of its distance from each bin's centre. Returns the first of its 2 x 2 x 2 bins and writes
 * its fractions along red, green and blue to `out` from `at`.
 */
function softBin(r: number, g: number, b: number, out: Float64Array, at: number): number {
  const fr = binPos(r)
  const fg = binPos(g)
  const fb = binPos(b)
  const r0 = fr < BINS - 2 ? Math.floor(fr) : BINS - 2
  const g0 = fg < BINS - 2 ? Math.floor(fg) : BINS - 2
  const b0 = fb < BINS - 2 ? Math.floor(fb) : BINS - 2
  out[at] = fr - r0
  out[at + 1] = fg - g0
  out[at + 2] = fb - b0
  return (r0 * BINS + g0) * BINS + b0
}

/** Adds one colour's soft bins (softBin) to a histogram. */
function addSoft(hist: Float32Array, k00: number, rt: number, gt: number, bt: number): void {
  const ct = 1 - bt
  const w00 = (1 - rt) * (1 - gt)
  const w01 = (1 - rt) * gt
  const w10 = rt * (1 - gt)
  const w11 = rt * gt
  const k01 = k00 + BINS
  const k10 = k00 + BINS * BINS
  const k11 = k10 + BINS
  hist[k00] = hist[k00]! + w00 * ct
  hist[k00 + 1] = hist[k00 + 1]! + w00 * bt
  hist[k01] = hist[k01]! + w01 * ct
  hist[k01 + 1] = hist[k01 + 1]! + w01 * bt
  hist[k10] = hist[k10]! + w10 * ct
  hist[k10 + 1] = hist[k10 + 1]! + w10 * bt
  hist[k11] = hist[k11]! + w11 * ct
  hist[k11 + 1] = hist[k11 + 1]! + w11 * bt
}

/** The histogram normalised and the mean colour (0..1) of m colours summing to (sr, sg, sb). */
function finishLook(
  hist: Float32Array,
  sr: number,
  sg: number,
  sb: number,
  m: number,
): { histogram: Float32Array; meanColour: [number, number, number] } {
  let total = 0
  for (let i = 0; i < HIST_SIZE; i++) total += hist[i]!
  total ||= 1
  for (let i = 0; i < HIST_SIZE; i++) hist[i] = hist[i]! / total
  const n = (m || 1) * 255
  return { histogram: hist, meanColour: [sr / n, sg / n, sb / n] }
}

const NO_CEILING: readonly [number, number, number] = [Infinity, Infinity, Infinity]

/**
 * Normalised histogram and mean colour (0..1) of `values` (RGB one after another, 0..255), each channel
 * first held under `ceiling` and then multiplied by `k` (a plain loop: it runs for every region and
 * every type the region is compared with).
 */
function lookOf(
  values: ArrayLike<number>,
  k = 1,
  ceiling: readonly [number, number, number] = NO_CEILING,
): { histogram: Float32Array; meanColour: [number, number, number] } {
  const m = Math.floor(values.length / 3)
  const [c0, c1, c2] = ceiling
  const hist = new Float32Array(HIST_SIZE)
  const spot = new Float64Array(3)
  let sr = 0
  let sg = 0
  let sb = 0
  for (let j = 0; j < m; j++) {
    const r = Math.min(values[j * 3]!, c0) * k
    const g = Math.min(values[j * 3 + 1]!, c1) * k
    const b = Math.min(values[j * 3 + 2]!, c2) * k
    sr += r
    sg += g
    sb += b
    const k00 = softBin(r, g, b, spot, 0)
    addSoft(hist, k00, spot[0]!, spot[1]!, spot[2]!)
  }
  return finishLook(hist, sr, sg, sb, m)
}

/** Position of a channel value (clamped to 0..255) on the bin scale, clamped to the outer bins' centres. */
function binPos(v: number): number {
  const c = v < 0 ? 0 : v > 255 ? 255 : v
  // (c / 256) * BINS, as one multiplication: the same number, as both scale by powers of two.
  const t = c * (BINS / 256) - 0.5
  return t < 0 ? 0 : t > BINS - 1 ? BINS - 1 : t
}

/** Bhattacharyya coefficient of two normalised histograms: 1 = identical, 0 = disjoint. */
export function histogramSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0
  for (let i = 0; i < a.length; i++) s += Math.sqrt(a[i]! * (b[i] ?? 0))
  return s
}

/** Index of the histogram bin nearest to a colour (for per-pixel likelihoods). */
export function binOf(r: number, g: number, b: number): number {
  const k = BINS / 256
  const qr = Math.max(0, Math.min(BINS - 1, Math.round(r * k - 0.5)))
  const qg = Math.max(0, Math.min(BINS - 1, Math.round(g * k - 0.5)))
  const qb = Math.max(0, Math.min(BINS - 1, Math.round(b * k - 0.5)))
  return (qr * BINS + qg) * BINS + qb
}
