import { describe, expect, it } from 'vitest'
import { ANIMALS, type ActionCard, type Animal } from '../../../src/shared/referee/types'
import { VISION } from '../../../src/shared/vision/params'
import { refereeDetections } from '../../../src/shared/vision/referee'
import { separation } from '../../../src/shared/vision/separation'
import type { AnimalModel, Calibration } from '../../../src/shared/vision/types'
import { detectionFromCosts } from '../vision/helpers'

/**
 * Issue #20: the camera saw nothing change, so the judge says the table does not match the card. That
 * is only evidence when the card's action would have shown: every animal of the card's types read
 * clearly in each picture, seen whole, and on the table at all. Otherwise the referee is not sure.
 */
const { CLEAN_FIT, TYPE_FLOOR, TYPE_SHARE } = VISION.policy
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

/** The smallest margin the accusation gate asks of a reading of `type` on this calibration. */
const needed = (type: Animal): number =>
  Math.max(
    TYPE_FLOOR,
    ...ANIMALS.filter((o) => o !== type).map((o) => TYPE_SHARE * separation(cal.animals, type, o)),
  )

/** Costs with `type` best at `fit`, every other type `margin` or more behind it. */
const costs = (type: Animal, fit: number, margin: number): Costs =>
  Object.fromEntries(ANIMALS.map((a, k) => [a, a === type ? fit : fit + margin + 0.1 * k])) as Costs
const clear = (type: Animal): Costs => costs(type, 0.1, needed(type) + 0.3)

/** The same animals at the same places in both pictures, each picture reading them as given. */
function unchanged(
  before: { x: number; costs: Costs }[],
  after: { x: number; costs: Costs }[],
  card: ActionCard,
): boolean | null {
  const at = (t: { x: number; costs: Costs }): { x: number; y: number; costs: Costs } => ({ ...t, y: 100 })
  return refereeDetections(cal, detectionFromCosts(before.map(at)), detectionFromCosts(after.map(at)), card)
    .matchesCard
}

const swap: ActionCard = { kind: 'swap', animals: ['pig', 'sheep'] }

describe('nothing seen to change (issue #20)', () => {
  it('accuses when the card’s animals are read clearly where they were', () => {
    const table = [
      { x: 100, costs: clear('pig') },
      { x: 300, costs: clear('sheep') },
      { x: 500, costs: clear('cow') },
    ]
    expect(unchanged(table, table, swap)).toBe(false)
  })

  it('is not sure when one picture reads a card animal short of the margin', () => {
    // The pig and the sheep traded places; the after picture reads the sheep at the pig's place as a
    // pig, just, and the pig at the sheep's place as a sheep, just: the scenesreal wrong accusations.
    const before = [
      { x: 100, costs: clear('pig') },
      { x: 300, costs: clear('sheep') },
    ]
    const after = [
      { x: 100, costs: costs('pig', 0.2, needed('pig') * 0.5) },
      { x: 300, costs: costs('sheep', 0.2, needed('sheep') * 0.5) },
    ]
    expect(unchanged(before, after, swap)).toBeNull()
    expect(unchanged(after, before, swap)).toBeNull()
  })

  it('is not sure when an animal the card names was not seen on the table', () => {
    const table = [
      { x: 100, costs: clear('pig') },
      { x: 300, costs: clear('sheep') },
    ]
    expect(unchanged(table, table, { kind: 'move', animals: ['cow'] })).toBeNull()
    expect(unchanged(table, table, { kind: 'remove', animals: ['horse'] })).toBeNull()
    expect(unchanged(table, table, { kind: 'move', animals: ['pig'] })).toBe(false)
  })

  it('is not sure when a card animal does not look whole (a poor fit to its calibrated look)', () => {
    const poor = costs('pig', CLEAN_FIT + 0.1, needed('pig') + 0.3)
    const before = [
      { x: 100, costs: poor },
      { x: 300, costs: clear('sheep') },
    ]
    expect(unchanged(before, before, { kind: 'move', animals: ['pig'] })).toBeNull()
    // An animal the card does not name may fit poorly: it is not what the card's action would move.
    expect(unchanged(before, before, { kind: 'move', animals: ['sheep'] })).toBe(false)
  })

  it('is not sure when a heap’s count is not sure, even where nothing changed', () => {
    const table = [
      { x: 100, costs: clear('pig') },
      { x: 300, costs: clear('sheep') },
    ]
    const d = detectionFromCosts(table.map((t) => ({ ...t, y: 100 })))
    const shaky = { ...d, details: d.details.map((x, k) => ({ ...x, countConf: k === 1 ? 0.5 : 1 })) }
    expect(refereeDetections(cal, shaky, shaky, { kind: 'add', animals: ['horse'] }).matchesCard).toBeNull()
  })
})
