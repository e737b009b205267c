import munkres from 'munkres'
import type { Token } from './types'

/** Result of matching the tokens seen before an action to the tokens seen after it. */
export interface Matching {
  /** before index -> after index, or -1 when the before-token went unmatched. */
  assignment: number[]
  /** after indices no before-token was matched to. */
  unmatchedAfter: number[]
}

export function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

const confidenceOf = (t: Token): number => t.confidence ?? 1

/**
 * Optimal assignment (Munkres) with a gate. Drift up to the tolerance costs its distance; a
 * displacement beyond it costs a large fixed price plus its distance, so the solver first keeps
 * the number of displaced animals as small as possible: a sheep moved past another sheep is one
 * move, not a chain of two sheep each shifting to the next one's place (plain distances tie there).
 * The gate: the cost matrix is padded with dummy rows and columns,
 * so leaving a token unmatched costs `gate`. The gate is larger than any distance on the table, so
 * tokens of the same type are always paired when their counts allow (a long move stays a move, not
 * a remove plus an add). Pairing across types costs more than leaving both unmatched, unless one of
 * the two is a doubtful vision detection: then a relabel is cheaper, and the judge reports it as
 * uncertain instead of inventing an add and a remove.
 */
export function matchTokens(
  before: Token[],
  after: Token[],
  tolerance: number,
  minConfidence: number,
): Matching {
  const n = before.length
  const m = after.length
  if (n === 0 || m === 0) {
    return { assignment: before.map(() => -1), unmatchedAfter: after.map((_, j) => j) }
  }
  let extent = 0
  for (const t of [...before, ...after]) extent = Math.max(extent, Math.abs(t.x), Math.abs(t.y))
  const displacedPrice = 2 * extent + 1
  const gate = 6 * extent + 3
  const size = n + m
  const cost: number[][] = []
  for (let i = 0; i < size; i++) {
    const row = new Array<number>(size).fill(0)
    for (let j = 0; j < size; j++) {
      const b = before[i]
      const a = after[j]
      if (b && a) {
        const d = distance(b, a)
        if (b.type === a.type) row[j] = d <= tolerance ? d : displacedPrice + d
        else {
          const doubtful = Math.min(confidenceOf(a), confidenceOf(b)) < minConfidence
          row[j] = d + (doubtful ? gate : 3 * gate)
        }
      } else if (b || a) row[j] = gate
    }
    cost.push(row)
  }
  const assignment = before.map(() => -1)
  const taken = new Array<boolean>(m).fill(false)
  for (const [i, j] of munkres(cost)) {
    if (i < n && j < m) {
      assignment[i] = j
      taken[j] = true
    }
  }
  const unmatchedAfter: number[] = []
  taken.forEach((t, j) => {
    if (!t) unmatchedAfter.push(j)
  })
  return { assignment, unmatchedAfter }
}
