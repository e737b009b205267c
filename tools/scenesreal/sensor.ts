/**
 * What a cheap webcam's sensor and processing do to the light reaching it: vignetting, a touch of
 * blur, lateral chromatic aberration (colour fringes growing towards the corners), auto exposure and
 * auto white balance that settle a little differently on every picture, noise that rises as the
 * exposure gain rises in a dim room, and the sRGB curve.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import { fastRandom, gaussian } from './noise'

export interface Sensor {
  vignette: number
  /** Weight of each neighbour in the 3-tap blur. */
  blur: number
  /** Red is magnified by 1 + fringe and blue by 1 - fringe about the centre. */
  fringe: number
  /** Share of the grey-world correction the white balance applies. */
  awb: number
  /** Mean linear brightness auto exposure aims for. */
  target: number
  readNoise: number
  shotNoise: number
}

export function drawSensor(rng: Rng): Sensor {
  return {
    vignette: 0.15 + rng.float() * 0.3,
    blur: 0.08 + rng.float() * 0.17,
    fringe: 0.0008 + rng.float() * 0.0025,
    awb: 0.4 + rng.float() * 0.5,
    target: 0.17 + rng.float() * 0.08,
    readNoise: 0.0015 + rng.float() * 0.002,
    shotNoise: 0.0003 + rng.float() * 0.0007,
  }
}

/** The sRGB-like curve as a table (a power per channel per pixel is the costliest step otherwise). */
// Indexed by the square root of the light, so the dark end, where the curve is steepest, gets fine steps.
const GAMMA_STEPS = 4096
const GAMMA = Uint8ClampedArray.from(
  { length: GAMMA_STEPS + 1 },
  (_, i) => 255 * (i / GAMMA_STEPS) ** (2 / 2.2),
)

/** Bilinear sample of channel c of a linear RGB float image (edges repeat). */
function sample(img: Float32Array, w: number, h: number, u: number, v: number, c: number): number {
  u = Math.min(w - 1, Math.max(0, u))
  v = Math.min(h - 1, Math.max(0, v))
  const x0 = Math.floor(u)
  const y0 = Math.floor(v)
  const x1 = Math.min(w - 1, x0 + 1)
  const y1 = Math.min(h - 1, y0 + 1)
  const fx = u - x0
  const fy = v - y0
  const a = img[(y0 * w + x0) * 3 + c]!
  const b = img[(y0 * w + x1) * 3 + c]!
  const d = img[(y1 * w + x0) * 3 + c]!
  const e = img[(y1 * w + x1) * 3 + c]!
  return (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy
}

/** Separable 3-tap blur of a linear RGB image. */
function blur3(img: Float32Array, w: number, h: number, k: number): Float32Array {
  const tmp = new Float32Array(img.length)
  const out = new Float32Array(img.length)
  const m = 1 - 2 * k
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++) {
        const o = (y * w + x) * 3 + c
        const l = img[(y * w + Math.max(0, x - 1)) * 3 + c]!
        const r = img[(y * w + Math.min(w - 1, x + 1)) * 3 + c]!
        tmp[o] = l * k + img[o]! * m + r * k
      }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++) {
        const o = (y * w + x) * 3 + c
        const t = tmp[(Math.max(0, y - 1) * w + x) * 3 + c]!
        const b = tmp[(Math.min(h - 1, y + 1) * w + x) * 3 + c]!
        out[o] = t * k + tmp[o]! * m + b * k
      }
  return out
}

/**
 * The picture the webcam delivers of `light` (linear RGB, 3 floats a pixel). `seed` makes this
 * picture's noise and its exposure and white balance wobble; the same seed gives the same picture.
 */
export function expose(light: Float32Array, w: number, h: number, s: Sensor, seed: number): Frame {
  const rand = fastRandom(seed)
  const img = blur3(light, w, h, s.blur)
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  const half = Math.hypot(cx, cy)
  const means: [number, number, number] = [0, 0, 0]
  for (let i = 0; i < w * h; i += 7) for (let c = 0; c < 3; c++) means[c] = means[c]! + img[i * 3 + c]!
  const grey = (means[0]! + means[1]! + means[2]!) / 3
  // Auto exposure settles near its target and auto white balance pulls part way to grey, each a bit
  // differently every picture, as real ones hunt.
  const exposure = (s.target / Math.max(grey / Math.ceil((w * h) / 7), 1e-4)) * (1 + (rand() - 0.5) * 0.06)
  const gains = means.map((m) => exposure * (grey / Math.max(m, 1e-6)) ** s.awb * (1 + (rand() - 0.5) * 0.03))
  const data = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const dx = x - cx
      const dy = y - cy
      const r2 = (dx * dx + dy * dy) / (half * half)
      const vig = 1 - s.vignette * r2 * (1 - 0.3 * r2)
      const luma = gaussian(rand)
      const o = (y * w + x) * 4
      for (let c = 0; c < 3; c++) {
        const mag = c === 0 ? 1 + s.fringe : c === 2 ? 1 - s.fringe : 1
        const raw =
          (c === 1 ? img[(y * w + x) * 3 + 1]! : sample(img, w, h, cx + dx * mag, cy + dy * mag, c)) * vig
        // The noise is the sensor's, before the gain: a dim room's larger gain makes it larger.
        const sigma = Math.sqrt(s.readNoise * s.readNoise + s.shotNoise * raw)
        const v = Math.max(0, gains[c]! * (raw + sigma * (0.8 * luma + 0.45 * gaussian(rand))))
        data[o + c] = GAMMA[Math.min(GAMMA_STEPS, (Math.sqrt(v) * GAMMA_STEPS + 0.5) | 0)]!
      }
      data[o + 3] = 255
    }
  }
  return { width: w, height: h, data }
}
