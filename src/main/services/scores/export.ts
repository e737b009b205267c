import type { Db } from '../../db/database'
import { SCHEMA_VERSION } from '../../db/migrations'

/** The stored columns of each exported table (the derived statistics columns are rebuilt on import). */
export const EXPORT_COLUMNS = {
  players: ['id', 'name', 'name_key', 'colour', 'archived', 'created_at'],
  games: ['id', 'kind', 'source', 'rules', 'seed', 'status', 'started_at', 'ended_at', 'notes', 'deleted_at'],
  seats: ['game_id', 'seat', 'player_id', 'bot_level', 'score', 'place', 'winner'],
  moves: ['game_id', 'seq', 'seat', 'at_ms', 'move'],
} as const

const TABLE = { players: 'players', games: 'games', seats: 'game_seats', moves: 'moves' } as const
const ORDER = { players: 'id', games: 'id', seats: 'game_id, seat', moves: 'game_id, seq' } as const

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
      .prepare(`SELECT ${EXPORT_COLUMNS[key].join(', ')} FROM ${TABLE[key]} ORDER BY ${ORDER[key]}`)
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

/** A spreadsheet cell: quoted when needed; text that a spreadsheet would run as a formula is defused. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
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
       WHERE g.status = 'finished' AND g.deleted_at IS NULL
       ORDER BY g.started_at DESC, g.id, s.seat`,
    )
    .all() as Record<string, unknown>[]
  const header = ['date', 'game', 'source', 'game_id', 'player', 'kind', 'place', 'score', 'winner', 'notes']
  const lines = [header.join(','), ...rows.map((r) => header.map((h) => cell(r[h])).join(','))]
  return lines.join('\r\n') + '\r\n'
}
