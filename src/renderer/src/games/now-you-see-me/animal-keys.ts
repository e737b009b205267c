import type { Animal } from '../../../../shared/referee/types'

export interface Placed {
  type: Animal
  x: number
  y: number
}
export interface Keyed extends Placed {
  key: string
}

/** Closer than this (cm) is the same place: positions come from the same state, so only rounding. */
const SAME_PLACE_CM = 1e-6

/**
 * Gives the animals of a new table the keys of the animals they were, so the board can move an
 * animal (and fade one in or out) instead of redrawing them all: the view lists the table by place
 * and, for everyone but the Lead, without ids (they would say which animal moved before the reveal).
 * An animal still at its place keeps its key; with `moves` (the Lead's action), an animal of a type
 * that left a place takes the key of the nearest one of its type that left; the rest are new.
 */
export function keepKeys(
  prev: readonly Keyed[],
  next: readonly Placed[],
  fresh: () => string,
  moves: boolean,
): Keyed[] {
  const left = [...prev]
  const keys: (string | undefined)[] = next.map((a) => {
    const i = left.findIndex(
      (p) => p.type === a.type && Math.abs(p.x - a.x) < SAME_PLACE_CM && Math.abs(p.y - a.y) < SAME_PLACE_CM,
    )
    return i < 0 ? undefined : left.splice(i, 1)[0]?.key
  })
  if (moves) {
    next.forEach((a, n) => {
      if (keys[n] !== undefined) return
      let best = -1
      let bestDist = Infinity
      left.forEach((p, i) => {
        const d = Math.hypot(p.x - a.x, p.y - a.y)
        if (p.type === a.type && d < bestDist) [best, bestDist] = [i, d]
      })
      if (best >= 0) keys[n] = left.splice(best, 1)[0]?.key
    })
  }
  return next.map((a, n) => ({ type: a.type, x: a.x, y: a.y, key: keys[n] ?? fresh() }))
}
