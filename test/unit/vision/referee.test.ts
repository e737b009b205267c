import { describe, expect, it } from 'vitest'
import type { ActionCard, Animal } from '../../../src/shared/referee/types'
import { refereeDetections } from '../../../src/shared/vision/referee'
import type { AnimalModel, Calibration } from '../../../src/shared/vision/types'
import { detectionFromCosts } from './helpers'

type Costs = Record<Animal, number>

const detection = detectionFromCosts

const model = (type: Animal): AnimalModel => ({
  type,
  area: 800,
  histogram: [],
  meanColour: [0, 0, 0],
  elongation: 1.5,
})
const cal: Calibration = {
  version: 1,
  width: 0,
  height: 0,
  tablePixels: '',
  animals: { sheep: model('sheep'), pig: model('pig'), cow: model('cow'), horse: model('horse') },
  cardLengthPx: 100,
}

const HORSE: Costs = { horse: 0.1, cow: 1.2, pig: 2.5, sheep: 2.7 }
const PIG: Costs = { pig: 0.1, sheep: 1.5, cow: 1.7, horse: 2.6 }
const move = (a: Animal): ActionCard => ({ kind: 'move', animals: [a] })

describe('camera referee on detections', () => {
  it('agrees with a clean move and accuses a card for another animal', () => {
    const before = detection([
      { x: 100, y: 100, costs: HORSE },
      { x: 300, y: 100, costs: PIG },
    ])
    const after = detection([
      { x: 100, y: 250, costs: HORSE },
      { x: 300, y: 100, costs: PIG },
    ])
    expect(refereeDetections(cal, before, after, move('horse')).matchesCard).toBe(true)
    expect(refereeDetections(cal, before, after, move('pig')).matchesCard).toBe(false)
  })

  it('takes an animal read as a cow, then as a sheep, at one place for one animal', () => {
    // A sheep that touched the moved horse: before, its reading had the horse's pixels in it.
    const before = detection([
      { x: 100, y: 100, costs: HORSE },
      { x: 120, y: 110, costs: { cow: 0.59, sheep: 0.67, pig: 1.45, horse: 1.82 } },
      { x: 300, y: 100, costs: PIG },
    ])
    const after = detection([
      { x: 100, y: 250, costs: HORSE },
      { x: 121, y: 109, costs: { sheep: 0.26, cow: 0.9, pig: 1.19, horse: 2.35 } },
      { x: 300, y: 100, costs: PIG },
    ])
    const r = refereeDetections(cal, before, after, move('horse'))
    expect(r.matchesCard).toBe(true)
    expect(r.animalsBefore[1]!.type).toBe('sheep')
    // The other card still does not pass.
    expect(refereeDetections(cal, before, after, move('pig')).matchesCard).not.toBe(true)
  })

  it('keeps a clear sheep before and a clear pig after at one place as a change', () => {
    const before = detection([
      { x: 100, y: 100, costs: HORSE },
      { x: 120, y: 110, costs: { sheep: 0.1, pig: 1.2, cow: 1.5, horse: 2.5 } },
    ])
    const after = detection([
      { x: 100, y: 250, costs: HORSE },
      { x: 121, y: 109, costs: PIG },
    ])
    expect(refereeDetections(cal, before, after, move('horse')).matchesCard).not.toBe(true)
  })

  // Agreeing lets the round go on, so the animals that changed must look like their type: a pig added
  // on a checked cloth, its colours a little off the calibrated pig's (cost 0.89), is still plainly a
  // pig; one that fits no type well (1.0) is checked by hand.
  it('agrees on an animal that looks like its type, not on one that looks like no type', () => {
    const before = detection([{ x: 300, y: 100, costs: PIG }])
    const added = (pig: number) =>
      detection([
        { x: 300, y: 100, costs: PIG },
        { x: 100, y: 100, costs: { pig, sheep: 1.44, cow: 2.04, horse: 2.31 } },
      ])
    const add: ActionCard = { kind: 'add', animals: ['pig'] }
    expect(refereeDetections(cal, before, added(0.89), add).matchesCard).toBe(true)
    const vague = refereeDetections(cal, before, added(1.0), add)
    expect(vague.matchesCard).toBeNull()
    expect(vague.problems).toContainEqual({ kind: 'check-animal-by-hand' })
  })
})
