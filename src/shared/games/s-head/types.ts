import type { RngState } from '../../engine/rng'
import type { Card } from './cards'
import type { SHeadRules } from './rules'

export type Phase = 'swap' | 'play' | 'over'
/** Where a seat plays from this turn. RULES-NOTES: S-head, Order of sources. */
export type Source = 'hand' | 'faceUp' | 'faceDown'

export interface SeatCards {
  hand: Card[]
  faceUp: Card[]
  /** Three slots; null once that face-down card has been played. */
  faceDown: (Card | null)[]
}

export interface State {
  players: number
  rules: SHeadRules
  phase: Phase
  rng: RngState
  seats: SeatCards[]
  /** Swap phase: who has declared ready. */
  ready: boolean[]
  /** Draw pile; the top card is the last element. */
  draw: Card[]
  /** Face-up pile, bottom first; the top card is the last element. */
  pile: Card[]
  /** Seat that put the top card on the pile (the dealer for the turned starter); null when empty. */
  pileOwner: number | null
  burned: Card[]
  /** Seat to play (play phase). */
  turn: number
  /** Seats in the order they went out; the S-head is added last. */
  placings: number[]
  moveCount: number
  /** What the last move did, in order (the UI animates and explains these). */
  events: GameEvent[]
}

export type Move =
  /** Swap phase: exchange one hand card with one face-up card. */
  | { type: 'swap'; hand: Card; faceUp: Card }
  /** Swap phase: done swapping. */
  | { type: 'ready' }
  /** One card or several of one rank, from the hand or (hand empty) the face-up cards. */
  | { type: 'play'; cards: Card[] }
  /** Play a face-down card blind: the move names the slot, not the card. */
  | { type: 'blind'; slot: number }
  /** Pick up the whole pile (only when no legal play exists). */
  | { type: 'pickup' }

export type LeadReason = 'forced-pickup' | 'burn'

export type GameEvent =
  | { type: 'swap'; seat: number }
  | { type: 'ready'; seat: number }
  /** The dealer turned the top of the draw pile to start the pile. */
  | { type: 'start'; seat: number; card: Card }
  /** A face-down card was turned; `beats` false means it goes up with the pile. */
  | { type: 'blind'; seat: number; slot: number; card: Card; beats: boolean }
  | { type: 'play'; seat: number; cards: Card[]; from: Source }
  | { type: 'burn'; seat: number; count: number; reason: 'four' | 'ten' }
  | { type: 'pickup'; seat: number; count: number }
  | { type: 'draw'; seat: number; count: number }
  /** Someone other than the next seat in order starts the new pile, and why. */
  | { type: 'lead'; seat: number; reason: LeadReason }
  | { type: 'out'; seat: number; place: number }
  | { type: 'end'; sHead: number }

export interface SeatView {
  seat: number
  handCount: number
  faceUp: Card[]
  /** One entry per slot: true while a face-down card lies there (its identity is never shown). */
  faceDown: boolean[]
  ready: boolean
  out: boolean
  /** 1 = first out; null while still playing. */
  place: number | null
}

/** What the next play must satisfy (null fields: no limit). */
export interface ToBeat {
  /** Lowest rank that may be played (the card to beat, looking through invisible 3s). */
  atLeast: number | null
  /** After a 7 with the sevenOrLower house rule. */
  atMost: number | null
}

export interface View {
  /** The viewing seat; null = table/spectator view. */
  seat: number | null
  players: number
  rules: SHeadRules
  phase: Phase
  dealer: number
  /** Seat to play (play phase), else null. */
  turn: number | null
  currentSeats: number[]
  /** Own hand; null in the table view. */
  hand: Card[] | null
  seats: SeatView[]
  pile: Card[]
  pileOwner: number | null
  toBeat: ToBeat
  drawCount: number
  burned: Card[]
  placings: number[]
  events: GameEvent[]
  /** Where the viewing seat plays from on its turn; null when it is not its turn. */
  playFrom: Source | null
  /** True when the viewing seat's only legal move is to pick up the pile. */
  mustPickUp: boolean
  moveCount: number
}
