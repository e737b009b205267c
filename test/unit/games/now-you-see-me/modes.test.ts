import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../src/shared/engine/errors'
import { runGame } from '../../../../src/shared/engine/runner'
import { bots, engine, type Move, type State } from '../../../../src/shared/games/now-you-see-me'
import { answerAll, closeEyes, play, setup, topCard } from './helpers'

describe('RULES-NOTES: Now you see me — physical box companion mode', () => {
  it('a round with the real box: reported count, done, answers, scoring', () => {
    let s = setup(3, { physical: true })
    s = play(s, 0, { type: 'drop', count: 12 })
    expect(engine.view(s, 1).table).toBeNull()
    expect(engine.view(s, 1).tableCount).toBe(12)
    s = closeEyes(topCard(s, { kind: 'add', animals: ['pig'] }))
    expect(s.card).toEqual({ kind: 'add', animals: ['pig'] })
    expect(() => play(s, 0, { type: 'autoAct' })).toThrow(/done/)
    s = play(s, 0, { type: 'done' })
    expect(engine.view(s, 1).tableCount).toBe(13)
    expect(engine.view(s, 1).question).toBe('add')
    s = answerAll(s, (k) => (k === 1 ? ['pig'] : ['cow']))
    expect(s.scores).toEqual([0, 1, 0])
    expect(s.animals.every((a) => a.at === null)).toBe(true)
  })

  it('a claim on a reported wrong count scores; without a count it is taken on trust', () => {
    let s = play(setup(3, { physical: true }), 0, { type: 'drop', count: 17 })
    s = play(s, 1, { type: 'claim' })
    expect(s.scores).toEqual([0, 1, 0])
    s = play(s, 0, { type: 'drop' })
    s = play(s, 2, { type: 'claim' })
    expect(s.scores).toEqual([0, 1, 1])
  })

  it('cannotDo draws the next card; impossible adds are redrawn from the tracked counts', () => {
    let s = play(setup(3, { physical: true }), 0, { type: 'drop', count: 26 })
    s = closeEyes(topCard(s, { kind: 'add', animals: ['pig'] }))
    expect(s.card?.kind).not.toBe('add')
    expect(s.skipped).toContainEqual({ kind: 'add', animals: ['pig'] })
    let t = play(setup(3, { physical: true }), 0, { type: 'drop', count: 10 })
    t = closeEyes(topCard(t, { kind: 'move', animals: ['horse'] }))
    t = play(t, 0, { type: 'cannotDo' })
    expect(t.card).not.toEqual({ kind: 'move', animals: ['horse'] })
    expect(t.bounds!.horse).toEqual({ min: 0, max: 0 })
    // With all 26 reported on the table a remove is certainly possible: cannotDo is refused.
    let u = play(setup(3, { physical: true }), 0, { type: 'drop', count: 26 })
    u = closeEyes(topCard(u, { kind: 'remove', animals: ['cow'] }))
    expect(() => play(u, 0, { type: 'cannotDo' })).toThrow(/can be done/)
  })
})

describe('Now you see me — engine contract', () => {
  it('the look ends by the table timer after lookMs, in game-clock time from stamp', () => {
    let s = setup(3, { lookMs: 10_000 })
    s = engine.apply(s, 0, engine.stamp!({ type: 'drop', count: 12 }, 2_500))
    expect(engine.timer!(s)).toEqual({ seat: 0, move: { type: 'closeEyes' }, atMs: 12_500 })
    expect(engine.view(s, 1).lookEndsAtMs).toBe(12_500)
  })

  it('apply never mutates its input, rejects junk with RuleError, and is deterministic from the seed', () => {
    const a = runGame({
      engine,
      setup: { players: 3, seed: 'det' },
      bots: [0, 1, 2].map((k) => bots.medium(k, 'x')),
    })
    const b = runGame({
      engine,
      setup: { players: 3, seed: 'det' },
      bots: [0, 1, 2].map((k) => bots.medium(k, 'x')),
    })
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state))
    let s: State = engine.setup({ players: 3, seed: 'det' })
    for (const { seat, move } of a.moves) {
      const frozen = JSON.stringify(s)
      const next = engine.apply(s, seat, move)
      expect(JSON.stringify(s)).toBe(frozen)
      s = next
    }
    expect(JSON.stringify(s)).toBe(JSON.stringify(a.state))
    expect(engine.isOver(s)).toBe(true)
    for (const junk of [null, { type: 'fly' }, { type: 'answer', animals: 'pig' }] as unknown as Move[]) {
      try {
        engine.apply(setup(3), 0, junk)
        throw new Error('accepted')
      } catch (e) {
        expect(isRuleError(e)).toBe(true)
      }
    }
  })

  it('every listed legal move applies', () => {
    let s = setup(4, {}, 'legal')
    for (let step = 0; step < 200 && !engine.isOver(s); step++) {
      const seat = engine.currentSeats(s)[0]!
      const legal = engine.legalMoves(s, seat)
      // "close your eyes" is legal once the look is over (RULES-NOTES: The look): moves are made then.
      const at = s.phase === 'look' ? s.phaseStartMs + s.rules.lookMs : s.clockMs
      for (const m of legal) engine.apply(s, seat, engine.stamp!(m, at))
      s = engine.apply(s, seat, engine.stamp!(legal[step % legal.length]!, at))
    }
  })
})
