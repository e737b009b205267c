/**
 * Deterministic procedural noise for textures: an integer hash, value noise and fractal sums. Seeds are
 * plain integers drawn from the table's Rng, so a texture is the same every time the table is rebuilt.
 */

/** A 32-bit hash of two integers and a seed, as a float in [0, 1). */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(seed | 0, 1274126177)
  h = Math.imul(h ^ (h >>> 13), 1103515245)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

const fade = (t: number): number => t * t * (3 - 2 * t)

/** Smooth value noise in [0, 1) with features about one unit apart. */
export function valueNoise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const fx = fade(x - xi)
  const fy = fade(y - yi)
  const a = hash2(xi, yi, seed)
  const b = hash2(xi + 1, yi, seed)
  const c = hash2(xi, yi + 1, seed)
  const d = hash2(xi + 1, yi + 1, seed)
  return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy
}

/** Fractal sum of `octaves` value noises, each twice as fine and half as strong; about [0, 1). */
export function fbm(x: number, y: number, seed: number, octaves = 4): number {
  let sum = 0
  let amp = 0.5
  let norm = 0
  for (let o = 0; o < octaves; o++) {
    sum += amp * valueNoise(x, y, seed + o * 7919)
    norm += amp
    x *= 2.03
    y *= 2.03
    amp *= 0.5
  }
  return sum / norm
}

/** A table of normally distributed numbers (mean 0, deviation 1) for sensor noise, built once per table. */
export function gaussianTable(n: number, seed: number): Float32Array {
  const out = new Float32Array(n)
  for (let i = 0; i < n; i += 2) {
    const u = Math.max(1e-9, hash2(i, 1, seed))
    const v = hash2(i, 2, seed)
    const r = Math.sqrt(-2 * Math.log(u))
    out[i] = r * Math.cos(2 * Math.PI * v)
    if (i + 1 < n) out[i + 1] = r * Math.sin(2 * Math.PI * v)
  }
  return out
}

/** sRGB byte to linear light in [0, 1], and back (through a lookup table for speed). */
export function toLinear(c: number): number {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
}

const ENCODE_STEPS = 4096
const ENCODE = new Uint8ClampedArray(ENCODE_STEPS + 1)
for (let i = 0; i <= ENCODE_STEPS; i++) {
  const l = i / ENCODE_STEPS
  const s = l <= 0.0031308 ? l * 12.92 : 1.055 * Math.pow(l, 1 / 2.4) - 0.055
  ENCODE[i] = Math.round(s * 255)
}

/** Linear light (clipped to [0, 1]) to an sRGB byte. */
export function toSrgbByte(l: number): number {
  if (!(l > 0)) return 0
  if (l >= 1) return 255
  return ENCODE[(l * ENCODE_STEPS + 0.5) | 0]!
}
