import { describe, expect, it } from 'vitest'
import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import type { TruthToken } from '../../../tools/eval/scene-source'
import { scenesrealSource, scenesrealTable } from '../../../tools/scenesreal/source'

const counts = (ts: TruthToken[]): Record<Animal, number> =>
  Object.fromEntries(ANIMALS.map((a) => [a, ts.filter((t) => t.type === a).length])) as Record<Animal, number>
const near = (a: TruthToken, b: TruthToken, px: number): boolean => Math.hypot(a.x - b.x, a.y - b.y) <= px
const same = (a: TruthToken, b: TruthToken): boolean => a.type === b.type && a.x === b.x && a.y === b.y

describe('scenesreal source', () => {
  const table = scenesrealTable('unit', 1)
  const cardPx = 80
  const turn = table.turn(0, 3, cardPx)

  it('is deterministic in seed and table number', () => {
    const again = scenesrealSource.table('unit', 1)
    expect(again.name).toBe(table.name)
    const a = table.calibration(0)
    const b = again.calibration(0)
    expect(Buffer.from(b.animals.data).equals(Buffer.from(a.animals.data))).toBe(true)
    expect(b.animalTokens).toEqual(a.animalTokens)
    expect(b.card).toEqual(a.card)
    const t = again.turn(0, 3, cardPx)
    expect(t.tokens).toEqual(turn.tokens)
    expect(t.cards).toEqual(turn.cards)
    expect(Buffer.from(t.frames[3]!.data).equals(Buffer.from(turn.frames[3]!.data))).toBe(true)
    // Another table, another attempt and another seed all differ.
    expect(scenesrealTable('unit', 2).turn(0, 0, cardPx).tokens).not.toEqual([turn.tokens[0]])
    expect(table.calibration(1).animalTokens).not.toEqual(a.animalTokens)
    expect(scenesrealTable('other', 1).turn(0, 0, cardPx).tokens).not.toEqual([turn.tokens[0]])
  })

  it('lays out calibration as the contract says: one of each type whole and apart in its quarter, farther in after refusals', () => {
    for (const [index, attempt] of [
      [1, 0],
      [3, 2],
    ] as const) {
      const t = scenesrealTable('unit', index)
      const cal = t.calibration(attempt)
      const bounds = t.calibrationBounds(attempt)
      expect(cal.empty.length).toBeGreaterThanOrEqual(1)
      for (const f of [...cal.empty, cal.animals]) expect([f.width, f.height]).toEqual([t.width, t.height])
      expect(cal.animalTokens.map((a) => a.type)).toEqual(['sheep', 'pig', 'cow', 'horse'])
      const [hw, hh] = [t.width / 2, t.height / 2]
      cal.animalTokens.forEach((tok, q) => {
        const [x0, y0, x1, y1] = bounds[q]!
        // The whole silhouette, not just its centre, lies inside its quarter and off the picture's edge.
        const [left, top] = [q % 2 === 0, q < 2]
        expect(left ? x1 < hw : x0 >= hw).toBe(true)
        expect(top ? y1 < hh : y0 >= hh).toBe(true)
        expect(Math.min(x0, y0)).toBeGreaterThan(0)
        expect(x1).toBeLessThan(t.width - 1)
        expect(y1).toBeLessThan(t.height - 1)
        expect(tok.x > x0 && tok.x < x1 && tok.y > y0 && tok.y < y1).toBe(true)
        // After two refusals the user keeps well away from the edges, as the app asks.
        if (attempt === 2) {
          expect(Math.min(x0, t.width - 1 - x1)).toBeGreaterThan(t.width * 0.12)
          expect(Math.min(y0, t.height - 1 - y1)).toBeGreaterThan(t.height * 0.12)
        }
      })
      // The card's clicks: its long side, a real card's length away from one another, in the picture.
      const [[ax, ay], [bx, by]] = cal.card
      const length = Math.hypot(bx - ax, by - ay)
      expect(length).toBeGreaterThan(t.width / 14)
      expect(length).toBeLessThan(t.width / 3)
      for (const [x, y] of cal.card) expect(x >= 0 && x < t.width && y >= 0 && y < t.height).toBe(true)
    }
  })

  it('drops 10 to 15 animals and keeps a truth for every picture', () => {
    expect(turn.frames).toHaveLength(4)
    expect(turn.tokens).toHaveLength(4)
    expect(turn.cards).toHaveLength(3)
    expect(turn.tokens[0]!.length).toBeGreaterThanOrEqual(10)
    expect(turn.tokens[0]!.length).toBeLessThanOrEqual(15)
    for (const f of turn.frames) expect(f.data.length).toBe(table.width * table.height * 4)
    for (const ts of turn.tokens)
      for (const t of ts) expect(t.x >= 0 && t.x < table.width && t.y >= 0 && t.y < table.height).toBe(true)
  })

  it("changes the truth exactly as each round's card says", () => {
    const seen = new Set<string>()
    for (let d = 0; d < 3; d++) {
      const play = d === 0 ? turn : table.turn(d, 3, cardPx)
      play.cards.forEach((card, k) => {
        seen.add(card.kind)
        const before = play.tokens[k]!
        const after = play.tokens[k + 1]!
        const gone = before.filter((p) => !after.some((q) => same(p, q)))
        const come = after.filter((q) => !before.some((p) => same(p, q)))
        const change = Object.fromEntries(ANIMALS.map((a) => [a, counts(after)[a] - counts(before)[a]]))
        const [a, b] = card.animals as [Animal, Animal | undefined]
        if (card.kind === 'add' || card.kind === 'remove') {
          const expected = Object.fromEntries(ANIMALS.map((x) => [x, 0]))
          expected[a] = card.kind === 'add' ? 1 : -1
          expect(change).toEqual(expected)
          expect([gone.length, come.length]).toEqual(card.kind === 'add' ? [0, 1] : [1, 0])
        } else if (card.kind === 'move') {
          expect([gone.length, come.length]).toEqual([1, 1])
          expect([gone[0]!.type, come[0]!.type]).toEqual([a, a])
          expect(near(gone[0]!, come[0]!, cardPx)).toBe(false)
        } else {
          expect([gone.length, come.length]).toEqual([2, 2])
          expect(come.map((t) => t.type).sort()).toEqual([a, b].sort())
          // Each now lies where the other lay (a new turn moves its centroid a few pixels at most).
          for (const q of come)
            expect(
              near(
                q,
                gone.find((p) => p.type !== q.type)!,
                12,
              ),
            ).toBe(true)
        }
      })
    }
    expect(seen.size).toBeGreaterThanOrEqual(3)
  })

  it('refuses impossible requests with a clear error', () => {
    expect(() => table.turn(0, 3, 0)).toThrow(RangeError)
    expect(() => table.turn(0, 3, Number.NaN)).toThrow(/card's length/)
    expect(() => table.turn(-1, 3, cardPx)).toThrow(/turn must be a whole number/)
    expect(() => table.turn(0, 2.5, cardPx)).toThrow(/rounds/)
    expect(() => table.calibration(-1)).toThrow(/calibration attempt/)
    expect(() => scenesrealTable('unit', 0.5)).toThrow(/table index/)
  })
})
