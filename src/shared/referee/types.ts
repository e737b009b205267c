/**
 * The referee's vocabulary: the game's tokens and action cards (owned by the Now you see me engine,
 * re-exported here for the referee's callers) and the verdict.
 */
import type { ActionKind, Animal } from '../games/now-you-see-me/vocabulary'
import type { LengthUnit, RefereeProblem } from './problems'

export {
  ANIMALS,
  ACTION_KINDS,
  sameTypes,
  type Animal,
  type ActionKind,
  type ActionCard,
  type Token,
} from '../games/now-you-see-me/vocabulary'

export interface RefereeOptions {
  /** Long side of the action card, in the same units as the tokens: the minimum move distance. */
  cardLength: number
  /** How far an untouched animal may drift and still count as untouched (default cardLength / 8). */
  tolerance?: number
  /**
   * Positions are exact (the virtual table, the human Lead's drag-and-drop): no jitter to allow for,
   * so the tolerance shrinks to almost nothing and a move must reach the full card length.
   */
  exact?: boolean
  /** Tokens below this vision confidence never support an accusation (default 0.5). */
  minConfidence?: number
  /** Unit name the problems carry (default 'cm'). */
  unit?: LengthUnit
}

export interface DetectedAction {
  kind: ActionKind
  animals: Animal[]
  /** For move: distance travelled; for swap: the distance between the two places. */
  distance?: number
  /** Indices into the before / after token lists of the animals involved. */
  before: number[]
  after: number[]
}

export interface Verdict {
  /** What happened on the table, or null when it cannot be told with confidence. */
  action: DetectedAction | null
  /** true = agrees with the card, false = disagrees (see problems), null = uncertain. */
  matchesCard: boolean | null
  /** How the table differs from the card, or why it is uncertain, as data (problems.ts). */
  problems: RefereeProblem[]
  /** Indices of after-tokens (other than the action's) that moved more than the tolerance. */
  strayMoves: { before: number; after: number; distance: number }[]
  /** before index -> after index (or -1 when unmatched), from the assignment. */
  assignment: number[]
}
