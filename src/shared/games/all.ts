import * as nowYouSeeMe from './now-you-see-me'
import * as sHead from './s-head'
import * as sleekSeek from './sleek-seek'
import * as sneakPeek from './sneak-peek'
import { registerGame } from './registry'
import type { GameId } from '../engine/types'

/** Every game's invariant checks, for sim and property tests. */
export interface Invariants {
  checkState(state: unknown): string[]
  checkView(state: unknown, seat: number | null, view: unknown): string[]
  sampleIllegalMoves(state: unknown, seat: number, rng: import('../engine/rng').Rng): unknown[]
}

export const GAME_MODULES = {
  'sneak-peek': { engine: sneakPeek.engine, bots: sneakPeek.bots, invariants: sneakPeek.invariants },
  'sleek-seek': { engine: sleekSeek.engine, bots: sleekSeek.bots, invariants: sleekSeek.invariants },
  's-head': { engine: sHead.engine, bots: sHead.bots, invariants: sHead.invariants, hint: sHead.hint },
  'now-you-see-me': {
    engine: nowYouSeeMe.engine,
    bots: nowYouSeeMe.bots,
    invariants: nowYouSeeMe.invariants,
  },
} as const

export function invariantsOf(id: GameId): Invariants {
  return GAME_MODULES[id].invariants as unknown as Invariants
}

/** Registers every game with the registry the sessions use. */
export function registerAllGames(): void {
  for (const [id, m] of Object.entries(GAME_MODULES)) registerGame(id as GameId, m)
}
