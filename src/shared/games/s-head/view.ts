import { cardRank } from './cards'
import { currentSeats, sourceOf } from './moves'
import { rankAllowed, toBeatOf } from './pile'
import type { SeatCards, SeatView, State, View } from './types'

/**
 * The privacy boundary: a seat sees its own hand, everyone's face-up cards, the pile and burned
 * cards; other hands and every face-down card only as counts or backs. Events name cards only when
 * all players saw them (played, turned as starter, or turned blind).
 */
export function view(state: State, seat: number | null): View {
  const toBeat = toBeatOf(state.pile, state.rules)
  const seats: SeatView[] = []
  for (let s = 0; s < state.seats.length; s++) {
    const c = state.seats[s] as SeatCards
    const placeIndex = state.placings.indexOf(s)
    const faceDown: boolean[] = []
    for (const x of c.faceDown) faceDown.push(x !== null)
    seats.push({
      seat: s,
      handCount: c.hand.length,
      faceUp: c.faceUp.slice(),
      faceDown,
      ready: state.ready[s] === true,
      // The S-head is placed last when the game ends but is not "out": it still holds cards.
      out: placeIndex >= 0 && placeIndex < state.players - 1,
      place: placeIndex >= 0 ? placeIndex + 1 : null,
    })
  }
  const myTurn = seat !== null && state.phase === 'play' && state.turn === seat
  const mine = seat !== null ? (state.seats[seat] as SeatCards | undefined) : undefined
  const playFrom = myTurn && mine ? sourceOf(mine) : null
  // The renderer words why from playFrom and toBeat: views carry data, never sentences (issue #23).
  let mustPickUp = false
  if (mine && (playFrom === 'hand' || playFrom === 'faceUp')) {
    const from = playFrom === 'hand' ? mine.hand : mine.faceUp
    mustPickUp = !from.some((c) => rankAllowed(cardRank(c), toBeat, state.rules))
  }
  return {
    seat,
    players: state.players,
    rules: { ...state.rules },
    phase: state.phase,
    dealer: state.rules.dealer,
    turn: state.phase === 'play' ? state.turn : null,
    currentSeats: currentSeats(state),
    hand: mine ? mine.hand.slice() : null,
    seats,
    pile: state.pile.slice(),
    pileOwner: state.pileOwner,
    toBeat,
    drawCount: state.draw.length,
    burned: state.burned.slice(),
    placings: state.placings.slice(),
    events: state.events.map((e) => (e.type === 'play' ? { ...e, cards: e.cards.slice() } : { ...e })),
    playFrom,
    mustPickUp,
    moveCount: state.moveCount,
  }
}
