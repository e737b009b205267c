import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import { drawBox } from '../../../tools/scenesreal/box'
import type { Placed } from '../../../tools/scenesreal/compose'
import { drawLens } from '../../../tools/scenesreal/lens'
import { BOX_COUNTS, Layout } from '../../../tools/scenesreal/play'

const key = (p: Placed): string => `${p.type}@${p.x},${p.y}`
const count = (ts: Placed[], a: Animal): number => ts.filter((t) => t.type === a).length

describe('scenesreal layouts', () => {
  const rng = new Rng('scenesreal-play')
  const lens = drawLens(rng, 640, 480)
  const box = drawBox(rng)
  const cardPx = 90

  it('drops 10 to 15 animals from the box, each whole in the picture', () => {
    for (let t = 0; t < 20; t++) {
      const layout = new Layout(new Rng(`drop/${t}`), lens, box)
      const table = layout.drop()
      expect(table.length).toBeGreaterThanOrEqual(10)
      expect(table.length).toBeLessThanOrEqual(15)
      for (const a of ANIMALS) expect(count(table, a)).toBeLessThanOrEqual(BOX_COUNTS[a])
      for (const p of table)
        expect(layout.inside(p.x, p.y, layout.reach(p.type), layout.frameRect)).toBe(true)
    }
  })

  it('does every card as the rulebook says, on the table the previous round left', () => {
    const seen = new Set<string>()
    for (let t = 0; t < 12; t++) {
      const layout = new Layout(new Rng(`rounds/${t}`), lens, box)
      let before = layout.drop()
      for (let k = 0; k < 6; k++) {
        const card = layout.drawCard(before)
        const after = layout.act(before, card, cardPx)
        seen.add(card.kind)
        const gone = before.filter((p) => !after.some((q) => key(q) === key(p)))
        const come = after.filter((q) => !before.some((p) => key(p) === key(q)))
        const [a, b] = card.animals
        if (card.kind === 'add') {
          expect([after.length - before.length, gone.length, come.length]).toEqual([1, 0, 1])
          expect(come[0]!.type).toBe(a)
          expect(count(after, a!)).toBeLessThanOrEqual(BOX_COUNTS[a!])
        } else if (card.kind === 'remove') {
          expect([after.length - before.length, gone.length, come.length]).toEqual([-1, 1, 0])
          expect(gone[0]!.type).toBe(a)
        } else if (card.kind === 'move') {
          expect([after.length - before.length, gone.length, come.length]).toEqual([0, 1, 1])
          expect([gone[0]!.type, come[0]!.type]).toEqual([a, a])
          const [u0, v0] = lens.toImage(gone[0]!.x, gone[0]!.y)
          const [u1, v1] = lens.toImage(come[0]!.x, come[0]!.y)
          expect(Math.hypot(u1 - u0, v1 - v0)).toBeGreaterThan(cardPx)
        } else {
          expect(b).not.toBe(a)
          expect([after.length - before.length, gone.length, come.length]).toEqual([0, 2, 2])
          expect(gone.map((p) => p.type).sort()).toEqual([a, b].sort())
          // Each now lies where the other lay.
          for (const q of come) {
            const other = gone.find((p) => p.type !== q.type)!
            expect([q.x, q.y]).toEqual([other.x, other.y])
          }
        }
        before = after
      }
    }
    expect([...seen].sort()).toEqual(['add', 'move', 'remove', 'swap'])
  })

  it('never draws a card that cannot be done on the table', () => {
    const layout = new Layout(new Rng('cards'), lens, box)
    const onlySheep: Placed[] = Array.from({ length: 7 }, (_, i) => layout.place('sheep', i * 4 - 12, 0))
    for (let k = 0; k < 200; k++) {
      const card = layout.drawCard(onlySheep)
      // No pig, cow or horse to remove, move or trade; no sheep left in the box to add.
      if (card.kind === 'add') expect(card.animals).not.toEqual(['sheep'])
      else expect(card.animals).toEqual(['sheep'])
      expect(card.kind).not.toBe('swap')
    }
  })
})
