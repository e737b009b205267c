import * as v from 'valibot'
import { ApiError, type ImportReport } from '../../../shared/api'
import type { Db } from '../../db/database'
import { nameKey } from '../players'
import { EXPORT_COLUMNS, EXPORT_FORMAT } from './export'
import { importIssueText } from './import-message'

const Text = v.pipe(v.string(), v.maxLength(10_000))
const NullableText = v.nullable(Text)
const Num = v.pipe(v.number(), v.finite())
const Kind = v.picklist(['sneak-peek', 'sleek-seek', 's-head', 'now-you-see-me'])

const FileSchema = v.object({
  format: v.literal(EXPORT_FORMAT, 'This is not a Tabletop Companion scores export.'),
  version: v.literal(1, 'This export was written by a newer version of the app.'),
  players: v.array(
    v.object({ id: Text, name: Text, colour: Text, archived: v.picklist([0, 1]), created_at: Text }),
  ),
  games: v.array(
    v.object({
      id: Text,
      kind: Kind,
      source: v.picklist(['app', 'logged']),
      rules: Text,
      seed: NullableText,
      status: v.picklist(['active', 'finished', 'abandoned']),
      started_at: Text,
      ended_at: NullableText,
      notes: NullableText,
      deleted_at: v.optional(NullableText, null),
    }),
  ),
  seats: v.array(
    v.object({
      game_id: Text,
      seat: v.pipe(Num, v.integer()),
      player_id: NullableText,
      bot_level: NullableText,
      score: v.nullable(Num),
      place: v.nullable(v.pipe(Num, v.integer())),
      winner: v.picklist([0, 1]),
    }),
  ),
  moves: v.array(
    v.object({
      game_id: Text,
      seq: v.pipe(Num, v.integer()),
      seat: v.pipe(Num, v.integer()),
      at_ms: Num,
      move: v.string(),
    }),
  ),
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
  const parsed = v.safeParse(FileSchema, raw)
  if (!parsed.success) {
    throw new ApiError('bad_request', importIssueText(parsed.issues[0]))
  }
  const file = parsed.output
  const report: ImportReport = { players: 0, games: 0, seats: 0, moves: 0, skippedGames: 0 }
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
