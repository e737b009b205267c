import { describe, expect, it } from 'vitest'
import { engine, type Move, type State } from '../../../src/shared/games/now-you-see-me'
import {
  answerMove,
  answerSize,
  leadButtons,
  roundResult,
  stillThinking,
  togglePick,
} from '../../../src/renderer/src/phone/nysm-choice'
import { answerAll, play, setup, toAction } from '../games/now-you-see-me/helpers'

/** Issue #24: what a Now you see me phone offers, from its own seat's view and legal moves only. */
const seatOf = (s: State, seat: number) => ({
  view: engine.view(s, seat),
  legal: engine.legalMoves(s, seat) as Move[],
})

describe('choosing animal cards on a phone', () => {
  it('one card for add, remove and move; two for a swap (RULES-NOTES: Answers)', () => {
    expect(answerSize('add')).toBe(1)
    expect(answerSize('move')).toBe(1)
    expect(answerSize('swap')).toBe(2)
  })

  it('a tap picks, a second tap puts back; one wanted: a new tap replaces it', () => {
    expect(togglePick([], 'cow', 1)).toEqual(['cow'])
    expect(togglePick(['cow'], 'pig', 1)).toEqual(['pig'])
    expect(togglePick(['cow'], 'cow', 1)).toEqual([])
  })

  it('two wanted: the oldest of three goes back, and the pick reads in the hand’s order', () => {
    expect(togglePick(['horse'], 'sheep', 2)).toEqual(['sheep', 'horse'])
    expect(togglePick(['sheep', 'horse'], 'pig', 2)).toEqual(['pig', 'horse'])
  })

  it('Lock in is offered only with a whole pick, once, and never to the Lead', () => {
    const s = play(toAction(setup(4), { kind: 'swap', animals: ['sheep', 'pig'] }, 15), 0, {
      type: 'autoAct',
    })
    const { view, legal } = seatOf(s, 1)
    expect(answerMove(['sheep'], view, legal)).toBeNull()
    expect(answerMove(['sheep', 'cow'], view, legal)).toEqual({ type: 'answer', animals: ['sheep', 'cow'] })
    const lead = seatOf(s, 0)
    expect(answerMove(['sheep', 'cow'], lead.view, lead.legal)).toBeNull()
    // Locked in is locked: the rulebook's cards lie face down until the reveal.
    const after = play(s, 1, { type: 'answer', animals: ['sheep', 'cow'] })
    const again = seatOf(after, 1)
    expect(again.view.myAnswer).toEqual(['sheep', 'cow'])
    expect(answerMove(['pig', 'cow'], again.view, again.legal)).toBeNull()
    expect(stillThinking(again.view)).toEqual([2, 3])
  })
})

describe('the Lead’s buttons and the round’s result', () => {
  it('the Lead drops, lets the app change the table, then starts the next round; the others get none', () => {
    let s = setup(3, { lookMs: 0 })
    expect(leadButtons(seatOf(s, 0).view, seatOf(s, 0).legal)).toEqual(['drop'])
    expect(leadButtons(seatOf(s, 1).view, seatOf(s, 1).legal)).toEqual([])
    s = toAction(s, { kind: 'remove', animals: ['pig'] })
    expect(leadButtons(seatOf(s, 0).view, seatOf(s, 0).legal)).toEqual(['autoAct'])
    s = answerAll(play(s, 0, { type: 'autoAct' }), (k) => (k === 1 ? ['pig'] : ['cow']))
    expect(leadButtons(seatOf(s, 0).view, seatOf(s, 0).legal)).toEqual(['nextRound'])
    expect(roundResult(seatOf(s, 1).view)).toEqual({ kind: 'right' })
    expect(roundResult(seatOf(s, 2).view)).toEqual({ kind: 'wrong' })
    expect(roundResult(seatOf(s, 0).view)).toEqual({ kind: 'others-right', count: 1 })
  })

  it('with the real box the Lead says Done or “cannot be done”, never a counted drop', () => {
    let s = setup(3, { physical: true, lookMs: 0 })
    expect(leadButtons(seatOf(s, 0).view, seatOf(s, 0).legal)).toEqual(['drop'])
    s = toAction(s, { kind: 'add', animals: ['cow'] })
    expect(leadButtons(seatOf(s, 0).view, seatOf(s, 0).legal)).toEqual(expect.arrayContaining(['done']))
  })

  it('nobody right: the Lead’s phone says the Lead scored', () => {
    let s = toAction(setup(3, { lookMs: 0 }), { kind: 'move', animals: ['sheep'] }, 15)
    s = answerAll(play(s, 0, { type: 'autoAct' }), ['horse'])
    expect(roundResult(seatOf(s, 0).view)).toEqual({ kind: 'lead-scored' })
    expect(roundResult(seatOf(s, 1).view)).toEqual({ kind: 'wrong' })
  })
})
