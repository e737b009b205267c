/**
 * The engine contract every game satisfies (see docs/architecture.md).
 *
 * State, Move and View are plain JSON. Randomness comes only from the seeded PRNG whose
 * state lives inside State, so setup(seed) + the move log reproduces a game exactly.
 */
import type { GenericSchema } from 'valibot'

export type GameId = 'sneak-peek' | 'sleek-seek' | 's-head' | 'now-you-see-me'

export interface SetupOptions {
  players: number
  seed: string
  rules?: Record<string, unknown>
}

export interface SeatResult {
  seat: number
  /** Game-specific score: cards won, points, or for S-head (players - place). */
  score: number
  /** 1 = best; tied seats share a place. */
  place: number
}

/** A move the table itself makes at a point of the game clock (e.g. a reveal ends). */
export interface TimedMove<Move> {
  seat: number
  move: Move
  /** Game-clock time in ms (since the game started) at which the move happens. */
  atMs: number
}

export interface GameEngine<State, Move, View> {
  id: GameId
  minPlayers: number
  maxPlayers: number
  /**
   * The game's rules with their bounds (src/shared/engine/rules.ts): the API checks a game's rules
   * with it before the game starts, and `setup` reads them through it.
   */
  rulesSchema(players: number): GenericSchema<unknown, unknown>
  setup(options: SetupOptions): State
  /** Who may act now (several in real-time phases). */
  currentSeats(state: State): number[]
  /**
   * A finite list of legal moves; may be empty. For moves with continuous parameters
   * (positions on a table) it is a representative list and `apply` is the authority.
   */
  legalMoves(state: State, seat: number): Move[]
  /** Returns a new state; never mutates its input; throws RuleError on an illegal move. */
  apply(state: State, seat: number, move: Move): State
  /** The privacy boundary. seat null = spectator/table view with no hidden information. */
  view(state: State, seat: number | null): View
  isOver(state: State): boolean
  result(state: State): SeatResult[]
  /** Optional: the next move the table makes by itself when nobody acts first. */
  timer?(state: State): TimedMove<Move> | null
  /** Optional: stamps the game clock into a move arriving now (real-time games). */
  stamp?(move: Move, nowMs: number): Move
}

/** A computer player. It sees only its own seat's view, never the state. */
export interface BotDecision<Move> {
  move: Move
  /** Thinking or reaction time before the move happens, in ms of game clock. */
  delayMs?: number
}

export interface BotContext {
  /** Game clock now, in ms since the game started. */
  nowMs: number
}

export interface Bot<View, Move> {
  level: string
  /** Called with every view the seat gets, in order, so the bot can remember what it saw. */
  observe?(view: View, ctx: BotContext): void
  /** The bot's move for this view, or null to wait (real-time games). */
  decide(view: View, legal: Move[], ctx: BotContext): BotDecision<Move> | null
}

export type BotFactory<View, Move> = (seat: number, seed: string) => Bot<View, Move>
