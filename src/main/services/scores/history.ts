import type { HistoryGame, HistorySeat, Params } from '../../../shared/api'
import type { GameId } from '../../../shared/engine/types'
import { gameModule } from '../../../shared/games/registry'
import { ApiError } from '../../../shared/api'
import type { Db } from '../../db/database'
import { BOT_COLOUR, botName } from './filters'

interface GameRow {
  id: string
  kind: GameId
  source: 'app' | 'logged'
  status: HistoryGame['status']
  started_at: string
  ended_at: string | null
  notes: string | null
  move_count: number
}

interface SeatRow {
  game_id: string
  seat: number
  who: string
  player_id: string | null
  score: number | null
  place: number | null
  winner: number
}

const GAME_COLUMNS = `g.id, g.kind, g.source, g.status, g.started_at, g.ended_at, g.notes,
  (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS move_count`

/** Builds the summaries of some games (in the given order), with each seat's name and result. */
export function describeGames(db: Db, rows: GameRow[]): HistoryGame[] {
  if (rows.length === 0) return []
  const people = new Map(
    (
      db.prepare('SELECT id, name, colour FROM players').all() as {
        id: string
        name: string
        colour: string
      }[]
    ).map((p) => [p.id, p]),
  )
  const seats = db
    .prepare(
      `SELECT game_id, seat, who, player_id, score, place, winner FROM game_seats
       WHERE game_id IN (SELECT value FROM json_each(?)) ORDER BY game_id, seat`,
    )
    .all(JSON.stringify(rows.map((r) => r.id))) as SeatRow[]
  const byGame = new Map<string, HistorySeat[]>()
  for (const s of seats) {
    const person = s.player_id ? people.get(s.player_id) : undefined
    const list = byGame.get(s.game_id) ?? []
    list.push({
      seat: s.seat,
      who: s.who,
      kind: s.player_id ? 'human' : 'bot',
      name: person?.name ?? (s.player_id ? 'Unknown player' : botName(s.who)),
      colour: person?.colour ?? BOT_COLOUR,
      playerId: s.player_id,
      score: s.score,
      place: s.place,
      winner: s.winner === 1,
    })
    byGame.set(s.game_id, list)
  }
  return rows.map((g) => ({
    id: g.id,
    game: g.kind,
    source: g.source,
    status: g.status,
    playedAt: g.started_at,
    endedAt: g.ended_at,
    notes: g.notes,
    seats: byGame.get(g.id) ?? [],
    moveCount: g.move_count,
    resumable: g.source === 'app' && g.status === 'active' && gameModule(g.kind) !== undefined,
  }))
}

/** One game (deleted ones too, so an undo can show what it brings back). */
export function gameById(db: Db, id: string): HistoryGame {
  const row = db.prepare(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.id = ?`).get(id) as GameRow | undefined
  if (!row) throw new ApiError('not_found', 'There is no such game.')
  return describeGames(db, [row])[0] as HistoryGame
}

/** Every game not deleted, newest first, optionally only one game or one player's, or by name. */
export function history(db: Db, p: Params<'scores.history'>): { games: HistoryGame[]; total: number } {
  const where = ['g.deleted_at IS NULL']
  const params: Record<string, unknown> = {}
  if (p.game) {
    where.push('g.kind = @game')
    params['game'] = p.game
  }
  if (!p.includeUnfinished) where.push(`g.status = 'finished'`)
  if (p.playerId) {
    where.push('EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.who = @who)')
    params['who'] = p.playerId
  }
  const search = p.search?.trim().toLocaleLowerCase('en')
  if (search) {
    // Names are matched case-insensitively; "computer" finds games with a computer player.
    where.push(`EXISTS (SELECT 1 FROM game_seats s LEFT JOIN players pl ON pl.id = s.player_id
      WHERE s.game_id = g.id AND (instr(pl.name_key, @q) > 0
        OR (s.player_id IS NULL AND instr('computer (' || s.bot_level || ')', @q) > 0)))`)
    params['q'] = search
  }
  const clause = where.join(' AND ')
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM games g WHERE ${clause}`).get(params) as { n: number })
    .n
  const rows = db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM games g WHERE ${clause}
       ORDER BY g.started_at DESC, g.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: p.limit, offset: p.offset }) as GameRow[]
  return { games: describeGames(db, rows), total }
}

/** A player's most recent counted games. */
export function recentGames(db: Db, who: string, limit = 10): HistoryGame[] {
  const rows = db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM games g WHERE g.id IN (
         SELECT game_id FROM game_seats WHERE counted = 1 AND who = ? ORDER BY played_at DESC, game_id DESC LIMIT ?)
       ORDER BY g.started_at DESC, g.id DESC`,
    )
    .all(who, limit) as GameRow[]
  return describeGames(db, rows)
}
