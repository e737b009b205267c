/**
 * What the webcam's lens and sensor make of the light: auto-exposure and an imperfect white balance,
 * slight defocus, lateral colour fringes towards the corners, vignetting, shot and read noise with some
 * colour noise, the sRGB curve with a soft shoulder, and the in-camera sharpening webcams apply.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import { gaussianTable, toSrgbByte } from './noise'

export interface Lens {
  width: number
  height: number
  /** Multiplies linear light per channel (exposure times white balance); set by `meter`. */
  gain: [number, number, number]
  /** Auto white balance's error per channel. */
  wbError: [number, number, number]
  /** Defocus blur (Gaussian sigma, px). */
  blur: number
  /** Lateral chromatic aberration: red and blue scaled about the centre by 1 +- this. */
  fringe: number
  /** Per-pixel brightness falloff towards the corners. */
  vignette: Float32Array
  /** Noise: deviation of read noise and shot-noise factor (linear units). */
  read: number
  shot: number
  /** How much of the noise is independent per channel (colour noise). */
  chroma: number
  sharpen: number
  noise: Float32Array
  seed: number
}

export function drawLens(rng: Rng, width: number, height: number): Lens {
  const strength = 0.15 + rng.float() * 0.35
  const vignette = new Float32Array(width * height)
  const r2max = (width / 2) ** 2 + (height / 2) ** 2
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r2 = ((x - width / 2) ** 2 + (y - height / 2) ** 2) / r2max
      vignette[y * width + x] = 1 - strength * r2 * (0.6 + 0.4 * r2)
    }
  const wb = (): number => 1 + (rng.float() * 2 - 1) * 0.04
  return {
    width,
    height,
    gain: [1, 1, 1],
    wbError: [wb(), 1, wb()],
    blur: 0.5 + rng.float() * 0.8,
    fringe: rng.float() * 0.0015,
    vignette,
    read: 0.002 + rng.float() * 0.004,
    shot: 0.0004 + rng.float() * 0.0012,
    chroma: 0.3 + rng.float() * 0.5,
    sharpen: rng.float() * 0.7,
    noise: gaussianTable(1 << 20, rng.int(1 << 30)),
    seed: rng.int(1 << 30),
  }
}

/** Auto-exposure and auto white balance, fixed from the empty table (webcams settle, then hold). */
export function meter(lens: Lens, rgb: Float32Array): void {
  const sum = [0, 0, 0]
  const n = rgb.length / 3
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) sum[c] = sum[c]! + rgb[3 * i + c]!
  const mean = sum.map((s) => s / n)
  const grey = (mean[0]! + mean[1]! + mean[2]!) / 3
  // Exposure moves a bright table only part of the way down to mid-grey (and a dark one up).
  const exposure = (0.2 * Math.pow(grey / 0.2, 0.45)) / grey
  // White balance pulls the average towards grey, part of the way.
  lens.gain = [0, 1, 2].map(
    (c) => exposure * Math.pow(grey / mean[c]!, 0.35) * lens.wbError[c]!,
  ) as Lens['gain']
}

function blurInPlace(img: Float32Array, w: number, h: number, sigma: number, tmp: Float32Array): void {
  const r = Math.max(1, Math.ceil(sigma * 2.5))
  const k = new Float32Array(2 * r + 1)
  let norm = 0
  for (let i = -r; i <= r; i++) norm += k[i + r] = Math.exp((-i * i) / (2 * sigma * sigma))
  for (let i = 0; i < k.length; i++) k[i] = k[i]! / norm
  // Rows then columns; `step` is the distance between neighbours along the pass.
  const pass = (
    src: Float32Array,
    dst: Float32Array,
    len: number,
    lines: number,
    step: number,
    stride: number,
  ): void => {
    for (let l = 0; l < lines; l++) {
      const base = l * stride
      for (let x = 0; x < len; x++)
        for (let c = 0; c < 3; c++) {
          let acc = 0
          for (let i = -r; i <= r; i++) {
            const xx = x + i < 0 ? 0 : x + i >= len ? len - 1 : x + i
            acc += src[base + xx * step + c]! * k[i + r]!
          }
          dst[base + x * step + c] = acc
        }
    }
  }
  pass(img, tmp, w, h, 3, 3 * w)
  pass(tmp, img, h, w, 3 * w, 3)
}

/** Soft shoulder: highlights roll off instead of clipping hard. */
const shoulder = (v: number): number => (v < 0.8 ? v : 0.8 + (0.2 * (v - 0.8)) / (0.2 + (v - 0.8)))

/** The picture the webcam delivers from linear scene light; `frameSeed` picks this frame's noise. */
export function develop(lens: Lens, rgb: Float32Array, frameSeed: number): Frame {
  const { width: w, height: h } = lens
  const img = Float32Array.from(rgb)
  blurInPlace(img, w, h, lens.blur, new Float32Array(img.length))
  const out = new Float32Array(w * h * 3)
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  const noise = lens.noise
  const mask = noise.length - 1
  let q = (frameSeed * 2654435761) >>> 0
  const [g0, g1, g2] = lens.gain
  const read2 = lens.read * lens.read
  const chroma = lens.chroma
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      const vig = lens.vignette[i]!
      // Lateral colour: red a touch larger than green, blue a touch smaller.
      const rx = Math.min(w - 1, Math.max(0, Math.round(cx + (x - cx) * (1 + lens.fringe))))
      const ry = Math.min(h - 1, Math.max(0, Math.round(cy + (y - cy) * (1 + lens.fringe))))
      const bx = Math.min(w - 1, Math.max(0, Math.round(cx + (x - cx) * (1 - lens.fringe))))
      const by = Math.min(h - 1, Math.max(0, Math.round(cy + (y - cy) * (1 - lens.fringe))))
      q = (q + 3) & mask
      const common = noise[q]! * (1 - chroma)
      const l0 = img[3 * (ry * w + rx)]! * g0 * vig
      const l1 = img[3 * i + 1]! * g1 * vig
      const l2 = img[3 * (by * w + bx) + 2]! * g2 * vig
      const n0 =
        (common + noise[(q * 7 + 17) & mask]! * chroma) * Math.sqrt(read2 + lens.shot * Math.max(0, l0))
      const n1 =
        (common + noise[(q * 7 + 131088) & mask]! * chroma) * Math.sqrt(read2 + lens.shot * Math.max(0, l1))
      const n2 =
        (common + noise[(q * 7 + 262159) & mask]! * chroma) * Math.sqrt(read2 + lens.shot * Math.max(0, l2))
      out[3 * i] = shoulder(Math.max(0, l0 + n0))
      out[3 * i + 1] = shoulder(Math.max(0, l1 + n1))
      out[3 * i + 2] = shoulder(Math.max(0, l2 + n2))
    }
  // Encode, then sharpen in the encoded values as the camera's processor does.
  const enc = new Float32Array(w * h * 3)
  for (let i = 0; i < enc.length; i++) enc[i] = toSrgbByte(out[i]!)
  const data = new Uint8ClampedArray(w * h * 4)
  const a = lens.sharpen
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      for (let c = 0; c < 3; c++) {
        const v = enc[3 * i + c]!
        if (a > 0 && x > 0 && y > 0 && x < w - 1 && y < h - 1) {
          const nb =
            (enc[3 * (i - 1) + c]! + enc[3 * (i + 1) + c]! + enc[3 * (i - w) + c]! + enc[3 * (i + w) + c]!) /
            4
          data[4 * i + c] = v + a * (v - nb)
        } else data[4 * i + c] = v
      }
      data[4 * i + 3] = 255
    }
  return { width: w, height: h, data }
}
