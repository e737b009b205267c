import { describe, expect, it } from 'vitest'
import { ANIMALS } from '../../../src/shared/referee/types'
import { refereeDetections } from '../../../src/shared/vision/referee'
import { evaluationRound } from './helpers'

// A heap grown by one animal (rereading.ts unifyGrownBlobs) holds the other picture's animals plus the
// part that changed, when that part is one whole animal (VISION.rereading.WHOLE_AREA). Where the animal
// lay against the heap's animals of much its colour, the part misses a strip of it.
describe('a heap grown by one animal', () => {
  // scenesreal real-diag-1 (a tuning seed), table 11, drop 0, round 2: a horse moved against a heap.
  it('lets a horse moved against a heap agree, and no other move', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 11, 0, 2)
    expect(card).toEqual({ kind: 'move', animals: ['horse'] })
    expect(refereeDetections(cal, b, a, card).matchesCard).toBe(true)
    for (const other of ANIMALS.filter((t) => t !== 'horse'))
      expect(refereeDetections(cal, b, a, { kind: 'move', animals: [other] }).matchesCard).not.toBe(true)
  })

  // real-diag-1 table 0, drop 2, round 2: a pig moved into a heap. Read as a heap with one more pig, the
  // counts said a pig was put down, and that card agreed; the grown heap's pig is the one that moved.
  it('reads a pig moved into a heap as a move, not as one put down', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 0, 2, 2)
    expect(card).toEqual({ kind: 'move', animals: ['pig'] })
    expect(refereeDetections(cal, b, a, card).matchesCard).toBe(true)
    expect(refereeDetections(cal, b, a, { kind: 'add', animals: ['pig'] }).matchesCard).not.toBe(true)
  })
})
