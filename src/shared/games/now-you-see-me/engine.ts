import { rulesSchema } from './rules-schema'
import type { GameEngine, SeatResult, TimedMove } from '../../engine/types'
import { applyMove } from './apply'
import { APP_REDROP_MS, MAX_PLAYERS, MIN_PLAYERS } from './constants'
import { legalMovesOf, seatsToAct } from './legal'
import { setupState } from './state'
import type { Move, State, View } from './types'
import { viewOf } from './view'

/**
 * Table timers: Step 1's 10-second look ends with "Now, close your eyes!"; a reveal moves on by itself.
 * When the app leads it also drops (at once, or after a pause that lets a right claim sink in) and
 * plays the card actMs after the eyes close. Timer moves are stored like any move, so replay holds.
 */
function tableTimer(s: State): TimedMove<Move> | null {
  if (s.rules.appLeads && s.phase === 'drop') {
    const pause = s.wrongDrops > 0 ? APP_REDROP_MS : 0
    return { seat: s.leadSeat, move: { type: 'drop' }, atMs: s.phaseStartMs + pause }
  }
  if (s.rules.appLeads && s.phase === 'action')
    return { seat: s.leadSeat, move: { type: 'autoAct' }, atMs: s.phaseStartMs + s.rules.actMs }
  if (s.phase === 'look')
    return { seat: s.leadSeat, move: { type: 'closeEyes' }, atMs: s.phaseStartMs + s.rules.lookMs }
  if (s.phase === 'reveal' && s.rules.revealMs > 0) {
    return { seat: s.leadSeat, move: { type: 'nextRound' }, atMs: s.phaseStartMs + s.rules.revealMs }
  }
  return null
}

/** RULES-NOTES: Now you see me, Winner — most points; every tied player wins (place 1). */
function resultOf(s: State): SeatResult[] {
  return s.scores.map((score, seat) => ({ seat, score, place: 1 + s.scores.filter((o) => o > score).length }))
}

export const engine: GameEngine<State, Move, View> = {
  id: 'now-you-see-me',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  rulesSchema,
  setup: (o) => setupState(o.players, o.seed, o.rules),
  currentSeats: seatsToAct,
  legalMoves: legalMovesOf,
  apply: applyMove,
  view: viewOf,
  isOver: (s) => s.phase === 'over',
  result: resultOf,
  timer: tableTimer,
  stamp: (move, nowMs) => ({ ...move, atMs: nowMs }),
}
