import { randomUUID } from 'node:crypto'
import { ApiError, type HistoryGame, type LoggedGameInput } from '../../../shared/api'
import type { Db } from '../../db/database'
import { pointLimits } from '../../../shared/games/now-you-see-me/limits'
import { gameById } from './history'

/** Sneak Peek and Sleek Seek: 64 cards, won in sets of three. RULES-NOTES: Sneak Peek, Sets. */
const DECK_CARDS = 64

interface SeatResultRow {
  playerId: string
  score: number
  place: number
  winner: boolean
}

/** Checks a result the way its game counts it and derives score, place and winner for every seat. */
export function scoreLoggedGame(input: LoggedGameInput): SeatResultRow[] {
  const n = input.seats.length
  const ids = input.seats.map((s) => s.playerId)
  if (new Set(ids).size !== n) throw new ApiError('bad_request', 'Each player can appear only once.')
  if (input.game === 's-head') {
    // RULES-NOTES: S-head — places are the order of going out; the last one left is the S-head.
    const places = input.seats.map((s) => s.place)
    if (places.some((p) => p === undefined))
      throw new ApiError('bad_request', 'Give every player their place in the order of going out.')
    const sorted = [...(places as number[])].sort((a, b) => a - b)
    if (sorted.some((p, i) => p !== i + 1))
      throw new ApiError(
        'bad_request',
        `Places must be 1 to ${n}, each once: exactly one S-head (place ${n}).`,
      )
    return input.seats.map((s) => {
      const place = s.place as number
      return { playerId: s.playerId, place, score: n - place, winner: place === 1 }
    })
  }
  const scores = input.seats.map((s) => s.score)
  if (scores.some((x) => x === undefined)) throw new ApiError('bad_request', 'Give every player a score.')
  const values = scores as number[]
  if (values.some((x) => !Number.isInteger(x))) throw new ApiError('bad_request', 'Scores are whole numbers.')
  if (input.game === 'sneak-peek' || input.game === 'sleek-seek') {
    if (values.some((x) => x % 3 !== 0))
      throw new ApiError('bad_request', 'Cards are won in sets of three: each count is a multiple of 3.')
    const total = values.reduce((a, b) => a + b, 0)
    if (total > DECK_CARDS)
      throw new ApiError('bad_request', `The cards add up to ${total}, but the deck has only ${DECK_CARDS}.`)
  }
  if (input.game === 'now-you-see-me') checkNowYouSeeMePoints(values)
  // Competition ranking: tied scores share a place, and everyone on place 1 wins.
  return input.seats.map((s, i) => {
    const score = values[i] as number
    const place = 1 + values.filter((x) => x > score).length
    return { playerId: s.playerId, score, place, winner: place === 1 }
  })
}

/** Points no game of that many players can give are a typing mistake, not a record. */
function checkNowYouSeeMePoints(values: number[]): void {
  const n = values.length
  const limits = pointLimits(n)
  const top = Math.max(...values)
  if (top > limits.perPlayer)
    throw new ApiError(
      'bad_request',
      `${top} points is more than one player can score with ${n} players (at most ${limits.perPlayer}).`,
    )
  const total = values.reduce((a, b) => a + b, 0)
  if (total > limits.total)
    throw new ApiError(
      'bad_request',
      `The points add up to ${total}, more than a game of ${n} players can give (at most ${limits.total}).`,
    )
}

function checkDate(playedOn: string): string {
  const at = new Date(`${playedOn}T12:00:00.000Z`)
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== playedOn)
    throw new ApiError('bad_request', 'That is not a real date.')
  if (at.getTime() > Date.now() + 2 * 86_400_000)
    throw new ApiError('bad_request', 'A game cannot be logged in the future.')
  if (at.getUTCFullYear() < 1970) throw new ApiError('bad_request', 'That date is too long ago.')
  return at.toISOString()
}

function checkPlayers(db: Db, ids: string[], allowArchived: Set<string>): void {
  const get = db.prepare('SELECT archived, name FROM players WHERE id = ?')
  for (const id of ids) {
    const row = get.get(id) as { archived: number; name: string } | undefined
    if (!row) throw new ApiError('not_found', 'One of the players does not exist.')
    if (row.archived === 1 && !allowArchived.has(id))
      throw new ApiError('bad_request', `${row.name} is archived; unarchive them to log a new game.`)
  }
}

function writeSeats(db: Db, gameId: string, rows: SeatResultRow[]): void {
  const insert = db.prepare(
    'INSERT INTO game_seats (game_id, seat, player_id, bot_level, score, place, winner) VALUES (?, ?, ?, NULL, ?, ?, ?)',
  )
  rows.forEach((r, seat) => insert.run(gameId, seat, r.playerId, r.score, r.place, r.winner ? 1 : 0))
}

/** Logs a game played with the real box. */
export function logGame(db: Db, input: LoggedGameInput): HistoryGame {
  const rows = scoreLoggedGame(input)
  const at = checkDate(input.playedOn)
  const id = randomUUID()
  db.transaction(() => {
    checkPlayers(
      db,
      rows.map((r) => r.playerId),
      new Set(),
    )
    db.prepare(
      `INSERT INTO games (id, kind, source, rules, seed, status, started_at, ended_at, notes)
       VALUES (?, ?, 'logged', '{}', NULL, 'finished', ?, ?, ?)`,
    ).run(id, input.game, at, at, input.notes?.trim() || null)
    writeSeats(db, id, rows)
  })()
  return gameById(db, id)
}

/** What a logged game was, in the form it was entered: an undo sends this back. */
export function loggedInput(db: Db, gameId: string): LoggedGameInput {
  const g = gameById(db, gameId)
  if (g.source !== 'logged') throw new ApiError('bad_request', 'Only games logged by hand can be edited.')
  return {
    game: g.game,
    playedOn: g.playedAt.slice(0, 10),
    ...(g.notes ? { notes: g.notes } : {}),
    seats: g.seats.map((s) =>
      g.game === 's-head'
        ? { playerId: s.playerId ?? '', place: s.place ?? 0 }
        : { playerId: s.playerId ?? '', score: s.score ?? 0 },
    ),
  }
}

export function editGame(
  db: Db,
  gameId: string,
  input: LoggedGameInput,
): { game: HistoryGame; previous: LoggedGameInput } {
  const previous = loggedInput(db, gameId)
  const rows = scoreLoggedGame(input)
  const at = checkDate(input.playedOn)
  db.transaction(() => {
    checkPlayers(
      db,
      rows.map((r) => r.playerId),
      new Set(previous.seats.map((s) => s.playerId)),
    )
    db.prepare('UPDATE games SET kind = ?, started_at = ?, ended_at = ?, notes = ? WHERE id = ?').run(
      input.game,
      at,
      at,
      input.notes?.trim() || null,
      gameId,
    )
    db.prepare('DELETE FROM game_seats WHERE game_id = ?').run(gameId)
    writeSeats(db, gameId, rows)
  })()
  return { game: gameById(db, gameId), previous }
}

/** Deleting only marks the game, so it can be undone; it no longer counts anywhere. */
export function setDeleted(db: Db, gameId: string, deleted: boolean): void {
  const res = db
    .prepare('UPDATE games SET deleted_at = ? WHERE id = ?')
    .run(deleted ? new Date().toISOString() : null, gameId)
  if (res.changes === 0) throw new ApiError('not_found', 'There is no such game.')
}
