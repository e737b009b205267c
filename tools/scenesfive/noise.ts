/**
 * Stateless noise for textures and sensor grain: an integer hash of (x, y, seed), value noise on a lattice
 * and its fractal sum. Seeds come from the table's Rng, so everything stays deterministic.
 */

/** A 32-bit integer hash (lowbias32-style mixing) of up to three integers. */
export function hash3(x: number, y: number, s: number): number {
  let h = (Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(s | 0, 0x9e3779b1)) >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h >>> 0
}

/** A float in [0, 1) from the hash. */
export function hashFloat(x: number, y: number, s: number): number {
  return hash3(x, y, s) / 4294967296
}

/** Smooth value noise in [0, 1] at (x, y) with a unit lattice. */
export function valueNoise(x: number, y: number, s: number): number {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const fx = x - xi
  const fy = y - yi
  const u = fx * fx * (3 - 2 * fx)
  const v = fy * fy * (3 - 2 * fy)
  const a = hashFloat(xi, yi, s)
  const b = hashFloat(xi + 1, yi, s)
  const c = hashFloat(xi, yi + 1, s)
  const d = hashFloat(xi + 1, yi + 1, s)
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v
}

/** Fractal value noise in about [0, 1]: `octaves` layers, each twice as fine and `gain` as strong. */
export function fbm(x: number, y: number, s: number, octaves: number, gain = 0.5): number {
  let sum = 0
  let amp = 1
  let norm = 0
  let f = 1
  for (let o = 0; o < octaves; o++) {
    sum += amp * valueNoise(x * f, y * f, s + o * 7919)
    norm += amp
    amp *= gain
    f *= 2.03
  }
  return sum / norm
}

/** An approximately normal number (mean 0, sd 1) from one hash: the sum of its four bytes. */
export function hashGauss(x: number, y: number, s: number): number {
  const h = hash3(x, y, s)
  const sum = (h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24)
  // Four uniforms on 0..255: mean 510, sd 255 * sqrt(4 / 12).
  return (sum - 510) / 147.2
}

/** Linear RGB of a black body of `kelvin`, normalised so its largest channel is 1 (a rough fit). */
export function kelvinRgb(kelvin: number): [number, number, number] {
  const t = kelvin / 100
  let r: number
  let g: number
  let b: number
  if (t <= 66) {
    r = 255
    g = 99.47 * Math.log(t) - 161.12
    b = t <= 19 ? 0 : 138.52 * Math.log(t - 10) - 305.04
  } else {
    r = 329.7 * Math.pow(t - 60, -0.1332)
    g = 288.12 * Math.pow(t - 60, -0.0755)
    b = 255
  }
  const c = [r, g, b].map((v) => Math.pow(Math.min(255, Math.max(0, v)) / 255, 2.2))
  const m = Math.max(c[0]!, c[1]!, c[2]!)
  return [c[0]! / m, c[1]! / m, c[2]! / m]
}

/** sRGB 0..255 to linear 0..1. */
export function srgbToLinear(v: number): number {
  const c = v / 255
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
}

/** A colour given as HSV (h in degrees, s and v in 0..1) in linear RGB. */
export function hsvLinear(h: number, s: number, v: number): [number, number, number] {
  const hh = (((h % 360) + 360) % 360) / 60
  const i = Math.floor(hh)
  const f = hh - i
  const p = v * (1 - s)
  const q = v * (1 - s * f)
  const t = v * (1 - s * (1 - f))
  const rgb: [number, number, number][] = [
    [v, t, p],
    [q, v, p],
    [p, v, t],
    [p, q, v],
    [t, p, v],
    [v, p, q],
  ]
  const [r, g, b] = rgb[i % 6]!
  return [srgbToLinear(r * 255), srgbToLinear(g * 255), srgbToLinear(b * 255)]
}

export type Rgb = [number, number, number]

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

export function scale(a: Rgb, k: number): Rgb {
  return [a[0] * k, a[1] * k, a[2] * k]
}
