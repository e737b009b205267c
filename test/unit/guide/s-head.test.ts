import { describe, expect, it } from 'vitest'
import { invariants } from '../../../src/shared/games/s-head'
import { playChapter, step } from '../../../src/renderer/src/guide/script'
import { COMPUTER, dealOne, sHeadScript, YOU } from '../../../src/renderer/src/guide/s-head'

describe('guided S-head', () => {
  it('every scripted move is a legal move of the real engine, in both chapters', () => {
    sHeadScript.chapters.forEach((_, i) => expect(() => playChapter(sHeadScript, i)).not.toThrow())
  })

  it('teaches what it says: a swap, an equal play, a forced pick-up, a burn and the blind phase', () => {
    const one = playChapter(sHeadScript, 0)
    const events = one.flatMap((s) => s.events.map((e) => e.type))
    expect(events).toEqual(expect.arrayContaining(['swap', 'start', 'burn']))
    // The pick-up: the King the computer played is in your hand afterwards.
    expect(one.some((s) => s.seats[YOU]?.hand.includes('KC0'))).toBe(true)
    const last = one[one.length - 1]
    expect(last?.pile).toEqual([])
    expect(last?.turn).toBe(YOU) // the burner starts the new pile
    const two = playChapter(sHeadScript, 1)
    expect(two[2]?.pile.slice(-2)).toEqual(['KH0', 'AC0']) // the blind King beat the 9
    const end = two[two.length - 1]
    expect(end?.events).toContainEqual({ type: 'blind', seat: YOU, slot: 2, card: '6S0', beats: false })
    expect(end?.seats[YOU]?.hand).toContain('6S0') // picked up with the pile
  })

  it('refuses a script step the rules do not allow (a 4 on a 5)', () => {
    let s = step(sHeadScript, dealOne(), YOU, { type: 'ready' }, 'test')
    s = step(sHeadScript, s, COMPUTER, { type: 'ready' }, 'test')
    const withFour = { ...s, seats: [{ ...s.seats[YOU]!, hand: ['4H0'] }, s.seats[COMPUTER]!] }
    expect(() => step(sHeadScript, withFour, YOU, { type: 'play', cards: ['4H0'] }, 'test')).toThrow(
      /not a legal move/,
    )
  })

  it('keeps every scripted state valid for the engine', () => {
    for (let c = 0; c < sHeadScript.chapters.length; c++) {
      for (const s of playChapter(sHeadScript, c)) expect(invariants.checkState(s)).toEqual([])
    }
  })
})
