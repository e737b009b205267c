/**
 * A bumped camera: every picture is compared with the empty table pixel by pixel, so a camera (or table)
 * moved by a pixel since calibration turns the grain of wood or the lines of gingham into "something
 * there" all over the picture. Before comparing, the frame is registered to the empty table: the shift
 * (up to MAX_SHIFT pixels each way, to a tenth of a pixel) that best lines up the table's texture, found
 * by normalised correlation of brightness gradients at the table's most textured points. Gradients and
 * normalisation make it blind to a change of light; animals cover too little of the table to pull it.
 * A plain table has no texture to line up, but there a shift does no harm either, so nothing is done.
 * A strong fit at the edge of the search means the camera moved further than that: `beyond`, which the
 * detector turns into a "calibrate again" warning.
 */

/** Largest shift searched, pixels each way. */
export const MAX_SHIFT = 4
/** Side of the cells in which one sample point (the most textured pixel) is taken. */
const CELL = 6
/** A cell whose best gradient is weaker than this (grey levels per 2 px) has no texture worth lining up. */
const MIN_GRADIENT = 6
/** Fewer textured sample points than this: the table is plain, leave the frame as it is. */
const MIN_SAMPLES = 200
/** At most this many sample points, the most textured (enough to line up a table, and quick). */
const MAX_SAMPLES = 1500
/**
 * Wood grain or stripes line up along one direction only: along the grain every shift fits about as
 * well. When the correlation peak is this much flatter one way than the other, only the shift across
 * it is kept (a shift along the grain changes nothing that matters anyway).
 */
const RIDGE = 0.15
/**
 * The best shift must correlate at least this well. A plain table's noise does not; nor does the faint
 * mottling of a light table, where lining up was measured to do slightly worse than leaving it.
 */
const MIN_CORRELATION = 0.3
/** Shifts smaller than this (pixels) are left alone: they are noise in the estimate, not a bump. */
const MIN_SHIFT = 0.3

export interface Registration {
  /** Shift of the frame's content against the empty table, pixels (0, 0 when none was found). */
  dx: number
  dy: number
  /** The empty table's RGB bytes moved by that shift (the same array when there is none). */
  table: Uint8Array
  /**
   * The table's texture fits best as far as the search goes: the camera (or table) has probably moved
   * further than MAX_SHIFT, and the picture cannot be compared with the empty table any more.
   */
  beyond: boolean
  /**
   * How well the frame's texture fits the table's at the best shift searched (normalised correlation of
   * gradients at all the table's textured points; 0 for a plain table): a frame of a well-textured table
   * that fits far worse than the calibration frame did no longer shows that table where it was.
   */
  fit: number
  /**
   * The same fit leaving out the points where an animal's edge lies (gradientFit with LIKE_TABLE), once
   * a shift was searched: many animals on a faint weave pull `fit` down though the table has not moved.
   */
  fitBesideEdges?: number
}

interface Samples {
  /** Pixel index of each sample point. */
  idx: Int32Array
  /** The table's gradient there. */
  gx: Float32Array
  gy: Float32Array
}

const samplesCache = new WeakMap<Uint8Array, Samples>()

/** Brightness of every pixel of an RGB (stride 3) or RGBA (stride 4) buffer. */
function luminance(data: ArrayLike<number>, n: number, stride: number): Float32Array {
  const y = new Float32Array(n)
  for (let i = 0, j = 0; i < n; i++, j += stride) {
    y[i] = 0.299 * data[j]! + 0.587 * data[j + 1]! + 0.114 * data[j + 2]!
  }
  return y
}

/** The most textured pixel of each cell of the table, away from the border, if it has texture at all. */
function tableSamples(table: Uint8Array, w: number, h: number): Samples {
  const cached = samplesCache.get(table)
  if (cached) return cached
  const lum = luminance(table, w * h, 3)
  const idx: number[] = []
  const gxs: number[] = []
  const gys: number[] = []
  const m = MAX_SHIFT + 2
  for (let cy = m; cy + CELL <= h - m; cy += CELL) {
    for (let cx = m; cx + CELL <= w - m; cx += CELL) {
      let best = -1
      let bg = MIN_GRADIENT * MIN_GRADIENT
      for (let y = cy; y < cy + CELL; y++) {
        for (let x = cx; x < cx + CELL; x++) {
          const i = y * w + x
          const gx = lum[i + 1]! - lum[i - 1]!
          const gy = lum[i + w]! - lum[i - w]!
          const g = gx * gx + gy * gy
          if (g > bg) {
            bg = g
            best = i
          }
        }
      }
      if (best < 0) continue
      idx.push(best)
      gxs.push(lum[best + 1]! - lum[best - 1]!)
      gys.push(lum[best + w]! - lum[best - w]!)
    }
  }
  const order = idx.map((_, k) => k)
  const strength = (k: number): number => gxs[k]! * gxs[k]! + gys[k]! * gys[k]!
  order.sort((a, b) => strength(b) - strength(a))
  const keep = order.slice(0, MAX_SAMPLES)
  const s = {
    idx: Int32Array.from(keep, (k) => idx[k]!),
    gx: Float32Array.from(keep, (k) => gxs[k]!),
    gy: Float32Array.from(keep, (k) => gys[k]!),
  }
  samplesCache.set(table, s)
  return s
}

/** Vertex of the parabola through (-1, a), (0, b), (1, c): the sub-pixel position of a peak at 0. */
function vertex(a: number, b: number, c: number): number {
  const d = a - 2 * b + c
  return d < 0 ? Math.max(-0.5, Math.min(0.5, (a - c) / (2 * d))) : 0
}

/** The empty table (RGB) as it would look moved by (dx, dy), bilinear, edges repeated. */
export function shiftTable(table: Uint8Array, w: number, h: number, dx: number, dy: number): Uint8Array {
  const out = new Uint8Array(table.length)
  for (let y = 0; y < h; y++) {
    const sy = Math.min(h - 1, Math.max(0, y - dy))
    const y0 = Math.min(h - 2, Math.floor(sy))
    const fy = sy - y0
    for (let x = 0; x < w; x++) {
      const sx = Math.min(w - 1, Math.max(0, x - dx))
      const x0 = Math.min(w - 2, Math.floor(sx))
      const fx = sx - x0
      const a = (y0 * w + x0) * 3
      const b = a + w * 3
      const o = (y * w + x) * 3
      for (let c = 0; c < 3; c++) {
        const top = table[a + c]! + (table[a + 3 + c]! - table[a + c]!) * fx
        const bot = table[b + c]! + (table[b + 3 + c]! - table[b + c]!) * fx
        out[o + c] = Math.round(top + (bot - top) * fy)
      }
    }
  }
  return out
}

const shiftedCache = new WeakMap<Uint8Array, { dx: number; dy: number; table: Uint8Array }>()

/** shiftTable, remembering the last result per table: a bumped camera stays bumped for many frames. */
function shifted(table: Uint8Array, w: number, h: number, dx: number, dy: number): Uint8Array {
  const last = shiftedCache.get(table)
  if (last && Math.abs(last.dx - dx) < 0.05 && Math.abs(last.dy - dy) < 0.05) return last.table
  const out = shiftTable(table, w, h, dx, dy)
  shiftedCache.set(table, { dx, dy, table: out })
  return out
}

/** How far the frame's content has moved against the empty table, and the table moved to match. */
export function registerFrame(
  data: ArrayLike<number>,
  table: Uint8Array,
  w: number,
  h: number,
): Registration {
  const none: Registration = { dx: 0, dy: 0, table, beyond: false, fit: 0 }
  const s = tableSamples(table, w, h)
  const n = s.idx.length
  if (n < MIN_SAMPLES) return none
  const lum = luminance(data, w * h, 4)
  const side = 2 * MAX_SHIFT + 1
  const score = new Float64Array(side * side)
  let best = 0
  for (let sy = -MAX_SHIFT; sy <= MAX_SHIFT; sy++) {
    for (let sx = -MAX_SHIFT; sx <= MAX_SHIFT; sx++) {
      const j = (sy + MAX_SHIFT) * side + sx + MAX_SHIFT
      score[j] = gradientFit(lum, s, w, sy * w + sx)
      if (score[j]! > score[best]!) best = j
    }
  }
  if (score[best]! < MIN_CORRELATION) return { ...none, fit: Math.max(0, score[best]!) }
  const bx = (best % side) - MAX_SHIFT
  const by = Math.floor(best / side) - MAX_SHIFT
  const at = (x: number, y: number): number =>
    Math.abs(x) > MAX_SHIFT || Math.abs(y) > MAX_SHIFT
      ? score[best]!
      : score[(y + MAX_SHIFT) * side + x + MAX_SHIFT]!
  const top = score[best]!
  const fitted: Registration = {
    ...none,
    fit: top,
    fitBesideEdges: gradientFit(lum, s, w, by * w + bx, LIKE_TABLE),
  }
  // A peak on the edge of the search is refined only inward (the far side counts as level with it).
  let dx = bx + vertex(at(bx - 1, by), top, at(bx + 1, by))
  let dy = by + vertex(at(bx, by - 1), top, at(bx, by + 1))
  // How sharply the fit falls off each way around the peak (minus the Hessian), and its eigenvectors.
  const kxx = 2 * top - at(bx - 1, by) - at(bx + 1, by)
  const kyy = 2 * top - at(bx, by - 1) - at(bx, by + 1)
  const kxy = -(at(bx + 1, by + 1) - at(bx + 1, by - 1) - at(bx - 1, by + 1) + at(bx - 1, by - 1)) / 4
  const mean = (kxx + kyy) / 2
  const spread = Math.hypot((kxx - kyy) / 2, kxy)
  const [l1, l2] = [mean + spread, mean - spread]
  if (!(l1 > 0)) return fitted
  const onEdge = Math.abs(bx) === MAX_SHIFT || Math.abs(by) === MAX_SHIFT
  if (l2 >= RIDGE * l1 && onEdge) {
    // The best fit is as far as the search goes: a bigger bump (or a weave that repeats every few
    // pixels so that several shifts fit). Either way this is no shift to trust.
    return { ...fitted, beyond: true }
  }
  if (l2 < RIDGE * l1) {
    // A ridge: keep only the component of the shift across it (along the strong eigenvector).
    const angle = 0.5 * Math.atan2(2 * kxy, kxx - kyy)
    const [ex, ey] = [Math.cos(angle), Math.sin(angle)]
    const along = dx * ex + dy * ey
    dx = along * ex
    dy = along * ey
  }
  if (Math.hypot(dx, dy) > MAX_SHIFT) return { ...fitted, beyond: true }
  if (Math.hypot(dx, dy) < MIN_SHIFT) return fitted
  return { ...fitted, dx, dy, table: shifted(table, w, h, dx, dy) }
}

/** A sample whose gradient in the frame is this many times stronger (energy) is an animal's edge. */
const LIKE_TABLE = 4

/**
 * The normalised correlation of the frame's gradients at offset `off` with the table's at its sample
 * points. With `edge`, the points where the frame's gradient energy is over `edge` times the table's
 * there are left out: the edge of an animal lying on a cloth, whose weave is faint. Fifteen animals on
 * a cloth otherwise pulled the fit of a table that had not moved to half its calibrated value. A table
 * moved out of line still fits badly: its own edges land on flat table, and flat animal paint counts
 * against the fit as before.
 */
function gradientFit(lum: Float32Array, s: Samples, w: number, off: number, edge = Infinity): number {
  let dot = 0
  let ef = 0
  let et = 0
  for (let k = 0; k < s.idx.length; k++) {
    const i = s.idx[k]! + off
    const gx = lum[i + 1]! - lum[i - 1]!
    const gy = lum[i + w]! - lum[i - w]!
    const f = gx * gx + gy * gy
    const t = s.gx[k]! * s.gx[k]! + s.gy[k]! * s.gy[k]!
    if (f > edge * t) continue
    dot += gx * s.gx[k]! + gy * s.gy[k]!
    ef += f
    et += t
  }
  return ef > 0 && et > 0 ? dot / Math.sqrt(ef * et) : 0
}
