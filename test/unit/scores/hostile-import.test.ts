/**
 * A hostile import (issue 21, item 6) is refused as a whole with a clear message, and the database is
 * left exactly as it was: every value is held to the same bounds and schemas as live play (scores,
 * bot levels the game has, names, rules through the game's rules schema, moves that are JSON, short,
 * and legal when the game is replayed).
 */
import { describe, expect, it } from 'vitest'
import type { Db } from '../../../src/main/db/database'
import { createServices } from '../../../src/main/services/app'
import { importJson } from '../../../src/main/services/scores/import'
import { engine as sneakPeek } from '../../../src/shared/games/sneak-peek'
import { addGame, fixtureDb } from './fixtures'

const TABLES = ['players', 'games', 'game_seats', 'moves', 'sqlite_master']
const dump = (db: Db): unknown =>
  Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]))

type Row = Record<string, unknown>
interface File {
  format: string
  version: number
  players: Row[]
  games: Row[]
  seats: Row[]
  moves: Row[]
}

/** A well-formed export: a logged game and a Sneak Peek game in progress with three real moves. */
function goodFile(): File {
  let state = sneakPeek.setup({ players: 2, seed: 'live-seed', rules: { revealMs: 3000 } })
  const moves: Row[] = []
  for (let seq = 0; seq < 3; seq++) {
    const seat = sneakPeek.currentSeats(state)[0]!
    const move = sneakPeek.stamp!(sneakPeek.legalMoves(state, seat)[0]!, 100 * seq)
    state = sneakPeek.apply(state, seat, move)
    moves.push({ game_id: 'live', seq, seat, at_ms: 100 * seq, move: JSON.stringify(move) })
  }
  return {
    format: 'tabletop-companion-scores',
    version: 1,
    players: [
      { id: 'ann', name: 'Ann', colour: '#b4441f', archived: 0, created_at: '2024-01-01T00:00:00.000Z' },
      { id: 'zed', name: 'Zed', colour: '#224488', archived: 0, created_at: '2024-01-01T00:00:00.000Z' },
    ],
    games: [
      {
        id: 'logged',
        kind: 'now-you-see-me',
        source: 'logged',
        rules: '{}',
        seed: null,
        status: 'finished',
        started_at: '2024-02-01T12:00:00.000Z',
        ended_at: '2024-02-01T12:00:00.000Z',
        notes: null,
        deleted_at: null,
      },
      {
        id: 'live',
        kind: 'sneak-peek',
        source: 'app',
        rules: '{"revealMs":3000}',
        seed: 'live-seed',
        status: 'active',
        started_at: '2024-02-02T12:00:00.000Z',
        ended_at: null,
        notes: null,
        deleted_at: null,
      },
    ],
    seats: [
      { game_id: 'logged', seat: 0, player_id: 'ann', bot_level: null, score: 4, place: 1, winner: 1 },
      { game_id: 'logged', seat: 1, player_id: 'zed', bot_level: null, score: 2, place: 2, winner: 0 },
      { game_id: 'live', seat: 0, player_id: 'zed', bot_level: null, score: null, place: null, winner: 0 },
      { game_id: 'live', seat: 1, player_id: null, bot_level: 'hard', score: null, place: null, winner: 0 },
    ],
    moves,
  }
}

function base(): Db {
  const db = fixtureDb(['Ann', 'Bob'])
  addGame(db, 's-head', '2024-01-05', [
    { who: 'ann', place: 1, score: 1 },
    { who: 'bob', place: 2, score: 0 },
  ])
  return db
}

const HOSTILE: [string, (f: File) => void, RegExp][] = [
  ['a score of -1e300', (f) => (f.seats[0]!.score = -1e300), /score/i],
  ['a score of 1e300', (f) => (f.seats[0]!.score = 1e300), /score/i],
  ['a bot level __proto__', (f) => (f.seats[3]!.bot_level = '__proto__'), /computer (player|level)|bot/i],
  [
    'a bot level the game does not have',
    (f) => (f.seats[3]!.bot_level = 'grandmaster'),
    /computer (player|level)|bot/i,
  ],
  [
    'a huge move string',
    (f) => (f.moves[0]!.move = JSON.stringify({ type: 'flipPack', junk: 'x'.repeat(3e6) })),
    /move/i,
  ],
  ['a move that is not JSON', (f) => (f.moves[1]!.move = '{"type": flipPack'), /move/i],
  ['a move that is JSON but no move', (f) => (f.moves[1]!.move = '42'), /move/i],
  ['an illegal move', (f) => (f.moves[2]!.move = '{"type":"flipSlot","slot":99,"t":200}'), /move/i],
  ['moves out of order', (f) => (f.moves[2]!.seq = 7), /move/i],
  ['a move by a seat the game does not have', (f) => (f.moves[0]!.seat = 5), /seat|move/i],
  ['rules out of bounds', (f) => (f.games[1]!.rules = '{"revealMs":1e12}'), /revealMs/],
  ['rules the game does not know', (f) => (f.games[1]!.rules = '{"speed":3}'), /speed/],
  ['rules that are not JSON', (f) => (f.games[1]!.rules = 'revealMs=1'), /rules/i],
  ['a name of 5,000 characters', (f) => (f.players[0]!.name = 'A'.repeat(5000)), /name/i],
  ['an empty name', (f) => (f.players[0]!.name = '   '), /name/i],
  ['a colour that is not #rrggbb', (f) => (f.players[0]!.colour = 'url(javascript:1)'), /colour/i],
  ['an id with SQL in it', (f) => (f.players[0]!.id = "x'); DROP TABLE players; --"), /id/i],
  ['a place of 1e9', (f) => (f.seats[1]!.place = 1e9), /place/i],
  ['a seat number past the table', (f) => (f.seats[1]!.seat = 6), /seat/i],
  ['one seat taken twice', (f) => (f.seats[1]!.seat = 0), /seat/i],
  ['a seat both a person and a computer', (f) => (f.seats[2]!.bot_level = 'easy'), /seat|person|computer/i],
  ['a date that is no date', (f) => (f.games[0]!.started_at = 'yesterday'), /date|time/i],
  ['notes of 100,000 characters', (f) => (f.games[0]!.notes = 'n'.repeat(100_000)), /notes/i],
  ['a seed of 10,000 characters', (f) => (f.games[1]!.seed = 's'.repeat(10_000)), /seed/i],
  ['a clock of 1e300 ms', (f) => (f.moves[0]!.at_ms = 1e300), /at_ms|clock|time/i],
]

describe('hostile imports', () => {
  it('the well-formed file imports; its game in progress is left out (a file must not choose a seed)', async () => {
    const db = base()
    const report = importJson(db, JSON.stringify(goodFile()))
    expect(report).toEqual({ players: 1, games: 1, seats: 2, moves: 0, skippedGames: 0, unfinishedGames: 1 })
    const services = createServices({ dbPath: ':memory:', mode: 'web', version: 't', resourcesDir: '/none' })
    try {
      importJson(services.db, JSON.stringify(goodFile()))
      const snap = await services.hub.handle({
        id: 1,
        method: 'games.snapshot',
        params: { sessionId: 'live', seat: 0 },
      })
      expect(snap).toMatchObject({ type: 'error', error: { code: 'not_found' } })
    } finally {
      services.close()
    }
  })

  it.each(HOSTILE)('refuses %s with a clear message and changes nothing', (_what, spoil, says) => {
    const db = base()
    const before = dump(db)
    const file = goodFile()
    spoil(file)
    let error: unknown = null
    try {
      importJson(db, JSON.stringify(file))
    } catch (e) {
      error = e
    }
    expect(error, 'the import must be refused').toBeInstanceOf(Error)
    expect((error as { code?: string }).code).toBe('bad_request')
    expect((error as Error).message).toMatch(says)
    expect(dump(db)).toEqual(before)
  })
})
