/** How well a frame's texture fits the empty table's at the table's sharpest points (register.ts `fit`). */
import { displacement, type Similarity } from './register-match'
import { REGISTER_PARAMS } from './register-params'

export interface Samples {
  idx: Int32Array
  gx: Float32Array
  gy: Float32Array
}

/** The sharpest pixel of each 6 x 6 cell of the table, the strongest `fitSamples` of them. */
export function sharpest(lum: Float32Array, w: number, h: number): Samples {
  const cell = 6
  const cand: { i: number; gx: number; gy: number; g: number }[] = []
  for (let cy = 2; cy + cell <= h - 2; cy += cell) {
    for (let cx = 2; cx + cell <= w - 2; cx += cell) {
      let best = { i: -1, gx: 0, gy: 0, g: 36 }
      for (let y = cy; y < cy + cell; y++) {
        for (let x = cx; x < cx + cell; x++) {
          const i = y * w + x
          const gx = lum[i + 1]! - lum[i - 1]!
          const gy = lum[i + w]! - lum[i - w]!
          if (gx * gx + gy * gy > best.g) best = { i, gx, gy, g: gx * gx + gy * gy }
        }
      }
      if (best.i >= 0) cand.push(best)
    }
  }
  cand.sort((a, b) => b.g - a.g)
  const keep = cand.length < 200 ? [] : cand.slice(0, REGISTER_PARAMS.fitSamples)
  return {
    idx: Int32Array.from(keep, (c) => c.i),
    gx: Float32Array.from(keep, (c) => c.gx),
    gy: Float32Array.from(keep, (c) => c.gy),
  }
}

/**
 * Normalised correlation of the frame's brightness gradients, where the model carries each of the
 * table's sharpest points, with the table's gradients there. With `edge`, points where the frame's
 * gradient energy is over `edge` times the table's (an animal's edge) are left out.
 */
export function textureFit(
  lum: Float32Array,
  s: Samples,
  w: number,
  h: number,
  m: Similarity,
  edge = Infinity,
): number {
  let dot = 0
  let ef = 0
  let et = 0
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  for (let k = 0; k < s.idx.length; k++) {
    const i = s.idx[k]!
    const [ux, uy] = displacement(m, i % w, Math.floor(i / w), cx, cy)
    const x = (i % w) + ux
    const y = Math.floor(i / w) + uy
    if (x < 2 || y < 2 || x >= w - 3 || y >= h - 3) continue
    const gx = sample(lum, w, x + 1, y) - sample(lum, w, x - 1, y)
    const gy = sample(lum, w, x, y + 1) - sample(lum, w, x, y - 1)
    const f = gx * gx + gy * gy
    const t = s.gx[k]! * s.gx[k]! + s.gy[k]! * s.gy[k]!
    if (f > edge * t) continue
    dot += gx * s.gx[k]! + gy * s.gy[k]!
    ef += f
    et += t
  }
  return ef > 0 && et > 0 ? dot / Math.sqrt(ef * et) : 0
}

/** Bilinear brightness at (x, y), which lies inside the picture. */
function sample(lum: Float32Array, w: number, x: number, y: number): number {
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const fx = x - x0
  const fy = y - y0
  const i = y0 * w + x0
  const top = lum[i]! + (lum[i + 1]! - lum[i]!) * fx
  const bot = lum[i + w]! + (lum[i + w + 1]! - lum[i + w]!) * fx
  return top + (bot - top) * fy
}
