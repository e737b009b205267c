import type { Db } from '../../db/database'
import { SCHEMA_VERSION } from '../../db/migrations'
import { disclosableSql } from '../disclosure'
import { csvRecord } from './csv'

/** The stored columns of each exported table (the derived statistics columns are rebuilt on import). */
export const EXPORT_COLUMNS = {
  players: ['id', 'name', 'name_key', 'colour', 'archived', 'created_at'],
  games: ['id', 'kind', 'source', 'rules', 'seed', 'status', 'started_at', 'ended_at', 'notes', 'deleted_at'],
  seats: ['game_id', 'seat', 'player_id', 'bot_level', 'score', 'place', 'winner'],
  moves: ['game_id', 'seq', 'seat', 'at_ms', 'move'],
} as const

const TABLE = { players: 'players', games: 'games', seats: 'game_seats', moves: 'moves' } as const
const ORDER = { players: 'id', games: 'id', seats: 'game_id, seat', moves: 'game_id, seq' } as const
/**
 * Only finished games are written, with their seats and moves: the seed and moves of an unfinished
 * game would give its hidden cards away (src/main/services/disclosure.ts). Players are all written.
 */
const WHERE = {
  players: '',
  games: `WHERE ${disclosableSql('games')}`,
  seats: `WHERE game_id IN (SELECT id FROM games WHERE ${disclosableSql('games')})`,
  moves: `WHERE game_id IN (SELECT id FROM games WHERE ${disclosableSql('games')})`,
} as const

export const EXPORT_FORMAT = 'tabletop-companion-scores'

export interface ExportFile {
  format: typeof EXPORT_FORMAT
  version: 1
  schema: number
  exportedAt: string
  players: Record<string, unknown>[]
  games: Record<string, unknown>[]
  seats: Record<string, unknown>[]
  moves: Record<string, unknown>[]
}

export function exportJson(db: Db): ExportFile {
  const read = (key: keyof typeof TABLE): Record<string, unknown>[] =>
    db
      .prepare(
        `SELECT ${EXPORT_COLUMNS[key].join(', ')} FROM ${TABLE[key]} ${WHERE[key]} ORDER BY ${ORDER[key]}`,
      )
      .all() as Record<string, unknown>[]
  return {
    format: EXPORT_FORMAT,
    version: 1,
    schema: SCHEMA_VERSION,
    exportedAt: new Date().toISOString(),
    players: read('players'),
    games: read('games'),
    seats: read('seats'),
    moves: read('moves'),
  }
}

/** One line per seat of every finished game, newest first. */
export function exportCsv(db: Db): string {
  const rows = db
    .prepare(
      `SELECT substr(g.started_at, 1, 10) AS date, g.kind AS game, g.source AS source, g.id AS game_id,
         COALESCE(p.name, 'Computer (' || s.bot_level || ')') AS player,
         CASE WHEN s.player_id IS NULL THEN 'computer' ELSE 'person' END AS kind,
         s.place AS place, s.score AS score, CASE s.winner WHEN 1 THEN 'yes' ELSE 'no' END AS winner,
         g.notes AS notes
       FROM games g JOIN game_seats s ON s.game_id = g.id LEFT JOIN players p ON p.id = s.player_id
       WHERE ${disclosableSql('g')} AND g.deleted_at IS NULL
       ORDER BY g.started_at DESC, g.id, s.seat`,
    )
    .all() as Record<string, unknown>[]
  const header = ['date', 'game', 'source', 'game_id', 'player', 'kind', 'place', 'score', 'winner', 'notes']
  return [csvRecord(header), ...rows.map((r) => csvRecord(header.map((h) => r[h])))].join('')
}
