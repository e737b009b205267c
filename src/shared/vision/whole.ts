/**
 * Was a calibration animal seen whole? Judged from the calibration picture alone, never from what size
 * an animal "should" have: every box of animals is different, and calibration is where the referee
 * learns each type's size. The picture tells three ways that an animal was not seen whole:
 * - it is cut by the edge of the picture (the crop);
 * - it came apart: a second sizeable piece lies in its quarter;
 * - the change against the empty table is bigger than the animal found: part of it differs from the
 *   table too faintly for segmentation (a pale body on a pale table) but still plainly more than the
 *   table's noise. Every whole animal of that type would later read as more than one.
 */
import { gainAt, type LightModel } from './lighting'
import type { Component } from './morphology'
import { VISION } from './params'

/**
 * Per pixel of the quarter and channel: the calibration picture's signed difference from the empty table
 * in the picture's light (the light model segmentation fitted), averaged over a window of
 * (2 * radius + 1)^2 pixels: a faint change over an animal's body stands out of noise the window
 * averages away.
 */
function changes(
  data: ArrayLike<number>,
  table: Uint8Array,
  light: LightModel,
  w: number,
  h: number,
  q: Quarter,
  radius: number,
): Float32Array[] {
  const qw = q.x1 - q.x0
  const qh = q.y1 - q.y0
  const sums = [0, 1, 2].map(() => new Float64Array((qw + 1) * (qh + 1)))
  for (let y = 0; y < qh; y++)
    for (let x = 0; x < qw; x++) {
      const g = gainAt(light, (2 * (x + q.x0)) / w - 1, (2 * (y + q.y0)) / h - 1)
      const p = (y + q.y0) * w + x + q.x0
      for (let c = 0; c < 3; c++) {
        const d = data[p * 4 + c]! - Math.min(255, table[p * 3 + c]! * g[c]!)
        const s = sums[c]!
        const k = (y + 1) * (qw + 1) + x + 1
        s[k] = d + s[k - 1]! + s[k - qw - 1]! - s[k - qw - 2]!
      }
    }
  return sums.map((s) => {
    const out = new Float32Array(qw * qh)
    for (let y = 0; y < qh; y++)
      for (let x = 0; x < qw; x++) {
        const xa = Math.max(0, x - radius)
        const xb = Math.min(qw, x + radius + 1)
        const ya = Math.max(0, y - radius)
        const yb = Math.min(qh, y + radius + 1)
        const sum =
          s[yb * (qw + 1) + xb]! - s[ya * (qw + 1) + xb]! - s[yb * (qw + 1) + xa]! + s[ya * (qw + 1) + xa]!
        out[y * qw + x] = sum / ((xb - xa) * (yb - ya))
      }
    return out
  })
}

export interface Quarter {
  x0: number
  y0: number
  x1: number
  y1: number
}

/**
 * Share of the animal's area by which the faint change around it reaches beyond it (0 when it was seen
 * whole). `data` is the calibration picture (RGBA), `light` the light
 * model segmentation fitted to it, `mask` its filled foreground, `blob` the animal found in quarter `q`.
 */
export function faintExcess(
  blob: Component,
  data: ArrayLike<number>,
  table: Uint8Array,
  light: LightModel,
  mask: Uint8Array,
  w: number,
  h: number,
  q: Quarter,
): number {
  const { wholeMargin, wholeNoiseZ, wholeMinChange, wholeWindow } = VISION.calibration
  const qw = q.x1 - q.x0
  const qh = q.y1 - q.y0
  const at = (x: number, y: number): number => (y + q.y0) * w + x + q.x0
  const change = changes(data, table, light, w, h, q, wholeWindow)
  // The animal, widened by the margin: its blurred outline and rim are its own, not extra change.
  const near = new Uint8Array(qw * qh)
  for (const p of blob.pixels) {
    const x = (p % w) - q.x0
    const y = Math.floor(p / w) - q.y0
    for (let dy = -wholeMargin; dy <= wholeMargin; dy++)
      for (let dx = -wholeMargin; dx <= wholeMargin; dx++) {
        const nx = x + dx
        const ny = y + dy
        if (nx >= 0 && ny >= 0 && nx < qw && ny < qh) near[ny * qw + nx] = 1
      }
  }
  // The table's own noise in this quarter, per channel, away from anything segmented: a robust spread.
  const limits = change.map((ch) => {
    const quiet: number[] = []
    for (let y = 0; y < qh; y += 2)
      for (let x = 0; x < qw; x += 2)
        if (!near[y * qw + x] && !mask[at(x, y)]) quiet.push(Math.abs(ch[y * qw + x]!))
    quiet.sort((a, b) => a - b)
    const noise = quiet.length ? quiet[quiet.length >> 1]! * 1.48 : 0
    return Math.max(wholeMinChange, wholeNoiseZ * noise)
  })
  const faint = new Uint8Array(qw * qh)
  for (let i = 0; i < faint.length; i++)
    faint[i] = change.some((ch, c) => Math.abs(ch[i]!) > limits[c]!) ? 1 : 0
  // Grow from the animal through faint change; count what lies beyond the widened animal.
  const seen = new Uint8Array(qw * qh)
  const stack: number[] = []
  for (let i = 0; i < near.length; i++)
    if (near[i]) {
      seen[i] = 1
      stack.push(i)
    }
  let extra = 0
  while (stack.length) {
    const i = stack.pop()!
    const x = i % qw
    const y = (i - x) / qw
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || ny < 0 || nx >= qw || ny >= qh) continue
        const j = ny * qw + nx
        if (seen[j] || !faint[j]) continue
        seen[j] = 1
        extra++
        stack.push(j)
      }
  }
  return extra / blob.area
}
