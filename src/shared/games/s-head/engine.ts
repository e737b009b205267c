import type { GameEngine, SeatResult } from '../../engine/types'
import { apply } from './apply'
import { currentSeats, legalMoves } from './moves'
import { rulesSchema } from './rules-schema'
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup'
import type { Move, State, View } from './types'
import { view } from './view'

/**
 * RULES-NOTES: S-head, End — placings in order of going out; the last player with cards is the
 * S-head (place = players). Score = players - place, so the S-head scores 0.
 */
function result(state: State): SeatResult[] {
  const n = state.players
  return Array.from({ length: n }, (_, seat) => {
    const i = state.placings.indexOf(seat)
    const place = i >= 0 ? i + 1 : n
    return { seat, place, score: n - place }
  })
}

export const engine: GameEngine<State, Move, View> = {
  id: 's-head',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  rulesSchema,
  setup,
  currentSeats,
  legalMoves,
  apply,
  view,
  isOver: (state) => state.phase === 'over',
  result,
}
