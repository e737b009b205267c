import * as v from 'valibot'
import { ApiError, type ImportReport } from '../../../shared/api'
import type { Db } from '../../db/database'
import { mayDisclose } from '../disclosure'
import { nameKey } from '../players'
import { EXPORT_COLUMNS, EXPORT_FORMAT } from './export'
import { importError } from './import-message'
import { validateScoreRows } from './validate'

/** The envelope of an export; its rows are checked by validateScoreRows, like a restored backup's. */
const FileSchema = v.object({
  format: v.literal(EXPORT_FORMAT, 'This is not a Tabletop Companion scores export.'),
  version: v.literal(1, 'This export was written by a newer version of the app.'),
})

/**
 * Merges an export into this database. Everything keeps its id, so a second import of the same file
 * adds nothing. A player whose id is new but whose name is already taken is the same person: their
 * seats are joined to the existing player. Games already present are left as they are.
 */
export function importJson(db: Db, text: string): ImportReport {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new ApiError('bad_request', 'The file is not valid JSON.')
  }
  if ((raw as { format?: unknown } | null)?.format !== EXPORT_FORMAT)
    throw new ApiError('bad_request', 'This is not a Tabletop Companion scores export.')
  const envelope = v.safeParse(FileSchema, raw)
  if (!envelope.success) throw importError(envelope.issues[0], 'export')
  // Every value is held to the bounds of live play before anything is written.
  const file = validateScoreRows(raw, 'export')
  const report: ImportReport = {
    players: 0,
    games: 0,
    seats: 0,
    moves: 0,
    skippedGames: 0,
    unfinishedGames: 0,
  }
  const cols = (key: keyof typeof EXPORT_COLUMNS): string => EXPORT_COLUMNS[key].join(', ')
  const marks = (key: keyof typeof EXPORT_COLUMNS): string =>
    EXPORT_COLUMNS[key].map((c) => `@${c}`).join(', ')
  db.transaction(() => {
    const byId = db.prepare('SELECT id FROM players WHERE id = ?')
    const byName = db.prepare('SELECT id FROM players WHERE name_key = ?')
    const addPlayer = db.prepare(`INSERT INTO players (${cols('players')}) VALUES (${marks('players')})`)
    const playerIds = new Map<string, string>()
    for (const p of file.players) {
      if (byId.get(p.id)) {
        playerIds.set(p.id, p.id)
        continue
      }
      const key = nameKey(p.name)
      const same = byName.get(key) as { id: string } | undefined
      if (same) {
        playerIds.set(p.id, same.id)
        continue
      }
      addPlayer.run({ ...p, name_key: key })
      playerIds.set(p.id, p.id)
      report.players++
    }
    const gameExists = db.prepare('SELECT 1 FROM games WHERE id = ?')
    const addGame = db.prepare(`INSERT INTO games (${cols('games')}) VALUES (${marks('games')})`)
    const addSeat = db.prepare(`INSERT INTO game_seats (${cols('seats')}) VALUES (${marks('seats')})`)
    const addMove = db.prepare(`INSERT INTO moves (${cols('moves')}) VALUES (${marks('moves')})`)
    const fresh = new Set<string>()
    for (const g of file.games) {
      // An unfinished game's seed was chosen by whoever wrote the file, and seeds are drawn by the
      // main process only (disclosure.ts): such a game is left out, with its seats and moves.
      if (!mayDisclose(g.status)) {
        report.unfinishedGames++
        continue
      }
      if (gameExists.get(g.id) || fresh.has(g.id)) {
        report.skippedGames++
        continue
      }
      addGame.run(g)
      fresh.add(g.id)
      report.games++
    }
    for (const s of file.seats) {
      if (!fresh.has(s.game_id)) continue
      const playerId = s.player_id === null ? null : (playerIds.get(s.player_id) ?? null)
      if (s.player_id !== null && playerId === null)
        throw new ApiError('bad_request', 'The export names a player it does not include.')
      addSeat.run({ ...s, player_id: playerId })
      report.seats++
    }
    for (const m of file.moves) {
      if (!fresh.has(m.game_id)) continue
      addMove.run(m)
      report.moves++
    }
  })()
  return report
}
