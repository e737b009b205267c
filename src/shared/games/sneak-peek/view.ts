import { EMPTY as EMPTY_PLACE, TABLE_SLOTS as PLACES } from './types'
import type { SlotView, State, View } from './types'

// Local copies: imported bindings may compile to getters (tsx), which cost in hot loops.
const EMPTY = EMPTY_PLACE
const TABLE_SLOTS = PLACES

const EMPTY_SLOT: SlotView = Object.freeze({ kind: 'empty' })
const FACE_DOWN: SlotView = Object.freeze({ kind: 'faceDown' })

/**
 * The privacy boundary (same for every seat: Sneak Peek has no private hands). Face-down cards show
 * only that a card is there; the pack shows only its count. Won cards and this turn's face-up
 * cards are public.
 */
export function viewOf(state: State, seat: number | null): View {
  const slots: SlotView[] = new Array<SlotView>(TABLE_SLOTS)
  for (let i = 0; i < TABLE_SLOTS; i++) slots[i] = state.table[i] === EMPTY ? EMPTY_SLOT : FACE_DOWN
  const faceUp = state.flipped.map((slot) => {
    const card = state.table[slot] as number
    slots[slot] = { kind: 'faceUp', card }
    return { slot, card }
  })
  return {
    game: 'sneak-peek',
    players: state.players,
    seat,
    turn: state.turn,
    turnNo: state.turnNo,
    phase: state.phase,
    slots,
    packCount: state.pack.length,
    faceUp,
    won: state.won.map((w) => w.slice()),
    scores: state.won.map((w) => w.length),
    quietTurns: state.quietTurns,
    lastEvent: state.lastEvent,
    revealEndsAtMs: state.revealEndsAtMs,
  }
}
