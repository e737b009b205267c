import { ApiError } from '../../shared/api'
import type { StoredGame } from './game-store'

/**
 * What of a stored game may leave the main process (docs/architecture.md, "Hidden information").
 *
 * A game's seed, its PRNG state and its raw moves let anyone rebuild every hand, face-down card and
 * card still to come (setup(seed) + moves is the whole game). They leave only once the game is
 * finished. An abandoned game counts as unfinished: a backup taken before it was abandoned can bring
 * it back to life, and its seed would then give its cards away. Export, replay and import ask here,
 * so the rule has one home.
 */
export type GameStatus = StoredGame['status']

/** Whether a game's seed, rules and moves may be shown or written out. */
export function mayDisclose(status: GameStatus): boolean {
  return status === 'finished'
}

/** The SQL condition (on `games` aliased `alias`) for games whose seed and moves may leave. */
export function disclosableSql(alias: string): string {
  return `${alias}.status = 'finished'`
}

/** Throws the typed error a client gets when it asks for the moves of an unfinished game. */
export function requireFinished(status: GameStatus, what: string): void {
  if (!mayDisclose(status))
    throw new ApiError(
      'unfinished',
      `${what} only once the game is over: until then its moves would give away hidden cards.`,
    )
}
