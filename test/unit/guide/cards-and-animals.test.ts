import { describe, expect, it } from 'vitest'
import { matchKind } from '../../../src/shared/games/cards64'
import { invariants as spInvariants } from '../../../src/shared/games/sneak-peek'
import { invariants as nysmInvariants } from '../../../src/shared/games/now-you-see-me'
import { playChapter, step } from '../../../src/renderer/src/guide/script'
import { FLIPS, sneakPeekScript, stackedPack, YOU } from '../../../src/renderer/src/guide/sneak-peek'
import { nowYouSeeMeScript } from '../../../src/renderer/src/guide/now-you-see-me'
import { sleekSeekScript, YOU as SLEEK_YOU } from '../../../src/renderer/src/guide/sleek-seek'
import { invariants as sleekInvariants } from '../../../src/shared/games/sleek-seek'

describe('guided Sneak Peek', () => {
  it('every scripted flip is a legal move of the real engine', () => {
    expect(() => playChapter(sneakPeekScript, 0)).not.toThrow()
  })

  it('shows the three kinds of match, then a miss that turns face down', () => {
    const kinds = [0, 3, 6, 9].map((i) => matchKind(FLIPS[i]!, FLIPS[i + 1]!, FLIPS[i + 2]!))
    expect(kinds).toEqual(['colour', 'symbol', 'mixed', null])
    const states = playChapter(sneakPeekScript, 0)
    const end = states[states.length - 1]!
    expect(end.won[YOU]).toEqual(FLIPS.slice(0, 9))
    expect(end.phase).toBe('flipping')
    expect(end.turn).toBe(1)
    for (const s of states) expect(spInvariants.checkState(s)).toEqual([])
  })

  it('refuses to end the reveal before its time', () => {
    let s = stackedPack()
    for (let i = 0; i < 12; i++) s = step(sneakPeekScript, s, YOU, { type: 'flipPack' }, 'test')
    expect(() => step(sneakPeekScript, s, YOU, { type: 'hide', t: 10 }, 'test')).toThrow(/not ended/)
  })
})

describe('guided Now you see me', () => {
  it('plays the four actions with legal moves, and you score each round', () => {
    const kinds = nowYouSeeMeScript.chapters.map((_, i) => {
      const states = playChapter(nowYouSeeMeScript, i)
      for (const s of states) expect(nysmInvariants.checkState(s)).toEqual([])
      const end = states[states.length - 1]!
      expect(end.phase).toBe('reveal')
      expect(end.lastResult?.correct[0]).toBe(true)
      return end.card?.kind
    })
    expect(kinds).toEqual(['add', 'remove', 'move', 'swap'])
  })
})

describe('guided Sleek Seek', () => {
  it('every flip, call and pick is a legal move, and you take each kind of match', () => {
    const states = playChapter(sleekSeekScript, 0)
    const takes = states.flatMap((s) => (s.lastEvent?.kind === 'take' ? [s.lastEvent] : []))
    const kinds = [...new Set(takes.map((e) => (e.kind === 'take' ? e.matchKind : null)))]
    expect(kinds).toEqual(['colour', 'symbol', 'mixed'])
    const end = states[states.length - 1]!
    expect(end.won[SLEEK_YOU]).toHaveLength(9)
    for (const s of states) expect(sleekInvariants.checkState(s)).toEqual([])
  })
})
