import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { ANIMALS, type ActionCard, type Animal } from '../../../src/shared/referee/types'
import { VISION } from '../../../src/shared/vision/params'
import { refereeDetections } from '../../../src/shared/vision/referee'
import { separation } from '../../../src/shared/vision/separation'
import type { AnimalModel, Calibration, Detection } from '../../../src/shared/vision/types'
import { detectionFromCosts } from './helpers'

/**
 * An accusation needs positive evidence, with a margin, for everything it rests on (policy.ts): a reading
 * short of any margin can never make one, whatever else it says.
 */
const { SURE_COUNT, TYPE_FLOOR, TYPE_SHARE } = VISION.policy
type Costs = Record<Animal, number>

// Four types whose calibration pictures are plainly apart: each its own colour (one histogram bin).
const model = (type: Animal, k: number): AnimalModel => {
  const histogram = new Array<number>(64).fill(0)
  histogram[k * 21] = 1
  const c = [0.2 + 0.2 * k, 0.7 - 0.15 * k, 0.4] as [number, number, number]
  return { type, area: 800, histogram, meanColour: c, elongation: 1.5 }
}
const cal: Calibration = {
  version: 1,
  width: 0,
  height: 0,
  tablePixels: '',
  animals: Object.fromEntries(ANIMALS.map((a, k) => [a, model(a, k)])) as Calibration['animals'],
  cardLengthPx: 100,
}

/** Costs with `type` best, every other type `margin` or more behind it. */
const costs = (type: Animal, fit: number, margin: number): Costs =>
  Object.fromEntries(ANIMALS.map((a, k) => [a, a === type ? fit : fit + margin + 0.1 * k])) as Costs

/** The smallest margin the policy asks of a reading of `type` on this calibration. */
const needed = (type: Animal): number =>
  Math.max(
    TYPE_FLOOR,
    ...ANIMALS.filter((o) => o !== type).map((o) => TYPE_SHARE * separation(cal.animals, type, o)),
  )

const withCount = (d: Detection, countConf: number): Detection => ({
  ...d,
  details: d.details.map((x) => ({ ...x, countConf })),
})

/** A horse moved and a pig stayed, each reading as given; the card says the pig moved. */
function wrongAnimal(
  horseBefore: Costs,
  horseAfter: Costs,
  countConf = 1,
): ReturnType<typeof refereeDetections> {
  const pig = costs('pig', 0.1, 2)
  const before = withCount(
    detectionFromCosts([
      { x: 100, y: 100, costs: horseBefore },
      { x: 300, y: 100, costs: pig },
    ]),
    countConf,
  )
  const after = withCount(
    detectionFromCosts([
      { x: 100, y: 260, costs: horseAfter },
      { x: 300, y: 100, costs: pig },
    ]),
    countConf,
  )
  const card: ActionCard = { kind: 'move', animals: ['pig'] }
  return refereeDetections(cal, before, after, card)
}

describe('accusation gate', () => {
  it('learns a margin from calibration: apart types are apart, one type is not', () => {
    expect(separation(cal.animals, 'horse', 'horse')).toBe(0)
    expect(separation(cal.animals, 'horse', 'pig')).toBeGreaterThan(1)
    expect(separation(cal.animals, 'horse', 'pig')).toBe(separation(cal.animals, 'pig', 'horse'))
  })

  it('accuses on clear evidence, and holds when any one part of it is short of its margin', () => {
    const m = needed('horse')
    const clear = costs('horse', 0.1, m + 0.2)
    const r = wrongAnimal(clear, clear)
    expect(r.matchesCard).toBe(false)
    expect(r.evidence?.typeShare).toBeGreaterThanOrEqual(TYPE_SHARE)
    // The horse read with less than the margin in one picture only.
    const close = costs('horse', 0.1, m * 0.8)
    expect(wrongAnimal(clear, close).matchesCard).toBeNull()
    expect(wrongAnimal(close, clear).matchesCard).toBeNull()
    // The two pictures read the moved animal as two different types.
    expect(wrongAnimal(clear, costs('cow', 0.1, m + 0.2)).matchesCard).toBeNull()
    // A heap's count not sure enough.
    expect(wrongAnimal(clear, clear, SURE_COUNT - 0.05).matchesCard).toBeNull()
  })

  it('accuses under a fitted size field only when the calibrated sizes accuse the same action', () => {
    const m = needed('horse')
    const pig = costs('pig', 0.1, 2)
    const reading = (horse: Costs, y: number): Detection =>
      detectionFromCosts([
        { x: 100, y, costs: horse },
        { x: 300, y: 100, costs: pig },
      ])
    const clear = costs('horse', 0.1, m + 0.2)
    const card: ActionCard = { kind: 'move', animals: ['pig'] }
    const sized = (flatBefore: Detection): ReturnType<typeof refereeDetections> =>
      refereeDetections(cal, { ...reading(clear, 100), flat: flatBefore }, reading(clear, 260), card)
    // The calibrated sizes read the same horse: the accusation stands.
    expect(sized(reading(clear, 100)).matchesCard).toBe(false)
    // They read a cow where the field read a horse: a cow moved is another action, so not sure.
    const r = sized(reading(costs('cow', 0.1, m + 0.2), 100))
    expect(r.matchesCard).toBeNull()
    expect(r.problems).toContainEqual({ kind: 'sizes-unsure' })
    // They read the horse too close to call: no accusation on that reading, so none at all.
    expect(sized(reading(costs('horse', 0.1, m * 0.8), 100)).matchesCard).toBeNull()
  })

  it('never accuses on a reading short of any margin (2,000 random readings)', () => {
    const rng = new Rng('accusation-gate')
    let accused = 0
    for (let n = 0; n < 2000; n++) {
      // Half the readings near the margins (a horse, its rivals 0.7 to 1.5 of the margin behind), half anything.
      const read = (): Costs => {
        if (rng.float() < 0.5) {
          const fit = rng.float() * 0.5
          const m = needed('horse')
          return Object.fromEntries(
            ANIMALS.map((a) => [a, a === 'horse' ? fit : fit + m * (0.7 + rng.float() * 0.8)]),
          ) as Costs
        }
        const type = ANIMALS[rng.int(4)]!
        return Object.fromEntries(
          ANIMALS.map((a) => [a, a === type ? rng.float() * 0.6 : rng.float() * 2.5]),
        ) as Costs
      }
      const hb = read()
      const ha = read()
      const countConf = rng.float() < 0.5 ? 1 : rng.float()
      const r = wrongAnimal(hb, ha, countConf)
      const best = (c: Costs): Animal => ANIMALS.reduce((p, q) => (c[q] < c[p] ? q : p))
      const weak = (c: Costs): boolean => {
        const t = best(c)
        return ANIMALS.some(
          (o) =>
            o !== t && (c[o] - c[t] < TYPE_FLOOR || c[o] - c[t] < TYPE_SHARE * separation(cal.animals, t, o)),
        )
      }
      const short = countConf < SURE_COUNT || best(hb) !== best(ha) || weak(hb) || weak(ha)
      if (short) expect(r.matchesCard, JSON.stringify({ hb, ha, countConf })).not.toBe(false)
      if (r.matchesCard === false) accused++
    }
    // The gate is not "never accuse": clear random readings still do.
    expect(accused).toBeGreaterThan(20)
  })
})
