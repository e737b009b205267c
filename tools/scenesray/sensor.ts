/**
 * The webcam's own image pipeline, from the scene's linear light to 8-bit pixels, the way a cheap
 * camera does it rather than "picture plus noise":
 *  1. optics: lateral chromatic aberration (red and blue magnified slightly differently), a soft
 *     lens blur, vignetting towards the corners;
 *  2. auto exposure metering the picture (centre-weighted), which hunts a little from picture to
 *     picture, and a mains lamp's flicker;
 *  3. the sensor: a Bayer mosaic (one colour per photosite), photon and read noise, clipping, 10 bits;
 *  4. bilinear demosaicking (colour fringes on sharp edges), grey-world auto white balance that only
 *     partly corrects a warm lamp, a saturation boost, a tone curve;
 *  5. noise reduction that smears chroma and flattens fine low-contrast texture, then sharpening with
 *     its halos.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import { between, clamp, gauss } from './noise'
import { blurPlane, boxBlur, magnify, vignette, mosaic, demosaic, toYcc, flatten, output } from './kernels'

export interface Sensor {
  blur: number
  ca: number
  vignette: number
  shot: number
  read: number
  aeTarget: number
  awb: number
  sat: number
  contrast: number
  sharpen: number
  nr: number
  /** Which corner of the 2x2 Bayer cell is red. */
  phase: number
  flicker: number
}

export function drawSensor(rng: Rng, flicker: number): Sensor {
  return {
    blur: between(rng, 0.45, 0.95),
    ca: between(rng, 0.0004, 0.0025),
    vignette: between(rng, 0.12, 0.45),
    shot: between(rng, 0.0004, 0.003),
    read: between(rng, 0.0015, 0.006),
    aeTarget: between(rng, 0.15, 0.24),
    awb: between(rng, 0.45, 0.8),
    sat: between(rng, 1.0, 1.35),
    contrast: between(rng, 0, 0.35),
    sharpen: between(rng, 0.3, 1.3),
    nr: between(rng, 0.2, 1),
    phase: rng.int(4),
    flicker,
  }
}

/** Develop one picture of linear radiance `rad` (RGB float, w x h). `rng` draws this picture's luck. */
export function develop(rad: Float32Array, w: number, h: number, s: Sensor, rng: Rng): Frame {
  const n = w * h
  const P = [0, 1, 2].map(() => new Float32Array(n))
  const tmp = new Float32Array(n)
  for (let c = 0; c < 3; c++) {
    const p = P[c]!
    for (let i = 0; i < n; i++) p[i] = rad[3 * i + c]!
  }
  // 1. Optics: red a touch larger than green, blue a touch smaller; blur; vignetting.
  tmp.set(P[0]!)
  magnify(tmp, P[0]!, w, h, 1 + s.ca)
  tmp.set(P[2]!)
  magnify(tmp, P[2]!, w, h, 1 - s.ca)
  for (const p of P) blurPlane(p, w, h, s.blur, tmp)
  vignette(P[0]!, P[1]!, P[2]!, w, h, s.vignette)
  // 2. Auto exposure (centre-weighted mean luminance) and a grey-world white balance estimate.
  const [cx, cy] = [(w - 1) / 2, (h - 1) / 2]
  const rr = cx * cx + cy * cy
  let [ly, wsum, mr, mg, mb] = [0, 0, 0, 0, 0]
  for (let y = 0; y < h; y += 3)
    for (let x = 0; x < w; x += 3) {
      const i = y * w + x
      const wt = 1.5 - ((x - cx) ** 2 + (y - cy) ** 2) / rr
      ly += wt * (0.2126 * P[0]![i]! + 0.7152 * P[1]![i]! + 0.0722 * P[2]![i]!)
      wsum += wt
      mr += P[0]![i]!
      mg += P[1]![i]!
      mb += P[2]![i]!
    }
  const flick = 1 + s.flicker * (rng.float() * 2 - 1)
  const gain = (s.aeTarget / (ly / wsum)) * (1 + 0.012 * gauss(rng)) * flick
  // A camera's white balance only goes so far, and only partly trusts the grey world.
  const wbOf = (m: number): number => clamp(Math.pow(mg / m, s.awb), 0.7, 1.5) * (1 + 0.01 * gauss(rng))
  const wb = [wbOf(mr), 1, wbOf(mb)]
  // 3-4. The sensor, then demosaicking.
  const raw = new Float32Array(n)
  const cols = new Uint8Array(n)
  mosaic(P, raw, cols, w, h, gain, s, rng.int(1 << 30) | 1)
  demosaic(raw, cols, P, w, h, wb)
  const Y = new Float32Array(n)
  const Cb = new Float32Array(n)
  const Cr = new Float32Array(n)
  toYcc(P, Y, Cb, Cr, s)
  // 5. Noise reduction: chroma blurred hard, luma flattened where it barely varies; then sharpening.
  const cr = s.nr > 0.6 ? 3 : 2
  for (const c of [Cb, Cr]) for (let k = 0; k < 2; k++) boxBlur(c, w, h, cr, tmp)
  const soft = Y.slice()
  boxBlur(soft, w, h, 1, tmp)
  flatten(Y, soft, s.nr)
  const base = Y.slice()
  boxBlur(base, w, h, 1, tmp)
  const data = new Uint8ClampedArray(n * 4)
  output(Y, base, Cb, Cr, s.sharpen, data)
  return { width: w, height: h, data }
}
