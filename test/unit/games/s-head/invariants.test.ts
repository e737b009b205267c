import { describe, expect, it } from 'vitest'
import { checkState, checkView, engine } from '../../../../src/shared/games/s-head'
import type { State, View } from '../../../../src/shared/games/s-head/types'
import { position } from './helpers'

/** The property tests rely on these checks; each must find what it is there to find. */
describe('S-head invariant checks can fail', () => {
  const state = (): State =>
    position({
      players: 3,
      seats: [
        { hand: '459', faceUp: 'KQ', faceDown: '2.3' },
        { hand: '66T', faceUp: 'J', faceDown: '7..' },
        { hand: 'JQK', faceDown: '44.' },
      ],
      pile: '88',
      draw: 'A',
    })

  it('a sound position passes', () => {
    const s = state()
    expect(checkState(s)).toEqual([])
    for (const seat of [null, 0, 1, 2]) expect(checkView(s, seat, engine.view(s, seat))).toEqual([])
  })

  it('a duplicated card, a lost card and a card from an unused deck are reported', () => {
    const s = state()
    const dup = { ...s, pile: [...s.pile, s.draw[0] as string] }
    expect(checkState(dup).join('\n')).toMatch(/is both in draw pile and in pile/)
    const lost = { ...s, draw: [] }
    expect(checkState(lost).join('\n')).toMatch(/is missing/)
    const foreign = { ...s, burned: [...s.burned, 'AS1'] }
    expect(checkState(foreign).join('\n')).toMatch(/AS1 is from a deck this game does not use/)
  })

  it('a hidden card anywhere in a view is reported, however deep', () => {
    const s = state()
    const hidden = s.seats[1]?.hand[0] as string
    const faceDown = s.seats[0]?.faceDown[0] as string
    const topOfDraw = s.draw[0] as string
    const view = engine.view(s, 0)
    const leaks: View[] = [
      { ...view, pile: [...view.pile, hidden] },
      { ...view, events: [{ type: 'play', seat: 1, cards: [faceDown], from: 'hand' }] },
      { ...view, extra: { deeper: [{ card: topOfDraw }] } } as View,
    ]
    for (const leak of leaks) expect(checkView(s, 0, leak).join('\n')).toMatch(/view for seat 0 shows hidden/)
    // Its own hand is no secret to seat 1, but it is to the table.
    expect(checkView(s, 1, engine.view(s, 1))).toEqual([])
    expect(checkView(s, null, { ...engine.view(s, null), hand: s.seats[1]?.hand ?? [] })).toContain(
      'table view has a hand',
    )
  })

  it('a card turned blind is no secret even after it goes up with the pile', () => {
    // Seat 0 holds only face-down cards; its 2 cannot beat the 8s, so it is picked up with the pile.
    const s = position({ players: 2, seats: [{ faceDown: '2..' }, { hand: '5' }], pile: '8' })
    const after = engine.apply(s, 0, { type: 'blind', slot: 0 })
    const blind = after.events.find((e) => e.type === 'blind')
    expect(blind && blind.type === 'blind' && blind.beats).toBe(false)
    expect(checkView(after, 1, engine.view(after, 1))).toEqual([])
  })
})
