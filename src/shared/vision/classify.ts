/** Which animal a region is: nearest calibrated appearance by colour, size and shape. */
import { ANIMALS, type Animal } from '../referee/types'
import { histogramSimilarity, type RegionFeatures } from './features'
import type { AnimalModel } from './types'

/** Weights of the cost terms: colour is the strongest cue, size next, elongation a tie-breaker. */
const W_COLOUR = 2.5
const W_MEAN = 1.5
const W_AREA = 1.2
const W_ELONG = 0.25

export interface Classification {
  type: Animal
  /** Cost of the best type (0 = looks exactly like its calibration token). */
  cost: number
  /** Cost of the runner-up type minus the best: how sure the type is. */
  margin: number
  /** Every type with its cost, best first. */
  costs: { type: Animal; cost: number }[]
}

/** Cost of a region being `model`, leaving size out when `withArea` is false (parts of a split). */
export function typeCost(f: RegionFeatures, model: AnimalModel, withArea = true): number {
  const colour = 1 - histogramSimilarity(f.histogram, model.histogram)
  const mean = Math.hypot(
    f.meanColour[0] - model.meanColour[0],
    f.meanColour[1] - model.meanColour[1],
    f.meanColour[2] - model.meanColour[2],
  )
  const area = withArea ? Math.abs(Math.log(f.area / model.area)) : 0
  const elong = Math.abs(Math.log(f.elongation / model.elongation))
  return W_COLOUR * colour + W_MEAN * mean + W_AREA * area + W_ELONG * elong
}

export function classify(f: RegionFeatures, animals: Record<Animal, AnimalModel>): Classification {
  const costs = ANIMALS.map((a) => ({ type: a, cost: typeCost(f, animals[a]) })).sort(
    (p, q) => p.cost - q.cost,
  )
  const best = costs[0]!
  const second = costs[1]!
  return { type: best.type, cost: best.cost, margin: second.cost - best.cost, costs }
}
