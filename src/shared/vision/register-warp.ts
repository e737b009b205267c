/** The empty table resampled into a moved frame's view (register.ts), and shifted by whole pixels. */
import type { Similarity } from './register-match'

/**
 * The empty table (RGB) as the frame's camera sees it: each frame pixel q shows the table at
 * T^-1(q), bilinear. Where that falls outside the calibrated view, the frame's own pixel stands in,
 * divided by the frame's overall gain over the table per channel: it then differs from nothing, and
 * it does not pull the light fit (lighting.ts) towards "no change of light" along the picture's edges.
 */
export function warpTable(
  table: Uint8Array,
  frame: ArrayLike<number>,
  w: number,
  h: number,
  m: Similarity,
): Uint8Array {
  const out = new Uint8Array(table.length)
  const outside: number[] = []
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  // Inverse of I + A: A = [[a, -b], [b, a]], so (I + A)^-1 = [[p, b'], [-b', p]] / det.
  const p = 1 + m.a
  const det = p * p + m.b * m.b
  const ia = p / det
  const ib = m.b / det
  for (let y = 0; y < h; y++) {
    const qy = y - cy - m.ty
    for (let x = 0; x < w; x++) {
      const qx = x - cx - m.tx
      const sx = cx + ia * qx + ib * qy
      const sy = cy - ib * qx + ia * qy
      const o = (y * w + x) * 3
      if (sx < 0 || sy < 0 || sx > w - 1 || sy > h - 1) {
        outside.push(y * w + x)
        continue
      }
      const x0 = Math.min(w - 2, Math.floor(sx))
      const y0 = Math.min(h - 2, Math.floor(sy))
      const fx = sx - x0
      const fy = sy - y0
      const a = (y0 * w + x0) * 3
      const b = a + w * 3
      for (let c = 0; c < 3; c++) {
        const top = table[a + c]! + (table[a + 3 + c]! - table[a + c]!) * fx
        const bot = table[b + c]! + (table[b + 3 + c]! - table[b + c]!) * fx
        out[o + c] = Math.round(top + (bot - top) * fy)
      }
    }
  }
  if (outside.length === 0) return out
  const gain = localGain(frame, out, w, h, outside)
  const cw = Math.ceil(w / GAIN_CELL)
  for (const i of outside) {
    const x = i % w
    const k = (Math.floor((i - x) / w / GAIN_CELL) * cw + Math.floor(x / GAIN_CELL)) * 3
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.min(255, Math.round(frame[i * 4 + c]! / gain[k + c]!))
  }
  return out
}

/** Side of the cells over which the frame's gain over the table is measured for the uncovered strip. */
const GAIN_CELL = 24

/**
 * Ratio of frame to table per channel in each GAIN_CELL cell, over its pixels the table covers; a cell
 * the table does not cover at all takes the next cell towards the centre's.
 */
function localGain(
  frame: ArrayLike<number>,
  table: Uint8Array,
  w: number,
  h: number,
  outside: number[],
): Float32Array {
  const cw = Math.ceil(w / GAIN_CELL)
  const ch = Math.ceil(h / GAIN_CELL)
  const sums = new Float64Array(cw * ch * 6)
  const skip = new Uint8Array(w * h)
  for (const i of outside) skip[i] = 1
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      if (skip[i]) continue
      const k = (Math.floor(y / GAIN_CELL) * cw + Math.floor(x / GAIN_CELL)) * 6
      for (let c = 0; c < 3; c++) {
        sums[k + c]! += frame[i * 4 + c]!
        sums[k + 3 + c]! += table[i * 3 + c]!
      }
    }
  }
  const gain = new Float32Array(cw * ch * 3)
  for (let j = 0; j < ch; j++) {
    for (let i = 0; i < cw; i++) {
      // Step towards the centre until a cell with table in it.
      let [u, v] = [i, j]
      while (
        sums[(v * cw + u) * 6 + 3]! + sums[(v * cw + u) * 6 + 4]! < 1 &&
        (u !== cw >> 1 || v !== ch >> 1)
      ) {
        u += Math.sign((cw >> 1) - u)
        v += Math.sign((ch >> 1) - v)
      }
      for (let c = 0; c < 3; c++) {
        const k = (v * cw + u) * 6
        gain[(j * cw + i) * 3 + c] =
          sums[k + 3 + c]! > 0 ? Math.max(0.05, sums[k + c]! / sums[k + 3 + c]!) : 1
      }
    }
  }
  return gain
}

/** The empty table (RGB) moved by (dx, dy) pixels, bilinear, edges repeated. */
export function shiftTable(table: Uint8Array, w: number, h: number, dx: number, dy: number): Uint8Array {
  const frame = new Uint8Array(w * h * 4)
  for (let i = 0; i < w * h; i++) {
    // The uncovered strip repeats the table's edge, as a camera's repeated edge would.
    const x = Math.min(w - 1, Math.max(0, (i % w) - dx))
    const y = Math.min(h - 1, Math.max(0, Math.floor(i / w) - dy))
    const j = (Math.round(y) * w + Math.round(x)) * 3
    frame.set([table[j]!, table[j + 1]!, table[j + 2]!, 255], i * 4)
  }
  return warpTable(table, frame, w, h, { tx: dx, ty: dy, a: 0, b: 0 })
}
