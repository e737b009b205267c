import * as v from 'valibot'
import { ColourSchema, EmptySchema, GameIdSchema, IdSchema, PlayerNameSchema } from './common'
import { SettingsPatchSchema, type Settings } from './settings'
import { AnyMoveSchema } from './moves'
import type { GameId, SeatResult } from '../engine/types'
import { scoreRequests, type ScoreEvents, type ScoreResults } from './scores' // scores (issue 7)
import { seatOwnerRequests, type SeatOwnerEvents, type SeatOwnerResults } from './seats' // phones (issue 24)

// ---- entities -------------------------------------------------------------------------------

export interface Player {
  id: string
  name: string
  colour: string
  archived: boolean
  createdAt: string
}

export interface AppInfo {
  name: string
  version: string
  mode: 'electron' | 'web'
  dbPath: string
  /** Set once when the database had to be moved aside (corrupt): where the old file went. */
  dbNotice: string | null
  /** With dbNotice: the newest backup that passes the check, offered for restore (null if none). */
  dbBackup: { name: string; createdAt: string } | null
  /** Whether the coco-ssd model files are present for the camera referee. */
  modelAvailable: boolean
  /** Games whose engines are installed (the others show as coming soon). */
  availableGames: GameId[]
}

export interface SeatInfo {
  seat: number
  kind: 'human' | 'bot'
  name: string
  colour: string
  playerId: string | null
  level: string | null
}

/** What one seat (or the table, seat null) may know of a running game, plus what it may do. */
export interface GameSnapshot {
  sessionId: string
  game: GameId
  rules: Record<string, unknown>
  seats: SeatInfo[]
  seat: number | null
  view: unknown
  legal: unknown[]
  current: number[]
  over: boolean
  result: (SeatResult & { winner: boolean })[] | null
  /** Number of moves applied so far; clients send it back to avoid acting on a stale view. */
  seq: number
  clockMs: number
}

export interface GameSummary {
  id: string
  game: GameId
  source: 'app' | 'logged'
  status: 'active' | 'finished' | 'abandoned'
  startedAt: string
  endedAt: string | null
  seats: (SeatInfo & { score: number | null; place: number | null; winner: boolean })[]
  moveCount: number
}

// ---- schemas --------------------------------------------------------------------------------

export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]

const SeatSpecSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('human'), playerId: IdSchema }),
  v.strictObject({ kind: v.literal('bot'), level: v.picklist(BOT_LEVELS) }),
])
export type SeatSpec = v.InferOutput<typeof SeatSpecSchema>

const SeatSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7))

/** Every request: its params schema. The services' handlers are typed from this table. */
export const requests = {
  'app.info': EmptySchema,
  'players.list': v.optional(v.strictObject({ includeArchived: v.optional(v.boolean()) }), {}),
  'players.create': v.strictObject({ name: PlayerNameSchema, colour: v.optional(ColourSchema) }),
  'players.rename': v.strictObject({ id: IdSchema, name: PlayerNameSchema }),
  'players.setColour': v.strictObject({ id: IdSchema, colour: ColourSchema }),
  'players.setArchived': v.strictObject({ id: IdSchema, archived: v.boolean() }),
  'settings.get': EmptySchema,
  'settings.set': SettingsPatchSchema,
  'games.start': v.strictObject({
    game: GameIdSchema,
    seats: v.pipe(v.array(SeatSpecSchema), v.minLength(2), v.maxLength(8)),
    rules: v.optional(
      v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.string(), v.number(), v.boolean()])),
    ),
    // No seed: the main process draws every seed (docs/architecture.md, Hidden information).
  }),
  'games.snapshot': v.strictObject({ sessionId: IdSchema, seat: v.nullable(SeatSchema) }),
  'games.move': v.strictObject({
    sessionId: IdSchema,
    seat: SeatSchema,
    move: AnyMoveSchema,
    seq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  'games.hint': v.strictObject({ sessionId: IdSchema, seat: SeatSchema }),
  'games.list': v.optional(
    v.strictObject({
      status: v.optional(v.picklist(['active', 'finished', 'abandoned'])),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
    }),
    {},
  ),
  'games.abandon': v.strictObject({ sessionId: IdSchema }),
  /** Takes back an abandon (the "Undo" offered after it): the game is active again, moves intact. */
  'games.unabandon': v.strictObject({ sessionId: IdSchema }),
  ...scoreRequests, // scores (issue 7)
  ...seatOwnerRequests, // phones (issue 24)
} as const

export type Method = keyof typeof requests
export type Params<M extends Method> = v.InferOutput<(typeof requests)[M]>
export type ParamsIn<M extends Method> = v.InferInput<(typeof requests)[M]>

export interface Results extends ScoreResults, SeatOwnerResults {
  'app.info': AppInfo
  'players.list': Player[]
  'players.create': Player
  'players.rename': Player
  'players.setColour': Player
  'players.setArchived': Player
  'settings.get': Settings
  'settings.set': Settings
  'games.start': GameSnapshot
  'games.snapshot': GameSnapshot
  'games.move': GameSnapshot
  'games.hint': { move: unknown | null }
  'games.list': GameSummary[]
  'games.abandon': { ok: true }
  'games.unabandon': { ok: true }
}

/** Events the services push to every client. They never carry hidden information. */
export interface Events extends ScoreEvents, SeatOwnerEvents {
  'players.changed': Record<string, never>
  'settings.changed': Settings
  'game.updated': { sessionId: string; seq: number; over: boolean }
}
export type EventName = keyof Events

export function isMethod(name: string): name is Method {
  return Object.prototype.hasOwnProperty.call(requests, name)
}
