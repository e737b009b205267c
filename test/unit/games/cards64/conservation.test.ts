import { describe, expect, it } from 'vitest'
import { checkDeckConserved, newDeck } from '../../../../src/shared/games/cards64'

describe('deck conservation (the invariant both 64-card games check)', () => {
  it('passes when every card lies in exactly one place', () => {
    const deck = newDeck()
    expect(
      checkDeckConserved([
        ['pack', deck.slice(0, 40)],
        ['table', deck.slice(40)],
      ]),
    ).toEqual([])
  })

  it('names a card found twice, a missing card and a bad id', () => {
    const deck = newDeck()
    const errors = checkDeckConserved([
      ['pack', [...deck.slice(1), 5]],
      ['won[0]', [99]],
    ])
    expect(errors).toContain('card 0 found 0 times')
    expect(errors).toContain('card 5 found 2 times')
    expect(errors).toContain('bad card 99 in won[0]')
  })
})
