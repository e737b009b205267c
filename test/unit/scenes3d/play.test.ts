import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { ANIMALS } from '../../../src/shared/referee/types'
import { drop, inView, tooClose } from '../../../tools/scenes3d/layout'
import { BOX_COUNTS, CARD_CM, fullBox, playRounds } from '../../../tools/scenes3d/play'
import type { Placed } from '../../../tools/scenes3d/render'
import { buildTable } from '../../../tools/scenes3d/source'

const key = (p: Placed): string => `${p.type}@${p.x.toFixed(4)},${p.y.toFixed(4)}`

describe('scenes3d rounds', () => {
  const { stage } = buildTable('s3d-test', 2)

  it('does every card as the rules say, on the table the previous round left', () => {
    const seen = new Set<string>()
    for (let t = 0; t < 4; t++) {
      const rng = new Rng(`s3d-test/play/${t}`)
      const first = drop(rng, stage, rng.shuffle(fullBox()).slice(0, 10 + rng.int(6)))
      const { states, cards } = playRounds(rng, stage, first, 8)
      expect(states).toHaveLength(9)
      cards.forEach((card, k) => {
        seen.add(card.kind)
        const before = states[k]!
        const after = states[k + 1]!
        const gone = before.filter((p) => !after.some((q) => key(q) === key(p)))
        const come = after.filter((q) => !before.some((p) => key(p) === key(q)))
        switch (card.kind) {
          case 'add':
            expect([after.length - before.length, gone.length, come.length]).toEqual([1, 0, 1])
            expect(come[0]!.type).toBe(card.animals[0])
            break
          case 'remove':
            expect([after.length - before.length, gone.length, come.length]).toEqual([-1, 1, 0])
            expect(gone[0]!.type).toBe(card.animals[0])
            break
          case 'move': {
            expect([after.length, gone.length, come.length]).toEqual([before.length, 1, 1])
            expect(come[0]!.type).toBe(card.animals[0])
            expect(Math.hypot(come[0]!.x - gone[0]!.x, come[0]!.y - gone[0]!.y)).toBeGreaterThanOrEqual(
              CARD_CM,
            )
            break
          }
          case 'swap': {
            expect([after.length, gone.length, come.length]).toEqual([before.length, 2, 2])
            expect(new Set(gone.map((p) => p.type))).toEqual(new Set(card.animals))
            // Each type now lies (within a hand's placing) where the other was.
            for (const q of come) {
              const was = gone.find((p) => p.type !== q.type)!
              expect(Math.hypot(q.x - was.x, q.y - was.y)).toBeLessThan(0.5)
            }
            break
          }
        }
        for (const a of ANIMALS)
          expect(after.filter((p) => p.type === a).length).toBeLessThanOrEqual(BOX_COUNTS[a])
      })
      // Never on top of each other, always in view.
      for (const s of states) {
        for (const p of s) expect(inView(stage, p)).toBe(true)
        for (let i = 0; i < s.length; i++)
          for (let j = i + 1; j < s.length; j++) expect(tooClose(stage, s[i]!, s[j]!, 0)).toBe(false)
      }
    }
    expect([...seen].sort()).toEqual(['add', 'move', 'remove', 'swap'])
  })
})
