/** Which animal a region is: nearest calibrated appearance by colour, size and shape. */
import { ANIMALS, type Animal } from '../referee/types'
import { clippedLook, histogramSimilarity, scaledLook, type RegionFeatures } from './features'
import type { AnimalModel } from './types'
import { VISION } from './params'

const { W_COLOUR, W_MEAN, W_AREA, W_ELONG, MIN_SHADE, MAX_SHADE, SHADE_AREA, W_SHADE } = VISION.classify

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
  let look = lookCost(fLook, mLook)
  // In a shade or light the table's light model did not follow, an animal's colours are all a little
  // darker or brighter than calibrated: compared again at the model's brightness, at a price. Not a
  // scrap far smaller than the animal: scaled, a sliver of rim or tail could pass for a small animal.
  // Nor colours already re-read under a clipping ceiling (comparableLooks): clipped, they cannot scale.
  const shade = Math.log(brightness(mLook.meanColour) / brightness(fLook.meanColour))
  const shaded = Math.abs(shade) >= MIN_SHADE && Math.abs(shade) <= MAX_SHADE
  // (Its price alone can already exceed the unscaled cost: then there is nothing to compare.)
  const price = W_SHADE * Math.abs(shade)
  if (f.values && shaded && look > price && fLook === f && f.area >= SHADE_AREA * model.area) {
    look = Math.min(look, lookCost(scaledLook(f.values, Math.exp(shade)), mLook) + price)
  }
  const area = withArea ? areaMiss(f.area, model) : 0
  const elong = Math.max(0, Math.abs(Math.log(f.elongation / model.elongation)) - unseen(model))
  return look + W_AREA * area + W_ELONG * elong
}

/**
 * How far (log ratio) a region's area lies outside what its type's calibration animal allows. A faint
 * type (visibility v under VISION.policy.FAINT: its calibration animal differed from the table by itself
 * over only that share of its silhouette) was measured partly by filling its outline: in play as little
 * as v or as much as 1 / v of that area may show, depending on the light and the table under it, so
 * sizes within that band cost nothing; its elongation, read off the same partial outline, is held as
 * loosely. Other types keep their calibrated area and shape strictly.
 */
export function areaMiss(area: number, model: AnimalModel): number {
  return Math.max(0, Math.abs(Math.log(area / model.area)) - unseen(model))
}

/** How far (log ratio) a faint type's measured area and shape may be off: -log of its visibility. */
function unseen(model: AnimalModel): number {
  const v = model.visibility ?? 1
  return v < VISION.policy.FAINT ? -Math.log(Math.max(v, 1e-3)) : 0
}

const brightness = (c: readonly [number, number, number]): number => c[0] + c[1] + c[2] + 1e-6

/** The colour terms of the cost: histogram and mean colour. */
function lookCost(fLook: Look, mLook: Look): number {
  const colour = 1 - histogramSimilarity(fLook.histogram, mLook.histogram)
  const mean = Math.hypot(
    fLook.meanColour[0] - mLook.meanColour[0],
    fLook.meanColour[1] - mLook.meanColour[1],
    fLook.meanColour[2] - mLook.meanColour[2],
  )
  return W_COLOUR * colour + W_MEAN * mean
}

type Look = { histogram: ArrayLike<number>; meanColour: readonly [number, number, number] }

/**
 * Clipped looks by ceiling, keyed by the colours they were read from: a frame's regions share a few
 * ceilings, a region is compared with every type, and the copies of a calibrated animal with a size for
 * each place (perspective.ts) share its samples.
 */
const clippedLooks = new WeakMap<ArrayLike<number>, Map<string, Look | null>>()

function lookUnder(values: ArrayLike<number>, c: [number, number, number], key: string): Look | null {
  let cache = clippedLooks.get(values)
  if (!cache) clippedLooks.set(values, (cache = new Map()))
  let look = cache.get(key)
  if (look === undefined) cache.set(key, (look = clippedLook(values, c)))
  return look
}

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
  const key = c.join(',')
  const m = lookUnder(model.samples, c, key)
  const r = lookUnder(f.values, c, key)
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
