import type { RngState } from '../../engine/rng'
import type { ActionCard, ActionKind, Animal } from './vocabulary'
import type { Rules } from './constants'

export interface Point {
  x: number
  y: number
}

/** One of the 26 animal tokens: in the box (at = null) or on the table at a position in cm. */
export interface AnimalPiece {
  id: string
  type: Animal
  at: Point | null
}

export type Phase = 'drop' | 'look' | 'action' | 'answer' | 'reveal' | 'over'

/** What the Lead did, for the reveal (virtual table only). */
export interface Change {
  kind: ActionKind
  ids: string[]
  types: Animal[]
  /** Per id: where it stood before (null = it came from the box). */
  from: (Point | null)[]
  /** Per id: where it stands now (null = back in the box). */
  to: (Point | null)[]
}

/** What is known about the physical table: how many of each type may be on it. */
export type TableBounds = Record<Animal, { min: number; max: number }>

export interface State {
  players: number
  rules: Rules
  rng: RngState
  animals: AnimalPiece[]
  /** Draw pile; the top card is the last element. */
  deck: ActionCard[]
  discard: ActionCard[]
  leadSeat: number
  /** Turns started so far minus one: 0 for the first Lead. */
  turn: number
  round: number
  roundsPerTurn: number
  phase: Phase
  wrongDrops: number
  /** Animals in the current drop (virtual: exact; physical: as reported, or null). */
  dropCount: number | null
  /** Physical mode: the reported drop count adjusted by adds and removes since. */
  physicalCount: number | null
  /** The wrong-count claim is open during the look right after a drop. */
  claimOpen: boolean
  /** Seats whose claim this drop was false (each seat claims at most once per drop). */
  falseClaims: number[]
  card: ActionCard | null
  /** Cards drawn and set aside this round because they could not be done. */
  skipped: ActionCard[]
  change: Change | null
  answers: (Animal[] | null)[]
  scores: number[]
  lastResult: { correct: boolean[]; leadScored: boolean } | null
  /** Physical mode only. */
  bounds: TableBounds | null
  clockMs: number
  phaseStartMs: number
  /** The last public thing that happened, as data; the renderer puts it into words. */
  event: NowYouSeeMeEvent | null
}

/**
 * What happened, as typed data (issue #23): engines never write sentences, so rewording the table's
 * words cannot break it. Seats are 0-based. Nothing here is hidden from anyone (never the card, an
 * answer before the reveal, or an animal id), so every seat's view carries the same event.
 */
export type NowYouSeeMeEvent =
  /** The Lead dropped the animals: how many (null: a physical drop nobody counted). */
  | { kind: 'dropped'; count: number | null }
  /** A wrong-count claim that was not: the drop had `count` animals, within the rules. */
  | { kind: 'claim-false'; seat: number; count: number }
  /** A right wrong-count claim: `wrongDrops` in a row so far; the third ends the Lead's turn. */
  | { kind: 'claim-right'; seat: number; wrongDrops: number; turnEnds: boolean }
  /** Step 2 begins: "Now, close your eyes!". */
  | { kind: 'eyes-closed' }
  /** Physical box: the card could not be done, so the Lead drew the next one. */
  | { kind: 'card-redrawn' }
  /** Step 3 begins: "You can open your eyes!". */
  | { kind: 'eyes-opened' }
  /** The reveal: these seats answered right and score 1 point each. */
  | { kind: 'answered-right'; seats: number[] }
  /** The reveal: nobody answered right, so the Lead scores. */
  | { kind: 'nobody-right'; leadSeat: number }
  /** A later round of the same Lead's turn begins on the table the last round left. */
  | { kind: 'round-started'; round: number }

interface Timed {
  /** Game-clock time stamped by engine.stamp. */
  atMs?: number
}

export type Move = Timed &
  (
    | { type: 'drop'; count?: number }
    | { type: 'claim' }
    | { type: 'closeEyes' }
    | { type: 'act'; animalIds?: string[]; to?: Point }
    | { type: 'autoAct' }
    | { type: 'done' }
    | { type: 'cannotDo' }
    | { type: 'answer'; animals: Animal[] }
    | { type: 'nextRound' }
  )

/** An animal as a seat sees it. Only the Lead's view carries ids (ids would give the change away). */
export interface TableAnimal {
  type: Animal
  x: number
  y: number
  id?: string
}

export interface Reveal {
  card: ActionCard
  answers: (Animal[] | null)[]
  correct: boolean[]
  leadScored: boolean
  change: Change | null
}

export interface View {
  seat: number | null
  players: number
  leadSeat: number
  isLead: boolean
  turn: number
  round: number
  roundsPerTurn: number
  phase: Phase
  physical: boolean
  /** The app plays the Lead's hands (drop, action, next round by timer). */
  appLeads: boolean
  scores: number[]
  tokens: { red: number; green: number }[]
  /** Sorted by position; null in physical mode. During the action phase: the table before the change. */
  table: TableAnimal[] | null
  /** Animals on the table (physical: the reported drop count, adjusted by adds and removes). */
  tableCount: number | null
  /** True for non-Leads during the action phase. */
  eyesClosed: boolean
  /** The Lead's card from the action phase on; everyone's at the reveal. */
  card: ActionCard | null
  /** The Lead's own change (Lead only, before the reveal). */
  change: Change | null
  /** The question asked in the answer phase: add, remove, move or swap. */
  question: ActionKind | null
  answered: boolean[]
  myAnswer: Animal[] | null
  claimOpen: boolean
  canClaim: boolean
  wrongDrops: number
  /** Game-clock time at which the look ends (Step 1 timer). */
  lookEndsAtMs: number | null
  /** App-led action phase: game-clock time at which the app makes the change. */
  actAtMs: number | null
  reveal: Reveal | null
  event: NowYouSeeMeEvent | null
  bounds: TableBounds | null
}
