import { describe, it, expect } from 'vitest'
import {
  engine,
  HOUSE_RULES,
  HOUSE_RULE_LABELS,
  PRESETS,
  resolveRules,
  type SHeadRuleOptions,
} from '../../../../src/shared/games/s-head'
import { isRuleError } from '../../../../src/shared/engine/errors'
import type { State } from '../../../../src/shared/games/s-head/types'
import { cardsOf, position, ranksOf } from './helpers'

const tryPlay = (state: State, seat: number, rank: string, count = 1): State | 'rejected' => {
  try {
    return engine.apply(state, seat, { type: 'play', cards: cardsOf(state, seat, rank, count) })
  } catch (e) {
    if (isRuleError(e)) return 'rejected'
    throw e
  }
}
const on = (rule: keyof typeof PRESETS.popular): SHeadRuleOptions => ({ [rule]: true })

describe('S-head house rules', () => {
  it('RULES-NOTES: S-head, House rules — all off in the Rulebook preset (the default), all on in Popular', () => {
    const rulebook = resolveRules(undefined, 4)
    const popular = resolveRules({ preset: 'popular' }, 4)
    for (const rule of HOUSE_RULES) {
      expect(rulebook[rule]).toBe(false)
      expect(popular[rule]).toBe(true)
      expect(HOUSE_RULE_LABELS[rule].length).toBeGreaterThan(10)
    }
    expect(rulebook.preset).toBe('rulebook')
    expect(rulebook.dealer).toBe(0)
  })

  it('explicit flags override the preset; bad options are refused', () => {
    const r = resolveRules({ preset: 'popular', tenBurns: false, dealer: 3 }, 4)
    expect([r.twoResets, r.tenBurns, r.sevenOrLower, r.threeInvisible, r.dealer]).toEqual([
      true,
      false,
      true,
      true,
      3,
    ])
    expect(resolveRules({ sevenOrLower: true }, 2).sevenOrLower).toBe(true)
    expect(() => resolveRules({ preset: 'wild' }, 4)).toThrow(/preset/)
    expect(() => resolveRules({ dealer: 4 }, 4)).toThrow(/dealer/)
    expect(() => resolveRules({ tenBurns: 'yes' }, 4)).toThrow(/tenBurns/)
  })

  it('RULES-NOTES: S-head, House rules — twoResets off: a 2 does not beat a King', () => {
    expect(tryPlay(position({ seats: [{ hand: '24' }], pile: 'K' }), 0, '2')).toBe('rejected')
  })

  it('RULES-NOTES: S-head, House rules — twoResets on: a 2 goes on anything and any card may follow', () => {
    const s = tryPlay(
      position({ rules: on('twoResets'), seats: [{ hand: '24' }, { hand: '3' }], pile: 'K' }),
      0,
      '2',
    )
    expect(s).not.toBe('rejected')
    const after = s as State
    expect(ranksOf(after.pile)).toBe('K2')
    expect(tryPlay(after, 1, '3')).not.toBe('rejected')
  })

  it('RULES-NOTES: S-head, House rules — tenBurns off: a 10 does not beat a King and burns nothing', () => {
    expect(tryPlay(position({ seats: [{ hand: 'T4' }], pile: 'K' }), 0, 'T')).toBe('rejected')
    const s = tryPlay(position({ seats: [{ hand: 'T4' }], pile: '5' }), 0, 'T') as State
    expect(ranksOf(s.pile)).toBe('5T')
    expect(s.turn).toBe(1)
  })

  it('RULES-NOTES: S-head, House rules — tenBurns on: a 10 goes on anything, burns the pile, same player again', () => {
    const s = tryPlay(
      position({ rules: on('tenBurns'), seats: [{ hand: 'T4' }], pile: 'KA' }),
      0,
      'T',
    ) as State
    expect(s.pile).toEqual([])
    expect(s.events).toContainEqual({ type: 'burn', seat: 0, count: 3, reason: 'ten' })
    expect(s.turn).toBe(0)
  })

  it('RULES-NOTES: S-head, House rules — sevenOrLower on: after a 7 the next play must be 7 or lower', () => {
    const s = position({ rules: on('sevenOrLower'), seats: [{ hand: '857' }], pile: '7' })
    expect(tryPlay(s, 0, '8')).toBe('rejected')
    expect(tryPlay(s, 0, '5')).not.toBe('rejected')
    expect(tryPlay(s, 0, '7')).not.toBe('rejected')
    expect(engine.view(s, 0).toBeat).toEqual({ atLeast: null, atMost: 7 })
  })

  it('RULES-NOTES: S-head, House rules — sevenOrLower off: after a 7 a higher card is needed', () => {
    const s = position({ seats: [{ hand: '85' }], pile: '7' })
    expect(tryPlay(s, 0, '8')).not.toBe('rejected')
    expect(tryPlay(s, 0, '5')).toBe('rejected')
  })

  it('RULES-NOTES: S-head, House rules — threeInvisible on: a 3 goes on anything; the next must beat the card under it', () => {
    const s = tryPlay(
      position({ rules: on('threeInvisible'), seats: [{ hand: '34' }, { hand: '5Q' }], pile: 'J' }),
      0,
      '3',
    )
    expect(s).not.toBe('rejected')
    const after = s as State
    expect(engine.view(after, 1).toBeat.atLeast).toBe(11)
    expect(tryPlay(after, 1, '5')).toBe('rejected')
    expect(tryPlay(after, 1, 'Q')).not.toBe('rejected')
  })

  it('RULES-NOTES: S-head, House rules — threeInvisible off: a 3 is an ordinary low card', () => {
    expect(tryPlay(position({ seats: [{ hand: '34' }], pile: 'J' }), 0, '3')).toBe('rejected')
    const s = tryPlay(position({ seats: [{ hand: '34' }, { hand: '4' }], pile: '2' }), 0, '3') as State
    expect(tryPlay(s, 1, '4')).not.toBe('rejected')
  })

  it('the popular preset changes legal moves in a real game', () => {
    let s = engine.setup({ players: 2, seed: 'popular', rules: { preset: 'popular' } })
    expect(s.rules.tenBurns).toBe(true)
    s = engine.apply(engine.apply(s, 0, { type: 'ready' }), 1, { type: 'ready' })
    expect(engine.view(s, 1).rules.preset).toBe('popular')
  })
})
