/** Where tokens land: scattered like a drop, some touching, never lying on top of each other. */
import type { Rng } from '../../src/shared/engine/rng'
import type { Animal } from '../../src/shared/referee/types'
import type { PlacedToken, Session } from './render'
import { footprint, magnification, tokenRadius } from './token'

/** Which token covers each pixel (-1 = table), plus a ring around each token to keep gaps honest. */
export class Occupancy {
  readonly owner: Int16Array
  readonly near: Int16Array
  constructor(
    private readonly s: Session,
    tokens: PlacedToken[] = [],
    private readonly gap = 2,
  ) {
    this.owner = new Int16Array(s.width * s.height).fill(-1)
    this.near = new Int16Array(s.width * s.height).fill(-1)
    tokens.forEach((t, i) => this.add(t, i))
  }

  private readonly shapes = new Map<string, Int32Array>()

  pixels(t: PlacedToken): number[] {
    // Under a slanted camera (realism.ts tilt) a token's size depends on where it lies.
    const m = Math.round(magnification(this.s, t.x, t.y) * 100)
    const key = `${t.type}|${t.angle}|${t.flip}|${m}`
    let offsets = this.shapes.get(key)
    if (!offsets) {
      offsets = footprint(this.s, t.type, t.angle, t.flip, [t.x, t.y])
      this.shapes.set(key, offsets)
    }
    const out: number[] = []
    const x0 = Math.round(t.x)
    const y0 = Math.round(t.y)
    for (let k = 0; k < offsets.length; k += 2) {
      const x = x0 + (offsets[k] ?? 0)
      const y = y0 + (offsets[k + 1] ?? 0)
      if (x >= 0 && y >= 0 && x < this.s.width && y < this.s.height) out.push(y * this.s.width + x)
    }
    return out
  }

  add(t: PlacedToken, id: number): void {
    const w = this.s.width
    const g = this.gap
    for (const p of this.pixels(t)) {
      this.owner[p] = id
      const x = p % w
      const y = (p - x) / w
      for (let dy = -g; dy <= g; dy++) {
        for (let dx = -g; dx <= g; dx++) {
          const nx = x + dx
          const ny = y + dy
          if (nx >= 0 && ny >= 0 && nx < w && ny < this.s.height) this.near[ny * w + nx] = id
        }
      }
    }
  }

  /** Pixels of t on other tokens (overlap) and within the gap of other tokens (near), ignoring `except`. */
  conflicts(t: PlacedToken, except = -2): { overlap: number; near: number; others: Set<number> } {
    let overlap = 0
    let near = 0
    const others = new Set<number>()
    for (const p of this.pixels(t)) {
      const o = this.owner[p] ?? -1
      const n = this.near[p] ?? -1
      if (o >= 0 && o !== except) {
        overlap++
        others.add(o)
      }
      if (n >= 0 && n !== except) near++
    }
    return { overlap, near, others }
  }
}

function inside(s: Session, t: PlacedToken, margin: number): boolean {
  const r = tokenRadius(s, t.type) * 0.85 + margin
  return t.x >= r && t.y >= r && t.x <= s.width - r && t.y <= s.height - r
}

/** A spot for one more token, free of the others; touching `anchor` when given. Null if none found. */
export function findSpot(
  s: Session,
  rng: Rng,
  occ: Occupancy,
  type: Animal,
  opts: {
    anchor?: PlacedToken
    near?: [number, number]
    spread?: number
    avoid?: (t: PlacedToken) => boolean
  } = {},
): PlacedToken | null {
  for (let attempt = 0; attempt < 60; attempt++) {
    const angle = rng.float() * Math.PI * 2
    const flip = rng.float() < 0.5
    if (opts.anchor) {
      // Walk away from the anchor until the silhouettes no longer overlap: they then just touch.
      const a = opts.anchor
      const dir = rng.float() * Math.PI * 2
      let t: PlacedToken | null = null
      for (let d = 0.2 * tokenRadius(s, type); d < 3 * tokenRadius(s, type); d += 1) {
        const c = { type, x: a.x + Math.cos(dir) * d, y: a.y + Math.sin(dir) * d, angle, flip }
        if (occ.conflicts(c).overlap === 0) {
          t = c
          break
        }
      }
      if (t && inside(s, t, 4) && (!opts.avoid || !opts.avoid(t))) return t
      continue
    }
    const [nx, ny] = opts.near ?? [s.width / 2, s.height / 2]
    const spread = opts.spread ?? 1
    const x = opts.near ? nx + (rng.float() - 0.5) * spread : 20 + rng.float() * (s.width - 40)
    const y = opts.near ? ny + (rng.float() - 0.5) * spread : 20 + rng.float() * (s.height - 40)
    const t = { type, x, y, angle, flip }
    if (!inside(s, t, 4)) continue
    if (opts.avoid && opts.avoid(t)) continue
    const c = occ.conflicts(t)
    if (c.overlap === 0 && c.near === 0) return t
  }
  return null
}

/** The animals that fall out of the box: `count` tokens, a share of them touching another. */
export function dropTokens(s: Session, rng: Rng, count: number, touchShare = 0.3): PlacedToken[] {
  const bag: Animal[] = rng.shuffle([
    ...Array<Animal>(7).fill('sheep'),
    ...Array<Animal>(7).fill('pig'),
    ...Array<Animal>(6).fill('cow'),
    ...Array<Animal>(6).fill('horse'),
  ])
  for (;;) {
    const occ = new Occupancy(s)
    const tokens: PlacedToken[] = []
    for (const type of bag.slice(0, count)) {
      const anchor = tokens.length > 0 && rng.float() < touchShare ? rng.pick(tokens) : undefined
      const t = findSpot(s, rng, occ, type, { anchor }) ?? findSpot(s, rng, occ, type)
      if (!t) break
      occ.add(t, tokens.length)
      tokens.push(t)
    }
    if (tokens.length === count) return tokens
  }
}
