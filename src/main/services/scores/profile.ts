import {
  ApiError,
  type HeadToHead,
  type Params,
  type PlayerProfile,
  type ResultPoint,
} from '../../../shared/api'
import type { GameId } from '../../../shared/engine/types'
import type { Db } from '../../db/database'
import { BOT_COLOUR, botName, periodStart } from './filters'
import { recentGames } from './history'
import { statsSql, toStats, type RawRow } from './stats'
import { foldMonths, monthRows, refreshSummaries, type MonthRow } from './summaries'

const GAME_IDS: GameId[] = ['sneak-peek', 'sleek-seek', 's-head', 'now-you-see-me']

const point = (r: Pick<MonthRow, 'month' | 'games' | 'wins' | 'place_sum' | 'place_n'>): ResultPoint => ({
  month: r.month,
  games: r.games,
  wins: r.wins,
  meanPlace: r.place_n > 0 ? r.place_sum / r.place_n : null,
})

/*
 * Head-to-head between A and B, over the counted games both played: A is ahead of B when A's place
 * is lower (better) than B's, or, where a game has no places, when A won and B did not. The same
 * place (or both winning, or neither) is a draw.
 */
const AHEAD = `((me.place IS NOT NULL AND o.place IS NOT NULL AND me.place < o.place)
  OR ((me.place IS NULL OR o.place IS NULL) AND me.winner > o.winner))`
const BEHIND = `((me.place IS NOT NULL AND o.place IS NOT NULL AND me.place > o.place)
  OR ((me.place IS NULL OR o.place IS NULL) AND me.winner < o.winner))`

/** statsSql's row grouped by game as well (`kind`). */
interface StatsRaw extends RawRow {
  kind: GameId
}

export function profile(db: Db, p: Params<'scores.profile'>, now = new Date()): PlayerProfile {
  const player = db.prepare('SELECT id, name, colour, archived FROM players WHERE id = ?').get(p.playerId) as
    { id: string; name: string; colour: string; archived: number } | undefined
  if (!player) throw new ApiError('not_found', 'There is no such player.')
  const since = periodStart(p.period, now)
  const live = p.period === '30d'
  const where = `counted = 1 AND who = @who${since ? ' AND played_at >= @since' : ''}`
  const params = since ? { who: p.playerId, since } : { who: p.playerId }
  const fromMonth = since ? since.slice(0, 7) : null
  if (!live) refreshSummaries(db)

  const perKind = live
    ? (db.prepare(statsSql(where, 'kind')).all(params) as StatsRaw[]).map((r) => ({
        ...toStats(r),
        game: r.kind,
      }))
    : GAME_IDS.flatMap((game) =>
        foldMonths(monthRows(db, game, fromMonth, { who: p.playerId })).map((r) => ({ ...r, game })),
      )
  const overall = (
    live
      ? (db.prepare(statsSql(where)).all(params) as StatsRaw[]).map(toStats)
      : foldMonths(monthRows(db, '*', fromMonth, { who: p.playerId }))
  ).map((r) => ({ ...r, game: 'all' as const }))
  const totals = [...overall, ...perKind].map(({ who: _who, ...rest }) => rest)

  const h2h = live
    ? (db
        .prepare(
          `SELECT o.who AS who, COUNT(*) AS games, SUM(${AHEAD}) AS wins, SUM(${BEHIND}) AS losses
           FROM game_seats me JOIN game_seats o ON o.game_id = me.game_id AND o.who <> me.who
           WHERE me.${where.replaceAll(' AND ', ' AND me.')} GROUP BY o.who`,
        )
        .all(params) as { who: string; games: number; wins: number; losses: number }[])
    : (db
        .prepare(
          `SELECT other AS who, SUM(games) AS games, SUM(ahead) AS wins, SUM(behind) AS losses FROM pair_month
           WHERE who = @who AND kind = '*' ${fromMonth ? 'AND month >= @from' : ''} GROUP BY other`,
        )
        .all({ who: p.playerId, ...(fromMonth ? { from: fromMonth } : {}) }) as {
        who: string
        games: number
        wins: number
        losses: number
      }[])
  const people = new Map(
    (
      db.prepare('SELECT id, name, colour FROM players').all() as {
        id: string
        name: string
        colour: string
      }[]
    ).map((r) => [r.id, r]),
  )
  const headToHead: HeadToHead[] = h2h.map((r) => {
    const person = people.get(r.who)
    return {
      who: r.who,
      name: person?.name ?? botName(r.who),
      colour: person?.colour ?? BOT_COLOUR,
      kind: r.who.startsWith('bot:') ? 'bot' : 'human',
      games: r.games,
      wins: r.wins,
      losses: r.losses,
      draws: r.games - r.wins - r.losses,
    }
  })
  headToHead.sort((a, b) => (a.kind === b.kind ? b.games - a.games : a.kind === 'human' ? -1 : 1))

  const overTime = live
    ? (
        db
          .prepare(
            `SELECT substr(played_at, 1, 7) AS month, COUNT(*) AS games, SUM(winner) AS wins,
               SUM(place) AS place_sum, COUNT(place) AS place_n
             FROM game_seats WHERE ${where} GROUP BY month ORDER BY month`,
          )
          .all(params) as Pick<MonthRow, 'month' | 'games' | 'wins' | 'place_sum' | 'place_n'>[]
      ).map(point)
    : monthRows(db, '*', fromMonth, { who: p.playerId }).map(point)

  return {
    player: { id: player.id, name: player.name, colour: player.colour, archived: player.archived === 1 },
    totals,
    headToHead,
    overTime,
    recent: recentGames(db, p.playerId, 10),
  }
}
