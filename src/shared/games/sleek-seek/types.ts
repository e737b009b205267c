import type { MatchKind } from '../cards64'

/** Places on the table, one per card of the deck, so the UI can draw a fixed 8 x 8 grid. */
export const TABLE_SLOTS = 64
export const EMPTY = -1

export interface SleekSeekRules {
  /** RULES-NOTES: Sleek Seek — the caller's time to select three cards (default 5 s). */
  selectMs: number
  /** RULES-NOTES: Sleek Seek — calls this close to the first one are simultaneous (default 300 ms). */
  simultaneousMs: number
}

export const DEFAULT_RULES: SleekSeekRules = { selectMs: 5000, simultaneousMs: 300 }

export interface Call {
  caller: number
  /** Game-clock time of the first "Seek!". */
  atMs: number
  /** Seats whose calls arrived within simultaneousMs of the first, in order. */
  simultaneous: number[]
}

export type SleekSeekEvent =
  | { kind: 'flip'; seat: number; card: number; slot: number }
  | { kind: 'call'; seat: number }
  | { kind: 'simultaneous'; seat: number }
  | { kind: 'take'; seat: number; cards: number[]; matchKind: MatchKind }
  /** Simultaneous calls and a match: the three leave play and nobody scores them. */
  | { kind: 'removed'; seat: number; callers: number[]; cards: number[]; matchKind: MatchKind }
  /** A mistaken call: the caller's last won card (if any) goes back face up on the table. */
  | { kind: 'mistake'; seat: number; reason: 'no-match' | 'time'; cards: number[]; returned: number | null }

export interface State {
  game: 'sleek-seek'
  players: number
  rules: SleekSeekRules
  /** Face-down pack; the top card is the last element. */
  pack: number[]
  /** TABLE_SLOTS places, each a face-up card id or EMPTY. */
  table: number[]
  /** Cards won by each seat, in the order won; the last element is the "last card won". */
  won: number[][]
  /** Cards removed from play by simultaneous calls. */
  removed: number[]
  /** Whose turn it is to flip. Calls do not change it. */
  turn: number
  flips: number
  call: Call | null
  clockMs: number
  over: boolean
  lastEvent: SleekSeekEvent | null
}

export type Move =
  | { type: 'flip'; t?: number }
  /** "Seek!": the game clock time t is set by engine.stamp. */
  | { type: 'seek'; t?: number }
  /** The caller's three chosen face-up cards (card ids), all at once. */
  | { type: 'select'; cards: number[]; t?: number }
  /** The table's own move (engine.timer) when the caller's time runs out. */
  | { type: 'timeout'; t?: number }

export type Phase = 'flipping' | 'calling' | 'over'

export interface View {
  game: 'sleek-seek'
  players: number
  seat: number | null
  phase: Phase
  turn: number
  /** Whether `turn` may flip now (pack not empty and no call being resolved). */
  canFlip: boolean
  /** TABLE_SLOTS places: a face-up card id, or null for an empty place. */
  slots: (number | null)[]
  packCount: number
  flips: number
  won: number[][]
  scores: number[]
  removed: number[]
  call: (Call & { windowEndsAtMs: number; deadlineMs: number }) | null
  clockMs: number
  lastEvent: SleekSeekEvent | null
}
