import { describe, expect, it } from 'vitest'
import { choosePass, type PassInput } from '../../../src/renderer/src/lib/pass-screen'

/** Two people (seats 0 and 2) and a computer (seat 1), S-head-like: every view is secret. */
const base: PassInput = {
  humans: [0, 2],
  acting: [0],
  shown: null,
  confirmed: null,
  over: false,
  isPublic: false,
  secret: () => true,
}
const at = (over: Partial<PassInput>) => choosePass({ ...base, ...over })

describe('choosePass', () => {
  it('puts the pass screen up before the first secret view: start, Resume and reload', () => {
    expect(at({})).toEqual({ seat: null, passTo: 0, confirmed: null })
    // While a computer plays, the pass screen still goes to a person, never to nobody's hand.
    expect(at({ acting: [] })).toEqual({ seat: null, passTo: 0, confirmed: null })
  })

  it('shows the view of the person who confirmed, and keeps it while they play', () => {
    expect(at({ shown: 0, confirmed: 0 })).toEqual({ seat: 0, passTo: null, confirmed: 0 })
    expect(at({ shown: 0, confirmed: 0, acting: [] })).toEqual({ seat: 0, passTo: null, confirmed: 0 })
  })

  it('passes the screen when the turn goes to the other person, and forgets who confirmed', () => {
    expect(at({ shown: 0, confirmed: 0, acting: [2] })).toEqual({ seat: 0, passTo: 2, confirmed: null })
    // Back to the first person before the second confirmed: still a pass screen.
    expect(at({ shown: 0, confirmed: null, acting: [0] })).toEqual({ seat: 0, passTo: 0, confirmed: null })
  })

  it('never passes for a lone person against computers, or once the game is over', () => {
    expect(at({ humans: [0] })).toEqual({ seat: 0, passTo: null, confirmed: 0 })
    expect(at({ over: true })).toEqual({ seat: 0, passTo: null, confirmed: null })
  })

  it('shows a public table to everyone, after which nobody counts as alone at the screen', () => {
    expect(at({ isPublic: true, shown: 2, confirmed: 2, acting: [0] })).toEqual({
      seat: 2,
      passTo: null,
      confirmed: null,
    })
  })

  it('shows a view that holds no secret without asking, but still passes between turns', () => {
    const open = { secret: () => false }
    expect(at({ ...open })).toEqual({ seat: 0, passTo: null, confirmed: null })
    expect(at({ ...open, shown: 0, acting: [2] })).toEqual({ seat: 0, passTo: 2, confirmed: null })
  })

  it('asks only for the seats whose view is secret now (a Lead with the action card)', () => {
    const secret = (seat: number) => seat === 2
    expect(at({ secret, shown: 0, acting: [0] })).toEqual({ seat: 0, passTo: null, confirmed: null })
    expect(at({ secret, shown: 2, acting: [2] })).toEqual({ seat: 2, passTo: 2, confirmed: null })
    expect(at({ secret, shown: 2, confirmed: 2, acting: [2] })).toEqual({
      seat: 2,
      passTo: null,
      confirmed: 2,
    })
  })
  it('never shows again a seat that went to a phone (the server would refuse its view)', () => {
    // Ann's view was shown; now both people play on phones: only the table is shown.
    expect(at({ humans: [], acting: [], shown: 0, confirmed: 0 })).toEqual({
      seat: null,
      passTo: null,
      confirmed: null,
    })
    // Only Ann went to her phone: the screen shows the other person's view, never Ann's.
    expect(at({ humans: [2], acting: [], shown: 0, confirmed: 0 }).seat).toBe(2)
  })
})
