import { openDatabase, type Db } from '../../../src/main/db/database'

export interface FixtureSeat {
  who: string
  place: number | null
  score?: number | null
  winner?: boolean
}

/** A fresh in-memory database with named players (ids = names lower-cased). */
export function fixtureDb(players: string[], archived: string[] = []): Db {
  const { db } = openDatabase(':memory:')
  const add = db.prepare(
    `INSERT INTO players (id, name, name_key, colour, archived, created_at) VALUES (?, ?, ?, '#b4441f', ?, '2024-01-01')`,
  )
  for (const name of players)
    add.run(name.toLowerCase(), name, name.toLowerCase(), archived.includes(name) ? 1 : 0)
  return db
}

let n = 0
/** A finished game; `who` is a player id or `bot:<level>`; winner defaults to place 1. */
export function addGame(
  db: Db,
  kind: string,
  date: string,
  seats: FixtureSeat[],
  status = 'finished',
): string {
  const id = `g${++n}`
  db.prepare(
    `INSERT INTO games (id, kind, source, rules, seed, status, started_at, ended_at) VALUES (?, ?, 'logged', '{}', NULL, ?, ?, ?)`,
  ).run(id, kind, status, `${date}T12:00:00.000Z`, `${date}T12:00:00.000Z`)
  const seat = db.prepare(
    'INSERT INTO game_seats (game_id, seat, player_id, bot_level, score, place, winner) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  seats.forEach((s, i) => {
    const bot = s.who.startsWith('bot:') ? s.who.slice(4) : null
    const winner = s.winner ?? s.place === 1
    seat.run(id, i, bot ? null : s.who, bot, s.score ?? null, s.place, winner ? 1 : 0)
  })
  return id
}
