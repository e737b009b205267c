import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import type { ActionCard, Animal } from '../../../src/shared/referee/types'
import { ANIMALS } from '../../../src/shared/referee/types'
import { drawFamily } from '../../../tools/scenesray/family'
import { drawLens } from '../../../tools/scenesray/lens'
import { gap, type Piece } from '../../../tools/scenesray/pieces'
import { BOX, Board, deck } from '../../../tools/scenesray/play'

/** A board over a plain table (no clutter) for seed s: no pictures are rendered here. */
function board(s: string, h = 480): Board {
  const lens = drawLens(new Rng(`${s}/lens`), 640, h)
  return new Board({ lens, family: drawFamily(new Rng(`${s}/box`)), keepOut: [] }, new Rng(`${s}/play`))
}

const count = (ps: Piece[], t: Animal): number => ps.filter((p) => p.type === t).length
const dist = (a: Piece, b: Piece): number => Math.hypot(a.truth.x - b.truth.x, a.truth.y - b.truth.y)

/** Pieces of `before` that are gone from, or moved in, `after` (matched by identity and place). */
function changed(before: Piece[], after: Piece[], tol: number): { gone: Piece[]; came: Piece[] } {
  const stays = (p: Piece, others: Piece[]): boolean =>
    others.some((q) => q.uid === p.uid && dist(p, q) <= tol)
  return { gone: before.filter((p) => !stays(p, after)), came: after.filter((q) => !stays(q, before)) }
}

describe('scenesray play', () => {
  it('has the 18 action cards: add, remove and move per animal and six swaps', () => {
    const cards = deck()
    expect(cards).toHaveLength(18)
    for (const kind of ['add', 'remove', 'move'] as const)
      expect(cards.filter((c) => c.kind === kind)).toHaveLength(4)
    const swaps = cards.filter((c) => c.kind === 'swap')
    expect(swaps).toHaveLength(6)
    for (const s of swaps) expect(new Set(s.animals).size).toBe(2)
  })

  it.each(['p0', 'p1', 'p2', 'p3'])(
    'drops 10-15 animals from the box, whole, in the picture, never through each other (%s)',
    (s) => {
      const b = board(s, s === 'p3' ? 360 : 480)
      b.drop()
      const ps = b.pieces
      expect(ps.length).toBeGreaterThanOrEqual(10)
      expect(ps.length).toBeLessThanOrEqual(15)
      for (const t of ANIMALS) expect(count(ps, t)).toBeLessThanOrEqual(BOX[t])
      for (const p of ps) {
        expect(p.truth.box[0]).toBeGreaterThanOrEqual(0)
        expect(p.truth.box[1]).toBeGreaterThanOrEqual(0)
        expect(p.truth.box[2]).toBeLessThan(640)
        expect(p.truth.box[3]).toBeLessThan(b.ctx.lens.height)
        // A few centimetres long on 45-80 cm of table: roughly 25-70 px in a 640 px picture.
        const len = Math.max(p.truth.box[2] - p.truth.box[0], p.truth.box[3] - p.truth.box[1])
        expect(len).toBeGreaterThan(18)
        expect(len).toBeLessThan(95)
      }
      for (let i = 0; i < ps.length; i++)
        for (let j = i + 1; j < ps.length; j++) {
          const [a, c] = [ps[i]!, ps[j]!]
          const leaning = a.on === c.uid || c.on === a.uid
          if (!leaning) expect(gap(b.ctx.family, a, c)).toBeGreaterThan(-0.08)
        }
    },
  )

  it('does each card as the rulebook says', () => {
    const seen = new Set<string>()
    const cardPx = 100
    for (const s of ['c0', 'c1', 'c2']) {
      const b = board(s)
      b.drop()
      for (const card of deck()) {
        const before = b.pieces
        const ok = b.apply(card, cardPx)
        const after = b.pieces
        const [t1, t2] = card.animals as [Animal, Animal]
        if (!ok) {
          expect(after).toBe(before)
          // Only a card that cannot be done is refused.
          if (card.kind === 'add') expect(count(before, t1)).toBe(BOX[t1])
          else if (card.kind !== 'swap') expect(count(before, t1)).toBe(0)
          continue
        }
        seen.add(card.kind)
        const { gone, came } = changed(before, after, cardPx / 8)
        check(card, before, after, gone, came, cardPx, t1, t2)
      }
    }
    expect([...seen].sort()).toEqual(['add', 'move', 'remove', 'swap'])
  })
})

function check(
  card: ActionCard,
  before: Piece[],
  after: Piece[],
  gone: Piece[],
  came: Piece[],
  cardPx: number,
  t1: Animal,
  t2: Animal,
): void {
  if (card.kind === 'add') {
    expect(after.length).toBe(before.length + 1)
    expect(count(after, t1)).toBe(count(before, t1) + 1)
    expect(gone).toHaveLength(0)
    expect(came.map((p) => p.type)).toEqual([t1])
  } else if (card.kind === 'remove') {
    expect(after.length).toBe(before.length - 1)
    expect(count(after, t1)).toBe(count(before, t1) - 1)
    expect(gone.map((p) => p.type)).toEqual([t1])
    expect(came).toHaveLength(0)
  } else if (card.kind === 'move') {
    expect(after.length).toBe(before.length)
    expect(gone.map((p) => p.type)).toEqual([t1])
    expect(came.map((p) => p.type)).toEqual([t1])
    expect(dist(gone[0]!, came[0]!)).toBeGreaterThanOrEqual(cardPx)
  } else {
    expect(after.length).toBe(before.length)
    for (const t of ANIMALS) expect(count(after, t)).toBe(count(before, t))
    expect(gone.map((p) => p.type).sort()).toEqual([t1, t2].sort())
    expect(came.map((p) => p.type).sort()).toEqual([t1, t2].sort())
    // Each now lies where the other lay.
    const [a, c] = [gone.find((p) => p.type === t1)!, gone.find((p) => p.type === t2)!]
    const [na, nc] = [came.find((p) => p.type === t1)!, came.find((p) => p.type === t2)!]
    expect(dist(na, c)).toBeLessThan(Math.max(12, dist(a, c) / 3))
    expect(dist(nc, a)).toBeLessThan(Math.max(12, dist(a, c) / 3))
  }
}
