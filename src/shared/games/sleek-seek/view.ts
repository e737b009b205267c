import { EMPTY as EMPTY_PLACE } from './types'
import type { State, View } from './types'

// Local copies: imported bindings may compile to getters (tsx), which cost in hot loops.
const EMPTY = EMPTY_PLACE

/**
 * The privacy boundary: every table card is face up in Sleek Seek, so the only secret is the pack,
 * which shows its count and nothing else. The view is the same for every seat.
 */
export function viewOf(state: State, seat: number | null): View {
  const { call } = state
  return {
    game: 'sleek-seek',
    players: state.players,
    seat,
    phase: state.over ? 'over' : call ? 'calling' : 'flipping',
    turn: state.turn,
    canFlip: !state.over && !call && state.pack.length > 0,
    slots: state.table.map((c) => (c === EMPTY ? null : c)),
    packCount: state.pack.length,
    flips: state.flips,
    won: state.won.map((w) => w.slice()),
    scores: state.won.map((w) => w.length),
    removed: state.removed.slice(),
    call: call && {
      caller: call.caller,
      atMs: call.atMs,
      simultaneous: call.simultaneous.slice(),
      windowEndsAtMs: call.atMs + state.rules.simultaneousMs,
      deadlineMs: call.atMs + state.rules.selectMs,
    },
    clockMs: state.clockMs,
    lastEvent: state.lastEvent,
  }
}
