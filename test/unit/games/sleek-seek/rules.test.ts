import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../src/shared/engine/errors'
import { EMPTY, engine, invariants } from '../../../../src/shared/games/sleek-seek'
import type { Move, State } from '../../../../src/shared/games/sleek-seek'

const flip = (t: number): Move => ({ type: 'flip', t })
const seek = (t: number): Move => ({ type: 'seek', t })
const select = (cards: number[], t: number): Move => ({ type: 'select', cards, t })

/** A fresh game whose pack deals `first` in that order. */
function dealing(first: number[], players = 2, rules?: Record<string, unknown>): State {
  const s = engine.setup({ players, seed: 'rules', rules })
  const rest = s.pack.filter((c) => !first.includes(c))
  return { ...s, pack: [...rest, ...first.slice().reverse()] }
}

/** Flips `n` cards, seats in turn, one second apart from `t0`. */
function flips(state: State, n: number, t0 = 0): State {
  let s = state
  for (let i = 0; i < n; i++) s = engine.apply(s, s.turn, flip(t0 + i * 1000))
  return s
}

function expectRuleError(f: () => unknown, code: string): void {
  try {
    f()
  } catch (e) {
    expect(isRuleError(e)).toBe(true)
    expect((e as { code: string }).code).toBe(code)
    return
  }
  throw new Error('expected a RuleError')
}

describe('Sleek Seek rules', () => {
  it('RULES-NOTES: Sleek Seek — players take turns flipping one card face up', () => {
    let s = dealing([0, 9, 18], 3)
    expect(engine.legalMoves(s, 0)).toContainEqual({ type: 'flip' })
    expect(engine.legalMoves(s, 1)).toEqual([{ type: 'seek' }])
    expectRuleError(() => engine.apply(s, 1, flip(0)), 'not-your-turn')
    s = flips(s, 3)
    expect(s.table.slice(0, 3)).toEqual([0, 9, 18])
    expect(s.turn).toBe(0)
    expect(engine.view(s, 2).slots.slice(0, 4)).toEqual([0, 9, 18, null])
    expect(engine.currentSeats(s)).toEqual([0, 1, 2])
  })

  it('RULES-NOTES: Sleek Seek — a correct call takes the three cards', () => {
    let s = flips(dealing([0, 9, 1, 2]), 4)
    s = engine.apply(s, 1, seek(4000))
    expect(engine.legalMoves(s, 1)).toContainEqual({ type: 'select', cards: [0, 1, 2] })
    s = engine.apply(s, 1, select([2, 0, 1], 5000))
    expect(s.won[1]).toEqual([2, 0, 1])
    expect(s.table.slice(0, 4)).toEqual([EMPTY, 9, EMPTY, EMPTY])
    expect(s.call).toBeNull()
    expect(s.lastEvent).toMatchObject({ kind: 'take', seat: 1, matchKind: 'colour' })
  })

  it('RULES-NOTES: Sleek Seek — a mistaken call returns the last card won face up', () => {
    let s = flips(dealing([0, 1, 2, 9, 18, 27]), 6)
    s = engine.apply(engine.apply(s, 0, seek(6000)), 0, select([0, 1, 2], 6500))
    s = engine.apply(engine.apply(s, 0, seek(7000)), 0, select([9, 18, 27], 7500))
    expect(s.won[0]).toEqual([0, 1])
    expect(s.table[0]).toBe(2) // back face up in the lowest free place
    expect(s.lastEvent).toEqual({
      kind: 'mistake',
      seat: 0,
      reason: 'no-match',
      cards: [9, 18, 27],
      returned: 2,
    })
    expect(invariants.checkState(s)).toEqual([])
  })

  it('RULES-NOTES: Sleek Seek — a mistaken call with no won cards costs nothing', () => {
    let s = flips(dealing([9, 18, 27]), 3)
    s = engine.apply(engine.apply(s, 1, seek(3000)), 1, select([9, 18, 27], 3500))
    expect(s.won[1]).toEqual([])
    expect(s.table.slice(0, 4)).toEqual([9, 18, 27, EMPTY])
    expect(s.lastEvent).toMatchObject({ kind: 'mistake', returned: null })
  })

  it('RULES-NOTES: Sleek Seek — a call when no match exists is allowed (and is a mistake)', () => {
    const s = engine.apply(dealing([9]), 1, seek(10))
    expect(s.call).toEqual({ caller: 1, atMs: 10, simultaneous: [] })
    expect(engine.legalMoves(s, 1)).toEqual([]) // fewer than three face up: only the timer ends it
  })

  it('RULES-NOTES: Sleek Seek — time running out is a mistaken call (selectMs, default 5 s)', () => {
    let s = flips(dealing([0, 1, 2, 3, 4, 5]), 6)
    s = engine.apply(engine.apply(s, 0, seek(6000)), 0, select([0, 1, 2], 6100))
    s = engine.apply(s, 0, seek(7000))
    expect(engine.timer!(s)).toEqual({ seat: 0, move: { type: 'timeout' }, atMs: 12000 })
    expect(engine.view(s, 1).call).toMatchObject({ caller: 0, deadlineMs: 12000, windowEndsAtMs: 7300 })
    expectRuleError(() => engine.apply(s, 0, { type: 'timeout', t: 11999 }), 'too-early')
    expectRuleError(() => engine.apply(s, 0, select([3, 4, 5], 12001)), 'time-up')
    s = engine.apply(s, 0, { type: 'timeout', t: 12000 })
    expect(s.won[0]).toEqual([0, 1])
    expect(s.lastEvent).toMatchObject({ kind: 'mistake', reason: 'time', returned: 2 })
    const quick = engine.apply(flips(dealing([9], 2, { selectMs: 800 }), 1), 1, seek(1000))
    expect(engine.timer!(quick)?.atMs).toBe(1800)
  })

  it('RULES-NOTES: Sleek Seek — two calls inside the window: the match leaves play, nobody scores', () => {
    let s = flips(dealing([0, 1, 2]), 3)
    s = engine.apply(s, 0, seek(5000))
    s = engine.apply(s, 1, seek(5300)) // exactly simultaneousMs later still counts
    expect(s.call?.simultaneous).toEqual([1])
    expectRuleError(() => engine.apply(s, 1, select([0, 1, 2], 5400)), 'not-caller')
    s = engine.apply(s, 0, select([0, 1, 2], 5500))
    expect(s.won).toEqual([[], []])
    expect(s.removed).toEqual([0, 1, 2])
    expect(s.lastEvent).toMatchObject({ kind: 'removed', callers: [0, 1] })
    expect(invariants.checkState(s)).toEqual([])
  })

  it('RULES-NOTES: Sleek Seek — a call just outside the window is refused', () => {
    let s = flips(dealing([0, 1, 2]), 3)
    s = engine.apply(s, 0, seek(5000))
    expectRuleError(() => engine.apply(s, 1, seek(5301)), 'call-pending')
    expectRuleError(() => engine.apply(s, 0, seek(5001)), 'already-called')
    s = engine.apply(s, 0, select([0, 1, 2], 5600))
    expect(s.won[0]).toEqual([0, 1, 2])
  })

  it('RULES-NOTES: Sleek Seek — flipping pauses while a call is being resolved', () => {
    let s = engine.apply(flips(dealing([9, 18, 27]), 1), 0, seek(1000))
    expect(s.turn).toBe(1)
    expect(engine.legalMoves(s, 1)).toEqual([{ type: 'seek' }])
    expect(engine.view(s, 1).canFlip).toBe(false)
    expectRuleError(() => engine.apply(s, 1, flip(1100)), 'call-pending')
    s = engine.apply(s, 0, { type: 'timeout', t: 6000 })
    expect(engine.apply(s, 1, flip(6100)).table[1]).toBe(18)
  })

  it('RULES-NOTES: Sleek Seek — the game ends when the pack is empty and no match is face up', () => {
    const s0 = engine.setup({ players: 2, seed: 'end' })
    const rest = s0.pack.filter((c) => ![0, 1, 2, 9, 18].includes(c))
    let s: State = { ...s0, pack: [2, 1, 0, 18, 9], won: [rest, []], flips: 59 }
    s = flips(s, 5)
    expect(s.pack).toEqual([])
    expect(engine.isOver(s)).toBe(false) // 0, 1, 2 still match
    expect(engine.currentSeats(s)).toEqual([0, 1])
    expect(engine.legalMoves(s, 0)).toEqual([{ type: 'seek' }])
    s = engine.apply(engine.apply(s, 1, seek(9000)), 1, select([0, 1, 2], 9500))
    expect(engine.isOver(s)).toBe(true)
    expect(engine.result(s)).toEqual([
      { seat: 0, score: 59, place: 1 },
      { seat: 1, score: 3, place: 2 },
    ])
    expectRuleError(() => engine.apply(s, 0, seek(9600)), 'game-over')
  })

  it('RULES-NOTES: Sleek Seek — most cards wins and a tie shares the win', () => {
    const s = engine.setup({ players: 3, seed: 'tie' })
    const tied = { ...s, won: [s.pack.slice(0, 3), s.pack.slice(3, 6), []] }
    expect(engine.result(tied).map((r) => r.place)).toEqual([1, 1, 3])
  })

  it('is deterministic from the seed and never mutates its input', () => {
    const run = (): string => {
      let s = engine.setup({ players: 3, seed: 'det' })
      const log: State[] = [s]
      for (let i = 0; i < 40; i++) {
        const before = JSON.stringify(s)
        const seat = i % 7 === 6 ? i % 3 : s.turn
        const legal = engine.legalMoves(s, seat)
        const timed = engine.timer!(s)
        const next = s.call
          ? timed && engine.apply(s, timed.seat, engine.stamp!(timed.move, timed.atMs))
          : engine.apply(s, seat, engine.stamp!(legal[legal.length - 1 - (i % legal.length)]!, i * 700))
        expect(JSON.stringify(s)).toBe(before)
        s = next!
        log.push(s)
      }
      return JSON.stringify(log)
    }
    expect(run()).toBe(run())
  })
})
