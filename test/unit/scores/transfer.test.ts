import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/database'
import { exportCsv, exportJson } from '../../../src/main/services/scores/export'
import { importJson } from '../../../src/main/services/scores/import'
import { editGame, logGame, scoreLoggedGame } from '../../../src/main/services/scores/logging'
import { leaderboard } from '../../../src/main/services/scores/stats'
import { addGame, fixtureDb } from './fixtures'

const TABLES = ['players', 'games', 'game_seats', 'moves']
/** Every row, or (finished) only those of finished games: what an export carries. */
const dump = (db: Db, finished = false): unknown =>
  Object.fromEntries(
    TABLES.map((t) => {
      const only =
        t === 'players' || !finished
          ? ''
          : t === 'games'
            ? `WHERE status = 'finished'`
            : `WHERE game_id IN (SELECT id FROM games WHERE status = 'finished')`
      return [t, db.prepare(`SELECT * FROM ${t} ${only} ORDER BY 1, 2`).all()]
    }),
  )

function sample(): Db {
  const db = fixtureDb(['Ann', 'Bob', 'Cy'], ['Cy'])
  addGame(db, 's-head', '2024-03-01', [
    { who: 'ann', place: 1, score: 1 },
    { who: 'bot:hard', place: 2, score: 0 },
  ])
  addGame(db, 'now-you-see-me', '2024-03-02', [
    { who: 'bob', place: 1, score: 7 },
    { who: 'cy', place: 2, score: 2 },
  ])
  const id = addGame(
    db,
    'sneak-peek',
    '2024-03-03',
    [
      { who: 'ann', place: null },
      { who: 'bob', place: null },
    ],
    'active',
  )
  db.prepare(
    `UPDATE games SET source = 'app', seed = 's1', rules = '{"revealMs":3000}', notes = 'a, "quoted" note' WHERE id = ?`,
  ).run(id)
  db.prepare(
    // A real first move: an import replays a game in progress, as a resume would.
    `INSERT INTO moves (game_id, seq, seat, at_ms, move) VALUES (?, 0, 0, 120, '{"type":"flipPack","t":120}')`,
  ).run(id)
  logGame(db, {
    game: 'sneak-peek',
    playedOn: '2024-03-04',
    notes: '=SUM(A1)',
    seats: [
      { playerId: 'ann', score: 21 },
      { playerId: 'bob', score: 21 },
    ],
  })
  return db
}

describe('export and import', () => {
  it('export then import into an empty database reproduces every finished game; a second import adds nothing', () => {
    const src = sample()
    const text = JSON.stringify(exportJson(src))
    const { db: dst } = openDatabase(':memory:')
    const first = importJson(dst, text)
    // The game in progress stays out: its seed and moves would give its cards away.
    expect(first).toEqual({ players: 3, games: 3, seats: 6, moves: 0, skippedGames: 0, unfinishedGames: 0 })
    expect(dump(dst)).toEqual(dump(src, true))
    const second = importJson(dst, text)
    expect(second).toEqual({ players: 0, games: 0, seats: 0, moves: 0, skippedGames: 3, unfinishedGames: 0 })
    expect(dump(dst)).toEqual(dump(src, true))
    const opts = {
      game: 'all' as const,
      period: 'all' as const,
      includeBots: true,
      includeArchived: true,
      withPlayers: [],
    }
    expect(leaderboard(dst, opts)).toEqual(leaderboard(src, opts))
  })

  it('merges a player of the same name instead of duplicating them', () => {
    const src = sample()
    const dst = fixtureDb([])
    dst
      .prepare(
        `INSERT INTO players (id, name, name_key, colour, archived, created_at) VALUES ('mine', 'ANN', 'ann', '#000000', 0, 'x')`,
      )
      .run()
    const report = importJson(dst, JSON.stringify(exportJson(src)))
    expect(report.players).toBe(2)
    expect(dst.prepare(`SELECT COUNT(*) AS n FROM game_seats WHERE player_id = 'mine'`).get()).toEqual({
      n: 2,
    })
  })

  it('refuses a file that is not an export, changing nothing', () => {
    const db = sample()
    const before = dump(db)
    expect(() => importJson(db, '{"hello": 1}')).toThrow(/not a Tabletop Companion/)
    expect(() => importJson(db, 'nope')).toThrow(/not valid JSON/)
    expect(dump(db)).toEqual(before)
  })

  it('CSV: one line per seat, quoted, formulas defused', () => {
    const csv = exportCsv(sample())
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('"date","game","source","game_id","player","kind","place","score","winner","notes"')
    expect(lines).toHaveLength(1 + 6)
    expect(csv).toContain(`,"'=SUM(A1)"`)
    expect(csv).toContain('"Computer (hard)","computer","2","0","no"')
  })
})

describe('logging a game played with the real box', () => {
  const db = (): Db => fixtureDb(['Ann', 'Bob', 'Cy'], ['Cy'])
  it('S-head: order of going out, exactly one S-head', () => {
    expect(
      scoreLoggedGame({
        game: 's-head',
        playedOn: '2024-01-01',
        seats: [
          { playerId: 'a', place: 2 },
          { playerId: 'b', place: 1 },
        ],
      }),
    ).toEqual([
      { playerId: 'a', place: 2, score: 0, winner: false },
      { playerId: 'b', place: 1, score: 1, winner: true },
    ])
    expect(() =>
      scoreLoggedGame({
        game: 's-head',
        playedOn: '2024-01-01',
        seats: [
          { playerId: 'a', place: 1 },
          { playerId: 'b', place: 1 },
        ],
      }),
    ).toThrow(/exactly one S-head/)
  })
  it('Sneak Peek: multiples of three, at most 64 cards; ties share first place', () => {
    const seats = (a: number, b: number) => [
      { playerId: 'a', score: a },
      { playerId: 'b', score: b },
    ]
    expect(() => scoreLoggedGame({ game: 'sneak-peek', playedOn: '2024-01-01', seats: seats(4, 3) })).toThrow(
      /multiple of 3/,
    )
    expect(() =>
      scoreLoggedGame({ game: 'sleek-seek', playedOn: '2024-01-01', seats: seats(33, 33) }),
    ).toThrow(/only 64/)
    expect(
      scoreLoggedGame({ game: 'sneak-peek', playedOn: '2024-01-01', seats: seats(9, 9) }).map(
        (s) => s.winner,
      ),
    ).toEqual([true, true])
  })
  it('refuses the same player twice, archived players, future dates; edit returns the previous result', () => {
    const d = db()
    const two = [
      { playerId: 'ann', score: 3 },
      { playerId: 'bob', score: 1 },
    ]
    expect(() =>
      logGame(d, { game: 'now-you-see-me', playedOn: '2024-01-01', seats: [two[0]!, two[0]!] }),
    ).toThrow(/only once/)
    expect(() =>
      logGame(d, {
        game: 'now-you-see-me',
        playedOn: '2024-01-01',
        seats: [two[0]!, { playerId: 'cy', score: 1 }],
      }),
    ).toThrow(/archived/)
    expect(() => logGame(d, { game: 'now-you-see-me', playedOn: '2999-01-01', seats: two })).toThrow(/future/)
    const g = logGame(d, { game: 'now-you-see-me', playedOn: '2024-01-01', seats: two })
    expect(g.seats.map((s) => [s.name, s.place, s.winner])).toEqual([
      ['Ann', 1, true],
      ['Bob', 2, false],
    ])
    const edited = editGame(d, g.id, {
      game: 'now-you-see-me',
      playedOn: '2024-01-02',
      seats: [
        { playerId: 'ann', score: 0 },
        { playerId: 'bob', score: 5 },
      ],
    })
    expect(edited.game.seats.find((s) => s.winner)?.name).toBe('Bob')
    expect(edited.previous).toEqual({ game: 'now-you-see-me', playedOn: '2024-01-01', seats: two })
  })
})
