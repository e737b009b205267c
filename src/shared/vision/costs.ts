/** An animal's type costs as a list, and two readings of one animal put together. */
import { ANIMALS, type Animal } from '../referee/types'
import type { TokenDetail } from './types'

export type TypeCost = { type: Animal; cost: number }

/** A detected animal's cost for every type, best first. */
export function costsOf(d: TokenDetail): TypeCost[] {
  return ANIMALS.map((t) => ({ type: t, cost: d.costs[t] })).sort((p, q) => p.cost - q.cost)
}

/** The mean of two readings' type costs (each a list over every type, in any order), best first. */
export function meanCosts(x: readonly TypeCost[], y: readonly TypeCost[]): TypeCost[] {
  const of = (list: readonly TypeCost[], t: Animal): number => list.find((c) => c.type === t)!.cost
  return ANIMALS.map((t) => ({ type: t, cost: (of(x, t) + of(y, t)) / 2 })).sort((p, q) => p.cost - q.cost)
}

/** Costs of one animal seen in two frames: the mean of the two readings (they share table and light). */
export function jointCosts(db: TokenDetail, da: TokenDetail): TypeCost[] {
  return meanCosts(costsOf(db), costsOf(da))
}
