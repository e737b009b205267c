import type { LeaderRow, Leaderboard, Params, Period } from '../../../shared/api'
import type { Db } from '../../db/database'
import { BOT_COLOUR, botName, periodStart, seatWhere, type SeatFilter } from './filters'
import { foldMonths, monthRows, refreshSummaries } from './summaries'

/*
 * Statistics, as defined for the whole app (and tested in test/unit/scores/stats.test.ts):
 *
 * - Only counted games: finished, not deleted. In-app games and logged games count alike.
 * - A seat's identity (`who`) is the player id, or `bot:<level>`: every computer player of one level
 *   is one row ("Computer (easy)"), shown apart from people.
 * - winner = game_seats.winner (ties may give several winners in one game).
 * - win rate = wins / games played.
 * - mean place = average of place over the games that have one (all of ours do; 1 = best);
 *   mean score = average score (cards won, points; S-head stores players - place).
 * - best score = highest score; best place = lowest place.
 * - streaks run over a player's games in time order (played_at, then game id): a game the player did
 *   not win breaks the streak; a shared win (a tie that counts as a win) keeps it. The current streak
 *   is the wins since the last game not won; the longest is the longest such run.
 * - Archived players keep their statistics; leaderboards hide them unless asked.
 */

export type StatsRow = Omit<LeaderRow, 'kind' | 'name' | 'colour' | 'archived'>

/** A row of statsSql's result, before toStats. */
export interface RawRow {
  who: string
  games: number
  wins: number
  mean_place: number | null
  mean_score: number | null
  best_score: number | null
  best_place: number | null
  longest: number
  current: number
}

/**
 * One pass over the covering index. `losses` counts the games not won up to and including each
 * seat, so a run of wins is the set of wins sharing one `losses` value (gaps and islands).
 */
export function statsSql(where: string, groupExtra = ''): string {
  const key = groupExtra ? `who, ${groupExtra}` : 'who'
  return `
    WITH s AS (
      SELECT who, ${groupExtra ? `${groupExtra},` : ''} winner, place, score,
        SUM(1 - winner) OVER (PARTITION BY ${key} ORDER BY played_at, game_id ROWS UNBOUNDED PRECEDING) AS losses
      FROM game_seats WHERE ${where}
    ),
    runs AS (SELECT ${key}, losses, SUM(winner) AS run FROM s GROUP BY ${key}, losses),
    agg AS (
      SELECT ${key}, COUNT(*) AS games, SUM(winner) AS wins, AVG(place) AS mean_place,
        AVG(score) AS mean_score, MAX(score) AS best_score, MIN(place) AS best_place,
        MAX(losses) AS last_losses
      FROM s GROUP BY ${key}
    )
    SELECT agg.*, MAX(runs.run) AS longest,
      SUM(CASE WHEN runs.losses = agg.last_losses THEN runs.run ELSE 0 END) AS current
    FROM agg JOIN runs USING (${key}) GROUP BY ${groupExtra ? `agg.who, agg.${groupExtra}` : 'agg.who'}`
}

export function toStats(r: RawRow): StatsRow {
  return {
    who: r.who,
    games: r.games,
    wins: r.wins,
    winRate: r.games > 0 ? r.wins / r.games : 0,
    meanPlace: r.mean_place,
    meanScore: r.mean_score,
    bestScore: r.best_score,
    bestPlace: r.best_place,
    currentStreak: r.current,
    longestStreak: r.longest,
  }
}

/** Statistics per `who` for the seats matching a filter. */
export function statsFor(db: Db, f: SeatFilter): StatsRow[] {
  const { sql, params } = seatWhere(f)
  return (db.prepare(statsSql(sql)).all(params) as RawRow[]).map(toStats)
}

interface PlayerRow {
  id: string
  name: string
  colour: string
  archived: number
}

/**
 * Statistics per `who` for a game (or all) and a period. Whole months (all time, this year) come from
 * the monthly summaries, also for "games with one player"; the last 30 days and games with two or
 * more named players are computed from the seats.
 */
export function statsOf(db: Db, f: SeatFilter & { period: Period }, now = new Date()): StatsRow[] {
  const since = periodStart(f.period, now)
  const withPlayers = [...new Set(f.withPlayers ?? [])]
  if (f.period === '30d' || withPlayers.length > 1) return statsFor(db, { ...f, since })
  refreshSummaries(db)
  const kind = f.game && f.game !== 'all' ? f.game : '*'
  const from = since ? since.slice(0, 7) : null
  const only = withPlayers[0]
  if (!only) return foldMonths(monthRows(db, kind, from))
  // Games with one named player: everyone else's rows from the pair summaries, theirs from their own.
  return [
    ...foldMonths(monthRows(db, kind, from, { who: only })),
    ...foldMonths(monthRows(db, kind, from, { with: only })),
  ]
}

export function leaderboard(db: Db, p: Params<'scores.leaderboard'>, now = new Date()): Leaderboard {
  const stats = statsOf(db, { game: p.game, period: p.period, withPlayers: p.withPlayers }, now)
  const people = new Map(
    (db.prepare('SELECT id, name, colour, archived FROM players').all() as PlayerRow[]).map((r) => [r.id, r]),
  )
  const rows: LeaderRow[] = []
  for (const s of stats) {
    if (s.who.startsWith('bot:')) {
      if (!p.includeBots) continue
      rows.push({ ...s, kind: 'bot', name: botName(s.who), colour: BOT_COLOUR, archived: false })
      continue
    }
    const person = people.get(s.who)
    if (!person || (person.archived === 1 && !p.includeArchived)) continue
    rows.push({
      ...s,
      kind: 'human',
      name: person.name,
      colour: person.colour,
      archived: person.archived === 1,
    })
  }
  rows.sort(rankRows)
  return { game: p.game, period: p.period, rows }
}

/** People first, then computers; within each, by wins, win rate, games, then name. */
export function rankRows(a: LeaderRow, b: LeaderRow): number {
  if (a.kind !== b.kind) return a.kind === 'human' ? -1 : 1
  return b.wins - a.wins || b.winRate - a.winRate || b.games - a.games || a.name.localeCompare(b.name)
}
