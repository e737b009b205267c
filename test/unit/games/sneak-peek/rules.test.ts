import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../src/shared/engine/errors'
import { EMPTY, engine, invariants } from '../../../../src/shared/games/sneak-peek'
import type { Move, State } from '../../../../src/shared/games/sneak-peek'

const DIAGONAL = [0, 9, 18, 27, 36, 45, 54, 63] // no two share a colour or a symbol: never a match
const flipPack: Move = { type: 'flipPack' }
const flipSlot = (slot: number): Move => ({ type: 'flipSlot', slot })

/** A fresh game whose pack deals `first` in that order. */
function dealing(first: number[], players = 2, rules?: Record<string, unknown>): State {
  const s = engine.setup({ players, seed: 'rules', rules })
  const rest = s.pack.filter((c) => !first.includes(c))
  return { ...s, pack: [...rest, ...first.slice().reverse()] }
}

/** A game with an empty pack and `onTable` face down in places 0.., every other card already won. */
function endgame(onTable: number[], players = 2): State {
  const s = engine.setup({ players, seed: 'end' })
  const table = s.table.slice()
  onTable.forEach((c, i) => (table[i] = c))
  const others = s.pack.filter((c) => !onTable.includes(c))
  const won = s.won.map((_, seat) => others.filter((_, i) => i % players === seat))
  return { ...s, pack: [], table, won, turnBeganWithEmptyPack: true }
}

function play(state: State, seat: number, moves: Move[], t = 0): State {
  return moves.reduce((s, m) => engine.apply(s, seat, { ...m, t }), state)
}

const pickNth = (legal: Move[], i: number): Move => legal[i % legal.length]!

function expectRuleError(f: () => unknown, code?: string): void {
  try {
    f()
  } catch (e) {
    expect(isRuleError(e)).toBe(true)
    if (code) expect((e as { code: string }).code).toBe(code)
    return
  }
  throw new Error('expected a RuleError')
}

describe('Sneak Peek rules', () => {
  it('RULES-NOTES: Sneak Peek turn — a flip may mix pack and table cards', () => {
    let s = play(dealing([0, 9, 18, 27, 36]), 0, [flipPack, flipPack, flipPack], 100)
    s = engine.apply(s, 0, { type: 'hide', t: 3100 })
    expect(engine.currentSeats(s)).toEqual([1])
    const legal = engine.legalMoves(s, 1)
    expect(legal).toContainEqual(flipPack)
    expect(legal).toContainEqual(flipSlot(1))
    s = play(s, 1, [flipSlot(1), flipPack, flipSlot(0)], 4000)
    expect(s.flipped).toEqual([1, 3, 0])
    expect(s.table.slice(0, 4)).toEqual([0, 9, 18, 27])
    expect(invariants.checkState(s)).toEqual([])
  })

  it('RULES-NOTES: Sneak Peek turn — a new pack card goes face up into its own free place', () => {
    const s = play(dealing([0, 9]), 0, [flipPack, flipPack])
    expect(engine.view(s, 1).slots.slice(0, 3)).toEqual([
      { kind: 'faceUp', card: 0 },
      { kind: 'faceUp', card: 9 },
      { kind: 'empty' },
    ])
  })

  it('RULES-NOTES: Sneak Peek turn — a miss keeps its places and turns face down', () => {
    let s = play(dealing([0, 9, 18]), 0, [flipPack, flipPack, flipPack], 500)
    expect(s.phase).toBe('reveal')
    expect(engine.view(s, null).faceUp.map((f) => f.card)).toEqual([0, 9, 18])
    expect(s.lastEvent).toEqual({ kind: 'miss', seat: 0 })
    s = engine.apply(s, 0, { type: 'hide', t: 3500 })
    expect(s.table.slice(0, 3)).toEqual([0, 9, 18])
    const v = engine.view(s, 1)
    expect(v.slots.slice(0, 3)).toEqual([{ kind: 'faceDown' }, { kind: 'faceDown' }, { kind: 'faceDown' }])
    expect(v.faceUp).toEqual([])
    expect(v.turn).toBe(1)
    expect(JSON.stringify(v)).not.toMatch(/"card":(0|9|18)\b/)
  })

  it('RULES-NOTES: Sneak Peek turn — a match is kept and the player flips three more', () => {
    const s = play(dealing([0, 1, 2, 9]), 0, [flipPack, flipPack, flipPack])
    expect(s.won[0]).toEqual([0, 1, 2])
    expect(s.table.slice(0, 3)).toEqual([EMPTY, EMPTY, EMPTY])
    expect(s.phase).toBe('flipping')
    expect(engine.currentSeats(s)).toEqual([0])
    expect(s.lastEvent).toEqual({ kind: 'match', seat: 0, cards: [0, 1, 2], matchKind: 'colour' })
    const next = engine.apply(s, 0, flipPack)
    expect(next.table[0]).toBe(9) // the freed place is reused
  })

  it('RULES-NOTES: Sneak Peek turn — the reveal ends by the timer after revealMs (default 3 s)', () => {
    const s = play(dealing([0, 9, 18]), 0, [flipPack, flipPack, flipPack], 1000)
    expect(s.revealEndsAtMs).toBe(4000)
    expect(engine.view(s, 0).revealEndsAtMs).toBe(4000)
    expect(engine.currentSeats(s)).toEqual([])
    expect(engine.timer!(s)).toEqual({ seat: 0, move: { type: 'hide' }, atMs: 4000 })
    expectRuleError(() => engine.apply(s, 0, { type: 'hide', t: 3999 }), 'too-early')
    expectRuleError(() => engine.apply(s, 1, flipPack), 'reveal')
    expect(engine.apply(s, 0, { type: 'hide', t: 4000 }).phase).toBe('flipping')
    const quick = play(dealing([0, 9, 18], 2, { revealMs: 500 }), 0, [flipPack, flipPack, flipPack], 1000)
    expect(engine.timer!(quick)?.atMs).toBe(1500)
    expect(engine.stamp!(flipPack, 42)).toEqual({ type: 'flipPack', t: 42 })
  })

  it('RULES-NOTES: Sneak Peek end — the pack is empty and a full round passes without a match', () => {
    let s = endgame(DIAGONAL)
    s = engine.apply(play(s, 0, [flipSlot(0), flipSlot(1), flipSlot(2)], 0), 0, { type: 'hide', t: 3000 })
    expect(engine.isOver(s)).toBe(false)
    expect(s.quietTurns).toBe(1)
    s = play(s, 1, [flipSlot(3), flipSlot(4), flipSlot(5)], 4000)
    expect(engine.isOver(s)).toBe(true)
    expect(engine.currentSeats(s)).toEqual([])
  })

  it('RULES-NOTES: Sneak Peek end — a match during the round starts the round again', () => {
    let s = endgame([...DIAGONAL, 1, 2]) // 0, 1, 2 share colour 0
    s = engine.apply(play(s, 0, [flipSlot(1), flipSlot(2), flipSlot(3)]), 0, { type: 'hide', t: 5000 })
    s = play(s, 1, [flipSlot(0), flipSlot(8), flipSlot(9)], 6000) // match
    s = engine.apply(play(s, 1, [flipSlot(1), flipSlot(2), flipSlot(3)], 6000), 1, { type: 'hide', t: 9000 })
    expect(s.quietTurns).toBe(0)
    expect(engine.isOver(s)).toBe(false)
    s = engine.apply(play(s, 0, [flipSlot(4), flipSlot(5), flipSlot(6)], 9000), 0, { type: 'hide', t: 12000 })
    expect(engine.isOver(s)).toBe(false)
    s = play(s, 1, [flipSlot(1), flipSlot(5), flipSlot(7)], 13000)
    expect(engine.isOver(s)).toBe(true)
  })

  it('RULES-NOTES: Sneak Peek end — a turn begun with cards in the pack does not count', () => {
    let s = dealing([0, 9, 18, 27, 36, 45])
    s = { ...s, pack: s.pack.slice(-6) } // a six-card pack; the rest is won
    const spare = engine.setup({ players: 2, seed: 'rules' }).pack.filter((c) => !s.pack.includes(c))
    s = { ...s, won: [spare, []] }
    s = engine.apply(play(s, 0, [flipPack, flipPack, flipPack]), 0, { type: 'hide', t: 3000 })
    s = engine.apply(play(s, 1, [flipPack, flipPack, flipPack], 3000), 1, { type: 'hide', t: 6000 })
    expect(s.pack).toEqual([])
    expect(s.quietTurns).toBe(0) // turn 2 emptied the pack but began with cards in it
    s = engine.apply(play(s, 0, [flipSlot(0), flipSlot(1), flipSlot(2)], 6000), 0, { type: 'hide', t: 9000 })
    expect(engine.isOver(s)).toBe(false)
    s = play(s, 1, [flipSlot(0), flipSlot(1), flipSlot(2)], 9000)
    expect(engine.isOver(s)).toBe(true)
  })

  it('RULES-NOTES: Sneak Peek end — fewer than three cards left in pack and table together', () => {
    const s = play(endgame([0, 1, 2, 9, 18]), 0, [flipSlot(0), flipSlot(1), flipSlot(2)])
    expect(engine.isOver(s)).toBe(true)
    expect(invariants.checkState(s)).toEqual([])
    expectRuleError(() => engine.apply(s, 0, flipSlot(3)), 'game-over')
  })

  it('RULES-NOTES: Sneak Peek end — most cards wins and a tie shares the win', () => {
    const s = engine.setup({ players: 3, seed: 'tie' })
    const tied = { ...s, won: [s.pack.slice(0, 6), s.pack.slice(6, 12), s.pack.slice(12, 15)] }
    expect(engine.result(tied)).toEqual([
      { seat: 0, score: 6, place: 1 },
      { seat: 1, score: 6, place: 1 },
      { seat: 2, score: 3, place: 3 },
    ])
  })

  it('RULES-NOTES: Players — 2 to 4', () => {
    expect(() => engine.setup({ players: 1, seed: 'x' })).toThrow()
    expect(() => engine.setup({ players: 5, seed: 'x' })).toThrow()
  })

  it('refuses illegal flips', () => {
    const s = play(dealing([0, 9]), 0, [flipPack])
    expectRuleError(() => engine.apply(s, 1, flipPack), 'not-your-turn')
    expectRuleError(() => engine.apply(s, 0, flipSlot(0)), 'face-up')
    expectRuleError(() => engine.apply(s, 0, flipSlot(5)), 'no-card')
    expectRuleError(() => engine.apply(s, 0, flipSlot(64)), 'no-card')
    expectRuleError(() => engine.apply(s, 0, { type: 'hide', t: 1e9 }), 'no-reveal')
  })

  it('is deterministic from the seed and never mutates its input', () => {
    const run = (): State[] => {
      const states = [engine.setup({ players: 3, seed: 'det' })]
      for (let i = 0; i < 60 && !engine.isOver(states[states.length - 1]!); i++) {
        const s = states[states.length - 1]!
        const seat = engine.currentSeats(s)[0]
        const timed = engine.timer!(s)
        const before = JSON.stringify(s)
        const next =
          seat === undefined
            ? engine.apply(s, timed!.seat, engine.stamp!(timed!.move, timed!.atMs))
            : engine.apply(s, seat, engine.stamp!(pickNth(engine.legalMoves(s, seat), i), i * 1000))
        expect(JSON.stringify(s)).toBe(before)
        states.push(next)
      }
      return states
    }
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()))
    expect(engine.setup({ players: 2, seed: 'a' }).pack).not.toEqual(
      engine.setup({ players: 2, seed: 'b' }).pack,
    )
  })
})
