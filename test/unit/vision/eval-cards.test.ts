import { describe, expect, it } from 'vitest'
import { ACTION_KINDS, ANIMALS, sameTypes, type ActionCard } from '../../../src/shared/referee/types'
import { STILL } from '../../../tools/eval/camera'
import { evaluateSource, otherCards } from '../../../tools/eval/evaluate'
import { SOURCES } from '../../../tools/eval/sources'

const key = (c: ActionCard): string => `${c.kind}:${[...c.animals].sort().join(',')}`

describe('every other card (eval-vision --every-card)', () => {
  it('lists each card of the box but the one played, once, whatever order its trade names', () => {
    const played: ActionCard = { kind: 'swap', animals: ['horse', 'pig'] }
    const others = otherCards(played)
    expect(others).toHaveLength(17)
    expect(new Set(others.map(key)).size).toBe(17)
    expect(others.some((c) => c.kind === 'swap' && sameTypes(c.animals, played.animals))).toBe(false)
    for (const kind of ACTION_KINDS) {
      const ofKind = others.filter((c) => c.kind === kind)
      expect(ofKind).toHaveLength(kind === 'swap' ? 5 : ANIMALS.length)
      for (const c of ofKind) expect(new Set(c.animals).size).toBe(kind === 'swap' ? 2 : 1)
    }
    expect(otherCards({ kind: 'add', animals: ['cow'] }).filter((c) => c.kind === 'add')).toHaveLength(3)
  })

  it('judges every other card against each pair, and lets none of them agree on a plain table', () => {
    const s = evaluateSource(SOURCES.scenegen!, {
      seed: 'vision-test',
      tables: 1,
      turns: 1,
      profile: STILL,
      everyCard: true,
    })
    expect(s.calibrated).toBe(1)
    expect(s.wrongCards).toBe(17 * s.pairs)
    expect(s.wrongCardsAgreed).toBe(0)
    expect(s.pairsWrongCardAgreed).toBe(0)
    // The played cards still agree: the wrong ones are refused by the reading, not by refusing everything.
    expect(s.actionAccuracy).toBeGreaterThan(0)
  })
})
