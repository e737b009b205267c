import type { Db } from '../../db/database'
import type { StatsRow } from './stats'

/*
 * Monthly summaries: statistics for (who, game, month), with '*' for all games together. Triggers mark
 * the (who, month) pairs a change touches; `refreshSummaries` rebuilds just those before a read, so a
 * leaderboard over 100,000 games reads a few hundred rows. Streaks chain from month to month through
 * each month's leading wins, trailing wins and longest run.
 */

interface SeatRow {
  kind: string
  game_id: string
  winner: number
  place: number | null
  score: number | null
}

export interface MonthRow {
  who: string
  kind: string
  month: string
  games: number
  wins: number
  place_sum: number
  place_n: number
  score_sum: number
  score_n: number
  best_score: number | null
  best_place: number | null
  prefix_wins: number
  suffix_wins: number
  best_run: number
}

function summarise(who: string, kind: string, month: string, seats: SeatRow[]): MonthRow {
  const row: MonthRow = {
    who,
    kind,
    month,
    games: 0,
    wins: 0,
    place_sum: 0,
    place_n: 0,
    score_sum: 0,
    score_n: 0,
    best_score: null,
    best_place: null,
    prefix_wins: 0,
    suffix_wins: 0,
    best_run: 0,
  }
  let run = 0
  let lost = false
  for (const s of seats) {
    row.games++
    if (s.place !== null) {
      row.place_sum += s.place
      row.place_n++
      row.best_place = row.best_place === null ? s.place : Math.min(row.best_place, s.place)
    }
    if (s.score !== null) {
      row.score_sum += s.score
      row.score_n++
      row.best_score = row.best_score === null ? s.score : Math.max(row.best_score, s.score)
    }
    if (s.winner === 1) {
      row.wins++
      run++
      row.best_run = Math.max(row.best_run, run)
      if (!lost) row.prefix_wins++
    } else {
      lost = true
      run = 0
    }
  }
  row.suffix_wins = run
  return row
}

const MONTH_COLUMNS = `who, kind, month, games, wins, place_sum, place_n, score_sum, score_n, best_score,
  best_place, prefix_wins, suffix_wins, best_run`

const AHEAD = `(me.place IS NOT NULL AND o.place IS NOT NULL AND me.place < o.place)
  OR ((me.place IS NULL OR o.place IS NULL) AND me.winner > o.winner)`
const BEHIND = `(me.place IS NOT NULL AND o.place IS NOT NULL AND me.place > o.place)
  OR ((me.place IS NULL OR o.place IS NULL) AND me.winner < o.winner)`

type PairSeat = SeatRow & { other: string; ahead: number; behind: number }

/** Rows for '*' and for each game, from seats in time order. */
function byKind<T extends SeatRow>(seats: T[]): Map<string, T[]> {
  const kinds = new Map<string, T[]>([['*', seats]])
  for (const s of seats) {
    const list = kinds.get(s.kind)
    if (list) list.push(s)
    else kinds.set(s.kind, [s])
  }
  return kinds
}

/** Rebuilds the summaries of every (who, month) marked dirty. Cheap when nothing changed. */
export function refreshSummaries(db: Db): number {
  const dirty = db.prepare('SELECT who, month FROM stats_dirty').all() as { who: string; month: string }[]
  if (dirty.length === 0) return 0
  const seatsOf = db.prepare(
    `SELECT kind, game_id, winner, place, score FROM game_seats
     WHERE counted = 1 AND who = ? AND played_at >= ? AND played_at < ? ORDER BY played_at, game_id`,
  )
  const pairsOf = db.prepare(
    `SELECT o.who AS other, me.kind AS kind, me.game_id AS game_id, me.winner AS winner, me.place AS place,
       me.score AS score, (${AHEAD}) AS ahead, (${BEHIND}) AS behind
     FROM game_seats me JOIN game_seats o ON o.game_id = me.game_id AND o.who <> me.who
     WHERE me.counted = 1 AND me.who = ? AND me.played_at >= ? AND me.played_at < ?
     ORDER BY me.played_at, me.game_id`,
  )
  const clearMonth = db.prepare('DELETE FROM stats_month WHERE who = ? AND month = ?')
  const clearPairs = db.prepare('DELETE FROM pair_month WHERE who = ? AND month = ?')
  const values = `@who, @kind, @month, @games, @wins, @place_sum, @place_n, @score_sum, @score_n,
    @best_score, @best_place, @prefix_wins, @suffix_wins, @best_run`
  const insertMonth = db.prepare(`INSERT INTO stats_month (${MONTH_COLUMNS}) VALUES (${values})`)
  const insertPair = db.prepare(
    `INSERT INTO pair_month (${MONTH_COLUMNS}, other, ahead, behind) VALUES (${values}, @other, @ahead, @behind)`,
  )
  const undirty = db.prepare('DELETE FROM stats_dirty WHERE who = ? AND month = ?')
  db.transaction(() => {
    for (const { who, month } of dirty) {
      const range = [who, `${month}-01`, nextMonth(month)]
      clearMonth.run(who, month)
      clearPairs.run(who, month)
      const seats = seatsOf.all(...range) as SeatRow[]
      for (const [kind, list] of byKind(seats))
        if (list.length > 0) insertMonth.run(summarise(who, kind, month, list))
      const others = new Map<string, PairSeat[]>()
      for (const p of pairsOf.all(...range) as PairSeat[]) {
        const list = others.get(p.other)
        if (list) list.push(p)
        else others.set(p.other, [p])
      }
      for (const [other, all] of others) {
        for (const [kind, list] of byKind(all)) {
          const ahead = list.reduce((n, p) => n + p.ahead, 0)
          const behind = list.reduce((n, p) => n + p.behind, 0)
          insertPair.run({ ...summarise(who, kind, month, list), other, ahead, behind })
        }
      }
      undirty.run(who, month)
    }
  })()
  return dirty.length
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/**
 * Months of one kind, from a month on (inclusive), in (who, month) order: one person's (`who`), or,
 * with `with`, everyone's in the games that player also played.
 */
export function monthRows(
  db: Db,
  kind: string,
  fromMonth: string | null,
  only: { who?: string; with?: string } = {},
): MonthRow[] {
  const table = only.with ? 'pair_month' : 'stats_month'
  const sql = `SELECT ${MONTH_COLUMNS} FROM ${table} WHERE kind = @kind ${only.with ? 'AND other = @with' : ''}
    ${only.who ? 'AND who = @who' : ''} ${fromMonth ? 'AND month >= @from' : ''} ORDER BY who, month`
  return db.prepare(sql).all({ kind, ...only, ...(fromMonth ? { from: fromMonth } : {}) }) as MonthRow[]
}

/** Chains months (sorted by who, then month) into one statistics row per who. */
export function foldMonths(rows: MonthRow[]): StatsRow[] {
  const out: StatsRow[] = []
  let acc: (MonthRow & { run: number }) | null = null
  const flush = (): void => {
    if (!acc) return
    out.push({
      who: acc.who,
      games: acc.games,
      wins: acc.wins,
      winRate: acc.games > 0 ? acc.wins / acc.games : 0,
      meanPlace: acc.place_n > 0 ? acc.place_sum / acc.place_n : null,
      meanScore: acc.score_n > 0 ? acc.score_sum / acc.score_n : null,
      bestScore: acc.best_score,
      bestPlace: acc.best_place,
      currentStreak: acc.run,
      longestStreak: acc.best_run,
    })
  }
  for (const r of rows) {
    if (!acc || acc.who !== r.who) {
      flush()
      acc = { ...r, run: r.suffix_wins }
      continue
    }
    acc.best_run = Math.max(acc.best_run, r.best_run, acc.run + r.prefix_wins)
    acc.run = r.prefix_wins === r.games ? acc.run + r.games : r.suffix_wins
    acc.games += r.games
    acc.wins += r.wins
    acc.place_sum += r.place_sum
    acc.place_n += r.place_n
    acc.score_sum += r.score_sum
    acc.score_n += r.score_n
    acc.best_score = max(acc.best_score, r.best_score, Math.max)
    acc.best_place = max(acc.best_place, r.best_place, Math.min)
  }
  flush()
  return out
}

function max(a: number | null, b: number | null, pick: (x: number, y: number) => number): number | null {
  return a === null ? b : b === null ? a : pick(a, b)
}
