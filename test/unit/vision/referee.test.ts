import { describe, expect, it } from 'vitest'
import { ANIMALS, type ActionCard, type Animal } from '../../../src/shared/referee/types'
import { candidatesOf } from '../../../src/shared/vision/detect'
import { refereeDetections } from '../../../src/shared/vision/referee'
import type { AnimalModel, Calibration, Detection } from '../../../src/shared/vision/types'

type Costs = Record<Animal, number>

/** A detection made only of tokens with the given type costs (no pixels: nothing looks untouched). */
function detection(tokens: { x: number; y: number; costs: Costs }[]): Detection {
  const sorted = tokens.map((t) =>
    ANIMALS.map((type) => ({ type, cost: t.costs[type] })).sort((p, q) => p.cost - q.cost),
  )
  return {
    tokens: tokens.map((t, k) => {
      const [best, second] = sorted[k]!
      const confidence = 1 - Math.exp(-(second!.cost - best!.cost) / 0.3)
      return { type: best!.type, x: t.x, y: t.y, confidence }
    }),
    blobs: [],
    mask: new Uint8Array(0),
    warnings: [],
    candidates: sorted.map(candidatesOf),
    details: tokens.map((t) => ({
      area: 800,
      elongation: 1.5,
      histogram: new Float32Array(8),
      costs: t.costs,
      countConf: 1,
      fitConf: 1,
      pixels: new Int32Array(0),
    })),
    regions: [],
    colour: new Float32Array(0),
    width: 0,
    ms: 0,
  }
}

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
})
