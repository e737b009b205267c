/**
 * The game on the table, in table centimetres: the drop (animals falling around one spot, scattered,
 * some touching, a few resting on another), the action cards done by the Lead, and the calibration
 * layouts. Everything is checked against the picture (inside it, clear of the fixed objects) and the
 * truth is each piece's silhouette centroid in picture pixels.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { ActionCard, Animal } from '../../src/shared/games/now-you-see-me/vocabulary'
import { sampleSdf } from './art'
import { pixelToTable, project } from './lens'
import { silhouetteCentroid, type Piece } from './render'
import { placeable, type Stage } from './stage'

export interface Token {
  type: Animal
  piece: Piece
  /** The token it rests on, if any. */
  on: Token | null
}

const TYPES: Animal[] = ['sheep', 'pig', 'cow', 'horse']
export const BOX_COUNTS: Record<Animal, number> = { sheep: 7, pig: 7, cow: 6, horse: 6 }

const centroids = new WeakMap<Piece, [number, number]>()

/** Truth position of a piece in the picture (cached per piece; pieces are never changed in place). */
export function truthOf(st: Stage, p: Piece): [number, number] {
  let c = centroids.get(p)
  if (!c) {
    c = silhouetteCentroid(st.lens, p)
    centroids.set(p, c)
  }
  return c
}

export function flat(art: Piece['art'], x: number, y: number, angle: number, flip: number): Piece {
  return { art, x, y, angle, flip, z0: 0, gx: 0, gy: 0 }
}

function toWorld(p: Piece, lx: number, ly: number): [number, number] {
  const c = Math.cos(p.angle)
  const s = Math.sin(p.angle)
  const x = lx * p.flip
  return [p.x + x * c - ly * s, p.y + x * s + ly * c]
}

function sdfWorld(p: Piece, wx: number, wy: number): number {
  const c = Math.cos(p.angle)
  const s = Math.sin(p.angle)
  const dx = wx - p.x
  const dy = wy - p.y
  return sampleSdf(p.art, (dx * c + dy * s) * p.flip, -dx * s + dy * c)
}

/** About the distance between two footprints (negative when they overlap). */
export function gap(a: Piece, b: Piece): number {
  const far = Math.hypot(a.x - b.x, a.y - b.y) - a.art.radius - b.art.radius
  if (far > 0.5) return far
  let g = Infinity
  for (const [lx, ly] of a.art.outline) {
    const [wx, wy] = toWorld(a, lx, ly)
    g = Math.min(g, sdfWorld(b, wx, wy))
  }
  for (const [lx, ly] of b.art.outline) {
    const [wx, wy] = toWorld(b, lx, ly)
    g = Math.min(g, sdfWorld(a, wx, wy))
  }
  for (const [lx, ly] of a.art.inner) {
    const [wx, wy] = toWorld(a, lx, ly)
    g = Math.min(g, sdfWorld(b, wx, wy))
  }
  return g
}

function gauss(rng: Rng): number {
  const u = Math.max(1e-9, rng.float())
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float())
}

function moved(p: Piece, dx: number, dy: number): Piece {
  return { ...p, x: p.x + dx, y: p.y + dy }
}

/** Slides p along (dx, dy) from where it is until it just clears `others` (null if it never does). */
function slideClear(p: Piece, others: Piece[], dx: number, dy: number, extra: number): Piece | null {
  const l = Math.hypot(dx, dy) || 1
  const ux = dx / l
  const uy = dy / l
  const clear = (s: number): boolean => others.every((o) => gap(moved(p, ux * s, uy * s), o) >= extra)
  if (clear(0)) return p
  let hi = 0.5
  while (!clear(hi)) {
    hi *= 1.6
    if (hi > 40) return null
  }
  let lo = hi / 1.6
  if (hi === 0.5) lo = 0
  for (let k = 0; k < 8; k++) {
    const m = (lo + hi) / 2
    if (clear(m)) hi = m
    else lo = m
  }
  return moved(p, ux * hi, uy * hi)
}

/** p tilted so that it rests with one side on `under` and the other on the table, or null. */
function restOn(p: Piece, under: Piece): Piece | null {
  if (sdfWorld(under, p.x, p.y) < 0.2) return null
  const dx = under.x - p.x
  const dy = under.y - p.y
  const l = Math.hypot(dx, dy) || 1
  const ux = dx / l
  const uy = dy / l
  let e = -1
  for (let s = 0; s < p.art.radius; s += 0.05) {
    if (sdfWorld(under, p.x + ux * s, p.y + uy * s) < 0 && sdfWorld(p, p.x + ux * s, p.y + uy * s) < 0) {
      e = s
      break
    }
  }
  if (e < 0.2) return null
  let back = 0
  for (const [lx, ly] of p.art.outline) {
    const [wx, wy] = toWorld(p, lx, ly)
    back = Math.max(back, -((wx - p.x) * ux + (wy - p.y) * uy))
  }
  const top = under.z0 + under.art.thickness
  const slope = top / (e + back)
  return { ...p, z0: slope * back, gx: slope * ux, gy: slope * uy }
}

export class Table {
  tokens: Token[] = []
  inBox: Record<Animal, number> = { ...BOX_COUNTS }
  constructor(
    readonly st: Stage,
    readonly rng: Rng,
  ) {}

  /** Draw order: tokens on the table first, then those resting on them. */
  pieces(): Piece[] {
    const depth = (t: Token): number => (t.on ? 1 + depth(t.on) : 0)
    return [...this.tokens].sort((a, b) => depth(a) - depth(b)).map((t) => t.piece)
  }

  truth(): { type: Animal; x: number; y: number }[] {
    return this.tokens.map((t) => {
      const [x, y] = truthOf(this.st, t.piece)
      return { type: t.type, x, y }
    })
  }

  private others(except: Token[]): Piece[] {
    return this.tokens.filter((t) => !except.includes(t)).map((t) => t.piece)
  }

  private fits(p: Piece, except: Token[], minGap: number): boolean {
    return placeable(this.st, p, 6) && this.others(except).every((o) => gap(p, o) >= minGap)
  }

  /** A random place in the picture's inner part, as a table point. */
  private somewhere(inset: number): [number, number] {
    const { width: w, height: h } = this.st
    return pixelToTable(
      this.st.lens,
      w * (inset + this.rng.float() * (1 - 2 * inset)),
      h * (inset + this.rng.float() * (1 - 2 * inset)),
      0,
    )
  }

  /** Puts p touching or near existing tokens (add, move): slide it against a neighbour. */
  private nextTo(p: Piece, except: Token[]): Piece | null {
    const near = this.tokens.filter((t) => !except.includes(t))
    if (near.length === 0) return null
    const n = this.rng.pick(near).piece
    const a = this.rng.float() * Math.PI * 2
    const r = n.art.radius + p.art.radius
    const start: Piece = { ...p, x: n.x + Math.cos(a) * r * 0.3, y: n.y + Math.sin(a) * r * 0.3 }
    const extra = this.rng.float() < 0.5 ? 0.02 : this.rng.float() * 1.5
    return slideClear(start, this.others(except), Math.cos(a), Math.sin(a), extra)
  }

  drop(count: number): void {
    const bag: Animal[] = []
    for (const t of TYPES) for (let k = 0; k < BOX_COUNTS[t]; k++) bag.push(t)
    this.rng.shuffle(bag)
    const chosen = bag.slice(0, count)
    const rng = this.rng
    const { width: w, height: h } = this.st
    const spot = pixelToTable(this.st.lens, w * (0.35 + rng.float() * 0.3), h * (0.35 + rng.float() * 0.3), 0)
    const sigma = 3.5 + rng.float() * 3.5
    let resting = 0
    const maxResting = rng.int(3)
    for (const type of chosen) {
      const art = this.st.box.arts[type]
      let placed: Token | null = null
      for (let tries = 0; tries < 80 && !placed; tries++) {
        const s = sigma * (1 + tries / 20)
        let p = flat(
          art,
          spot[0] + gauss(rng) * s,
          spot[1] + gauss(rng) * s,
          rng.float() * Math.PI * 2,
          rng.float() < 0.5 ? 1 : -1,
        )
        if (!placeable(this.st, p, 6)) continue
        const hits = this.tokens.filter((t) => gap(p, t.piece) < 0)
        if (hits.length === 0) {
          if (rng.float() < 0.3 && this.tokens.length > 0) {
            // Bounced against a neighbour: touching it.
            const n = this.tokens.reduce((a, b) =>
              Math.hypot(a.piece.x - p.x, a.piece.y - p.y) < Math.hypot(b.piece.x - p.x, b.piece.y - p.y)
                ? a
                : b,
            )
            const dx = n.piece.x - p.x
            const dy = n.piece.y - p.y
            const g = gap(p, n.piece)
            if (g < 3) {
              const l = Math.hypot(dx, dy) || 1
              const q = moved(p, (dx / l) * g, (dy / l) * g)
              const back = slideClear(
                q,
                this.tokens.map((t) => t.piece),
                -dx,
                -dy,
                0.02,
              )
              if (back && this.fits(back, [], 0)) p = back
            }
          }
          placed = { type, piece: p, on: null }
        } else if (hits.length === 1 && !hits[0]!.on && resting < maxResting && rng.float() < 0.5) {
          const r = restOn(p, hits[0]!.piece)
          if (
            r &&
            placeable(this.st, r, 6) &&
            this.tokens.every((t) => t === hits[0] || gap(r, t.piece) >= 0.05)
          ) {
            if (!this.tokens.some((t) => t.on === hits[0])) {
              placed = { type, piece: r, on: hits[0]! }
              resting++
            }
          }
        } else {
          const cx = hits.reduce((a, t) => a + t.piece.x, 0) / hits.length
          const cy = hits.reduce((a, t) => a + t.piece.y, 0) / hits.length
          const extra = rng.float() < 0.5 ? 0.02 : rng.float() * 1.2
          const q = slideClear(
            p,
            this.tokens.map((t) => t.piece),
            p.x - cx + 1e-3,
            p.y - cy,
            extra,
          )
          if (q && this.fits(q, [], 0.01)) placed = { type, piece: q, on: null }
        }
      }
      for (let tries = 0; tries < 300 && !placed; tries++) {
        // Rolled further away than the others.
        const [x, y] = this.somewhere(0.08)
        const p = flat(art, x, y, rng.float() * Math.PI * 2, rng.float() < 0.5 ? 1 : -1)
        if (this.fits(p, [], 0.01)) placed = { type, piece: p, on: null }
      }
      if (placed) {
        this.tokens.push(placed)
        this.inBox[type]--
      }
    }
  }

  /** Whether the card can be done on this table. */
  possible(card: ActionCard): boolean {
    const on = (t: Animal): boolean => this.tokens.some((k) => k.type === t)
    if (card.kind === 'add') return this.inBox[card.animals[0]!] > 0
    return card.animals.every(on)
  }

  /** A token of this type for the Lead's hand: preferably one nothing rests on. */
  private take(type: Animal): Token {
    const all = this.tokens.filter((t) => t.type === type)
    const free = all.filter((t) => !this.tokens.some((o) => o.on === t))
    return this.rng.pick(free.length > 0 ? free : all)
  }

  /** Tokens resting on t fall flat onto the table (and slide off whatever they would overlap). */
  private drop1(t: Token): void {
    for (const o of this.tokens.filter((k) => k.on === t)) {
      const p = { ...o.piece, z0: 0, gx: 0, gy: 0 }
      o.on = null
      const others = this.others([o])
      const a = this.rng.float() * Math.PI * 2
      o.piece = others.every((q) => gap(p, q) >= 0)
        ? p
        : (slideClear(p, others, Math.cos(a), Math.sin(a), 0.02) ?? p)
    }
  }

  /** Does the card; returns false if it could not be done here (the caller draws another card). */
  act(card: ActionCard, cardPx: number): boolean {
    const rng = this.rng
    if (!this.possible(card)) return false
    const type = card.animals[0]!
    if (card.kind === 'add') {
      const art = this.st.box.arts[type]
      for (let tries = 0; tries < 150; tries++) {
        let p: Piece | null = flat(art, 0, 0, rng.float() * Math.PI * 2, rng.float() < 0.5 ? 1 : -1)
        if (tries < 100) p = this.nextTo(p, [])
        else {
          const [x, y] = this.somewhere(0.12)
          p = { ...p, x, y }
        }
        if (p && this.fits(p, [], 0.01)) {
          this.tokens.push({ type, piece: p, on: null })
          this.inBox[type]--
          return true
        }
      }
      return false
    }
    if (card.kind === 'remove') {
      const t = this.take(type)
      this.tokens = this.tokens.filter((k) => k !== t)
      this.drop1(t)
      this.inBox[type]++
      return true
    }
    if (card.kind === 'move') {
      const t = this.take(type)
      const from = truthOf(this.st, t.piece)
      for (let tries = 0; tries < 300; tries++) {
        const keep = rng.float() < 0.5
        const angle = keep ? t.piece.angle + (rng.float() - 0.5) * 0.6 : rng.float() * Math.PI * 2
        let p: Piece | null = { ...t.piece, angle, z0: 0, gx: 0, gy: 0 }
        if (tries < 150 && rng.float() < 0.6) p = this.nextTo(p, [t])
        else {
          const [x, y] = this.somewhere(0.1)
          p = { ...p, x, y }
        }
        if (!p) continue
        const [u, v] = project(this.st.lens, p.x, p.y, 0)
        if (Math.hypot(u - from[0], v - from[1]) < cardPx * 1.05) continue
        if (!this.fits(p, [t], 0.01)) continue
        const to = truthOf(this.st, p)
        if (Math.hypot(to[0] - from[0], to[1] - from[1]) < cardPx * 1.03) continue
        t.piece = p
        t.on = null
        this.drop1(t)
        return true
      }
      return false
    }
    // swap
    const a = this.take(card.animals[0]!)
    const b = this.take(card.animals[1]!)
    const ca = truthOf(this.st, a.piece)
    const cb = truthOf(this.st, b.piece)
    // Each goes where the other was: its centroid on the other's old table spot.
    const place = (t: Token, at: [number, number], angle: number): Piece => {
      const [tx, ty] = pixelToTable(this.st.lens, at[0], at[1], 0)
      const p = flat(t.piece.art, 0, 0, angle, t.piece.flip)
      const [wx, wy] = toWorld(p, p.art.centroid[0], p.art.centroid[1])
      return { ...p, x: tx - wx, y: ty - wy }
    }
    for (let tries = 0; tries < 60; tries++) {
      const jit = tries * 0.04
      const pa = moved(
        place(a, cb, a.piece.angle + (rng.float() - 0.5) * 0.8),
        gauss(rng) * jit,
        gauss(rng) * jit,
      )
      const pb = moved(
        place(b, ca, b.piece.angle + (rng.float() - 0.5) * 0.8),
        gauss(rng) * jit,
        gauss(rng) * jit,
      )
      if (gap(pa, pb) < 0.01) continue
      if (!this.fits(pa, [a, b], 0.01) || !this.fits(pb, [a, b], 0.01)) continue
      a.piece = pa
      b.piece = pb
      a.on = null
      b.on = null
      this.drop1(a)
      this.drop1(b)
      return true
    }
    return false
  }
}

/** The rulebook's deck of 18: add, remove and move for each animal, and a swap for each pair. */
export function deck(): ActionCard[] {
  const cards: ActionCard[] = []
  for (const kind of ['add', 'remove', 'move'] as const)
    for (const t of TYPES) cards.push({ kind, animals: [t] })
  for (let i = 0; i < TYPES.length; i++)
    for (let j = i + 1; j < TYPES.length; j++) cards.push({ kind: 'swap', animals: [TYPES[i]!, TYPES[j]!] })
  return cards
}
