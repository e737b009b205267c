import { describe, expect, it } from 'vitest'
import { classify } from '../../../src/shared/vision/classify'
import { detectTokens } from '../../../src/shared/vision/detect'
import { regionFeatures } from '../../../src/shared/vision/features'
import { refereeDetections } from '../../../src/shared/vision/referee'
import type { AnimalModel } from '../../../src/shared/vision/types'
import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import { evaluationDrop } from './helpers'

/**
 * Paint of each type in the table's light (RGB 0..255), as calibrated: the pig and sheep of the checked
 * table below (the sheep's mean there is as red as a pig a sixth darker, and less green and blue).
 */
const PAINT: Record<Animal, [number, number, number][]> = {
  pig: [
    [204, 156, 156],
    [206, 154, 158],
  ],
  sheep: [
    [171, 156, 138],
    [176, 160, 142],
  ],
  cow: [
    [97, 84, 75],
    [220, 214, 200],
  ],
  horse: [
    [124, 92, 67],
    [110, 80, 60],
  ],
}

/** A square region of `n` pixels painted in stripes of `paint`, every colour times `k`. */
function region(paint: [number, number, number][], k: number, n: number) {
  const side = Math.round(Math.sqrt(n))
  const w = side + 2
  const colour = new Float32Array(w * w * 3)
  const idx: number[] = []
  for (let y = 1; y <= side; y++) {
    for (let x = 1; x <= side; x++) {
      const p = y * w + x
      idx.push(p)
      const c = paint[(x + y) % paint.length]!
      for (let j = 0; j < 3; j++) colour[p * 3 + j] = c[j]! * k
    }
  }
  const inside = new Uint8Array(w * w)
  for (const p of idx) inside[p] = 1
  const ceiling = new Float32Array(w * w * 3).fill(255 * 4)
  return regionFeatures(idx, colour, w, inside, ceiling)
}

/** Models calibrated from the paints at full brightness, each 400 pixels. */
const models = Object.fromEntries(
  ANIMALS.map((t) => {
    const f = region(PAINT[t], 1, 400)
    const model: AnimalModel = {
      type: t,
      area: f.area,
      histogram: Array.from(f.histogram),
      meanColour: f.meanColour,
      elongation: f.elongation,
      samples: Array.from(f.values!),
      ceiling: [255, 255, 255],
    }
    return [t, model]
  }),
) as Record<Animal, AnimalModel>

describe('an animal in a shade the light model did not follow', () => {
  it('is compared at its calibrated brightness: a pig a sixth darker is still a pig', () => {
    const pig = classify(region(PAINT.pig, 0.84, 400), models)
    expect(pig.type).toBe('pig')
    expect(pig.margin).toBeGreaterThan(0.2)
    // The shade is not free: the darker pig costs more than a pig in its calibrated light.
    expect(pig.cost).toBeGreaterThan(classify(region(PAINT.pig, 1, 400), models).cost + 0.1)
  })

  it('is not given to a scrap far smaller than the animal', () => {
    const whole = classify(region(PAINT.pig, 0.84, 400), models).costs.find((c) => c.type === 'pig')!
    const scrap = classify(region(PAINT.pig, 0.84, 100), models).costs.find((c) => c.type === 'pig')!
    // The scrap's cost includes its size (log 4, times 1.2) and its full colour difference, unscaled.
    expect(scrap.cost - whole.cost).toBeGreaterThan(1.2 * Math.log(4) + 0.1)
  })

  // A pink pig on red checks whose colours, in the table's light, read a sixth darker than its
  // calibration: compared as they were, a cream sheep fitted them better (0.71 against 1.00), the pig
  // was "a sheep", and its move could not be judged.
  it('reads a darker pig on checks as a pig, and its move as the card', () => {
    const { session, drop, cal } = evaluationDrop('vision-final3', 17, 0)
    expect(session.table.kind).toBe('gingham')
    const [before, after] = [drop.frames[1]!, drop.frames[2]!].map((f) => detectTokens(f, cal))
    const pig = before!.tokens.find((t) => Math.hypot(t.x - 175, t.y - 222) < 10)
    expect(pig?.type).toBe('pig')
    expect(drop.cards[1]).toEqual({ kind: 'move', animals: ['pig'] })
    expect(refereeDetections(cal, before!, after!, drop.cards[1]!).matchesCard).toBe(true)
  })
})
