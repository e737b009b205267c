import type { GameId, SeatResult } from '../../shared/engine/types'
import type { GameSummary, SeatInfo } from '../../shared/api'
import type { Db } from '../db/database'

export interface StoredSeat {
  seat: number
  playerId: string | null
  botLevel: string | null
}

export interface StoredGame {
  id: string
  kind: GameId
  rules: Record<string, unknown>
  seed: string
  status: 'active' | 'finished' | 'abandoned'
  startedAt: string
  seats: StoredSeat[]
  moves: { seq: number; seat: number; atMs: number; move: unknown }[]
}

interface GameRow {
  id: string
  kind: GameId
  source: 'app' | 'logged'
  rules: string
  seed: string | null
  status: StoredGame['status']
  started_at: string
  ended_at: string | null
}

/** The game tables of the score database: every move is appended as it is applied. */
export class GameStore {
  constructor(private db: Db) {}

  create(game: Omit<StoredGame, 'moves' | 'status'>): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO games (id, kind, source, rules, seed, status, started_at) VALUES (?, ?, 'app', ?, ?, 'active', ?)`,
        )
        .run(game.id, game.kind, JSON.stringify(game.rules), game.seed, game.startedAt)
      const seat = this.db.prepare(
        'INSERT INTO game_seats (game_id, seat, player_id, bot_level) VALUES (?, ?, ?, ?)',
      )
      for (const s of game.seats) seat.run(game.id, s.seat, s.playerId, s.botLevel)
    })()
  }

  appendMove(gameId: string, seq: number, seat: number, atMs: number, move: unknown): void {
    this.db
      .prepare('INSERT INTO moves (game_id, seq, seat, at_ms, move) VALUES (?, ?, ?, ?, ?)')
      .run(gameId, seq, seat, Math.round(atMs), JSON.stringify(move))
  }

  finish(gameId: string, results: (SeatResult & { winner: boolean })[]): void {
    this.db.transaction(() => {
      const upd = this.db.prepare(
        'UPDATE game_seats SET score = ?, place = ?, winner = ? WHERE game_id = ? AND seat = ?',
      )
      for (const r of results) upd.run(r.score, r.place, r.winner ? 1 : 0, gameId, r.seat)
      this.db
        .prepare(`UPDATE games SET status = 'finished', ended_at = ? WHERE id = ?`)
        .run(new Date().toISOString(), gameId)
    })()
  }

  abandon(gameId: string): void {
    this.db
      .prepare(`UPDATE games SET status = 'abandoned', ended_at = ? WHERE id = ? AND status = 'active'`)
      .run(new Date().toISOString(), gameId)
  }

  /** The reverse of abandon: the game is active again and has no end time. */
  unabandon(gameId: string): void {
    this.db
      .prepare(`UPDATE games SET status = 'active', ended_at = NULL WHERE id = ? AND status = 'abandoned'`)
      .run(gameId)
  }

  load(gameId: string): StoredGame | null {
    const g = this.db.prepare('SELECT * FROM games WHERE id = ?').get(gameId) as GameRow | undefined
    if (!g || g.source !== 'app') return null
    const seats = (
      this.db
        .prepare('SELECT seat, player_id, bot_level FROM game_seats WHERE game_id = ? ORDER BY seat')
        .all(gameId) as {
        seat: number
        player_id: string | null
        bot_level: string | null
      }[]
    ).map((s) => ({ seat: s.seat, playerId: s.player_id, botLevel: s.bot_level }))
    const moves = (
      this.db
        .prepare('SELECT seq, seat, at_ms, move FROM moves WHERE game_id = ? ORDER BY seq')
        .all(gameId) as {
        seq: number
        seat: number
        at_ms: number
        move: string
      }[]
    ).map((m) => ({ seq: m.seq, seat: m.seat, atMs: m.at_ms, move: JSON.parse(m.move) as unknown }))
    return {
      id: g.id,
      kind: g.kind,
      rules: JSON.parse(g.rules) as Record<string, unknown>,
      seed: g.seed ?? g.id,
      status: g.status,
      startedAt: g.started_at,
      seats,
      moves,
    }
  }

  list(
    opts: { status?: StoredGame['status']; limit?: number },
    seatInfo: (s: StoredSeat) => SeatInfo,
  ): GameSummary[] {
    const rows = this.db
      .prepare(
        `SELECT g.*, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS move_count FROM games g
         ${opts.status ? 'WHERE g.status = ?' : ''} ORDER BY g.started_at DESC LIMIT ?`,
      )
      .all(...(opts.status ? [opts.status] : []), opts.limit ?? 100) as (GameRow & { move_count: number })[]
    const seatsOf = this.db.prepare(
      'SELECT seat, player_id, bot_level, score, place, winner FROM game_seats WHERE game_id = ? ORDER BY seat',
    )
    return rows.map((g) => ({
      id: g.id,
      game: g.kind,
      source: g.source,
      status: g.status,
      startedAt: g.started_at,
      endedAt: g.ended_at,
      moveCount: g.move_count,
      seats: (
        seatsOf.all(g.id) as {
          seat: number
          player_id: string | null
          bot_level: string | null
          score: number | null
          place: number | null
          winner: number
        }[]
      ).map((s) => ({
        ...seatInfo({ seat: s.seat, playerId: s.player_id, botLevel: s.bot_level }),
        score: s.score,
        place: s.place,
        winner: s.winner === 1,
      })),
    }))
  }
}
