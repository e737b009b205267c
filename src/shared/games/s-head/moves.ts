import { cardRank, HIGHEST_RANK, LOWEST_RANK, type Card } from './cards'
import { rankAllowed, toBeatOf } from './pile'
import type { Move, SeatCards, Source, State } from './types'

export function isOut(state: State, seat: number): boolean {
  return state.placings.includes(seat)
}

export function hasCards(cards: SeatCards): boolean {
  return cards.hand.length > 0 || cards.faceUp.length > 0 || cards.faceDown.some((c) => c !== null)
}

/**
 * RULES-NOTES: S-head, Order of sources — hand first; face-up only when the hand is empty; face-down
 * only when hand and face-up are gone. A turn is one play, and the refill happens after it, so "the
 * hand was empty at the start of the turn" is "the hand is empty now": hand and table cards are never
 * played together.
 */
export function sourceOf(cards: SeatCards): Source | null {
  if (cards.hand.length > 0) return 'hand'
  if (cards.faceUp.length > 0) return 'faceUp'
  if (cards.faceDown.some((c) => c !== null)) return 'faceDown'
  return null
}

export function currentSeats(state: State): number[] {
  if (state.phase === 'swap') {
    const seats: number[] = []
    for (let s = 0; s < state.players; s++) if (!state.ready[s]) seats.push(s)
    return seats
  }
  if (state.phase === 'play') return [state.turn]
  return []
}

/**
 * The legal plays from the hand or face-up cards: for each playable rank, one move per set size
 * (which suits go in a set does not matter, so apply accepts any cards of that rank). Ranks come in
 * ascending order and a set takes that rank's cards in source order. Hot path of every simulation:
 * one pass decides which ranks may be played, a second groups only those cards.
 */
export function legalPlays(state: State, seat: number): Move[] {
  const cards = state.seats[seat] as SeatCards
  const from = cards.hand.length > 0 ? cards.hand : cards.faceUp
  const toBeat = toBeatOf(state.pile, state.rules)
  const allowed: boolean[] = []
  for (let r = LOWEST_RANK; r <= HIGHEST_RANK; r++) allowed[r] = rankAllowed(r, toBeat, state.rules)
  const groups: Card[][] = []
  for (const c of from) {
    const r = cardRank(c)
    if (!allowed[r]) continue
    const g = groups[r]
    if (g) g.push(c)
    else groups[r] = [c]
  }
  const moves: Move[] = []
  for (let r = LOWEST_RANK; r <= HIGHEST_RANK; r++) {
    const g = groups[r]
    if (!g) continue
    for (let k = 1; k < g.length; k++) moves.push({ type: 'play', cards: g.slice(0, k) })
    moves.push({ type: 'play', cards: g })
  }
  return moves
}

function swapMoves(cards: SeatCards): Move[] {
  const moves: Move[] = []
  const seen = new Set<number>()
  for (const h of cards.hand) {
    for (const u of cards.faceUp) {
      const hr = cardRank(h)
      const ur = cardRank(u)
      // Swapping equal ranks changes nothing that matters; list each rank pair once.
      if (hr === ur || seen.has(hr * 16 + ur)) continue
      seen.add(hr * 16 + ur)
      moves.push({ type: 'swap', hand: h, faceUp: u })
    }
  }
  moves.push({ type: 'ready' })
  return moves
}

/**
 * Legal moves of a seat. Pick-up is listed only when no play exists (RULES-NOTES: S-head, Cannot
 * play — "if a player is unable to play"): a player may not pick up by choice, and a player down
 * to face-down cards always turns one over instead.
 */
export function legalMoves(state: State, seat: number): Move[] {
  if (state.phase === 'swap') {
    if (state.ready[seat] !== false) return []
    return swapMoves(state.seats[seat] as SeatCards)
  }
  if (state.phase !== 'play' || seat !== state.turn) return []
  const cards = state.seats[seat] as SeatCards
  const source = sourceOf(cards)
  if (source === 'faceDown') {
    const moves: Move[] = []
    cards.faceDown.forEach((c, slot) => {
      if (c !== null) moves.push({ type: 'blind', slot })
    })
    return moves
  }
  if (source === null) return []
  const plays = legalPlays(state, seat)
  return plays.length > 0 ? plays : [{ type: 'pickup' }]
}
