import { describe, it, expect } from 'vitest'
import { engine, checkView } from '../../../../src/shared/games/s-head'
import { Rng } from '../../../../src/shared/engine/rng'
import type { Move, State } from '../../../../src/shared/games/s-head/types'

function playRandom(
  seed: string,
  players: number,
  maxMoves: number,
): { state: State; moves: [number, Move][] } {
  const rng = new Rng(`moves-${seed}`)
  let state = engine.setup({ players, seed })
  const moves: [number, Move][] = []
  while (!engine.isOver(state) && moves.length < maxMoves) {
    const seat = rng.pick(engine.currentSeats(state))
    const move = rng.pick(engine.legalMoves(state, seat))
    state = engine.apply(state, seat, move)
    moves.push([seat, move])
  }
  return { state, moves }
}

describe('S-head engine contract', () => {
  it('engine metadata', () => {
    expect([engine.id, engine.minPlayers, engine.maxPlayers]).toEqual(['s-head', 2, 6])
  })

  it('determinism: same seed + moves = same state', () => {
    const { state, moves } = playRandom('det', 4, 400)
    let replay = engine.setup({ players: 4, seed: 'det' })
    for (const [seat, move] of moves) replay = engine.apply(replay, seat, move)
    expect(JSON.stringify(replay)).toBe(JSON.stringify(state))
    expect(JSON.stringify(engine.setup({ players: 4, seed: 'det' }))).toBe(
      JSON.stringify(engine.setup({ players: 4, seed: 'det' })),
    )
    expect(engine.setup({ players: 4, seed: 'other' }).draw).not.toEqual(
      engine.setup({ players: 4, seed: 'det' }).draw,
    )
  })

  it('state is plain JSON', () => {
    const { state } = playRandom('json', 5, 300)
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })

  it('apply never mutates its input', () => {
    const rng = new Rng('mutate')
    let state = engine.setup({ players: 3, seed: 'mutate' })
    for (let i = 0; i < 600 && !engine.isOver(state); i++) {
      const seat = rng.pick(engine.currentSeats(state))
      const before = JSON.stringify(state)
      const next = engine.apply(state, seat, rng.pick(engine.legalMoves(state, seat)))
      expect(JSON.stringify(state)).toBe(before)
      state = next
    }
  })

  it('view: own hand visible, other hands and face-down cards only as counts', () => {
    let state = engine.setup({ players: 3, seed: 'view' })
    for (const seat of [0, 1, 2]) state = engine.apply(state, seat, { type: 'ready' })
    const v = engine.view(state, 1)
    expect(v.hand).toEqual(state.seats[1]!.hand)
    expect(v.seats[0]).toMatchObject({
      handCount: 3,
      faceDown: [true, true, true],
      faceUp: state.seats[0]!.faceUp,
    })
    expect(v.turn).toBe(1)
    expect(v.playFrom).toBe('hand')
    expect(v.drawCount).toBe(state.draw.length)
    expect(checkView(state, 1, v)).toEqual([])
    const table = engine.view(state, null)
    expect(table.hand).toBeNull()
    expect(table.playFrom).toBeNull()
    expect(checkView(state, null, table)).toEqual([])
    // The check itself catches a leak.
    const leaky = { ...v, hand: state.seats[0]!.hand }
    expect(checkView(state, 1, leaky).length).toBeGreaterThan(0)
  })
})
