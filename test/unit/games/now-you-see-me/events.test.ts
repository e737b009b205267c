import { describe, expect, it } from 'vitest'
import { engine, invariants, type State } from '../../../../src/shared/games/now-you-see-me'
import { answerAll, closeEyes, others, play, setup, toAction, topCard } from './helpers'

/**
 * Issue #23: the engine reports what happened as typed data, never as sentences, and every seat
 * (and the spectator) sees the same event, since no event carries hidden information.
 */
const seen = (s: State): unknown => {
  const all = [null, ...Array.from({ length: s.players }, (_, k) => k)].map(
    (seat) => engine.view(s, seat).event,
  )
  for (const e of all) expect(e).toEqual(s.event)
  return s.event
}

describe('Now you see me — structured events', () => {
  it('a new game has no event yet', () => {
    expect(seen(setup(3))).toBeNull()
  })

  it('a drop reports its count, or null for an uncounted physical drop', () => {
    expect(seen(play(setup(3), 0, { type: 'drop', count: 12 }))).toEqual({ kind: 'dropped', count: 12 })
    expect(seen(play(setup(3, { physical: true }), 0, { type: 'drop' }))).toEqual({
      kind: 'dropped',
      count: null,
    })
  })

  it('a false wrong-count claim names the seat and the right count', () => {
    const s = play(play(setup(3), 0, { type: 'drop', count: 12 }), 2, { type: 'claim' })
    expect(seen(s)).toEqual({ kind: 'claim-false', seat: 2, count: 12 })
  })

  it('a right claim counts the wrong drops; the third ends the turn', () => {
    let s = play(play(setup(3), 0, { type: 'drop', count: 9 }), 1, { type: 'claim' })
    expect(seen(s)).toEqual({ kind: 'claim-right', seat: 1, wrongDrops: 1, turnEnds: false })
    s = play(play(s, 0, { type: 'drop', count: 16 }), 2, { type: 'claim' })
    expect(seen(s)).toEqual({ kind: 'claim-right', seat: 2, wrongDrops: 2, turnEnds: false })
    s = play(play(s, 0, { type: 'drop', count: 0 }), 1, { type: 'claim' })
    expect(seen(s)).toEqual({ kind: 'claim-right', seat: 1, wrongDrops: 3, turnEnds: true })
    expect(s.leadSeat).toBe(1)
  })

  it('eyes close at the action and open at the answers, without the card', () => {
    let s = toAction(setup(3), { kind: 'add', animals: ['pig'] })
    expect(seen(s)).toEqual({ kind: 'eyes-closed' })
    s = play(s, 0, { type: 'autoAct' })
    expect(seen(s)).toEqual({ kind: 'eyes-opened' })
    // An answer before the reveal changes nothing anyone sees.
    s = play(s, 1, { type: 'answer', animals: ['pig'] })
    expect(seen(s)).toEqual({ kind: 'eyes-opened' })
  })

  it('the Lead drawing another card with the real box says so, not which card', () => {
    let s = play(setup(3, { physical: true }), 0, { type: 'drop', count: 10 })
    s = closeEyes(topCard(s, { kind: 'move', animals: ['horse'] }))
    s = play(s, 0, { type: 'cannotDo' })
    expect(seen(s)).toEqual({ kind: 'card-redrawn' })
  })

  it('the reveal lists the seats that were right, or says nobody was and the Lead scores', () => {
    const acted = play(toAction(setup(4), { kind: 'add', animals: ['cow'] }), 0, { type: 'autoAct' })
    const right = answerAll(acted, (k) => (k === 2 ? ['pig'] : ['cow']))
    expect(seen(right)).toEqual({ kind: 'answered-right', seats: [1, 3] })
    expect(right.scores).toEqual([0, 1, 0, 1])
    const nobody = answerAll(acted, ['pig'])
    expect(seen(nobody)).toEqual({ kind: 'nobody-right', leadSeat: 0 })
    expect(nobody.scores).toEqual([1, 0, 0, 0])
  })

  it('a later round says which round it is', () => {
    let s = play(toAction(setup(3), { kind: 'add', animals: ['cow'] }), 0, { type: 'autoAct' })
    s = answerAll(s, ['cow'])
    s = play(s, 0, { type: 'nextRound' })
    expect(seen(s)).toEqual({ kind: 'round-started', round: 2 })
    expect(others(s)).toEqual([1, 2])
  })

  it('a state copy does not share the event with its source', () => {
    const acted = play(toAction(setup(3), { kind: 'add', animals: ['cow'] }), 0, { type: 'autoAct' })
    const s = answerAll(acted, ['cow'])
    const view = engine.view(s, 1)
    if (view.event?.kind !== 'answered-right') throw new Error('expected answered-right')
    view.event.seats.push(0)
    expect(s.event).toEqual({ kind: 'answered-right', seats: [1, 2] })
  })

  it('the view invariant flags a view whose event differs from the state', () => {
    const s = play(setup(3), 0, { type: 'drop', count: 12 })
    expect(invariants.checkView(s, 1, engine.view(s, 1))).toEqual([])
    const other = { ...engine.view(s, 1), event: { kind: 'dropped' as const, count: 13 } }
    expect(invariants.checkView(s, 1, other)).toContain('seat 1 sees another event')
  })
})
