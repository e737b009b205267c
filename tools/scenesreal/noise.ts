/**
 * Cheap deterministic randomness for pixels: an integer hash for value noise (wood grain, cloth weave,
 * paper) and a tiny generator for sensor noise. The engine's Rng allocates per call, far too slow for
 * a million draws a picture, so it only seeds these.
 */

/** A float in [0, 1) from two integer coordinates and a seed (a well-mixed 32-bit hash). */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(seed | 0, 1274126177)
  h = Math.imul(h ^ (h >>> 13), 1103515245)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

/** Smooth value noise in [0, 1) at a real point; one unit is one lattice cell. */
export function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x)
  const iy = Math.floor(y)
  const fx = x - ix
  const fy = y - iy
  const sx = fx * fx * (3 - 2 * fx)
  const sy = fy * fy * (3 - 2 * fy)
  const a = hash2(ix, iy, seed)
  const b = hash2(ix + 1, iy, seed)
  const c = hash2(ix, iy + 1, seed)
  const d = hash2(ix + 1, iy + 1, seed)
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy
}

/** Fractal value noise: `octaves` layers, each twice as fine and half as strong, in [0, 1). */
export function fbm(x: number, y: number, seed: number, octaves: number): number {
  let sum = 0
  let amp = 0.5
  let norm = 0
  for (let o = 0; o < octaves; o++) {
    sum += valueNoise(x, y, seed + o * 7919) * amp
    norm += amp
    amp *= 0.5
    x *= 2.03
    y *= 2.03
  }
  return sum / norm
}

/** mulberry32: a fast seeded generator of floats in [0, 1) for per-pixel draws. */
export function fastRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 64k standard normal draws (Box-Muller), made once: picking one is far cheaper than a fresh draw. */
const NORMALS = (() => {
  const rand = fastRandom(20261201)
  const t = new Float32Array(65536)
  for (let i = 0; i < t.length; i++)
    t[i] = Math.sqrt(-2 * Math.log(Math.max(rand(), 1e-12))) * Math.cos(2 * Math.PI * rand())
  return t
})()

/** A standard normal draw from a uniform generator. */
export function gaussian(rand: () => number): number {
  return NORMALS[(rand() * 65536) | 0]!
}

export const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v)
export const smoothstep = (a: number, b: number, v: number): number => {
  const t = clamp01((v - a) / (b - a))
  return t * t * (3 - 2 * t)
}
export const mix = (a: number, b: number, t: number): number => a + (b - a) * t
