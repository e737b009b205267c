import { describe, expect, it } from 'vitest'
import type { DetectedAction } from '../../../src/shared/referee/types'
import { pixelsAgree } from '../../../src/shared/vision/direction'
import { refereeDetections } from '../../../src/shared/vision/referee'
import type { Detection } from '../../../src/shared/vision/types'
import { evaluationRound } from './helpers'

const W = 60
const H = 40

/** A picture holding one token per square (x, y, side), each square its own blob. */
function picture(squares: [number, number, number][]): Detection {
  const mask = new Uint8Array(W * H)
  const regions = squares.map(([x0, y0, s], k) => {
    const pixels: number[] = []
    for (let y = y0; y < y0 + s; y++) for (let x = x0; x < x0 + s; x++) pixels.push(y * W + x)
    for (const p of pixels) mask[p] = 1
    return { pixels: Int32Array.from(pixels), first: k, count: 1 }
  })
  const tokens = squares.map(([x, y, s]) => ({ type: 'sheep' as const, x: x + s / 2, y: y + s / 2 }))
  return {
    tokens,
    blobs: [],
    mask,
    warnings: [],
    candidates: tokens.map(() => ['sheep']),
    details: [],
    regions,
    colour: new Float32Array(W * H * 3),
    width: W,
    ms: 0,
  }
}

const act = (kind: DetectedAction['kind'], before: number[], after: number[]): DetectedAction => ({
  kind,
  animals: ['sheep'],
  before,
  after,
})

describe('the counts weighed against which way the pixels changed', () => {
  const one = picture([[5, 5, 12]])
  const none = picture([])
  const heap = picture([[5, 5, 20]])

  it('lets an animal put down or taken away agree only the way its pixels went', () => {
    expect(pixelsAgree(none, one, none, one, act('add', [], [0]))).toBe(true)
    expect(pixelsAgree(one, none, one, none, act('remove', [0], []))).toBe(true)
    // A heap that lost pixels read as holding one more animal: the counts say "put down".
    expect(pixelsAgree(heap, one, heap, one, act('add', [], [0]))).toBe(false)
    expect(pixelsAgree(one, heap, one, heap, act('remove', [0], []))).toBe(false)
  })

  it('weighs a move at both places, and not within one patch', () => {
    const there = picture([[40, 20, 12]])
    expect(pixelsAgree(one, there, one, there, act('move', [0], [0]))).toBe(true)
    expect(pixelsAgree(there, one, one, there, act('move', [0], [0]))).toBe(false)
    const near = picture([[8, 5, 12]])
    expect(pixelsAgree(one, near, one, near, act('move', [0], [0]))).toBe(true)
  })

  it('does not count the thin ring a change of light leaves round an outline', () => {
    const grown = picture([[4, 4, 14]])
    expect(pixelsAgree(one, grown, one, grown, act('remove', [0], []))).toBe(false)
    expect(pixelsAgree(one, grown, one, grown, act('add', [], [0]))).toBe(false)
  })

  // scenesray ray-diag-1 (a tuning seed), table 9, drop 0, round 0, through the evaluation's webcam: a
  // sheep taken from a heap of a pig, a cow and itself. The heap read as two animals before and, one
  // animal lighter, as three after, so the counts say "a sheep put down". The pixels say one went.
  it('does not let a card agree whose action the pixels contradict', () => {
    const { cal, card, b, a } = evaluationRound('scenesray', 'ray-diag-1', 9, 0)
    expect(card).toEqual({ kind: 'remove', animals: ['sheep'] })
    const put = refereeDetections(cal, b, a, { kind: 'add', animals: ['sheep'] })
    expect(put.verdict.action?.kind).toBe('add')
    expect(put.matchesCard).toBeNull()
    expect(put.problems.map((p) => p.kind)).toContain('count-unsure')
    expect(refereeDetections(cal, b, a, card).matchesCard).not.toBe(false)
  })
})
