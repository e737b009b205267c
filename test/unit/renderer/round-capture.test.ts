import { describe, expect, it } from 'vitest'
import {
  CHANGED_UNSEEN_WARNING,
  RoundCapture,
  type CaptureLook,
} from '../../../src/renderer/src/camera/round-capture'
import { judgeTokens } from '../../../src/renderer/src/camera/verdict'
import type { ActionCard, Token } from '../../../src/shared/referee'
import { isStill, type Frame } from '../../../src/shared/vision'

/**
 * Which pictures a camera round judges (issue #20). The fault this guards against was seen in the
 * fake-camera e2e: the table jumped back (the video looped) with no hand in view, the hand came in
 * before the new table had been still for long, and the old before picture, which already showed the
 * card's change, was judged against the after picture: "nothing changed", a wrong accusation.
 */
const W = 64
const H = 48
/** A grey table with a dark 8 x 8 animal at each of `at` (pixel corners). */
function table(at: [number, number][]): Frame {
  const data = new Uint8ClampedArray(W * H * 4).fill(180)
  for (const [ax, ay] of at)
    for (let y = ay; y < ay + 8; y++)
      for (let x = ax; x < ax + 8; x++) data.fill(40, (y * W + x) * 4, (y * W + x) * 4 + 3)
  return { width: W, height: H, data }
}
const start = table([
  [8, 8],
  [40, 24],
])
const moved = table([
  [8, 8],
  [24, 32],
])

const still = (frame: Frame): CaptureLook => ({ frame, still: true, hand: false, calm: true })
const settling = (frame: Frame): CaptureLook => ({ frame, still: false, hand: false, calm: true })
const moving = (frame: Frame): CaptureLook => ({ frame, still: false, hand: false, calm: false })
const hand = (frame: Frame): CaptureLook => ({ frame, still: false, hand: true, calm: false })

const capture = (): RoundCapture => new RoundCapture((a, b) => !isStill([a, b]))

describe('the round capture', () => {
  it('takes the latest still picture before the hand and the first still one after it', () => {
    const c = capture()
    expect(c.look(still(start))).toEqual({ kind: 'before', frame: start, first: true })
    expect(c.look(still(start))).toMatchObject({ kind: 'before', first: false })
    expect(c.look(moving(start))).toEqual({ kind: 'none' })
    expect(c.look(hand(start))).toEqual({ kind: 'acting' })
    expect(c.look(hand(moved))).toEqual({ kind: 'none' })
    expect(c.look(moving(moved))).toEqual({ kind: 'none' })
    expect(c.look(still(moved))).toEqual({ kind: 'judge', before: start, after: moved, stale: false })
    expect(c.phase).toBe('done')
  })

  it('waits for a before picture: a hand before any still picture starts nothing', () => {
    const c = capture()
    expect(c.look(hand(start))).toEqual({ kind: 'none' })
    expect(c.look(still(moved))).toEqual({ kind: 'before', frame: moved, first: true })
    expect(c.phase).toBe('before')
  })

  it('marks the before picture stale when the table settles into a change no hand was seen making', () => {
    const c = capture()
    c.look(still(moved))
    // The table jumps back, unseen, and holds; the hand comes before it was still for STILL_MS.
    c.look(moving(start))
    expect(c.stale).toBe(false)
    c.look(settling(start))
    expect(c.stale).toBe(true)
    expect(c.look(hand(start))).toEqual({ kind: 'acting' })
    expect(c.look(still(moved))).toEqual({ kind: 'judge', before: moved, after: moved, stale: true })
  })

  it('a new still picture takes the place of a stale one', () => {
    const c = capture()
    c.look(still(moved))
    c.look(settling(start))
    expect(c.stale).toBe(true)
    expect(c.look(still(start))).toMatchObject({ kind: 'before', frame: start })
    expect(c.stale).toBe(false)
    c.look(hand(start))
    expect(c.look(still(moved))).toMatchObject({ kind: 'judge', before: start, stale: false })
  })

  it('a hand on its way in (not calm) or a settled picture like the before one leaves it fresh', () => {
    const c = capture()
    c.look(still(start))
    c.look(moving(moved))
    c.look(settling(start))
    expect(c.stale).toBe(false)
  })

  it('a retake keeps the before picture; a restart forgets it and its staleness', () => {
    const c = capture()
    c.look(still(start))
    c.look(settling(moved))
    c.look(hand(moved))
    c.look(still(moved))
    c.again()
    expect(c.phase).toBe('acting')
    expect(c.look(still(moved))).toMatchObject({ kind: 'judge', before: start, stale: true })
    c.restart()
    expect([c.phase, c.before, c.stale]).toEqual(['before', null, false])
  })

  it('a round judged on a stale before picture is never an accusation', () => {
    // What the stale round of the e2e judged: the same table twice, for a card that moves a sheep.
    const tokens: Token[] = [
      { type: 'sheep', x: 100, y: 100 },
      { type: 'pig', x: 300, y: 120 },
    ]
    const card: ActionCard = { kind: 'move', animals: ['sheep'] }
    expect(judgeTokens(tokens, tokens, card, 120).verdict.matchesCard).toBe(false)
    const r = judgeTokens(tokens, tokens, card, 120, [CHANGED_UNSEEN_WARNING])
    expect(r.verdict.matchesCard).toBeNull()
    expect(r.verdict.problems).toContainEqual({ kind: 'camera', warning: CHANGED_UNSEEN_WARNING })
  })
})
