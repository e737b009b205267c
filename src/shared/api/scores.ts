import * as v from 'valibot'
import { ColourSchema, GameIdSchema, IdSchema, PlayerNameSchema } from './common'
import type { GameId } from '../engine/types'

// ---- entities -------------------------------------------------------------------------------

export type Period = 'all' | 'year' | '30d'

/** One row of a leaderboard: a person, or one computer level ("Computer (easy)"). */
export interface LeaderRow {
  /** Player id, or `bot:<level>` for a computer player. */
  who: string
  kind: 'human' | 'bot'
  name: string
  colour: string
  archived: boolean
  games: number
  wins: number
  /** wins / games, 0..1. */
  winRate: number
  meanPlace: number | null
  meanScore: number | null
  bestScore: number | null
  bestPlace: number | null
  currentStreak: number
  longestStreak: number
}

export interface Leaderboard {
  game: GameId | 'all'
  period: Period
  rows: LeaderRow[]
}

export interface HeadToHead {
  who: string
  name: string
  colour: string
  kind: 'human' | 'bot'
  games: number
  wins: number
  losses: number
  draws: number
}

/** One month of a player's results: for the chart of results over time. */
export interface ResultPoint {
  month: string
  games: number
  wins: number
  meanPlace: number | null
}

export interface PlayerProfile {
  player: { id: string; name: string; colour: string; archived: boolean }
  /** Totals per game plus an 'all' row. */
  totals: (Omit<LeaderRow, 'who' | 'kind' | 'name' | 'colour' | 'archived'> & { game: GameId | 'all' })[]
  headToHead: HeadToHead[]
  overTime: ResultPoint[]
  recent: HistoryGame[]
}

export interface HistorySeat {
  seat: number
  who: string
  kind: 'human' | 'bot'
  name: string
  colour: string
  playerId: string | null
  score: number | null
  place: number | null
  winner: boolean
}

export interface HistoryGame {
  id: string
  game: GameId
  source: 'app' | 'logged'
  status: 'active' | 'finished' | 'abandoned'
  playedAt: string
  endedAt: string | null
  notes: string | null
  seats: HistorySeat[]
  moveCount: number
  /** An unfinished in-app game that can be resumed. */
  resumable: boolean
}

export interface ReplayStep {
  game: HistoryGame
  step: number
  steps: number
  rules: Record<string, unknown>
  /** Table view (seat null) after `step` moves: no hidden information. */
  view: unknown
  /** The move that led to this step, or null at the start. */
  move: { seat: number; move: unknown; atMs: number } | null
}

export interface ImportReport {
  players: number
  games: number
  seats: number
  moves: number
  /** Games skipped because a game with the same id was already there. */
  skippedGames: number
  /** Unfinished games left out: their seeds were not drawn here (only finished games are exported). */
  unfinishedGames: number
}

export interface BackupInfo {
  name: string
  bytes: number
  createdAt: string
}

// ---- schemas --------------------------------------------------------------------------------

const Score = v.pipe(
  v.number('A score is a number.'),
  v.finite('A score is a number.'),
  v.minValue(0, 'Scores cannot be negative.'),
  v.maxValue(100000, 'A score is at most 100000.'),
)
const PlaceSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8, 'A place is 1 to 8.'))
/** Computer player levels (every game has these four; the services check the game has the level). */
const BOT_LEVEL_NAMES = ['random', 'easy', 'medium', 'hard'] as const

/** A time as the app writes it (ISO 8601), or a plain date. */
const TimestampSchema = v.pipe(
  v.string('A time is text.'),
  v.maxLength(40, 'A time has at most 40 characters.'),
  v.regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'A time is a date (YYYY-MM-DD…).'),
)
const SeatNumberSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(7, 'A table has at most 8 seats.'),
)
/**
 * Bounds of the import and restore rows. A move is a small JSON object: the longest any computer
 * player made in 80 measured games was 73 characters, and the biggest legal move (an answer naming
 * animals) stays under 300; 2,048 leaves room and refuses a junk-padded one.
 */
export const MAX_MOVE_CHARS = 2048
/** Moves per game: S-head with six players took at most 1,585 in the same measure. */
export const MAX_MOVES_PER_GAME = 100_000
/** The game clock of one game: a year of play, far above any real game and below float trouble. */
export const MAX_GAME_CLOCK_MS = 365 * 24 * 3600 * 1000
export const MAX_RULES_CHARS = 2000
export const MAX_NOTES_CHARS = 2000
/** The seed of a game (the app draws a 36-character UUID). */
export const MAX_SEED_CHARS = 64

/**
 * The rows of a scores export (and of a restored backup), with the same bounds as live play. Row
 * objects are not strict: a column this version does not know is dropped, never written.
 * Cross-row rules (seats per game, bot levels the game has, rules through the game's schema, moves
 * that replay) are checked by the services (src/main/services/scores/validate.ts).
 */
export const ScoreRowsSchema = v.object({
  players: v.array(
    v.object({
      id: IdSchema,
      name: PlayerNameSchema,
      colour: ColourSchema,
      archived: v.picklist([0, 1]),
      created_at: TimestampSchema,
    }),
  ),
  games: v.array(
    v.object({
      id: IdSchema,
      kind: GameIdSchema,
      source: v.picklist(['app', 'logged']),
      rules: v.pipe(
        v.string(),
        v.maxLength(MAX_RULES_CHARS, `The rules have at most ${MAX_RULES_CHARS} characters.`),
      ),
      seed: v.nullable(
        v.pipe(
          v.string(),
          v.minLength(1),
          v.maxLength(MAX_SEED_CHARS, `A seed has at most ${MAX_SEED_CHARS} characters.`),
        ),
      ),
      status: v.picklist(['active', 'finished', 'abandoned']),
      started_at: TimestampSchema,
      ended_at: v.nullable(TimestampSchema),
      notes: v.nullable(
        v.pipe(v.string(), v.maxLength(MAX_NOTES_CHARS, `Notes have at most ${MAX_NOTES_CHARS} characters.`)),
      ),
      deleted_at: v.optional(v.nullable(TimestampSchema), null),
    }),
  ),
  seats: v.array(
    v.object({
      game_id: IdSchema,
      seat: SeatNumberSchema,
      player_id: v.nullable(IdSchema),
      bot_level: v.nullable(
        v.picklist(BOT_LEVEL_NAMES, 'A computer player is random, easy, medium or hard.'),
      ),
      score: v.nullable(Score),
      place: v.nullable(PlaceSchema),
      winner: v.picklist([0, 1]),
    }),
  ),
  moves: v.array(
    v.object({
      game_id: IdSchema,
      seq: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_MOVES_PER_GAME - 1)),
      seat: SeatNumberSchema,
      at_ms: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(0),
        v.maxValue(MAX_GAME_CLOCK_MS, "A move's game clock (at_ms) is at most a year."),
      ),
      move: v.pipe(
        v.string(),
        v.maxLength(MAX_MOVE_CHARS, `A move has at most ${MAX_MOVE_CHARS} characters.`),
      ),
    }),
  ),
})
export type ScoreRows = v.InferOutput<typeof ScoreRowsSchema>

const LoggedSeatSchema = v.strictObject({
  playerId: IdSchema,
  /** Cards won (Sneak Peek, Sleek Seek) or points (Now you see me). */
  score: v.optional(Score),
  /** S-head: 1 = first out … n = the S-head. */
  place: v.optional(PlaceSchema),
})

export const LoggedGameSchema = v.strictObject({
  game: GameIdSchema,
  playedOn: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.')),
  notes: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  seats: v.pipe(
    v.array(LoggedSeatSchema),
    v.minLength(2, 'A game needs at least two players.'),
    v.maxLength(8),
  ),
})
export type LoggedGameInput = v.InferOutput<typeof LoggedGameSchema>

const PeriodSchema = v.picklist(['all', 'year', '30d'])
const WhoSchema = v.pipe(v.string(), v.maxLength(80), v.regex(/^(bot:)?[A-Za-z0-9_-]+$/))

export const scoreRequests = {
  'scores.log': LoggedGameSchema,
  'scores.edit': v.strictObject({ gameId: IdSchema, ...LoggedGameSchema.entries }),
  'scores.delete': v.strictObject({ gameId: IdSchema }),
  'scores.undelete': v.strictObject({ gameId: IdSchema }),
  'scores.leaderboard': v.strictObject({
    game: v.union([GameIdSchema, v.literal('all')]),
    period: v.optional(PeriodSchema, 'all'),
    includeBots: v.optional(v.boolean(), true),
    includeArchived: v.optional(v.boolean(), false),
    /** Only games in which every one of these took part. */
    withPlayers: v.optional(v.pipe(v.array(WhoSchema), v.maxLength(8)), []),
  }),
  'scores.profile': v.strictObject({ playerId: IdSchema, period: v.optional(PeriodSchema, 'all') }),
  'scores.history': v.strictObject({
    game: v.optional(GameIdSchema),
    playerId: v.optional(WhoSchema),
    /** Matches a player's name (any seat). */
    search: v.optional(v.pipe(v.string(), v.maxLength(40))),
    includeUnfinished: v.optional(v.boolean(), true),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 50),
    offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  }),
  'scores.game': v.strictObject({ gameId: IdSchema }),
  'games.replay': v.strictObject({
    gameId: IdSchema,
    step: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  'scores.export': v.strictObject({ format: v.picklist(['json', 'csv']) }),
  /**
   * An export arrives in parts (messages are limited in size), counted once each by index; the part
   * that completes it runs the import. What unfinished uploads may hold: UPLOAD_LIMITS (main).
   */
  'scores.import': v.strictObject({
    uploadId: IdSchema,
    part: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1999)),
    parts: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2000)),
    text: v.pipe(v.string(), v.maxLength(200 * 1024)),
  }),
  'backups.list': v.optional(v.strictObject({}), {}),
  'backups.create': v.optional(v.strictObject({}), {}),
  'backups.restore': v.strictObject({
    name: v.pipe(v.string(), v.maxLength(120), v.regex(/^[A-Za-z0-9_.-]+\.sqlite$/, 'Not a backup name.')),
  }),
} as const

export interface ScoreResults {
  'scores.log': HistoryGame
  'scores.edit': { game: HistoryGame; previous: LoggedGameInput }
  'scores.delete': { ok: true }
  'scores.undelete': HistoryGame
  'scores.leaderboard': Leaderboard
  'scores.profile': PlayerProfile
  'scores.history': { games: HistoryGame[]; total: number }
  'scores.game': HistoryGame
  'games.replay': ReplayStep
  'scores.export': { filename: string; mime: string; content: string }
  'scores.import': { done: false } | { done: true; report: ImportReport }
  'backups.list': { dir: string; backups: BackupInfo[] }
  'backups.create': BackupInfo
  'backups.restore': { ok: true; restored: string; safetyCopy: string }
}

export interface ScoreEvents {
  /** Scores changed outside the screen that shows them (logged, edited, imported, restored). */
  'scores.changed': Record<string, never>
}
