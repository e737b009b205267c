import type { GameEngine, SeatResult, SetupOptions, TimedMove } from '../../engine/types'
import { RuleError } from '../../engine/errors'
import { seedRng, shuffleInPlace } from '../../engine/rng'
import { matchKind, newDeck } from '../cards64'
import { EMPTY as EMPTY_PLACE, TABLE_SLOTS as PLACES } from './types'
import type { Move, State, View } from './types'
import { readRules, rulesSchema } from './rules-schema'
import { viewOf } from './view'

// Local copies: imported bindings may compile to getters (tsx), which cost in hot loops.
const EMPTY = EMPTY_PLACE
const TABLE_SLOTS = PLACES

const PACK_FLIP: Move = Object.freeze({ type: 'flipPack' })
/** Shared move objects so legalMoves allocates only the list (random playouts call it constantly). */
const SLOT_FLIPS: Move[] = Array.from({ length: TABLE_SLOTS }, (_, slot) =>
  Object.freeze({ type: 'flipSlot', slot } as Move),
)

function setup(options: SetupOptions): State {
  const { players, seed } = options
  if (!Number.isInteger(players) || players < 2 || players > 4) {
    throw new RuleError('bad-players', 'Sneak Peek is for 2 to 4 players.') // RULES-NOTES: Players
  }
  // The shuffle is the only randomness in the game, so the generator is not kept in State.
  const pack = shuffleInPlace(seedRng(seed), newDeck())
  return {
    game: 'sneak-peek',
    players,
    rules: readRules(options.rules, players),
    pack,
    table: new Array<number>(TABLE_SLOTS).fill(EMPTY),
    flipped: [],
    won: Array.from({ length: players }, () => []),
    turn: 0,
    turnNo: 1,
    phase: 'flipping',
    turnBeganWithEmptyPack: false,
    turnMatched: false,
    quietTurns: 0,
    revealEndsAtMs: null,
    clockMs: 0,
    lastEvent: null,
  }
}

function currentSeats(state: State): number[] {
  return state.phase === 'flipping' ? [state.turn] : []
}

function legalMoves(state: State, seat: number): Move[] {
  if (state.phase !== 'flipping' || seat !== state.turn) return []
  const out: Move[] = []
  if (state.pack.length > 0) out.push(PACK_FLIP)
  const { table, flipped } = state
  for (let slot = 0; slot < TABLE_SLOTS; slot++) {
    if (table[slot] !== EMPTY && !flipped.includes(slot)) out.push(SLOT_FLIPS[slot] as Move)
  }
  return out
}

function moveTime(state: State, move: Move): number {
  const t = move.t
  if (t === undefined) return state.clockMs
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) throw new RuleError('bad-time', 'Bad move time.')
  return Math.max(state.clockMs, t)
}

function cardsLeft(state: State, table: number[]): number {
  let n = state.pack.length
  for (let i = 0; i < TABLE_SLOTS; i++) if (table[i] !== EMPTY) n++
  return n
}

function apply(state: State, seat: number, move: Move): State {
  if (state.phase === 'over') throw new RuleError('game-over', 'The game is over.')
  if (!move || typeof move !== 'object') throw new RuleError('bad-move', 'Unknown move.')
  const clockMs = moveTime(state, move)
  if (move.type === 'hide') return hide(state, seat, clockMs)
  if (state.phase !== 'flipping') throw new RuleError('reveal', 'Wait until the cards are turned face down.')
  if (seat !== state.turn) throw new RuleError('not-your-turn', 'It is not your turn.')
  // RULES-NOTES: Sneak Peek turn — each flip is the pack's top card or one face-down table card.
  let table = state.table
  let pack = state.pack
  let slot: number
  if (move.type === 'flipPack') {
    if (pack.length === 0) throw new RuleError('pack-empty', 'The pack is empty.')
    slot = table.indexOf(EMPTY)
    // A new card goes face up into its own free place: the lowest free one keeps the grid tidy.
    pack = pack.slice(0, -1)
    table = table.slice()
    table[slot] = state.pack[state.pack.length - 1] as number
  } else if (move.type === 'flipSlot') {
    slot = move.slot
    if (!Number.isInteger(slot) || slot < 0 || slot >= TABLE_SLOTS || table[slot] === EMPTY) {
      throw new RuleError('no-card', 'There is no card in that place.')
    }
    if (state.flipped.includes(slot)) throw new RuleError('face-up', 'That card is already face up.')
  } else {
    throw new RuleError('bad-move', 'Unknown move.')
  }
  const flipped = state.flipped.concat(slot)
  const next: State = { ...state, pack, table, flipped, clockMs }
  if (flipped.length < 3) return next
  return afterThreeFlips(next)
}

function afterThreeFlips(state: State): State {
  const cards = state.flipped.map((s) => state.table[s] as number)
  const kind = matchKind(cards[0] as number, cards[1] as number, cards[2] as number)
  const seat = state.turn
  if (kind) {
    // Match: the player keeps the three and flips three more (same turn).
    const table = state.table.slice()
    for (const s of state.flipped) table[s] = EMPTY
    const won = state.won.slice()
    won[seat] = [...(state.won[seat] ?? []), ...cards]
    const next: State = {
      ...state,
      table,
      won,
      flipped: [],
      turnMatched: true,
      quietTurns: 0,
      lastEvent: { kind: 'match', seat, cards, matchKind: kind },
    }
    // RULES-NOTES: Sneak Peek end — fewer than three cards left in pack and table together.
    if (cardsLeft(next, table) < 3) next.phase = 'over'
    return next
  }
  // RULES-NOTES: Sneak Peek end — the pack is empty and then a full round passes without a match.
  // Only turns that began with the pack already empty count towards that round.
  const quietTurns = state.turnBeganWithEmptyPack && !state.turnMatched ? state.quietTurns + 1 : 0
  const over = quietTurns >= state.players
  return {
    ...state,
    quietTurns,
    // Miss: the three stay visible until the timer's hide move (RULES-NOTES: Sneak Peek turn).
    phase: over ? 'over' : 'reveal',
    revealEndsAtMs: over ? null : state.clockMs + state.rules.revealMs,
    lastEvent: { kind: 'miss', seat },
  }
}

function hide(state: State, seat: number, clockMs: number): State {
  if (state.phase !== 'reveal') throw new RuleError('no-reveal', 'There is nothing to turn face down.')
  if (seat !== state.turn)
    throw new RuleError('not-your-turn', 'The reveal belongs to the turn seat.', {
      kind: 'reveal-not-yours',
    })
  // Timer-only: the reveal cannot be cut short, so a hide stamped before its end is refused.
  if (clockMs < (state.revealEndsAtMs ?? 0)) throw new RuleError('too-early', 'The reveal has not ended.')
  const turn = (state.turn + 1) % state.players
  return {
    ...state,
    clockMs,
    // RULES-NOTES: Sneak Peek turn — a miss turns face down where it lies (the slots keep their cards).
    flipped: [],
    phase: 'flipping',
    revealEndsAtMs: null,
    turn,
    turnNo: state.turnNo + 1,
    turnBeganWithEmptyPack: state.pack.length === 0,
    turnMatched: false,
  }
}

function result(state: State): SeatResult[] {
  const scores = state.won.map((w) => w.length)
  // RULES-NOTES: Sneak Peek end — most cards wins; a tie shares the place.
  return scores.map((score, seat) => ({ seat, score, place: 1 + scores.filter((s) => s > score).length }))
}

function timer(state: State): TimedMove<Move> | null {
  if (state.phase !== 'reveal' || state.revealEndsAtMs === null) return null
  return { seat: state.turn, move: { type: 'hide' }, atMs: state.revealEndsAtMs }
}

export const engine: GameEngine<State, Move, View> = {
  id: 'sneak-peek',
  minPlayers: 2,
  maxPlayers: 4,
  rulesSchema,
  setup,
  currentSeats,
  legalMoves,
  apply,
  view: viewOf,
  isOver: (state) => state.phase === 'over',
  result,
  timer,
  stamp: (move, nowMs) => ({ ...move, t: nowMs }),
}
