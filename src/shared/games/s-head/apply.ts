import { RuleError } from '../../engine/errors'
import { cardLabel, cardRank, isCard, type Card } from './cards'
import { isOut, hasCards } from './moves'
import { describeToBeat, rankAllowed, toBeatOf, topFourBurn } from './pile'
import type { GameEvent, Move, SeatCards, State } from './types'

/** RULES-NOTES: S-head, Refill — draw up to three after a turn while the draw pile lasts. */
export const HAND_TARGET = 3

/**
 * A fresh top-level copy for one move. apply never mutates its input: the acting seat's record and
 * the state object are new, and every array that changes is replaced by a new one (never written in
 * place), so unchanged arrays are shared with the previous state. Hot path of every simulation: the
 * state is copied field by field (a literal with a fixed shape) rather than spread.
 */
interface Draft {
  next: State
  me: SeatCards
  events: GameEvent[]
}

function draft(state: State, seat: number): Draft {
  const old = state.seats[seat] as SeatCards
  const me: SeatCards = { hand: old.hand, faceUp: old.faceUp, faceDown: old.faceDown }
  const seats = state.seats.slice()
  seats[seat] = me
  const events: GameEvent[] = []
  const next: State = {
    players: state.players,
    rules: state.rules,
    phase: state.phase,
    rng: state.rng,
    seats,
    ready: state.ready,
    draw: state.draw,
    pile: state.pile,
    pileOwner: state.pileOwner,
    burned: state.burned,
    turn: state.turn,
    placings: state.placings,
    moveCount: state.moveCount + 1,
    events,
  }
  return { next, me, events }
}

export function apply(state: State, seat: number, move: Move): State {
  if (state.phase === 'over') throw new RuleError('game-over', 'The game is over.')
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    throw new RuleError('bad-seat', 'There is no such seat at this table.')
  }
  if (typeof move !== 'object' || move === null)
    throw new RuleError('bad-move', 'That is not an S-head move.')
  return state.phase === 'swap' ? applySwapPhase(state, seat, move) : applyPlayPhase(state, seat, move)
}

function applySwapPhase(state: State, seat: number, move: Move): State {
  if (state.ready[seat]) throw new RuleError('already-ready', 'You are ready: wait for the other players.')
  if (move.type === 'swap') {
    const d = draft(state, seat)
    const hi = d.me.hand.indexOf(move.hand)
    const ui = d.me.faceUp.indexOf(move.faceUp)
    if (hi < 0) throw new RuleError('not-in-hand', 'That card is not in your hand.')
    if (ui < 0) throw new RuleError('not-face-up', 'That card is not one of your face-up cards.')
    d.me.hand = d.me.hand.slice()
    d.me.faceUp = d.me.faceUp.slice()
    d.me.hand[hi] = move.faceUp
    d.me.faceUp[ui] = move.hand
    d.events.push({ type: 'swap', seat })
    return d.next
  }
  if (move.type === 'ready') {
    const ready = state.ready.slice()
    ready[seat] = true
    const events: GameEvent[] = [{ type: 'ready', seat }]
    const next: State = { ...state, ready, events, moveCount: state.moveCount + 1 }
    if (ready.every(Boolean)) {
      // RULES-NOTES: S-head, Start — the dealer turns the top of the draw pile; the dealer's left plays.
      // The starter counts as the dealer's card: if the first player must pick it up, the dealer leads.
      const draw = state.draw.slice()
      const card = draw.pop() as Card
      const dealer = state.rules.dealer
      Object.assign(next, {
        phase: 'play',
        draw,
        pile: [card],
        pileOwner: dealer,
        turn: (dealer + 1) % state.players,
      })
      events.push({ type: 'start', seat: dealer, card })
    }
    return next
  }
  throw new RuleError(
    'swap-phase',
    'Before play starts you may only swap face-up cards with your hand, then say ready.',
  )
}

function applyPlayPhase(state: State, seat: number, move: Move): State {
  if (seat !== state.turn) throw new RuleError('not-your-turn', 'It is not your turn.')
  const cards = state.seats[seat] as SeatCards
  switch (move.type) {
    case 'play': {
      const from = checkPlay(state, cards, move.cards)
      const d = draft(state, seat)
      const played = move.cards
      if (from === 'hand') d.me.hand = d.me.hand.filter((c) => !played.includes(c))
      else d.me.faceUp = d.me.faceUp.filter((c) => !played.includes(c))
      return playCards(d, seat, move.cards.slice(), from)
    }
    case 'blind': {
      if (cards.hand.length > 0 || cards.faceUp.length > 0) {
        throw new RuleError(
          'not-blind-yet',
          'Face-down cards come last: play your hand and face-up cards first.',
        )
      }
      const slot = move.slot
      const card = Number.isInteger(slot) ? cards.faceDown[slot] : undefined
      if (card === undefined || card === null) {
        throw new RuleError('empty-slot', 'There is no face-down card in that place.')
      }
      const d = draft(state, seat)
      d.me.faceDown = d.me.faceDown.slice()
      d.me.faceDown[slot] = null
      // RULES-NOTES: S-head, Order of sources — blind; if it cannot beat, it goes up with the pile.
      const beats = rankAllowed(cardRank(card), toBeatOf(state.pile, state.rules), state.rules)
      d.events.push({ type: 'blind', seat, slot, card, beats })
      return beats ? playCards(d, seat, [card], 'faceDown') : pickUp(d, seat, card)
    }
    case 'pickup': {
      if (cards.hand.length === 0 && cards.faceUp.length === 0) {
        throw new RuleError('blind-only', 'You have only face-down cards: turn one over instead.')
      }
      if (canPlayAny(state, cards))
        throw new RuleError('can-play', 'You can play a card, so you may not pick up.')
      return pickUp(draft(state, seat), seat, null)
    }
    case 'swap':
    case 'ready':
      throw new RuleError('play-phase', 'Swapping is only allowed before play starts.')
    default:
      throw new RuleError('bad-move', 'That is not an S-head move.')
  }
}

function canPlayAny(state: State, cards: SeatCards): boolean {
  const toBeat = toBeatOf(state.pile, state.rules)
  const from = cards.hand.length > 0 ? cards.hand : cards.faceUp
  return from.some((c) => rankAllowed(cardRank(c), toBeat, state.rules))
}

/** Validates a play and says where its cards come from; throws a player-facing RuleError. */
function checkPlay(state: State, cards: SeatCards, played: unknown): 'hand' | 'faceUp' {
  if (!Array.isArray(played) || played.length === 0)
    throw new RuleError('empty-play', 'Choose a card to play.')
  if (!played.every(isCard)) throw new RuleError('bad-move', 'That is not a card.', { kind: 'not-a-card' })
  for (let i = 1; i < played.length; i++) {
    if (played.lastIndexOf(played[i - 1] as Card) !== i - 1)
      throw new RuleError('bad-move', 'A card can only be played once.', { kind: 'played-twice' })
  }
  const rank = cardRank(played[0] as Card)
  if (played.some((c) => cardRank(c) !== rank)) {
    throw new RuleError('mixed-ranks', 'A play is one card or several cards of the same rank.')
  }
  let from: 'hand' | 'faceUp'
  if (cards.hand.length > 0) {
    from = 'hand'
    if (!played.every((c) => cards.hand.includes(c))) {
      // RULES-NOTES: S-head, Order of sources — table cards only when the hand was empty.
      if (played.some((c) => cards.faceUp.includes(c))) {
        throw new RuleError('hand-first', 'You still have cards in your hand: your table cards must wait.')
      }
      throw new RuleError('not-your-card', 'That card is not in your hand.', { kind: 'not-in-hand' })
    }
  } else if (cards.faceUp.length > 0) {
    from = 'faceUp'
    if (!played.every((c) => cards.faceUp.includes(c))) {
      throw new RuleError('not-your-card', 'That card is not one of your face-up cards.', {
        kind: 'not-face-up',
      })
    }
  } else {
    throw new RuleError('blind-only', 'You have only face-down cards: turn one over.', { kind: 'blind-play' })
  }
  const toBeat = toBeatOf(state.pile, state.rules)
  if (!rankAllowed(rank, toBeat, state.rules)) {
    const first = played[0] as Card
    const what = played.length > 1 ? 'Those cards do' : `The ${cardLabel(first)} does`
    // The words need the card, how many, and the bound (the screen names them in each language).
    const { atLeast, atMost } = toBeat
    const bound = atMost !== null ? 'lower' : atLeast !== null ? 'higher' : 'any'
    throw new RuleError('cannot-beat', `${what} not beat the pile: play ${describeToBeat(toBeat)}.`, {
      kind: 'cannot-beat',
      values: { card: first, count: played.length, bound, limit: atMost ?? atLeast ?? 0 },
    })
  }
  return from
}

function playCards(d: Draft, seat: number, cards: Card[], from: 'hand' | 'faceUp' | 'faceDown'): State {
  const { next, events } = d
  next.pile = next.pile.concat(cards)
  next.pileOwner = seat
  events.push({ type: 'play', seat, cards, from })
  // RULES-NOTES: S-head, House rules (tenBurns) and Burn (four of a rank on top, across plays too).
  const reason =
    next.rules.tenBurns && cardRank(cards[0] as Card) === 10 ? 'ten' : topFourBurn(next.pile) ? 'four' : null
  if (reason) {
    events.push({ type: 'burn', seat, count: next.pile.length, reason })
    next.burned = next.burned.concat(next.pile)
    next.pile = []
    next.pileOwner = null
  }
  return endTurn(d, seat, reason ? seat : null, 'burn')
}

/** RULES-NOTES: S-head, Cannot play — the whole pile (and a failed blind card) goes to the hand. */
function pickUp(d: Draft, seat: number, blindCard: Card | null): State {
  const { next, me } = d
  const forcer = next.pileOwner
  const taken = blindCard === null ? next.pile : next.pile.concat([blindCard])
  me.hand = me.hand.concat(taken)
  d.events.push({ type: 'pickup', seat, count: taken.length })
  next.pile = []
  next.pileOwner = null
  return endTurn(d, seat, forcer, 'forced-pickup')
}

/**
 * After the turn: refill, going out, and who starts next. `lead` is the seat that should start the
 * new pile (burner or forcer), or null for the next seat in order.
 */
function endTurn(d: Draft, seat: number, lead: number | null, reason: 'burn' | 'forced-pickup'): State {
  const { next, me, events } = d
  const n = next.players
  // RULES-NOTES: S-head, Refill — up to three while the draw pile lasts; more than three draws nothing.
  const want = Math.min(HAND_TARGET - me.hand.length, next.draw.length)
  if (want > 0) {
    const keep = next.draw.length - want
    me.hand = me.hand.concat(next.draw.slice(keep).reverse())
    next.draw = next.draw.slice(0, keep)
    events.push({ type: 'draw', seat, count: want })
  }
  // RULES-NOTES: S-head, End — out when no cards in hand, face-up or face-down; placings in order.
  if (!hasCards(me)) {
    next.placings = next.placings.concat([seat])
    events.push({ type: 'out', seat, place: next.placings.length })
    if (next.placings.length === n - 1) {
      let sHead = 0
      while (next.placings.includes(sHead)) sHead++
      next.placings = next.placings.concat([sHead])
      next.phase = 'over'
      events.push({ type: 'out', seat: sHead, place: n }, { type: 'end', sHead })
      return next
    }
  }
  // RULES-NOTES: S-head, Burn — the burner starts again unless out. Cannot play — the forcer starts;
  // if the forcer is out (or is the picker), play simply passes on from the picker.
  if (lead !== null && lead !== seat && reason === 'forced-pickup' && !isOut(next, lead)) {
    next.turn = lead
    events.push({ type: 'lead', seat: lead, reason })
  } else if (lead === seat && reason === 'burn' && !isOut(next, seat)) {
    next.turn = seat
    events.push({ type: 'lead', seat, reason })
  } else {
    let t = seat
    do t = (t + 1) % n
    while (isOut(next, t))
    next.turn = t
  }
  return next
}
