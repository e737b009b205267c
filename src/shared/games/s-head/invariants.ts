import type { Rng } from '../../engine/rng'
import { CARD_IN_JSON, cardRank, decksFor, makeDeck, type Card } from './cards'
import { HAND_TARGET } from './apply'
import { currentSeats, hasCards, isOut, legalMoves } from './moves'
import { canPlayRank } from './pile'
import type { Move, SeatCards, State, View } from './types'

/** Every card exactly once across all places, and the counts make sense for the phase. */
export function checkState(state: State): string[] {
  const errors: string[] = []
  const seen = new Map<Card, string>()
  const note = (card: Card | null, where: string): void => {
    if (card === null) return
    const before = seen.get(card)
    if (before) errors.push(`card ${card} is both in ${before} and in ${where}`)
    else seen.set(card, where)
  }
  state.draw.forEach((c) => note(c, 'draw pile'))
  state.pile.forEach((c) => note(c, 'pile'))
  state.burned.forEach((c) => note(c, 'burned'))
  state.seats.forEach((s, i) => {
    s.hand.forEach((c) => note(c, `hand ${i}`))
    s.faceUp.forEach((c) => note(c, `face-up ${i}`))
    s.faceDown.forEach((c) => note(c, `face-down ${i}`))
    if (s.faceDown.length !== 3) errors.push(`seat ${i} has ${s.faceDown.length} face-down slots`)
    if (s.faceUp.length > 3) errors.push(`seat ${i} has ${s.faceUp.length} face-up cards`)
    if (state.phase === 'swap' && (s.hand.length !== 3 || s.faceUp.length !== 3)) {
      errors.push(`seat ${i} does not hold 3 + 3 cards in the swap phase`)
    }
    if (state.phase === 'play' && state.draw.length > 0 && s.hand.length < HAND_TARGET) {
      errors.push(`seat ${i} holds ${s.hand.length} cards while the draw pile has cards`)
    }
    const placed = state.placings.indexOf(i)
    if (placed >= 0 && placed < state.players - 1 && hasCards(s))
      errors.push(`seat ${i} is out but holds cards`)
    if (state.phase === 'play' && placed < 0 && !hasCards(s))
      errors.push(`seat ${i} has no cards but is not out`)
  })
  const deck = makeDeck(decksFor(state.players))
  for (const c of deck) if (!seen.has(c)) errors.push(`card ${c} is missing`)
  if (seen.size !== deck.length) errors.push(`${seen.size} distinct cards in play, expected ${deck.length}`)
  if (new Set(state.placings).size !== state.placings.length) errors.push('a seat is placed twice')
  if (state.phase === 'over' && state.placings.length !== state.players)
    errors.push('game over without all placings')
  if (state.phase === 'play') {
    if (isOut(state, state.turn)) errors.push(`seat ${state.turn} is out but has the turn`)
    if ((state.pile.length === 0) !== (state.pileOwner === null))
      errors.push('pile owner does not match the pile')
  }
  return errors
}

/** Card identities the seat must not learn: other hands, every face-down card, the draw pile. */
function hiddenCards(state: State, seat: number | null): Set<Card> {
  const hidden = new Set<Card>(state.draw)
  state.seats.forEach((s, i) => {
    if (i !== seat) s.hand.forEach((c) => hidden.add(c))
    s.faceDown.forEach((c) => c !== null && hidden.add(c))
  })
  // A card turned blind was seen by everyone, even if it then went up into a hand with the pile.
  for (const e of state.events) if (e.type === 'blind') hidden.delete(e.card)
  return hidden
}

/** Scans the view's JSON for any card identity hidden from that seat. */
export function checkView(state: State, seat: number | null, view: View): string[] {
  const errors: string[] = []
  const hidden = hiddenCards(state, seat)
  const json = JSON.stringify(view)
  for (const m of json.matchAll(CARD_IN_JSON)) {
    const card = m[1] as Card
    if (hidden.has(card))
      errors.push(`view for ${seat === null ? 'table' : `seat ${seat}`} shows hidden ${card}`)
  }
  if (seat === null && view.hand !== null) errors.push('table view has a hand')
  if (seat !== null && (view.hand?.length ?? -1) !== state.seats[seat]?.hand.length) {
    errors.push(`view for seat ${seat} has the wrong hand`)
  }
  view.seats.forEach((s, i) => {
    const real = state.seats[i] as SeatCards
    if (s.handCount !== real.hand.length) errors.push(`seat ${i} hand count is wrong in the view`)
    if (s.faceDown.filter(Boolean).length !== real.faceDown.filter((c) => c !== null).length) {
      errors.push(`seat ${i} face-down count is wrong in the view`)
    }
  })
  if (view.drawCount !== state.draw.length) errors.push('draw count is wrong in the view')
  return errors
}

/** Moves that apply must reject for this seat in this state (a few, drawn with rng). */
export function sampleIllegalMoves(state: State, seat: number, rng: Rng): Move[] {
  const moves: Move[] = [
    { type: 'blind', slot: 7 },
    { type: 'play', cards: [] },
  ]
  const me = state.seats[seat] as SeatCards
  const foreign = state.draw.concat(...state.seats.filter((_, i) => i !== seat).map((s) => s.hand))
  if (foreign.length > 0) moves.push({ type: 'play', cards: [rng.pick(foreign)] })
  const acting = currentSeats(state).includes(seat)
  if (state.phase === 'over' || !acting) {
    moves.push({ type: 'ready' }, { type: 'pickup' })
    const legalElsewhere = state.phase === 'play' ? legalMoves(state, state.turn) : []
    if (legalElsewhere.length > 0) moves.push(rng.pick(legalElsewhere))
    return moves
  }
  if (state.phase === 'swap') {
    moves.push({ type: 'pickup' }, { type: 'blind', slot: 0 })
    if (me.hand[0]) moves.push({ type: 'play', cards: [me.hand[0]] })
    if (me.hand[0] && me.hand[1]) moves.push({ type: 'swap', hand: me.hand[0], faceUp: me.hand[1] })
    return moves
  }
  moves.push({ type: 'ready' })
  if (me.hand[0] && me.faceUp[0]) moves.push({ type: 'swap', hand: me.hand[0], faceUp: me.faceUp[0] })
  const own = me.hand.length > 0 ? me.hand : me.faceUp
  if (own.length > 0) {
    moves.push({ type: 'blind', slot: 0 }) // hand or face-up cards left: no blind play yet
    const legal = legalMoves(state, seat)
    if (legal.some((m) => m.type === 'play')) moves.push({ type: 'pickup' })
    const low = own.find((c) => !canPlayRank(state.pile, cardRank(c), state.rules))
    if (low) moves.push({ type: 'play', cards: [low] })
    const a = own[0] as Card
    const b = own.find((c) => cardRank(c) !== cardRank(a))
    if (b) moves.push({ type: 'play', cards: [a, b] })
    moves.push({ type: 'play', cards: [a, a] })
    if (me.hand.length > 0 && me.faceUp.length > 0) moves.push({ type: 'play', cards: [rng.pick(me.faceUp)] })
  } else {
    moves.push({ type: 'pickup' })
    const empty = me.faceDown.findIndex((c) => c === null)
    if (empty >= 0) moves.push({ type: 'blind', slot: empty })
  }
  return moves
}
