/**
 * How far apart two calibrated types look on this table: each calibration animal priced as the other
 * type (classify.ts typeCost) over its price as its own, the lower of the two directions. A type read in play is only as sure as
 * its margin over the other type measured against that distance: two types that look almost alike here
 * (a cream sheep and a pink pig under a warm lamp) need a reading well clear of both, which is learnt
 * from the user's own calibration picture and never from what a type is supposed to look like.
 */
import { ANIMALS, type Animal } from '../referee/types'
import { typeCost } from './classify'
import type { RegionFeatures } from './features'
import type { AnimalModel, Calibration } from './types'
import { VISION } from './params'

/** A calibrated animal as a region read in play would describe it (its own statistics). */
function asRegion(m: AnimalModel): RegionFeatures {
  return {
    area: m.area,
    x: 0,
    y: 0,
    histogram: Float32Array.from(m.histogram),
    meanColour: m.meanColour,
    elongation: m.elongation,
    ...(m.samples?.length && m.ceiling ? { values: Float32Array.from(m.samples), ceiling: m.ceiling } : {}),
  }
}

const cache = new WeakMap<Calibration['animals'], Map<string, number>>()

/** The calibrated distance between types `x` and `y` (0 for one type with itself), symmetric. */
export function separation(animals: Calibration['animals'], x: Animal, y: Animal): number {
  if (x === y) return 0
  let table = cache.get(animals)
  if (!table) {
    table = new Map()
    for (const p of ANIMALS) {
      for (const q of ANIMALS) {
        if (p >= q) continue
        // Each animal priced as the other type, less its price as its own (0 but for the clipping and
        // sampling of its kept colours), so two models alike in everything are 0 apart; a degenerate
        // model (no colours) that prices everything as NaN separates nothing.
        const [rp, rq] = [asRegion(animals[p]), asRegion(animals[q])]
        const d = Math.min(
          typeCost(rp, animals[q]) - typeCost(rp, animals[p]),
          typeCost(rq, animals[p]) - typeCost(rq, animals[q]),
        )
        table.set(`${p}|${q}`, Number.isFinite(d) ? Math.max(0, d) : 0)
      }
    }
    cache.set(animals, table)
  }
  return table.get(x < y ? `${x}|${y}` : `${y}|${x}`) ?? 0
}

/**
 * The pairs of types this calibration puts less than VISION.policy.TYPE_FLOOR apart. An animal read
 * exactly as its calibration animal leads the other type by their separation at best (in one direction
 * exactly that), under the margin an accusation and the change reading's agreement need (policy.ts), so
 * a card naming one where the camera sees the other is left to the family to check; the set-up screens
 * say so before play (TableNotices.svelte). Nothing in it knows what a type looks like: it is the
 * calibration picture's own distances.
 */
export function alikePairs(cal: Calibration): [Animal, Animal][] {
  return ANIMALS.flatMap((x, i) =>
    ANIMALS.slice(i + 1)
      .filter((y) => separation(cal.animals, x, y) < VISION.policy.TYPE_FLOOR)
      .map((y): [Animal, Animal] => [x, y]),
  )
}
