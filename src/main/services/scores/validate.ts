import * as v from 'valibot'
import { ApiError, ScoreRowsSchema, type ScoreRows } from '../../../shared/api'
import { checkRules } from '../../../shared/engine/rules'
import { importError, type ImportSource } from './import-message'

import { GAME_MODULES } from '../../../shared/games/all'
import { GAME_INFO } from '../../../shared/games/registry'

/** Logged games follow the logging form's bounds; app games their engine's. */
const LOGGED_SEATS: [number, number] = [2, 8]

type Game = ScoreRows['games'][number]
type Seat = ScoreRows['seats'][number]
type Move = ScoreRows['moves'][number]

function refuse(what: string, why: string): never {
  throw new ApiError('bad_request', `${what}: ${why} Nothing was changed.`)
}

/**
 * Holds rows from an export or a backup to the same bounds and schemas as live play, and says what
 * is wrong in words: the row schemas (src/shared/api/scores.ts), then for each game its seats (one per
 * number, 0..n-1, a person or a computer level this game has), its rules through the game's own rules
 * schema, and its moves (JSON objects in order, by seats of the table). A game in progress is
 * replayed from setup(seed) through every move, as a resume would, so one listed as resumable does
 * resume; finished games are replayed only when someone asks (games.replay), so a big import stays
 * quick. Throws a bad_request ApiError; returns the parsed rows.
 */
export function validateScoreRows(raw: unknown, from: ImportSource): ScoreRows {
  const parsed = v.safeParse(ScoreRowsSchema, raw)
  if (!parsed.success) throw importError(parsed.issues[0], from)
  const source = from === 'export' ? 'The export' : 'That backup'
  const rows = parsed.output
  const seats = groupBy(rows.seats, (s) => s.game_id)
  const moves = groupBy(rows.moves, (m) => m.game_id)
  for (const game of rows.games) {
    checkGame(game, seats.get(game.id) ?? [], moves.get(game.id) ?? [], source)
  }
  return rows
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const item of list) {
    const k = key(item)
    const group = out.get(k)
    if (group) group.push(item)
    else out.set(k, [item])
  }
  return out
}

function checkGame(game: Game, seats: Seat[], moves: Move[], source: string): void {
  const title = GAME_INFO[game.kind].title
  const what = `${source}: game ${game.id} (${title}, ${game.started_at.slice(0, 10)})`
  const module = GAME_MODULES[game.kind]
  const engine = module.engine as unknown as {
    minPlayers: number
    maxPlayers: number
    setup: (o: { players: number; seed: string; rules: Record<string, unknown> }) => unknown
    apply: (state: unknown, seat: number, move: unknown) => unknown
  }
  const [min, max] = game.source === 'app' ? [engine.minPlayers, engine.maxPlayers] : LOGGED_SEATS
  if (seats.length < min || seats.length > max)
    refuse(what, `${title} has ${min} to ${max} seats, this game has ${seats.length}.`)
  const numbers = new Set(seats.map((s) => s.seat))
  if (numbers.size !== seats.length || seats.some((s) => s.seat >= seats.length))
    refuse(what, `its seats must be numbered 0 to ${seats.length - 1}, each once.`)
  for (const s of seats) {
    if ((s.player_id === null) === (s.bot_level === null))
      refuse(what, `seat ${s.seat} must be either a person or a computer player.`)
    if (s.bot_level !== null && !Object.hasOwn(module.bots, s.bot_level))
      refuse(what, `${title} has no computer player "${s.bot_level}".`)
  }
  let rules: unknown
  try {
    rules = JSON.parse(game.rules)
  } catch {
    refuse(what, 'its rules are not valid JSON.')
  }
  const checked = checkRules(GAME_MODULES[game.kind].engine.rulesSchema(seats.length), rules, title)
  if (!checked.ok) refuse(what, `its rules are out of bounds. ${checked.message}`)
  if (game.source === 'logged' && moves.length > 0) refuse(what, 'a game logged by hand has no moves.')
  const ordered = [...moves].sort((a, b) => a.seq - b.seq)
  const parsed = ordered.map((m, i) => {
    if (m.seq !== i) refuse(what, `its moves must be numbered 0, 1, 2… without gaps (move ${i} is missing).`)
    if (m.seat >= seats.length) refuse(what, `move ${i} is by seat ${m.seat}, which the table does not have.`)
    let move: unknown
    try {
      move = JSON.parse(m.move)
    } catch {
      refuse(what, `move ${i} is not valid JSON.`)
    }
    if (
      typeof move !== 'object' ||
      move === null ||
      Array.isArray(move) ||
      typeof (move as { type?: unknown }).type !== 'string'
    )
      refuse(what, `move ${i} is not a move of ${title}.`)
    return { seat: m.seat, move }
  })
  if (game.source !== 'app' || game.status !== 'active') return
  // A game in progress is listed as resumable: it must replay exactly as a resume would.
  let state: unknown
  try {
    state = engine.setup({
      players: seats.length,
      seed: game.seed ?? game.id,
      rules: rules as Record<string, unknown>,
    })
  } catch (e) {
    refuse(what, `it cannot be set up again (${e instanceof Error ? e.message : 'unknown error'}).`)
  }
  parsed.forEach((m, i) => {
    try {
      state = engine.apply(state, m.seat, m.move)
    } catch (e) {
      refuse(
        what,
        `move ${i} is not a legal move of ${title} (${e instanceof Error ? e.message : 'refused'}).`,
      )
    }
  })
}
