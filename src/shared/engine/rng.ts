/**
 * Seeded PRNG (sfc32) whose whole state is four 32-bit integers, so it lives inside game State
 * as plain JSON. Functions take the RngState and advance it in place: engines clone their state
 * before applying a move, so the input state is never touched.
 */
export interface RngState {
  s: [number, number, number, number]
}

/** Hash a string seed into the four words of the generator (xmur3-style mixing). */
export function seedRng(seed: string): RngState {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return h >>> 0
  }
  const r: RngState = { s: [next(), next(), next(), next()] }
  for (let i = 0; i < 12; i++) nextUint32(r)
  return r
}

export function nextUint32(r: RngState): number {
  let [a, b, c, d] = r.s
  a >>>= 0
  b >>>= 0
  c >>>= 0
  d >>>= 0
  const t = (((a + b) | 0) + d) | 0
  d = (d + 1) | 0
  a = b ^ (b >>> 9)
  b = (c + (c << 3)) | 0
  c = (c << 21) | (c >>> 11)
  c = (c + t) | 0
  r.s = [a >>> 0, b >>> 0, c >>> 0, d >>> 0]
  return t >>> 0
}

/** A float in [0, 1). */
export function nextFloat(r: RngState): number {
  return nextUint32(r) / 4294967296
}

/** An integer in [0, n). */
export function nextInt(r: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt needs a positive integer, got ${n}`)
  return Math.floor(nextFloat(r) * n)
}

/** Fisher-Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(r: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(r, i + 1)
    const tmp = items[i] as T
    items[i] = items[j] as T
    items[j] = tmp
  }
  return items
}

export function pick<T>(r: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list')
  return items[nextInt(r, items.length)] as T
}

/** A standalone generator for code outside engine state (bots, generators, tests). */
export class Rng {
  readonly state: RngState
  constructor(seed: string | RngState) {
    this.state = typeof seed === 'string' ? seedRng(seed) : { s: [...seed.s] }
  }
  float(): number {
    return nextFloat(this.state)
  }
  int(n: number): number {
    return nextInt(this.state, n)
  }
  pick<T>(items: readonly T[]): T {
    return pick(this.state, items)
  }
  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.state, items)
  }
}
