import { describe, expect, it } from 'vitest'
import { detectTokens } from '../../../src/shared/vision'
import { changeAction } from '../../../src/shared/vision/change-reading'
import { refereeDetections } from '../../../src/shared/vision/referee'
import { evaluationDrop } from './helpers'

/** The pictures of drop `turn` of holdout session `s`, read, with its cards and calibration. */
function holdoutDrop(s: number, table: string, turn: number) {
  const { session, drop, cal } = evaluationDrop('vision-holdout', s, turn)
  expect(session.table.kind).toBe(table)
  return { cal, cards: drop.cards, seen: drop.frames.map((f) => detectTokens(f, cal)) }
}

describe('the action read from what changed', () => {
  // The counts left these rounds unsure: a heap was split otherwise in the two pictures, so the judge saw
  // more than the card's change. What changed is one whole animal taken away, and nothing else moved.
  it.each([
    [18, 'light', 1, 0, { kind: 'remove', animals: ['sheep'] }],
    [13, 'light', 3, 2, { kind: 'remove', animals: ['horse'] }],
  ] as const)(
    'lets the card agree (session %i, %s table, drop %i, round %i)',
    (s, table, turn, pair, card) => {
      const { cal, cards, seen } = holdoutDrop(s, table, turn)
      expect(cards[pair]).toEqual(card)
      const r = refereeDetections(cal, seen[pair]!, seen[pair + 1]!, cards[pair]!)
      expect(r.verdict.matchesCard).not.toBe(true)
      expect(r.matchesCard).toBe(true)
      expect(r.action).toEqual(card)
      expect(r.problems).toEqual([])
      // The same pictures never agree with a card for another animal, nor accuse it on this reading.
      const d = refereeDetections(cal, seen[pair]!, seen[pair + 1]!, { kind: card.kind, animals: ['pig'] })
      expect(d.matchesCard).not.toBe(true)
    },
  )

  // Two rounds at once: a horse put down and a sheep taken away. Their two readings together looked most
  // like a cow, which read as "a cow moved"; a move is one animal, each reading of it that type.
  it('does not read an animal put down and another taken away as one that moved', () => {
    const { cal, cards, seen } = holdoutDrop(0, 'wood', 0)
    expect(cards.slice(0, 2)).toEqual([
      { kind: 'add', animals: ['horse'] },
      { kind: 'remove', animals: ['sheep'] },
    ])
    expect(changeAction(cal, seen[0]!, seen[1]!)).toMatchObject({ kind: 'add', animal: 'horse' })
    expect(changeAction(cal, seen[1]!, seen[2]!)).toMatchObject({ kind: 'remove', animal: 'sheep' })
    expect(changeAction(cal, seen[0]!, seen[2]!)).toBeNull()
  })

  it('reads nothing when two animals were put down', () => {
    const { cal, cards, seen } = holdoutDrop(6, 'cloth', 3)
    expect(cards.slice(0, 2).map((c) => c.kind)).toEqual(['add', 'add'])
    expect(changeAction(cal, seen[0]!, seen[1]!)).toMatchObject({ kind: 'add', animal: 'cow' })
    expect(changeAction(cal, seen[0]!, seen[2]!)).toBeNull()
  })

  it('reads nothing when nothing changed', () => {
    const { cal, seen } = holdoutDrop(6, 'cloth', 3)
    expect(changeAction(cal, seen[1]!, seen[1]!)).toBeNull()
  })
})
