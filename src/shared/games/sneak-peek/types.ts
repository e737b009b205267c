import type { MatchKind } from '../cards64'

/** Places on the table: one per card of the deck, so the UI can draw a fixed 8 x 8 grid. */
export const TABLE_SLOTS = 64
/** An empty place on the table. */
export const EMPTY = -1

export interface SneakPeekRules {
  /** RULES-NOTES: Sneak Peek turn — how long a missed three stay visible (default 3 s). */
  revealMs: number
}

export const DEFAULT_RULES: SneakPeekRules = { revealMs: 3000 }

/** flipping: the turn seat flips; reveal: a missed three is on show until the timer; over. */
export type Phase = 'flipping' | 'reveal' | 'over'

export type SneakPeekEvent =
  | { kind: 'match'; seat: number; cards: number[]; matchKind: MatchKind }
  /** No cards here: after the reveal they are face down again, and their identity is hidden. */
  | { kind: 'miss'; seat: number }

export interface State {
  game: 'sneak-peek'
  players: number
  rules: SneakPeekRules
  /** Face-down pack; the top card is the last element. */
  pack: number[]
  /** TABLE_SLOTS places holding a card id or EMPTY. A card keeps its place until it is won. */
  table: number[]
  /** Places turned face up this turn, in flip order (0 to 3). Every other table card is face down. */
  flipped: number[]
  /** Cards won by each seat, in the order won (public). */
  won: number[][]
  turn: number
  /** Turns begun so far (1 = the first turn); bots use it as a clock for forgetting. */
  turnNo: number
  phase: Phase
  /** Whether the pack was empty when this turn began, and whether this turn has made a match. */
  turnBeganWithEmptyPack: boolean
  turnMatched: boolean
  /** Consecutive turns that began with an empty pack and made no match (RULES-NOTES: Sneak Peek end). */
  quietTurns: number
  revealEndsAtMs: number | null
  /** Latest game-clock time carried by a move. */
  clockMs: number
  lastEvent: SneakPeekEvent | null
}

export type Move =
  | { type: 'flipPack'; t?: number }
  | { type: 'flipSlot'; slot: number; t?: number }
  /** The table's own move (engine.timer) that ends a reveal: the three turn face down. */
  | { type: 'hide'; t?: number }

export type SlotView = { kind: 'empty' } | { kind: 'faceDown' } | { kind: 'faceUp'; card: number }

export interface View {
  game: 'sneak-peek'
  players: number
  /** The seat this view is for; null = spectator/table. */
  seat: number | null
  turn: number
  turnNo: number
  phase: Phase
  /** TABLE_SLOTS places; a face-down card shows no identity. */
  slots: SlotView[]
  packCount: number
  /** Face-up cards of this turn in flip order; its length is the flips made so far this turn. */
  faceUp: { slot: number; card: number }[]
  won: number[][]
  scores: number[]
  quietTurns: number
  lastEvent: SneakPeekEvent | null
  /** Game-clock time when the reveal ends (phase 'reveal' only). */
  revealEndsAtMs: number | null
}
