/**
 * The image kernels of the webcam pipeline (sensor.ts): blurs, chromatic magnification, vignetting,
 * the Bayer mosaic with its noise, bilinear demosaicking, tone and colour, luma flattening, sharpening.
 * Each is a tight loop over typed arrays, separate so that the engine optimises each on its own.
 */
import type { Sensor } from './sensor'

/**
 * The lens's blur: a separable 3-tap kernel [a, 1 - 2a, a] whose variance 2a matches sigma^2 (for the
 * small sigmas of a webcam lens, 0.45-0.95 px, a Gaussian is well approximated this way), in place.
 */
export function blurPlane(p: Float32Array, w: number, h: number, sigma: number, tmp: Float32Array): void {
  const a = Math.min(0.3, (sigma * sigma) / 2)
  const c = 1 - 2 * a
  for (let y = 0; y < h; y++) {
    const o = y * w
    tmp[o] = (a + c) * p[o]! + a * p[o + 1]!
    for (let x = 1; x < w - 1; x++) tmp[o + x] = c * p[o + x]! + a * (p[o + x - 1]! + p[o + x + 1]!)
    tmp[o + w - 1] = (a + c) * p[o + w - 1]! + a * p[o + w - 2]!
  }
  for (let y = 0; y < h; y++) {
    const o = y * w
    const up = y > 0 ? o - w : o
    const dn = y < h - 1 ? o + w : o
    for (let x = 0; x < w; x++) p[o + x] = c * tmp[o + x]! + a * (tmp[up + x]! + tmp[dn + x]!)
  }
}

/** Box blur of radius r by running sums (cost independent of r), in place. */
export function boxBlur(p: Float32Array, w: number, h: number, r: number, tmp: Float32Array): void {
  const inv = 1 / (2 * r + 1)
  for (let y = 0; y < h; y++) {
    const o = y * w
    let acc = 0
    for (let i = -r; i <= r; i++) acc += p[o + Math.min(w - 1, Math.max(0, i))]!
    for (let x = 0; x < w; x++) {
      tmp[o + x] = acc * inv
      acc += p[o + Math.min(w - 1, x + r + 1)]! - p[o + Math.max(0, x - r)]!
    }
  }
  const col = new Float64Array(w)
  for (let i = -r; i <= r; i++) {
    const src = Math.min(h - 1, Math.max(0, i)) * w
    for (let x = 0; x < w; x++) col[x] = col[x]! + tmp[src + x]!
  }
  for (let y = 0; y < h; y++) {
    const o = y * w
    const add = Math.min(h - 1, y + r + 1) * w
    const sub = Math.max(0, y - r) * w
    for (let x = 0; x < w; x++) {
      p[o + x] = col[x]! * inv
      col[x] = col[x]! + tmp[add + x]! - tmp[sub + x]!
    }
  }
}

/** Resample plane `src` magnified by k about the centre (lateral chromatic aberration). */
export function magnify(src: Float32Array, dst: Float32Array, w: number, h: number, k: number): void {
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  for (let y = 0; y < h; y++) {
    const v = Math.min(h - 1.001, Math.max(0, cy + (y - cy) / k))
    const yi = Math.floor(v)
    const fy = v - yi
    for (let x = 0; x < w; x++) {
      const u = Math.min(w - 1.001, Math.max(0, cx + (x - cx) / k))
      const xi = Math.floor(u)
      const fx = u - xi
      const o = yi * w + xi
      dst[y * w + x] =
        (src[o]! * (1 - fx) + src[o + 1]! * fx) * (1 - fy) +
        (src[o + w]! * (1 - fx) + src[o + w + 1]! * fx) * fy
    }
  }
}

export function vignette(
  R: Float32Array,
  G: Float32Array,
  B: Float32Array,
  w: number,
  h: number,
  amount: number,
): void {
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  const rr = cx * cx + cy * cy
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const r2 = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / rr
      const v = 1 - amount * r2 * (1.2 - 0.2 * r2)
      const i = y * w + x
      R[i] = R[i]! * v
      G[i] = G[i]! * v
      B[i] = B[i]! * v
    }
}

/** Which colour (0 R, 1 G, 2 B) photosite (x, y) sees, for the red corner `phase` of the 2x2 cell. */
export function bayerOf(x: number, y: number, phase: number): number {
  const q = ((y & 1) << 1) | (x & 1)
  return q === phase ? 0 : q === (phase ^ 3) ? 2 : 1
}

/** Expose, sample one colour per photosite, add photon and read noise, clip, quantise to 10 bits. */
export function mosaic(
  P: Float32Array[],
  raw: Float32Array,
  cols: Uint8Array,
  w: number,
  h: number,
  gain: number,
  s: Sensor,
  seed0: number,
): void {
  let seed = seed0 | 0
  const rr = s.read * s.read
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      const c = bayerOf(x, y, s.phase)
      cols[i] = c
      const v = Math.min(1, P[c]![i]! * gain)
      let g = 0
      for (let k = 0; k < 4; k++) {
        seed ^= seed << 13
        seed ^= seed >>> 17
        seed ^= seed << 5
        g += (seed >>> 0) / 4294967296
      }
      const noisy = v + (g - 2) * 1.73 * Math.sqrt(v * s.shot + rr)
      raw[i] = Math.round(Math.min(1, Math.max(0, noisy)) * 1023) / 1023
    }
}

/** Bilinear demosaic: each colour's photosites in the 3x3 neighbourhood weighted 1-2-4; then white balance. */
export function demosaic(
  raw: Float32Array,
  cols: Uint8Array,
  P: Float32Array[],
  w: number,
  h: number,
  wb: number[],
): void {
  const [R, G, B] = P as [Float32Array, Float32Array, Float32Array]
  const [wr, wg, wbb] = wb as [number, number, number]
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let s0 = 0
      let s1 = 0
      let s2 = 0
      let n0 = 0
      let n1 = 0
      let n2 = 0
      for (let dy = -1; dy <= 1; dy++) {
        let yy = y + dy
        yy = yy < 0 ? -yy : yy >= h ? 2 * h - 2 - yy : yy
        for (let dx = -1; dx <= 1; dx++) {
          let xx = x + dx
          xx = xx < 0 ? -xx : xx >= w ? 2 * w - 2 - xx : xx
          const j = yy * w + xx
          const c = cols[j]!
          const wt = (dx === 0 ? 2 : 1) * (dy === 0 ? 2 : 1)
          const v = wt * raw[j]!
          if (c === 0) {
            s0 += v
            n0 += wt
          } else if (c === 1) {
            s1 += v
            n1 += wt
          } else {
            s2 += v
            n2 += wt
          }
        }
      }
      const i = y * w + x
      const own = cols[i]!
      R[i] = (own === 0 ? raw[i]! : s0 / n0) * wr
      G[i] = (own === 1 ? raw[i]! : s1 / n1) * wg
      B[i] = (own === 2 ? raw[i]! : s2 / n2) * wbb
    }
}

/** Saturation, tone curve, and the split into luma and colour differences. */
export function toYcc(
  P: Float32Array[],
  Y: Float32Array,
  Cb: Float32Array,
  Cr: Float32Array,
  s: Sensor,
): void {
  const LUT = 4096
  const tone = new Float32Array(LUT + 1)
  for (let i = 0; i <= LUT; i++) {
    const v = i / LUT
    let g = v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(v, 1 / 2.4) - 0.055
    g = g + s.contrast * g * (1 - g) * (g - 0.5) * 2
    tone[i] = Math.min(1, Math.max(0, g))
  }
  const [R, G, B] = P as [Float32Array, Float32Array, Float32Array]
  for (let i = 0; i < Y.length; i++) {
    const m = (R[i]! + G[i]! + B[i]!) / 3
    const r = tone[Math.round(Math.min(1, Math.max(0, m + (R[i]! - m) * s.sat)) * LUT)]!
    const g = tone[Math.round(Math.min(1, Math.max(0, m + (G[i]! - m) * s.sat)) * LUT)]!
    const b = tone[Math.round(Math.min(1, Math.max(0, m + (B[i]! - m) * s.sat)) * LUT)]!
    const y = 0.299 * r + 0.587 * g + 0.114 * b
    Y[i] = y
    Cb[i] = b - y
    Cr[i] = r - y
  }
}

/** Luma noise reduction: where a pixel barely differs from its surroundings, pull it to them. */
export function flatten(Y: Float32Array, soft: Float32Array, nr: number): void {
  const thr = 0.012 + 0.02 * nr
  for (let i = 0; i < Y.length; i++) {
    const d = Y[i]! - soft[i]!
    Y[i] = Y[i]! - d * Math.max(0, 1 - Math.abs(d) / thr) * nr * 0.8
  }
}

export function output(
  Y: Float32Array,
  base: Float32Array,
  Cb: Float32Array,
  Cr: Float32Array,
  amount: number,
  data: Uint8ClampedArray,
): void {
  for (let i = 0; i < Y.length; i++) {
    const y = Y[i]! + amount * (Y[i]! - base[i]!)
    const r = y + Cr[i]!
    const b = y + Cb[i]!
    const g = (y - 0.299 * r - 0.114 * b) / 0.587
    data[4 * i] = Math.round(r * 255)
    data[4 * i + 1] = Math.round(g * 255)
    data[4 * i + 2] = Math.round(b * 255)
    data[4 * i + 3] = 255
  }
}
