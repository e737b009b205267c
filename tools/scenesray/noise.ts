/**
 * Small numeric helpers shared by the scenesray renderer: integer hashing (so that every pixel's random
 * choices depend on the pixel alone, never on the order things are drawn in), smooth value noise for
 * procedural materials, and colour conversions (the renderer works in linear light).
 */
import type { Rng } from '../../src/shared/engine/rng'

export type Rgb = [number, number, number]

/** A well-mixed 32-bit hash of three integers, in [0, 1). */
export function hash3(x: number, y: number, s: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(s | 0, 1274126177)) | 0
  h = Math.imul(h ^ (h >>> 15), 2246822519)
  h = Math.imul(h ^ (h >>> 13), 3266489917)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

/** Smooth 2D value noise in [0, 1): lattice hashes blended with a quintic fade. */
export function noise2(x: number, y: number, s: number): number {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const fx = x - xi
  const fy = y - yi
  const ux = fx * fx * fx * (fx * (fx * 6 - 15) + 10)
  const uy = fy * fy * fy * (fy * (fy * 6 - 15) + 10)
  const a = hash3(xi, yi, s)
  const b = hash3(xi + 1, yi, s)
  const c = hash3(xi, yi + 1, s)
  const d = hash3(xi + 1, yi + 1, s)
  return a + (b - a) * ux + (c - a) * uy + (a - b - c + d) * ux * uy
}

/** Fractal sum of `octaves` noise layers (each twice as fine, half as strong), in [0, 1). */
export function fbm(x: number, y: number, s: number, octaves: number): number {
  let sum = 0
  let amp = 0.5
  let norm = 0
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise2(x, y, s + o * 7919)
    norm += amp
    amp *= 0.5
    x = x * 2.03 + 17.1
    y = y * 2.03 - 9.7
  }
  return sum / norm
}

export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v
}

export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp((x - e0) / (e1 - e0), 0, 1)
  return t * t * (3 - 2 * t)
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** sRGB 0..255 to linear 0..1 (the renderer's working space). */
export function lin(r: number, g: number, b: number): Rgb {
  const f = (c: number): number => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
  }
  return [f(r), f(g), f(b)]
}

/** A colour jittered in brightness and hue a little (a different paint batch, a different cloth). */
export function jitter(rng: Rng, c: Rgb, amount: number): Rgb {
  const k = 1 + (rng.float() * 2 - 1) * amount
  return [0, 1, 2].map((i) => clamp(c[i]! * k * (1 + (rng.float() * 2 - 1) * amount * 0.6), 0, 1)) as Rgb
}

/**
 * The colour of a black body at `kelvin` (Tanner Helland's fit), linear, scaled to luminance 1:
 * a 2700 K bulb is orange next to a 6500 K window, as a camera without white balance sees it.
 */
export function kelvinRgb(kelvin: number): Rgb {
  const t = kelvin / 100
  const r = t <= 66 ? 255 : 329.7 * Math.pow(t - 60, -0.1332)
  const g = t <= 66 ? 99.47 * Math.log(t) - 161.12 : 288.12 * Math.pow(t - 60, -0.0755)
  const b = t >= 66 ? 255 : t <= 19 ? 0 : 138.52 * Math.log(t - 10) - 305.04
  const c = lin(clamp(r, 0, 255), clamp(g, 0, 255), clamp(b, 0, 255))
  const y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
  return [c[0] / y, c[1] / y, c[2] / y]
}

/** A normal deviate (Box-Muller) from the seeded generator. */
export function gauss(rng: Rng): number {
  const u = Math.max(1e-12, rng.float())
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float())
}

/** A uniform number in [lo, hi). */
export function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng.float()
}
