import { beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../../src/main/db/database'
import { profile } from '../../../src/main/services/scores/profile'
import { leaderboard, statsFor, statsOf } from '../../../src/main/services/scores/stats'
import { Rng } from '../../../src/shared/engine/rng'
import { addGame, fixtureDb } from './fixtures'

/*
 * Hand-computed fixture (dates in time order):
 *   g1 Jan 1 S-head      A 1st, B 2nd, C 3rd            A wins
 *   g2 Jan 2 S-head      A 1st, B 2nd                   A wins
 *   g3 Jan 3 S-head      B 1st, A 2nd                   B wins
 *   g4 Jan 4 S-head      A 1st, Computer (easy) 2nd, C 3rd
 *   g5 Jan 5 Sneak Peek  A 9 cards, B 9 cards           a tie: both first, both win
 *   g6 Feb 1 Sneak Peek  A 3, B 12                      B wins
 *   g7 Feb 2 S-head, abandoned (never counts)
 * A: W W L W W L    B: L L W W W    C (archived): L L    Computer (easy): L
 */
let db: Db
beforeEach(() => {
  db = fixtureDb(['A', 'B', 'C'], ['C'])
  const sh = (date: string, ...order: string[]): void =>
    void addGame(
      db,
      's-head',
      date,
      order.map((who, i) => ({ who, place: i + 1, score: order.length - i - 1 })),
    )
  sh('2024-01-01', 'a', 'b', 'c')
  sh('2024-01-02', 'a', 'b')
  sh('2024-01-03', 'b', 'a')
  sh('2024-01-04', 'a', 'bot:easy', 'c')
  addGame(db, 'sneak-peek', '2024-01-05', [
    { who: 'a', place: 1, score: 9 },
    { who: 'b', place: 1, score: 9 },
  ])
  addGame(db, 'sneak-peek', '2024-02-01', [
    { who: 'a', place: 2, score: 3 },
    { who: 'b', place: 1, score: 12 },
  ])
  addGame(
    db,
    's-head',
    '2024-02-02',
    [
      { who: 'a', place: 1 },
      { who: 'b', place: 2 },
    ],
    'abandoned',
  )
})

const board = (game: 'all' | 's-head' | 'sneak-peek', extra: Record<string, unknown> = {}) =>
  leaderboard(
    db,
    { game, period: 'all', includeBots: true, includeArchived: false, withPlayers: [], ...extra },
    new Date('2024-02-15T00:00:00Z'),
  )
const row = (b: ReturnType<typeof board>, who: string) => b.rows.find((r) => r.who === who)

describe('leaderboard statistics', () => {
  it('counts games, wins and win rate; a tie for first is a win for both', () => {
    const b = board('all')
    expect(row(b, 'a')).toMatchObject({ games: 6, wins: 4, winRate: 4 / 6 })
    expect(row(b, 'b')).toMatchObject({ games: 5, wins: 3, winRate: 3 / 5 })
  })

  it('streaks: a game not won breaks it, a shared win keeps it, months chain', () => {
    const b = board('all')
    expect(row(b, 'a')).toMatchObject({ currentStreak: 0, longestStreak: 2 })
    expect(row(b, 'b')).toMatchObject({ currentStreak: 3, longestStreak: 3 })
  })

  it('mean place for S-head, mean and best score for counting games', () => {
    expect(row(board('s-head'), 'a')).toMatchObject({ games: 4, wins: 3, meanPlace: 1.25, bestPlace: 1 })
    expect(row(board('s-head'), 'a')).toMatchObject({ currentStreak: 1, longestStreak: 2 })
    expect(row(board('s-head'), 'b')?.meanPlace).toBeCloseTo(5 / 3)
    expect(row(board('sneak-peek'), 'b')).toMatchObject({ meanScore: 10.5, bestScore: 12 })
    expect(row(board('all'), 'a')?.meanPlace).toBeCloseTo(8 / 6)
  })

  it('computer players are rows of their own, shown apart and dropped by the toggle', () => {
    const b = board('all')
    expect(b.rows.at(-1)).toMatchObject({
      who: 'bot:easy',
      kind: 'bot',
      name: 'Computer (easy)',
      games: 1,
      wins: 0,
    })
    expect(b.rows.findIndex((r) => r.kind === 'bot')).toBeGreaterThan(
      b.rows.findIndex((r) => r.kind === 'human'),
    )
    expect(row(board('all', { includeBots: false }), 'bot:easy')).toBeUndefined()
  })

  it('archived players keep their statistics but are shown only when asked', () => {
    expect(row(board('all'), 'c')).toBeUndefined()
    expect(row(board('all', { includeArchived: true }), 'c')).toMatchObject({
      games: 2,
      wins: 0,
      archived: true,
    })
  })

  it('filters by period and by who played', () => {
    expect(row(board('all', { period: '30d' }), 'a')).toMatchObject({ games: 1, wins: 0 })
    expect(row(board('all', { withPlayers: ['c'] }), 'a')).toMatchObject({ games: 2, wins: 2 })
    expect(row(board('all', { withPlayers: ['a', 'b'] }), 'b')).toMatchObject({ games: 5, wins: 3 })
  })

  it('monthly summaries agree with the seats on random histories, and follow edits', () => {
    const rng = new Rng('summaries')
    const people = ['a', 'b', 'c', 'bot:easy']
    for (let i = 0; i < 300; i++) {
      const seated = rng.shuffle([...people]).slice(0, 2 + rng.int(3))
      const month = String(1 + rng.int(12)).padStart(2, '0')
      const day = String(1 + rng.int(28)).padStart(2, '0')
      const tie = rng.int(5) === 0
      addGame(
        db,
        rng.pick(['s-head', 'now-you-see-me']),
        `2023-${month}-${day}`,
        seated.map((who, p) => ({ who, place: tie && p < 2 ? 1 : p + 1, score: rng.int(10) })),
      )
    }
    const norm = (rows: ReturnType<typeof statsFor>) =>
      rows
        .map((r) => ({ ...r, meanPlace: r.meanPlace?.toFixed(9), meanScore: r.meanScore?.toFixed(9) }))
        .sort((a, b) => a.who.localeCompare(b.who))
    const compare = (): void => {
      for (const game of ['all', 's-head'] as const) {
        expect(norm(statsOf(db, { game, period: 'all' }))).toEqual(norm(statsFor(db, { game })))
        for (const who of people) {
          const f = { game, withPlayers: [who] }
          expect(norm(statsOf(db, { ...f, period: 'all' }))).toEqual(norm(statsFor(db, f)))
        }
      }
    }
    compare()
    db.prepare(
      `UPDATE games SET deleted_at = 'x' WHERE id IN (SELECT id FROM games ORDER BY random() LIMIT 40)`,
    ).run()
    db.prepare(
      `UPDATE games SET started_at = '2023-06-15T00:00:00.000Z' WHERE id IN (SELECT id FROM games LIMIT 9)`,
    ).run()
    compare()
  })
})

describe('player profile', () => {
  it('head-to-head counts wins, losses and draws over games both played', () => {
    const p = profile(db, { playerId: 'a', period: 'all' })
    const vs = (who: string) => p.headToHead.find((h) => h.who === who)
    expect(vs('b')).toMatchObject({ games: 5, wins: 2, losses: 2, draws: 1 })
    expect(vs('c')).toMatchObject({ games: 2, wins: 2, losses: 0, draws: 0 })
    expect(vs('bot:easy')).toMatchObject({ games: 1, wins: 1, kind: 'bot' })
    const pb = profile(db, { playerId: 'b', period: 'all' })
    expect(pb.headToHead.find((h) => h.who === 'a')).toMatchObject({ wins: 2, losses: 2, draws: 1 })
  })

  it('totals per game, results per month, recent games', () => {
    const p = profile(db, { playerId: 'a', period: 'all' })
    expect(p.totals.find((t) => t.game === 'all')).toMatchObject({ games: 6, wins: 4 })
    expect(p.totals.find((t) => t.game === 's-head')).toMatchObject({ games: 4, wins: 3, meanPlace: 1.25 })
    expect(p.totals.find((t) => t.game === 'sneak-peek')).toMatchObject({ games: 2, wins: 1, meanScore: 6 })
    expect(p.overTime).toEqual([
      { month: '2024-01', games: 5, wins: 4, meanPlace: 6 / 5 },
      { month: '2024-02', games: 1, wins: 0, meanPlace: 2 },
    ])
    expect(p.recent.map((g) => g.playedAt.slice(0, 10))).toEqual([
      '2024-02-01',
      '2024-01-05',
      '2024-01-04',
      '2024-01-03',
      '2024-01-02',
      '2024-01-01',
    ])
  })

  it('an archived player still has a profile', () => {
    expect(profile(db, { playerId: 'c', period: 'all' }).totals[0]).toMatchObject({ games: 2, wins: 0 })
  })
})
