/**
 * A turn of the game on one table, per the rulebook: 10-15 animals from the box (7 sheep, 7 pigs,
 * 6 cows, 6 horses) fall from 20-30 cm around a spot (scattered, some touching, some landing partly on
 * another, any turn, some face down); then action cards are drawn from the shuffled 18-card deck and
 * done one after another, a card that cannot be done being set aside for the next.
 */
import type { ActionCard, Animal } from '../../src/shared/referee/types'
import { ANIMALS } from '../../src/shared/referee/types'
import type { Rng } from '../../src/shared/engine/rng'
import { tablePoint } from './lens'
import { between, gauss } from './noise'
import { coverShare, fits, gap, makePiece, quickRect, type Ctx, type Piece, type Place } from './pieces'
import type { Rect } from './reach'

export const BOX: Record<Animal, number> = { sheep: 7, pig: 7, cow: 6, horse: 6 }

/** The 18 action cards: add, remove and move for each animal, and a swap for each pair of animals. */
export function deck(): ActionCard[] {
  const cards: ActionCard[] = []
  for (const kind of ['add', 'remove', 'move'] as const)
    for (const a of ANIMALS) cards.push({ kind, animals: [a] })
  for (let i = 0; i < ANIMALS.length; i++)
    for (let j = i + 1; j < ANIMALS.length; j++)
      cards.push({ kind: 'swap', animals: [ANIMALS[i]!, ANIMALS[j]!] })
  return cards
}

export class Board {
  pieces: Piece[] = []
  private uid = 0
  /** Where pieces may lie in the picture (a few pixels in from its edges). */
  readonly area: Rect

  constructor(
    readonly ctx: Ctx,
    readonly rng: Rng,
  ) {
    this.area = [4, 4, ctx.lens.width - 5, ctx.lens.height - 5]
  }

  inBox(type: Animal): number {
    return BOX[type] - this.pieces.filter((p) => p.type === type).length
  }

  /** Try to lay `pl` down: flat if it touches nothing, else resting on the one flat piece it overlaps. */
  private lay(pl: Place, leanChance: number, within: Rect = this.area): Piece | null {
    if (!fits(this.ctx, quickRect(this.ctx, pl), within)) return null
    const hits = this.pieces.filter((q) => gap(this.ctx.family, pl, q) < -0.02)
    if (hits.length === 0) return makePiece(this.ctx, pl, null, this.uid++)
    const q = hits[0]!
    if (hits.length > 1 || q.on !== null || this.rng.float() >= leanChance) return null
    if (this.pieces.some((o) => o.on === q.uid)) return null
    // Never hide most of a piece: the one below stays at least two-thirds visible.
    if (coverShare(this.ctx.family, pl, q) > 0.33) return null
    return makePiece(this.ctx, pl, q, this.uid++)
  }

  /** Lay `pl` down flat inside `within`, touching nothing (calibration), or null. */
  place(pl: Place, within: Rect): Piece | null {
    return this.lay(pl, 0, within)
  }

  /** A placement touching piece q: from a random side, slid in until it meets q, then backed off. */
  private snug(type: Animal, q: Piece, a: number, flip: boolean, slack: number): Place {
    const dir = this.rng.float() * 2 * Math.PI
    const fam = this.ctx.family
    let d = fam[q.type].radius + fam[type].radius
    const at = (dd: number): Place => ({
      type,
      x: q.x + Math.cos(dir) * dd,
      y: q.y + Math.sin(dir) * dd,
      a,
      flip,
    })
    while (d > 0.3 && gap(fam, at(d - 0.15), q) > 0) d -= 0.15
    return at(d + slack)
  }

  /** The drop: 10-15 animals from the box falling around a spot. */
  drop(): void {
    const bag: Animal[] = ANIMALS.flatMap((a) => Array<Animal>(BOX[a]).fill(a))
    this.rng.shuffle(bag)
    const n = 10 + this.rng.int(6)
    const { width: w, height: h } = this.ctx.lens
    const [cx, cy] = tablePoint(
      this.ctx.lens,
      between(this.rng, 0.35, 0.65) * w,
      between(this.rng, 0.35, 0.65) * h,
    )
    const sigma = between(this.rng, 3.5, 6.5) * (this.ctx.lens.viewCm / 60)
    for (const type of bag.slice(0, n)) {
      let placed: Piece | null = null
      for (let tries = 0; !placed && tries < 400; tries++) {
        const spread = sigma * (1 + tries / 80)
        const a = this.rng.float() * 2 * Math.PI
        const flip = this.rng.float() < 0.45
        const near = this.pieces.length > 0 && this.rng.float() < 0.3
        const pl = near
          ? this.snug(type, this.rng.pick(this.pieces), a, flip, between(this.rng, 0, 0.3))
          : { type, x: cx + gauss(this.rng) * spread, y: cy + gauss(this.rng) * spread, a, flip }
        placed = this.lay(pl, 0.5)
      }
      if (!placed) throw new Error(`scenesray: no room for a ${type} in the drop`)
      this.pieces = [...this.pieces, placed]
    }
  }

  /** Pieces of a type that could be picked up, those with nothing resting on them first. */
  private free(type: Animal): Piece[] {
    const all = this.pieces.filter((p) => p.type === type)
    const loose = all.filter((p) => !this.pieces.some((o) => o.on === p.uid))
    return loose.length > 0 ? loose : all
  }

  /** Take pieces off the table; anything resting on them falls flat where it was. */
  private lift(gone: Piece[]): void {
    this.pieces = this.pieces.filter((p) => !gone.includes(p))
    this.pieces = this.pieces.map((p) =>
      p.on !== null && gone.some((g) => g.uid === p.on) ? (makePiece(this.ctx, p, null, p.uid) ?? p) : p,
    )
  }

  /** Do `card` if it can be done (true), else leave the table as it is (false). */
  apply(card: ActionCard, cardPx: number): boolean {
    const [t1, t2] = card.animals as [Animal, Animal | undefined]
    if (card.kind === 'add') {
      if (this.inBox(t1) === 0) return false
      for (let tries = 0; tries < 300; tries++) {
        const q = this.rng.pick(this.pieces)
        const pl = this.snug(
          t1,
          q,
          this.rng.float() * 2 * Math.PI,
          this.rng.float() < 0.4,
          between(this.rng, -0.4, 0.9),
        )
        const p = this.lay(pl, 0.6)
        if (p) return ((this.pieces = [...this.pieces, p]), true)
      }
      return false
    }
    const mine = this.free(t1)
    if (mine.length === 0) return false
    if (card.kind === 'remove') return (this.lift([this.rng.pick(mine)]), true)
    if (card.kind === 'move') return this.move(this.rng.pick(mine), cardPx)
    const theirs = this.free(t2!)
    if (theirs.length === 0) return false
    const pairs = mine.flatMap((a) => theirs.map((b) => [a, b] as const))
    this.rng.shuffle(pairs)
    for (const [a, b] of pairs.slice(0, 8)) if (this.swap(a, b)) return true
    return false
  }

  private move(p: Piece, cardPx: number): boolean {
    const before = this.pieces
    this.lift([p])
    const { width: w, height: h } = this.ctx.lens
    const need = cardPx * 1.1 + 4
    for (let tries = 0; tries < 600; tries++) {
      const a = p.a + between(this.rng, 0.6, 2 * Math.PI - 0.6)
      const flip = this.rng.float() < 0.15 ? !p.flip : p.flip
      let pl: Place
      if (this.pieces.length > 0 && this.rng.float() < 0.6)
        pl = this.snug(p.type, this.rng.pick(this.pieces), a, flip, between(this.rng, 0, 1.2))
      else {
        const [x, y] = tablePoint(
          this.ctx.lens,
          between(this.rng, 0.08, 0.92) * w,
          between(this.rng, 0.08, 0.92) * h,
        )
        pl = { type: p.type, x, y, a, flip }
      }
      const q = this.lay(pl, 0.35)
      if (q && Math.hypot(q.truth.x - p.truth.x, q.truth.y - p.truth.y) >= need)
        return ((this.pieces = [...this.pieces, q]), true)
    }
    this.pieces = before
    return false
  }

  /** Each takes the other's place (centroid), laid down a little differently turned; on top. */
  private swap(a: Piece, b: Piece): boolean {
    const before = this.pieces
    this.lift([a, b])
    const put = (p: Piece, to: Piece): Piece | null => {
      for (let tries = 0; tries < 60; tries++) {
        const r = tries < 20 ? 0 : 0.8
        const pl = {
          type: p.type,
          x: to.x + gauss(this.rng) * r,
          y: to.y + gauss(this.rng) * r,
          a: p.a + gauss(this.rng) * 0.6,
          flip: p.flip,
        }
        const q = this.lay(pl, 0.5)
        if (q) return q
      }
      return null
    }
    const na = put(a, b)
    if (na) this.pieces = [...this.pieces, na]
    const nb = na ? put(b, a) : null
    if (na && nb) return ((this.pieces = [...this.pieces, nb]), true)
    this.pieces = before
    return false
  }
}
