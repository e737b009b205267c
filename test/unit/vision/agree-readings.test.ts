import { describe, expect, it } from 'vitest'
import { refereeDetections } from '../../../src/shared/vision/referee'
import { evaluationRound } from './helpers'

describe('a card agrees only on readings that each name its animal', () => {
  // scenesreal real-diag-1 (a tuning seed), table 4, drop 1, round 1, through the evaluation's webcam:
  // a sheep moved on a table where sheep and pigs look alike. Its two readings together looked most like
  // a pig, so the counts read "a pig moved", though one of the two pictures on its own read it otherwise.
  it('leaves a card for an animal alike in colour unsure', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 4, 1, 1)
    expect(card).toEqual({ kind: 'move', animals: ['sheep'] })
    const pig = refereeDetections(cal, b, a, { kind: 'move', animals: ['pig'] })
    expect(pig.verdict.action).toMatchObject({ kind: 'move', animals: ['pig'] })
    expect(pig.matchesCard).toBeNull()
    expect(pig.problems.map((p) => p.kind)).toEqual(['readings-disagree', 'check-by-hand'])
    expect(refereeDetections(cal, b, a, card).matchesCard).not.toBe(false)
  })
})
