import type { Rng } from '../../engine/rng'
import { checkDeckConserved } from '../cards64'
import { viewOf } from './view'
import { EMPTY, TABLE_SLOTS } from './types'
import type { Move, State, View } from './types'

/** Every card is in exactly one of pack, table and the won piles; the phase fields agree. */
export function checkState(state: State): string[] {
  const errors = checkDeckConserved([
    ['pack', state.pack],
    ['table', state.table.filter((c) => c !== EMPTY)],
    ...state.won.map((pile, seat): [string, number[]] => [`won[${seat}]`, pile]),
  ])
  if (state.table.length !== TABLE_SLOTS) errors.push(`table has ${state.table.length} places`)
  if (state.won.length !== state.players) errors.push('one won pile per seat expected')
  if (state.turn < 0 || state.turn >= state.players) errors.push(`turn ${state.turn} out of range`)
  if (new Set(state.flipped).size !== state.flipped.length) errors.push('a place is flipped twice')
  for (const s of state.flipped)
    if (state.table[s] === EMPTY || state.table[s] === undefined) errors.push(`flipped place ${s} is empty`)
  if (state.phase === 'flipping' && state.flipped.length > 2) errors.push('three face up while flipping')
  if (state.phase === 'reveal' && (state.flipped.length !== 3 || state.revealEndsAtMs === null)) {
    errors.push('a reveal needs three face-up cards and an end time')
  }
  if (state.phase === 'over') {
    const left = state.pack.length + state.table.filter((c) => c !== EMPTY).length
    if (left >= 3 && state.quietTurns < state.players) errors.push('over without an end condition')
  }
  return errors
}

/** A copy of `state` with every hidden card (pack and face-down places) moved to another hidden position. */
function twin(state: State): State {
  const pack = state.pack.slice()
  const table = state.table.slice()
  const hiddenPlaces: number[] = []
  for (let s = 0; s < TABLE_SLOTS; s++)
    if (table[s] !== EMPTY && !state.flipped.includes(s)) hiddenPlaces.push(s)
  const hidden = [...pack, ...hiddenPlaces.map((s) => table[s] as number)]
  hidden.push(hidden.shift() as number) // rotate: with 2 or more hidden cards, every one changes position
  pack.forEach((_, i) => (pack[i] = hidden[i] as number))
  hiddenPlaces.forEach((s, i) => (table[s] = hidden[pack.length + i] as number))
  return { ...state, pack, table }
}

/** The spectator view of the twin state, once per state (checkView runs for every seat). */
const twinViews = new WeakMap<State, string>()

/**
 * The view must not depend on anything hidden: giving the face-down cards and the pack other
 * identities and order (a twin state) must leave its JSON unchanged. This scans the whole view,
 * whatever its field names.
 */
export function checkView(state: State, seat: number | null, view: View): string[] {
  const errors: string[] = []
  let expected = twinViews.get(state)
  if (expected === undefined) {
    expected = JSON.stringify(viewOf(twin(state), null))
    twinViews.set(state, expected)
  }
  const json = JSON.stringify(view)
  if (json !== expected.replace('"seat":null', `"seat":${JSON.stringify(seat)}`)) {
    errors.push('view reveals a face-down card or the pack order, or differs from the engine view')
  }
  if (view.packCount !== state.pack.length) errors.push('pack count differs')
  view.slots.forEach((sv, s) => {
    const card = state.table[s]
    const up = state.flipped.includes(s)
    if (
      card === EMPTY
        ? sv.kind !== 'empty'
        : up
          ? sv.kind !== 'faceUp' || sv.card !== card
          : sv.kind !== 'faceDown'
    ) {
      errors.push(`place ${s} shown wrongly`)
    }
  })
  return errors
}

/** Moves that `apply` must refuse in this state, for property tests. */
export function sampleIllegalMoves(state: State, seat: number, rng: Rng): Move[] {
  const out: Move[] = [
    { type: 'flipSlot', slot: TABLE_SLOTS },
    { type: 'flipSlot', slot: -1 },
  ]
  out.push({ type: 'flipSlot', slot: 2.5 }, { type: 'bogus' } as unknown as Move, { type: 'flipPack', t: -5 })
  if (state.phase !== 'over') {
    const emptyPlaces = state.table.flatMap((c, s) => (c === EMPTY ? [s] : []))
    if (emptyPlaces.length > 0) out.push({ type: 'flipSlot', slot: rng.pick(emptyPlaces) })
    if (state.flipped.length > 0) out.push({ type: 'flipSlot', slot: rng.pick(state.flipped) })
    if (state.pack.length === 0) out.push({ type: 'flipPack' })
  }
  if (state.phase !== 'reveal') out.push({ type: 'hide', t: state.clockMs + 1e6 })
  else {
    out.push({ type: 'flipPack' }, { type: 'flipSlot', slot: state.flipped[0] ?? 0 })
    if ((state.revealEndsAtMs ?? 0) > state.clockMs) out.push({ type: 'hide', t: state.clockMs })
  }
  if (seat !== state.turn || state.phase === 'over') {
    out.push({ type: 'flipPack' }, { type: 'hide', t: (state.revealEndsAtMs ?? 0) + 1 })
  }
  const picked: Move[] = []
  for (let i = 0; i < 4 && out.length > 0; i++) picked.push(out.splice(rng.int(out.length), 1)[0] as Move)
  return picked
}
