import * as v from 'valibot'
import { ApiError, type ScoreRows } from '../../../shared/api'
import { openRaw, type Db } from '../../db/database'
import { nameKey } from '../players'
import { validateScoreRows } from './validate'

/**
 * The rows a restore copies, read and written by this version's own column lists: a column the live
 * schema does not know is never read, and every name that reaches SQL is quoted. (A crafted backup
 * once had a column name that carried SQL, which the old copy pasted into its INSERT.)
 */
const COLUMNS = {
  players: ['id', 'name', 'name_key', 'colour', 'archived', 'created_at'],
  settings: ['key', 'value'],
  games: ['id', 'kind', 'source', 'rules', 'seed', 'status', 'started_at', 'ended_at', 'notes', 'deleted_at'],
  game_seats: ['game_id', 'seat', 'player_id', 'bot_level', 'score', 'place', 'winner'],
  moves: ['game_id', 'seq', 'seat', 'at_ms', 'move'],
} as const
type Table = keyof typeof COLUMNS

/** An SQL identifier, quoted (a double quote inside is doubled). */
export function quoteId(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** A setting as stored: a known-shaped key and a JSON value (unknown keys fall back when read). */
const SettingRowSchema = v.object({
  key: v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9_.-]+$/, 'A setting name is a plain word.')),
  value: v.pipe(
    v.string(),
    v.maxLength(10_000, 'A setting has at most 10000 characters.'),
    v.check((t) => {
      try {
        JSON.parse(t)
        return true
      } catch {
        return false
      }
    }, 'A setting is stored as JSON.'),
  ),
})

export interface BackupRows {
  rows: ScoreRows
  settings: { key: string; value: string }[]
}

/** Reads and checks every row of a (staged, migrated) backup; throws a bad_request saying what is wrong. */
export function readBackupRows(file: string): BackupRows {
  const src = openRaw(file, { readonly: true, fileMustExist: true })
  try {
    const read = (t: Table): unknown[] =>
      src.prepare(`SELECT ${COLUMNS[t].map(quoteId).join(', ')} FROM ${quoteId(t)}`).all()
    const rows = validateScoreRows(
      { players: read('players'), games: read('games'), seats: read('game_seats'), moves: read('moves') },
      'backup',
    )
    const players = new Set(rows.players.map((p) => p.id))
    const games = new Set(rows.games.map((g) => g.id))
    if (rows.seats.some((s) => !games.has(s.game_id)) || rows.moves.some((m) => !games.has(m.game_id)))
      throw new ApiError(
        'bad_request',
        'That backup has seats or moves of a game it does not hold; nothing was changed.',
      )
    if (rows.seats.some((s) => s.player_id !== null && !players.has(s.player_id)))
      throw new ApiError('bad_request', 'That backup names a player it does not hold; nothing was changed.')
    const settings = read('settings').map((r) => {
      const checked = v.safeParse(SettingRowSchema, r)
      if (!checked.success)
        throw new ApiError(
          'bad_request',
          `That backup has a bad setting: ${checked.issues[0]?.message ?? ''} Nothing was changed.`,
        )
      return checked.output
    })
    return { rows, settings }
  } finally {
    src.close()
  }
}

/** Writes checked rows into the (emptied) live tables, inside the caller's transaction. */
export function writeBackupRows(db: Db, { rows, settings }: BackupRows): void {
  const insert = (t: Table): ((row: Record<string, unknown>) => void) => {
    const cols = COLUMNS[t]
    const stmt = db.prepare(
      `INSERT INTO main.${quoteId(t)} (${cols.map(quoteId).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    )
    return (row) => stmt.run(...cols.map((c) => row[c] ?? null))
  }
  const player = insert('players')
  for (const p of rows.players) player({ ...p, name_key: nameKey(p.name) })
  const setting = insert('settings')
  for (const s of settings) setting(s)
  const game = insert('games')
  for (const g of rows.games) game(g)
  const seat = insert('game_seats')
  for (const s of rows.seats) seat(s)
  const move = insert('moves')
  for (const m of rows.moves) move(m)
}
