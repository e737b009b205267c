import type { Rng } from '../../engine/rng'
import { checkDeckConserved, DECK_SIZE } from '../cards64'
import { viewOf } from './view'
import { EMPTY, TABLE_SLOTS } from './types'
import type { Move, State, View } from './types'

/** Every card is in exactly one of pack, table, won piles and removed-from-play. */
export function checkState(state: State): string[] {
  const errors = checkDeckConserved([
    ['pack', state.pack],
    ['table', state.table.filter((c) => c !== EMPTY)],
    ...state.won.map((pile, seat): [string, number[]] => [`won[${seat}]`, pile]),
    ['removed', state.removed],
  ])
  if (state.table.length !== TABLE_SLOTS) errors.push(`table has ${state.table.length} places`)
  if (state.removed.length % 3 !== 0) errors.push('removed cards come in threes')
  if (state.turn < 0 || state.turn >= state.players) errors.push(`turn ${state.turn} out of range`)
  if (state.flips !== DECK_SIZE - state.pack.length) errors.push('flip count differs from the pack')
  const call = state.call
  if (call) {
    if (state.over) errors.push('over with a call pending')
    const seats = [call.caller, ...call.simultaneous]
    if (new Set(seats).size !== seats.length) errors.push('a seat called twice')
    if (seats.some((s) => s < 0 || s >= state.players)) errors.push('caller out of range')
  }
  return errors
}

/** The spectator view of the state with its pack rotated, once per state (checkView runs per seat). */
const twinViews = new WeakMap<State, string>()

/**
 * The pack's order must not show: the view of the state with its pack rotated (every pack card in
 * another position) must have the same JSON. This scans the whole view, whatever its field names.
 */
export function checkView(state: State, seat: number | null, view: View): string[] {
  const errors: string[] = []
  let expected = twinViews.get(state)
  if (expected === undefined) {
    const rotated = state.pack.length > 1 ? [...state.pack.slice(1), state.pack[0] as number] : state.pack
    expected = JSON.stringify(viewOf({ ...state, pack: rotated }, null))
    twinViews.set(state, expected)
  }
  if (JSON.stringify(view) !== expected.replace('"seat":null', `"seat":${JSON.stringify(seat)}`)) {
    errors.push('view reveals the pack order, or differs from the engine view')
  }
  if (view.packCount !== state.pack.length) errors.push('pack count differs')
  view.slots.forEach((c, s) => {
    if ((c ?? EMPTY) !== state.table[s]) errors.push(`place ${s} shown wrongly`)
  })
  return errors
}

/** Moves that `apply` must refuse in this state, for property tests. */
export function sampleIllegalMoves(state: State, seat: number, rng: Rng): Move[] {
  const out: Move[] = [{ type: 'bogus' } as unknown as Move, { type: 'seek', t: Number.NaN }]
  const { call } = state
  const faceUp = state.table.filter((c) => c !== EMPTY)
  const offTable = [...state.pack, ...state.removed, ...state.won.flat()]
  if (state.over) out.push({ type: 'seek' }, { type: 'flip' })
  if (call || seat !== state.turn || state.pack.length === 0) out.push({ type: 'flip' })
  if (!call) {
    out.push({ type: 'timeout', t: state.clockMs + 1e6 })
    if (faceUp.length >= 3) out.push({ type: 'select', cards: faceUp.slice(0, 3) })
  } else {
    const windowEnd = call.atMs + state.rules.simultaneousMs
    if (seat === call.caller || call.simultaneous.includes(seat)) out.push({ type: 'seek', t: call.atMs })
    else out.push({ type: 'seek', t: Math.max(state.clockMs, windowEnd) + 1 })
    if (call.atMs + state.rules.selectMs > state.clockMs) out.push({ type: 'timeout', t: state.clockMs })
    if (seat !== call.caller && faceUp.length >= 3) out.push({ type: 'select', cards: faceUp.slice(0, 3) })
    if (seat === call.caller) {
      const deadline = call.atMs + state.rules.selectMs
      if (faceUp.length >= 3) out.push({ type: 'select', cards: faceUp.slice(0, 3), t: deadline + 1 })
      if (faceUp.length >= 2) out.push({ type: 'select', cards: faceUp.slice(0, 2) })
      if (faceUp.length >= 1) out.push({ type: 'select', cards: [faceUp[0]!, faceUp[0]!, faceUp[0]!] })
      if (faceUp.length >= 2 && offTable.length > 0) {
        out.push({ type: 'select', cards: [faceUp[0]!, faceUp[1]!, rng.pick(offTable)] })
      }
      out.push({ type: 'select', cards: [0, 1, 64] })
    }
  }
  const picked: Move[] = []
  for (let i = 0; i < 4 && out.length > 0; i++) picked.push(out.splice(rng.int(out.length), 1)[0] as Move)
  return picked
}
