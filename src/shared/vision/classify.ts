/** Which animal a region is: nearest calibrated appearance by colour, size and shape. */
import { ANIMALS, type Animal } from '../referee/types'
import { clippedLook, histogramSimilarity, type RegionFeatures } from './features'
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
  const [fLook, mLook] = comparableLooks(f, model)
  const colour = 1 - histogramSimilarity(fLook.histogram, mLook.histogram)
  const mean = Math.hypot(
    fLook.meanColour[0] - mLook.meanColour[0],
    fLook.meanColour[1] - mLook.meanColour[1],
    fLook.meanColour[2] - mLook.meanColour[2],
  )
  const area = withArea ? Math.abs(Math.log(f.area / model.area)) : 0
  const elong = Math.abs(Math.log(f.elongation / model.elongation))
  return W_COLOUR * colour + W_MEAN * mean + W_AREA * area + W_ELONG * elong
}

type Look = { histogram: ArrayLike<number>; meanColour: readonly [number, number, number] }

/** Clipped looks of each calibrated animal, by ceiling: a frame's regions share a few ceilings. */
const modelLooks = new WeakMap<AnimalModel, Map<string, Look | null>>()

/**
 * The region's and the model's colour statistics as they would read under the lower of their two
 * clipping ceilings: a white sheep calibrated in dim light and seen under a lamp reads 255 there, whatever
 * its paint, so its brighter calibrated colours are clipped alike before they are compared.
 */
function comparableLooks(f: RegionFeatures, model: AnimalModel): [Look, Look] {
  if (!f.values || !f.ceiling || !model.samples?.length || !model.ceiling) return [f, model]
  const c: [number, number, number] = [0, 1, 2].map((k) =>
    Math.floor(Math.min(f.ceiling![k]!, model.ceiling![k]!)),
  ) as [number, number, number]
  let cache = modelLooks.get(model)
  if (!cache) modelLooks.set(model, (cache = new Map()))
  const key = c.join(',')
  let m = cache.get(key)
  if (m === undefined) cache.set(key, (m = clippedLook(model.samples, c)))
  const r = clippedLook(f.values, c)
  if (!m && !r) return [f, model]
  return [r ?? f, m ?? model]
}

export function classify(f: RegionFeatures, animals: Record<Animal, AnimalModel>): Classification {
  const costs = ANIMALS.map((a) => ({ type: a, cost: typeCost(f, animals[a]) })).sort(
    (p, q) => p.cost - q.cost,
  )
  const best = costs[0]!
  const second = costs[1]!
  return { type: best.type, cost: best.cost, margin: second.cost - best.cost, costs }
}
