import type { GameEngine, SeatResult, SetupOptions, TimedMove } from '../../engine/types'
import { RuleError } from '../../engine/errors'
import { seedRng, shuffleInPlace } from '../../engine/rng'
import { findMatches, hasMatch, isCard, matchKind, newDeck } from '../cards64'
import { EMPTY as EMPTY_PLACE, TABLE_SLOTS as PLACES } from './types'
import type { Move, State, View } from './types'
import { readRules, rulesSchema } from './rules-schema'
import { viewOf } from './view'

// Local copies: imported bindings may compile to getters (tsx), which cost in hot loops.
const EMPTY = EMPTY_PLACE
const TABLE_SLOTS = PLACES

const FLIP: Move = Object.freeze({ type: 'flip' })
const SEEK: Move = Object.freeze({ type: 'seek' })
/** legalMoves lists every matching triple plus this many wrong ones (apply accepts any triple). */
const WRONG_TRIPLES_LISTED = 3

function setup(options: SetupOptions): State {
  const { players, seed } = options
  if (!Number.isInteger(players) || players < 2 || players > 4) {
    throw new RuleError('bad-players', 'Sleek Seek is for 2 to 4 players.') // RULES-NOTES: Players
  }
  return {
    game: 'sleek-seek',
    players,
    rules: readRules(options.rules, players),
    // The shuffle is the only randomness in the game, so the generator is not kept in State.
    pack: shuffleInPlace(seedRng(seed), newDeck()),
    table: new Array<number>(TABLE_SLOTS).fill(EMPTY),
    won: Array.from({ length: players }, () => []),
    removed: [],
    turn: 0,
    flips: 0,
    call: null,
    clockMs: 0,
    over: false,
    lastEvent: null,
  }
}

export function faceUpCards(state: State): number[] {
  return state.table.filter((c) => c !== EMPTY)
}

function allSeats(state: State): number[] {
  return Array.from({ length: state.players }, (_, i) => i)
}

function legalMoves(state: State, seat: number): Move[] {
  if (state.over) return []
  const { call } = state
  if (call) {
    if (seat !== call.caller) return call.simultaneous.includes(seat) ? [] : [SEEK] // apply checks the window
    const cards = faceUpCards(state)
    const out: Move[] = findMatches(cards).map((m) => ({ type: 'select', cards: m }))
    let wrong = 0
    for (let i = 0; i < cards.length - 2 && wrong < WRONG_TRIPLES_LISTED; i++) {
      for (let j = i + 1; j < cards.length - 1 && wrong < WRONG_TRIPLES_LISTED; j++) {
        for (let k = j + 1; k < cards.length && wrong < WRONG_TRIPLES_LISTED; k++) {
          const m = [cards[i], cards[j], cards[k]] as [number, number, number]
          if (matchKind(...m)) continue
          out.push({ type: 'select', cards: m })
          wrong++
        }
      }
    }
    return out
  }
  return seat === state.turn && state.pack.length > 0 ? [FLIP, SEEK] : [SEEK]
}

function moveTime(state: State, move: Move): number {
  const t = move.t
  if (t === undefined) return state.clockMs
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) throw new RuleError('bad-time', 'Bad move time.')
  return Math.max(state.clockMs, t)
}

function apply(state: State, seat: number, move: Move): State {
  if (state.over) throw new RuleError('game-over', 'The game is over.')
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players)
    throw new RuleError('bad-seat', 'No such seat.')
  if (!move || typeof move !== 'object') throw new RuleError('bad-move', 'Unknown move.')
  const clockMs = moveTime(state, move)
  switch (move.type) {
    case 'flip':
      return flip(state, seat, clockMs)
    case 'seek':
      return seek(state, seat, clockMs)
    case 'select':
      return select(state, seat, move.cards, clockMs)
    case 'timeout': {
      const call = state.call
      if (!call) throw new RuleError('no-call', 'Nobody has called.')
      if (clockMs < call.atMs + state.rules.selectMs) throw new RuleError('too-early', 'There is time left.')
      return mistake({ ...state, clockMs }, 'time', [])
    }
    default:
      throw new RuleError('bad-move', 'Unknown move.')
  }
}

function flip(state: State, seat: number, clockMs: number): State {
  // RULES-NOTES: Sleek Seek — while a call is being resolved, flipping pauses.
  if (state.call) throw new RuleError('call-pending', 'Wait: a call is being resolved.')
  if (seat !== state.turn) throw new RuleError('not-your-turn', 'It is not your turn to flip.')
  if (state.pack.length === 0) throw new RuleError('pack-empty', 'The pack is empty.')
  const card = state.pack[state.pack.length - 1] as number
  const table = state.table.slice()
  const slot = table.indexOf(EMPTY)
  table[slot] = card
  const next: State = {
    ...state,
    clockMs,
    pack: state.pack.slice(0, -1),
    table,
    turn: (state.turn + 1) % state.players,
    flips: state.flips + 1,
    lastEvent: { kind: 'flip', seat, card, slot },
  }
  return withEnd(next)
}

function seek(state: State, seat: number, clockMs: number): State {
  const call = state.call
  if (!call) {
    // RULES-NOTES: Sleek Seek — anyone may call at any moment, even with no match on the table.
    return {
      ...state,
      clockMs,
      call: { caller: seat, atMs: clockMs, simultaneous: [] },
      lastEvent: { kind: 'call', seat },
    }
  }
  if (seat === call.caller || call.simultaneous.includes(seat)) {
    throw new RuleError('already-called', 'You have already called.')
  }
  // RULES-NOTES: Sleek Seek — calls within simultaneousMs of the first are simultaneous; later
  // calls while this one is resolved are refused (the caller is already selecting).
  if (clockMs - call.atMs > state.rules.simultaneousMs) {
    throw new RuleError('call-pending', 'Too late: someone else called first.', { kind: 'too-late' })
  }
  const simultaneous = [...call.simultaneous, seat]
  return { ...state, clockMs, call: { ...call, simultaneous }, lastEvent: { kind: 'simultaneous', seat } }
}

function select(state: State, seat: number, cards: unknown, clockMs: number): State {
  const call = state.call
  if (!call) throw new RuleError('no-call', 'Call "Seek!" first.', { kind: 'call-first' })
  if (seat !== call.caller) throw new RuleError('not-caller', 'Only the first caller selects.')
  if (clockMs > call.atMs + state.rules.selectMs) throw new RuleError('time-up', 'Time is up.')
  if (!Array.isArray(cards) || cards.length !== 3 || !cards.every(isCard) || new Set(cards).size !== 3) {
    throw new RuleError('bad-select', 'Select three different cards.')
  }
  const slots = cards.map((c: number) => state.table.indexOf(c))
  if (slots.includes(-1)) throw new RuleError('not-on-table', 'Select face-up cards on the table.')
  const [a, b, c] = cards as [number, number, number]
  const kind = matchKind(a, b, c)
  // RULES-NOTES: Sleek Seek — not a match is a mistaken call.
  if (!kind) return mistake({ ...state, clockMs }, 'no-match', [a, b, c])
  const table = state.table.slice()
  for (const s of slots) table[s] = EMPTY
  const next: State = { ...state, clockMs, table, call: null }
  if (call.simultaneous.length > 0) {
    // RULES-NOTES: Sleek Seek — simultaneous calls: the match leaves play and nobody scores it.
    next.removed = [...state.removed, a, b, c]
    next.lastEvent = {
      kind: 'removed',
      seat,
      callers: [seat, ...call.simultaneous],
      cards: [a, b, c],
      matchKind: kind,
    }
  } else {
    // RULES-NOTES: Sleek Seek — a correct call takes the three cards.
    next.won = state.won.slice()
    next.won[seat] = [...(state.won[seat] ?? []), a, b, c]
    next.lastEvent = { kind: 'take', seat, cards: [a, b, c], matchKind: kind }
  }
  return withEnd(next)
}

/** RULES-NOTES: Sleek Seek — a mistaken call puts the caller's last won card face up on the table. */
function mistake(state: State, reason: 'no-match' | 'time', cards: number[]): State {
  const seat = (state.call as NonNullable<State['call']>).caller
  const pile = state.won[seat] ?? []
  const next: State = { ...state, call: null }
  const returned = pile.length > 0 ? (pile[pile.length - 1] as number) : null
  if (returned !== null) {
    next.won = state.won.slice()
    next.won[seat] = pile.slice(0, -1)
    next.table = state.table.slice()
    next.table[next.table.indexOf(EMPTY)] = returned
  }
  next.lastEvent = { kind: 'mistake', seat, reason, cards, returned }
  return withEnd(next)
}

/** RULES-NOTES: Sleek Seek — the game ends when the pack is empty and no match remains face up. */
function withEnd(state: State): State {
  if (state.pack.length === 0 && !state.call && !hasMatch(faceUpCards(state))) state.over = true
  return state
}

function result(state: State): SeatResult[] {
  const scores = state.won.map((w) => w.length)
  // Most cards wins; a tie shares the place.
  return scores.map((score, seat) => ({ seat, score, place: 1 + scores.filter((s) => s > score).length }))
}

function timer(state: State): TimedMove<Move> | null {
  if (!state.call || state.over) return null
  return { seat: state.call.caller, move: { type: 'timeout' }, atMs: state.call.atMs + state.rules.selectMs }
}

export const engine: GameEngine<State, Move, View> = {
  id: 'sleek-seek',
  minPlayers: 2,
  maxPlayers: 4,
  rulesSchema,
  setup,
  // RULES-NOTES: Sleek Seek — anyone may call "Seek!" at any moment, so every seat may act.
  currentSeats: (state) => (state.over ? [] : allSeats(state)),
  legalMoves,
  apply,
  view: viewOf,
  isOver: (state) => state.over,
  result,
  timer,
  stamp: (move, nowMs) => ({ ...move, t: nowMs }),
}
