import type { Rng } from '../../engine/rng'
import { cardIndex, cardRank, decksFor, makeDeck, type Card } from './cards'
import { HAND_TARGET } from './apply'
import { currentSeats, hasCards, isOut, legalMoves } from './moves'
import { canPlayRank } from './pile'
import type { Move, SeatCards, State, View } from './types'

/** Both decks in cardIndex order. */
const ALL_CARDS = makeDeck(2)
/** Where each card lies, by cardIndex; 0 = nowhere (a one-deck game has no second deck). */
const PLACE_NAMES = ['', 'draw pile', 'pile', 'burned', 'hand', 'face-up', 'face-down']
const DRAW = 1
const PILE = 2
const BURNED = 3
const HAND = 4
const FACE_UP = 5
const FACE_DOWN = 6

/** The property tests run these checks after every move of ~18M: no closures, typed arrays by index. */
const PLACE = new Uint8Array(ALL_CARDS.length)
const OWNER = new Int8Array(ALL_CARDS.length)
class Tally {
  // One pair of arrays, cleared per check (checks never run inside each other).
  readonly place = PLACE.fill(0)
  readonly owner = OWNER
  constructor(readonly errors: string[]) {}

  note(cards: readonly (Card | null)[], where: number, seat: number): void {
    for (const card of cards) {
      if (card === null) continue
      const i = cardIndex(card)
      if (i < 0) this.errors.push(`${JSON.stringify(card)} in ${this.name(where, seat)} is not a card`)
      else if (this.place[i] !== 0) {
        this.errors.push(
          `card ${card} is both in ${this.name(this.place[i] as number, this.owner[i] as number)} and in ${this.name(where, seat)}`,
        )
      } else {
        this.place[i] = where
        this.owner[i] = seat
      }
    }
  }

  private name(where: number, seat: number): string {
    return where >= HAND ? `${PLACE_NAMES[where]} ${seat}` : (PLACE_NAMES[where] as string)
  }
}

/** Every card exactly once across all places, and the counts make sense for the phase. */
export function checkState(state: State): string[] {
  const errors: string[] = []
  const tally = new Tally(errors)
  tally.note(state.draw, DRAW, -1)
  tally.note(state.pile, PILE, -1)
  tally.note(state.burned, BURNED, -1)
  for (let i = 0; i < state.seats.length; i++) {
    const s = state.seats[i] as SeatCards
    tally.note(s.hand, HAND, i)
    tally.note(s.faceUp, FACE_UP, i)
    tally.note(s.faceDown, FACE_DOWN, i)
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
    if (state.placings.indexOf(i, placed + 1) >= 0) errors.push(`seat ${i} is placed twice`)
  }
  // cardIndex order: the first deck's 52 cards are 0..51, the second deck's 52..103.
  const inPlay = decksFor(state.players) * 52
  for (let i = 0; i < ALL_CARDS.length; i++) {
    if (i < inPlay && tally.place[i] === 0) errors.push(`card ${ALL_CARDS[i]} is missing`)
    if (i >= inPlay && tally.place[i] !== 0)
      errors.push(`card ${ALL_CARDS[i]} is from a deck this game does not use`)
  }
  if (state.placings.some((s) => !(s >= 0 && s < state.players))) errors.push('a placing names no seat')
  if (state.phase === 'over' && state.placings.length !== state.players)
    errors.push('game over without all placings')
  if (state.phase === 'play') {
    if (isOut(state, state.turn)) errors.push(`seat ${state.turn} is out but has the turn`)
    if ((state.pile.length === 0) !== (state.pileOwner === null))
      errors.push('pile owner does not match the pile')
  }
  return errors
}

/** Who may see each card (by cardIndex): EVERYONE, NOBODY, or the one seat holding it in hand. */
const EVERYONE = -1
const NOBODY = -2

function markAll(vis: Int8Array, cards: readonly (Card | null)[], who: number): void {
  for (const c of cards) {
    const i = c === null ? -1 : cardIndex(c)
    if (i >= 0) vis[i] = who
  }
}

/**
 * Card visibility for one state, computed once and shared by the checks of all its views: the
 * draw pile and face-down cards are seen by nobody, a hand by its seat only, the rest by everyone.
 * A card turned blind was seen by everyone, even if it then went up into a hand with the pile.
 */
const visibilityCache = new WeakMap<State, Int8Array>()
function visibility(state: State): Int8Array {
  const cached = visibilityCache.get(state)
  if (cached) return cached
  const vis = new Int8Array(ALL_CARDS.length).fill(EVERYONE)
  markAll(vis, state.draw, NOBODY)
  for (let seat = 0; seat < state.seats.length; seat++) {
    const s = state.seats[seat] as SeatCards
    markAll(vis, s.hand, seat)
    markAll(vis, s.faceDown, NOBODY)
  }
  for (const e of state.events) if (e.type === 'blind') markAll(vis, [e.card], EVERYONE)
  visibilityCache.set(state, vis)
  return vis
}

/** Walks a JSON-like value in full (any field, any depth) for card identities the seat may not see. */
class PrivacyWalk {
  constructor(
    private readonly vis: Int8Array,
    private readonly seat: number | null,
    readonly errors: string[],
  ) {}

  string(value: string): void {
    const i = cardIndex(value)
    if (i < 0) return
    const who = this.vis[i] as number
    if (who !== EVERYONE && who !== this.seat) {
      this.errors.push(`view for ${this.seat === null ? 'table' : `seat ${this.seat}`} shows hidden ${value}`)
    }
  }

  value(value: unknown): void {
    if (typeof value === 'string') this.string(value)
    else if (Array.isArray(value)) {
      for (const v of value) {
        if (typeof v === 'string') this.string(v)
        else if (typeof v === 'object' && v !== null) this.value(v)
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const k in value) this.value((value as Record<string, unknown>)[k])
    }
  }
}

/** Walks the whole view for any card identity hidden from that seat, and checks its counts. */
export function checkView(state: State, seat: number | null, view: View): string[] {
  const errors: string[] = []
  new PrivacyWalk(visibility(state), seat, errors).value(view)
  if (seat === null && view.hand !== null) errors.push('table view has a hand')
  if (seat !== null && (view.hand?.length ?? -1) !== state.seats[seat]?.hand.length) {
    errors.push(`view for seat ${seat} has the wrong hand`)
  }
  for (let i = 0; i < state.seats.length; i++) {
    const real = state.seats[i] as SeatCards
    const shown = view.seats[i]
    if (!shown) {
      errors.push(`seat ${i} is missing from the view`)
      continue
    }
    if (shown.handCount !== real.hand.length) errors.push(`seat ${i} hand count is wrong in the view`)
    let down = 0
    for (const c of real.faceDown) if (c !== null) down++
    let shownDown = 0
    for (const b of shown.faceDown) if (b) shownDown++
    if (shownDown !== down) errors.push(`seat ${i} face-down count is wrong in the view`)
  }
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
