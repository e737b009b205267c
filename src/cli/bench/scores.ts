import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDatabase, type Db } from '../../main/db/database'
import { leaderboard } from '../../main/services/scores/stats'
import { profile } from '../../main/services/scores/profile'
import { refreshSummaries } from '../../main/services/scores/summaries'
import { Rng } from '../../shared/engine/rng'
import type { GameId } from '../../shared/engine/types'
import type { BenchSection } from './types'

const KINDS: GameId[] = ['sneak-peek', 'sleek-seek', 's-head', 'now-you-see-me']
const LEVELS = ['easy', 'medium', 'hard']

/**
 * A family that played a lot: 12 people (2 archived), 100,000 finished games over 5 years with 2–5
 * seats, about one seat in six a computer player. Results follow each game's way of counting.
 */
export function seedScores(db: Db, games: number, seed = 'bench'): void {
  const rng = new Rng(seed)
  const people = Array.from({ length: 12 }, (_, i) => `bench-p${i}`)
  const insertPlayer = db.prepare(
    'INSERT INTO players (id, name, name_key, colour, archived, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insertGame = db.prepare(
    `INSERT INTO games (id, kind, source, rules, seed, status, started_at, ended_at)
     VALUES (?, ?, 'logged', '{}', NULL, 'finished', ?, ?)`,
  )
  const insertSeat = db.prepare(
    `INSERT INTO game_seats (game_id, seat, player_id, bot_level, score, place, winner)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const start = Date.now() - 5 * 365 * 86_400_000
  db.transaction(() => {
    people.forEach((id, i) =>
      insertPlayer.run(
        id,
        `Player ${i}`,
        `player ${i}`,
        '#b4441f',
        i >= 10 ? 1 : 0,
        new Date(start).toISOString(),
      ),
    )
    for (let g = 0; g < games; g++) {
      const kind = KINDS[rng.int(KINDS.length)] as GameId
      const at = new Date(start + Math.floor((g / games) * 5 * 365 * 86_400_000)).toISOString()
      const id = `bench-g${g}`
      insertGame.run(id, kind, at, at)
      const n = 2 + rng.int(4)
      const seated = rng.shuffle([...people]).slice(0, n)
      const scores = seated.map(() =>
        kind === 's-head' ? 0 : rng.int(22) * (kind === 'now-you-see-me' ? 1 : 3),
      )
      const order = rng.shuffle(seated.map((_, i) => i))
      seated.forEach((pid, seat) => {
        const bot = rng.int(6) === 0 ? (LEVELS[rng.int(LEVELS.length)] as string) : null
        const place =
          kind === 's-head'
            ? order.indexOf(seat) + 1
            : 1 + scores.filter((s) => s > (scores[seat] as number)).length
        const score = kind === 's-head' ? n - place : (scores[seat] as number)
        insertSeat.run(id, seat, bot ? null : pid, bot, score, place, place === 1 ? 1 : 0)
      })
    }
  })()
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? NaN
}

function timeIt(runs: number, fn: () => unknown): number {
  fn() // warm the page cache and the statement
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn()
    times.push(performance.now() - t0)
  }
  return median(times)
}

/** A new result invalidates a few months; the next leaderboard rebuilds them. */
function logThenQuery(db: Db): number {
  const at = new Date().toISOString()
  db.prepare(
    `INSERT INTO games (id, kind, source, status, started_at, ended_at) VALUES ('bench-new', 's-head', 'logged', 'finished', ?, ?)`,
  ).run(at, at)
  const seat = db.prepare(
    'INSERT INTO game_seats (game_id, seat, player_id, score, place, winner) VALUES (?, ?, ?, ?, ?, ?)',
  )
  seat.run('bench-new', 0, 'bench-p0', 1, 1, 1)
  seat.run('bench-new', 1, 'bench-p1', 0, 2, 0)
  const t0 = performance.now()
  leaderboard(db, { game: 'all', period: 'all', includeBots: true, includeArchived: true, withPlayers: [] })
  return performance.now() - t0
}

const section: BenchSection = {
  name: 'scores',
  run() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-scores-'))
    try {
      const { db } = openDatabase(path.join(dir, 'scores.sqlite'))
      const t0 = performance.now()
      seedScores(db, 100_000)
      const seedSeconds = (performance.now() - t0) / 1000
      db.pragma('optimize')
      const t1 = performance.now()
      refreshSummaries(db)
      const rebuildSeconds = (performance.now() - t1) / 1000
      const base = { period: 'all' as const, includeBots: true, includeArchived: true, withPlayers: [] }
      return {
        seed100kGamesSeconds: seedSeconds,
        summariesRebuildAfterSeedSeconds: rebuildSeconds,
        leaderboardQueryMedianMs: timeIt(7, () => leaderboard(db, { ...base, game: 'all' })),
        leaderboardOneGameQueryMedianMs: timeIt(7, () => leaderboard(db, { ...base, game: 's-head' })),
        leaderboardLast30DaysQueryMedianMs: timeIt(7, () =>
          leaderboard(db, { ...base, game: 'all', period: '30d' }),
        ),
        leaderboardWithPlayerQueryMedianMs: timeIt(7, () =>
          leaderboard(db, { ...base, game: 'all', withPlayers: ['bench-p1'] }),
        ),
        // Games where two (or three) given people both played: a live query, not the summaries.
        leaderboardWithTwoPlayersQueryMedianMs: timeIt(7, () =>
          leaderboard(db, { ...base, game: 'all', withPlayers: ['bench-p1', 'bench-p2'] }),
        ),
        leaderboardWithThreePlayersQueryMedianMs: timeIt(7, () =>
          leaderboard(db, { ...base, game: 'all', withPlayers: ['bench-p1', 'bench-p2', 'bench-p3'] }),
        ),
        profileQueryMedianMs: timeIt(7, () => profile(db, { playerId: 'bench-p0', period: 'all' })),
        profileThisYearQueryMedianMs: timeIt(7, () => profile(db, { playerId: 'bench-p0', period: 'year' })),
        logOneGameThenLeaderboardMs: logThenQuery(db),
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default section
