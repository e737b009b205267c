/**
 * The per-pixel tests of segment.ts: how far a frame's pixel is from the relit empty table, against what
 * noise, whether the difference is only a shadow, and which pixels differ by themselves. Kept apart so
 * each loop over every pixel is a small function the engine compiles on its own.
 */
import { VISION } from './params'

const { Z_PIXEL, Z_AREA, MIN_DIFF, MIN_DIFF_AREA, G, CELL } = VISION.segment

/**
 * The noise a channel of a pixel is tested against where the relit table reads `level`: the light fit's
 * spread of that channel (lighting.ts) times the level, plus 2.5 grey levels of sensor noise.
 */
export const allowance = (spread: number, level: number): number => spread * level + 2.5

/**
 * How far apart the three channels' darkening may be for a shadow, from the light fit's spread; with
 * `shadows` false (a table whose calibration found the animals themselves shadow-like, Calibration.shadows)
 * below 0, so that nothing is one.
 */
export const shadowSpreadOf = (spread: readonly number[], shadows = true): number =>
  shadows ? 0.07 + 2 * Math.max(...spread) : -1

/**
 * A shadow darkens all three channels by about the same factor: frame (f) over relit table (p), each
 * channel darker, on average not below 0.45, the three within `shadowSpread` of one another.
 */
export function isShadow(
  f0: number,
  f1: number,
  f2: number,
  p0: number,
  p1: number,
  p2: number,
  shadowSpread: number,
): boolean {
  const r0 = (f0 + 4) / (p0 + 4)
  const r1 = (f1 + 4) / (p1 + 4)
  const r2 = (f2 + 4) / (p2 + 4)
  const rMax = Math.max(r0, r1, r2)
  return (r0 + r1 + r2) / 3 > 0.45 && rMax < 0.97 && rMax - Math.min(r0, r1, r2) < shadowSpread
}

/**
 * The CELL x CELL cells of a w x h picture, built once per frame and shared by clipSlack,
 * compareWithTable and shiftedDiffers.
 */
export interface CellGrid {
  /** Cells across. */
  cw: number
  /** Cells down. */
  ch: number
  /** Per pixel row y, the index of the first cell of its row of cells. */
  row: Int32Array
  /** Per pixel column x, its column of cells. */
  col: Int32Array
}

/** The cell grid of a w x h picture (the cell of pixel (x, y) is row[y] + col[x]). */
export function cellGrid(w: number, h: number): CellGrid {
  const cw = Math.ceil(w / CELL)
  return {
    cw,
    ch: Math.ceil(h / CELL),
    row: Int32Array.from({ length: h }, (_, y) => ((y / CELL) | 0) * cw),
    col: Int32Array.from({ length: w }, (_, x) => (x / CELL) | 0),
  }
}

/** What segment compares a frame with: its pixels, the registered table, and the light fitted between them. */
export interface Comparison {
  data: Uint8ClampedArray
  table: Uint8Array
  w: number
  h: number
  /** Gain grid of the light fit (gainGrid), gw cells wide. */
  grid: Float32Array
  gw: number
  /** Highest reading the frame can show per channel. */
  caps: readonly [number, number, number]
  /** Per CELL x CELL cell and channel, clipSlack's allowance. */
  slackOf: Uint8Array
  /** Which of those cells each pixel falls in. */
  cells: CellGrid
  fClip: readonly [number, number, number]
  tNear: readonly [number, number, number]
  spread: readonly [number, number, number]
  shadowSpread: number
}

/**
 * Per pixel and channel, how much brighter the frame is than the relit table (`diff`), the noise it is
 * told apart against (`den`), and whether it is a shadow. A function of its own, so the engine compiles
 * this loop over every pixel on its own.
 */
export function compareWithTable(
  cmp: Comparison,
  out: { diff: Float32Array; den: Float32Array; shadow: Uint8Array },
): void {
  const { data, table, w, h, grid, gw, slackOf, shadowSpread } = cmp
  const { row: cellRow, col: cellCol } = cmp.cells
  const [cap0, cap1, cap2] = cmp.caps
  const [s0, s1, s2] = cmp.spread
  const [fc0, fc1, fc2] = cmp.fClip
  const [tn0, tn1, tn2] = cmp.tNear
  const { diff, den, shadow } = out
  // Gains of this row at grid resolution (interpolated between grid rows); across a cell they barely change.
  const rowGain = new Float32Array(gw * 3)
  for (let y = 0; y < h; y++) {
    const j0 = y >> 3
    const ty = (y & 7) / G
    for (let k = 0; k < gw * 3; k++) {
      const top = grid[j0 * gw * 3 + k]!
      rowGain[k] = top + (grid[(j0 + 1) * gw * 3 + k]! - top) * ty
    }
    const rowCell = cellRow[y]!
    for (let x = 0; x < w; x++) {
      const kx = ((x + 4) >> 3) * 3
      const i = y * w + x
      const f0 = data[i * 4]!
      const f1 = data[i * 4 + 1]!
      const f2 = data[i * 4 + 2]!
      // The sensor clips: a table brighter than white in this light still reads white (255, or the level
      // the picture clips at, clipping.ts).
      const t0 = table[i * 3]!
      const t1 = table[i * 3 + 1]!
      const t2 = table[i * 3 + 2]!
      const p0 = Math.min(cap0, t0 * rowGain[kx]!)
      const p1 = Math.min(cap1, t1 * rowGain[kx + 1]!)
      const p2 = Math.min(cap2, t2 * rowGain[kx + 2]!)
      // Where the empty table itself was clipped its true value is unknown (at least 255): a frame
      // brighter than predicted there is no evidence of anything, and in its other channels only above
      // the table's own reading (brighter).
      // Where the frame is clipped over a stretch the light fit had no samples either (it extrapolates
      // there): a clipped reading brighter than predicted counts only beyond CLIP_SLACK (clipSlack).
      const cell = rowCell + cellCol[x]!
      const shoulder = t0 >= tn0 || t1 >= tn1 || t2 >= tn2
      diff[i * 3] = brighter(f0, t0, p0, slackOf[cell * 3]!, fc0, tn0, shoulder)
      diff[i * 3 + 1] = brighter(f1, t1, p1, slackOf[cell * 3 + 1]!, fc1, tn1, shoulder)
      diff[i * 3 + 2] = brighter(f2, t2, p2, slackOf[cell * 3 + 2]!, fc2, tn2, shoulder)
      den[i * 3] = allowance(s0, p0)
      den[i * 3 + 1] = allowance(s1, p1)
      den[i * 3 + 2] = allowance(s2, p2)
      // A shadow darkens every channel (isShadow): a pixel brighter in any is none, without dividing.
      shadow[i] = f0 < p0 && f1 < p1 && f2 < p2 && isShadow(f0, f1, f2, p0, p1, p2, shadowSpread) ? 1 : 0
    }
  }
}

/**
 * Below this sum of a 3x3 window in every channel its mean is under MIN_DIFF_AREA, however it rounds
 * (0.1% is kept for rounding, which moves a value by far less).
 */
const AREA_SUM = 9 * MIN_DIFF_AREA * 0.999

/**
 * Pixels that differ from the table by themselves: by Z_PIXEL allowances and MIN_DIFF levels in some
 * channel, or their 3x3 mean by Z_AREA and MIN_DIFF_AREA. Shadows never do. `rows` holds each value of
 * `diff` summed with its left and right neighbours (segment.ts rowSums3); the mean adds the rows above
 * and below (the picture's top and bottom rows are their own missing neighbours), read only where the
 * pixel's own test fails, rounded to single precision as an image of it would hold it.
 */
export function pixelHits(
  diff: Float32Array,
  den: Float32Array,
  rows: Float32Array,
  shadow: Uint8Array,
  w: number,
  h: number,
): { raw: Uint8Array; changed: number } {
  const n = w * h
  const raw = new Uint8Array(n)
  const stride = w * 3
  let changed = 0
  for (let i = 0; i < n; i++) {
    if (shadow[i]) continue
    const j = i * 3
    // Each test's level bound first: it is the cheaper half, and most of a table fails it.
    const d0 = Math.abs(diff[j]!)
    const d1 = Math.abs(diff[j + 1]!)
    const d2 = Math.abs(diff[j + 2]!)
    let hit =
      Math.max(d0, d1, d2) >= MIN_DIFF &&
      Math.max(d0 / den[j]!, d1 / den[j + 1]!, d2 / den[j + 2]!) >= Z_PIXEL
    if (!hit) {
      const up = i >= w ? j - stride : j
      const down = i < n - w ? j + stride : j
      const s0 = rows[up]! + rows[j]! + rows[down]!
      const s1 = rows[up + 1]! + rows[j + 1]! + rows[down + 1]!
      const s2 = rows[up + 2]! + rows[j + 2]! + rows[down + 2]!
      // Sums under AREA_SUM in every channel make means under MIN_DIFF_AREA whatever the rounding, so
      // most of a table skips the divisions.
      if (Math.max(Math.abs(s0), Math.abs(s1), Math.abs(s2)) >= AREA_SUM) {
        const m0 = Math.abs(Math.fround(s0 / 9))
        const m1 = Math.abs(Math.fround(s1 / 9))
        const m2 = Math.abs(Math.fround(s2 / 9))
        hit =
          Math.max(m0, m1, m2) >= MIN_DIFF_AREA &&
          Math.max(m0 / den[j]!, m1 / den[j + 1]!, m2 / den[j + 2]!) >= Z_AREA
      }
    }
    if (hit) {
      raw[i] = 1
      changed++
    }
  }
  return { raw, changed }
}

/**
 * Frame minus predicted table, discounting what clipping hides (see segment): where the empty table `t`
 * read within CLIP_NEAR of its clip level (`tNear`), a frame brighter than predicted is no evidence.
 * `shoulder`: it did so in some channel of this pixel. Near white a webcam's tone curve flattens every
 * channel, so when the light dims the pixel keeps more of its brightness than the light fit predicts: a
 * frame brighter than predicted there counts only above the table's own reading. On scenesray's tuning
 * seeds the white and yellow of a deck of cards at the picture's edge, clipped in two channels, kept their
 * third (blue 202, then 208) when the picture of the animals came out 12-31% darker than the empty table,
 * and calibration found "something beside" the animal in that quarter. Above the table's own reading is
 * still evidence: a cream sheep that clips at 255 on a pale table reading 240 (clipping.test.ts).
 */
export function brighter(
  f: number,
  t: number,
  p: number,
  slack: number,
  fClip: number,
  tNear: number,
  shoulder: boolean,
): number {
  if (f <= p) return f - p
  if (t >= tNear) return 0
  const base = shoulder ? Math.max(p, t) : p
  if (f >= fClip) return Math.max(0, f - base - slack)
  return Math.max(0, f - base)
}

/** Gain of channel c at pixel (x, y), bilinear between the G-pixel grid's points (segment.ts gainGrid). */
export function gridGain(grid: Float32Array, gw: number, x: number, y: number, c: number): number {
  const k00 = ((y >> 3) * gw + (x >> 3)) * 3 + c
  const tx = (x & 7) / G
  const top = grid[k00]! + (grid[k00 + 3]! - grid[k00]!) * tx
  const bot = grid[k00 + gw * 3]! + (grid[k00 + gw * 3 + 3]! - grid[k00 + gw * 3]!) * tx
  return top + (bot - top) * ((y & 7) / G)
}

/**
 * Per pixel and channel, gridGain remembered, the difference from the table unshifted, and the
 * difference at the shift being tried: local-shift.ts asks for the same pixels at every shift it tries
 * (the gain does not depend on the shift), and for each pixel's 3 x 3 window, which overlaps its
 * neighbours'. A gain or unshifted entry holds when its stamp is this frame's, a shifted one when its
 * stamp is the shift's (a number given to each run of calls at one shift).
 */
interface ShiftMemo {
  n: number
  gains: Float64Array
  gainStamp: Int32Array
  still: Float64Array
  stillStamp: Int32Array
  frame: number
  moved: Float64Array
  movedStamp: Int32Array
  shift: number
}
/** Shift stamps are renumbered from 1 (and every stamp cleared) before they reach this. */
const LAST_SHIFT = 2 ** 30
let shiftMemo: ShiftMemo | null = null
function shiftMemoFor(n: number): ShiftMemo {
  if (!shiftMemo || shiftMemo.n !== n) {
    shiftMemo = {
      n,
      gains: new Float64Array(n * 3),
      gainStamp: new Int32Array(n),
      still: new Float64Array(n * 3),
      stillStamp: new Int32Array(n),
      frame: 0,
      moved: new Float64Array(n * 3),
      movedStamp: new Int32Array(n),
      shift: 0,
    }
  }
  shiftMemo.frame++
  return shiftMemo
}

/**
 * The pixel and small-area tests of compareWithTable and pixelHits, repeated against the table read
 * (dx, dy) pixels away (between pixels: bilinear, clamped at the picture's edge), for local-shift.ts.
 * `den` is compareWithTable's noise allowance at the pixel itself.
 */
export function shiftedDiffers(
  cmp: Comparison,
  den: Float32Array,
): (i: number, dx: number, dy: number) => boolean {
  const { data, table, w, h, grid, gw, slackOf } = cmp
  const { row: cellRow, col: cellCol } = cmp.cells
  const caps = Float64Array.from(cmp.caps)
  const fClip = Float64Array.from(cmp.fClip)
  const tNear = Float64Array.from(cmp.tNear)
  const one = new Float64Array(3)
  const sum = new Float64Array(3)
  // The table read (dx, dy) away, per channel, at the pixel diffAt is working on.
  const tableAt = new Float64Array(3)
  const memo = shiftMemoFor(w * h)
  const { gains, gainStamp, still, stillStamp, frame, moved, movedStamp } = memo
  // The shift of the last call and its stamp.
  let lastDx = NaN
  let lastDy = NaN
  let shift = 0
  // Signed difference of each channel at pixel (x, y) from the table read (dx, dy) away, into `out`.
  const diffAt = (x: number, y: number, dx: number, dy: number, out: Float64Array): void => {
    const i = y * w + x
    const unshifted = dx === 0 && dy === 0
    if (unshifted ? stillStamp[i] === frame : movedStamp[i] === shift) {
      const kept = unshifted ? still : moved
      out[0] = kept[i * 3]!
      out[1] = kept[i * 3 + 1]!
      out[2] = kept[i * 3 + 2]!
      return
    }
    if (gainStamp[i] !== frame) {
      for (let c = 0; c < 3; c++) gains[i * 3 + c] = gridGain(grid, gw, x, y, c)
      gainStamp[i] = frame
    }
    const sx = Math.min(w - 1, Math.max(0, x + dx))
    const sy = Math.min(h - 1, Math.max(0, y + dy))
    const x0 = Math.floor(sx)
    const y0 = Math.floor(sy)
    const fx = sx - x0
    const fy = sy - y0
    const cell = (cellRow[y]! + cellCol[x]!) * 3
    const k00 = (y0 * w + x0) * 3
    // At a whole-pixel shift the interpolation reads the one pixel (the same value, exactly).
    const whole = fx === 0 && fy === 0
    const x1 = Math.min(w - 1, x0 + 1)
    const y1 = Math.min(h - 1, y0 + 1)
    let shoulder = false
    for (let c = 0; c < 3; c++) {
      let t = table[k00 + c]!
      if (!whole) {
        const top = t * (1 - fx) + table[(y0 * w + x1) * 3 + c]! * fx
        const bot = table[(y1 * w + x0) * 3 + c]! * (1 - fx) + table[(y1 * w + x1) * 3 + c]! * fx
        t = top + (bot - top) * fy
      }
      tableAt[c] = t
      shoulder ||= t >= tNear[c]!
    }
    for (let c = 0; c < 3; c++) {
      const p = Math.min(caps[c]!, tableAt[c]! * gains[i * 3 + c]!)
      out[c] = brighter(data[i * 4 + c]!, tableAt[c]!, p, slackOf[cell + c]!, fClip[c]!, tNear[c]!, shoulder)
    }
    const kept = unshifted ? still : moved
    kept[i * 3] = out[0]!
    kept[i * 3 + 1] = out[1]!
    kept[i * 3 + 2] = out[2]!
    if (unshifted) stillStamp[i] = frame
    else movedStamp[i] = shift
  }
  return (i, dx, dy) => {
    if (dx !== lastDx || dy !== lastDy) {
      lastDx = dx
      lastDy = dy
      if (memo.shift >= LAST_SHIFT) {
        movedStamp.fill(0)
        memo.shift = 0
      }
      shift = ++memo.shift
    }
    const x = i % w
    const y = (i - x) / w
    diffAt(x, y, dx, dy, one)
    let z = 0
    let d = 0
    for (let c = 0; c < 3; c++) {
      const e = Math.abs(one[c]!)
      z = Math.max(z, e / den[i * 3 + c]!)
      d = Math.max(d, e)
    }
    if (z >= Z_PIXEL && d >= MIN_DIFF) return true
    sum.fill(0)
    for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++) {
      for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) {
        diffAt(xx, yy, dx, dy, one)
        for (let c = 0; c < 3; c++) sum[c] = sum[c]! + one[c]!
      }
    }
    z = 0
    d = 0
    for (let c = 0; c < 3; c++) {
      const m = Math.abs(sum[c]! / 9)
      z = Math.max(z, m / den[i * 3 + c]!)
      d = Math.max(d, m)
    }
    return z >= Z_AREA && d >= MIN_DIFF_AREA
  }
}
