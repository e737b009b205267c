import { describe, expect, it } from 'vitest'
import { ANIMAL_COUNTS } from '../../../src/shared/games/now-you-see-me/constants'
import { refereeDetections } from '../../../src/shared/vision/referee'
import { evaluationRound } from './helpers'

describe('more animals of a type than the box holds', () => {
  // scenes3d s3d-fresh-35 (run once as a fresh seed, before this test was written), table 8, drop 2,
  // round 0, through the evaluation's webcam: a sheep put down. On this box every sheep in play reads as
  // a cow, each one clearly (cost 0.2 to 0.5 against 0.9 to 1.6 for a sheep), though calibration told the
  // two apart well. So the camera saw "a cow put down" and called the card wrong. It also counted ten
  // cows or more, and the box holds six: its types prove nothing, and it must not accuse.
  it('does not accuse on types that count more of one type than the box holds', () => {
    const { cal, card, b, a } = evaluationRound('scenes3d', 's3d-fresh-35', 8, 2, 0)
    expect(card).toEqual({ kind: 'add', animals: ['sheep'] })
    const cows = (d: typeof b) => d.tokens.filter((t) => t.type === 'cow').length
    expect(Math.max(cows(b), cows(a))).toBeGreaterThan(ANIMAL_COUNTS.cow)
    const r = refereeDetections(cal, b, a, card)
    expect(r.verdict.matchesCard).toBe(false)
    expect(r.matchesCard).toBeNull()
    expect(r.problems).toContainEqual({
      kind: 'more-than-in-box',
      animal: 'cow',
      seen: Math.max(cows(b), cows(a)),
      inBox: ANIMAL_COUNTS.cow,
    })
  })
})
