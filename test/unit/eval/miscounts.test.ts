import { describe, expect, it } from 'vitest'
import { MISCOUNT_CLASSES, noMiscounts, REACH, tallyMiscounts } from '../../../tools/eval/miscounts'
import type { TruthToken } from '../../../tools/eval/scene-source'

const W = 60
const H = 20

/** A picture whose counted blobs are squares: [x0, y0, side, count read]. */
function picture(blobs: [number, number, number, number][]) {
  const mask = new Uint8Array(W * H)
  let first = 0
  const regions = blobs.map(([x0, y0, side, count]) => {
    const pixels: number[] = []
    for (let y = y0; y < y0 + side; y++) for (let x = x0; x < x0 + side; x++) pixels.push(y * W + x)
    for (const p of pixels) mask[p] = 1
    const r = { pixels: Int32Array.from(pixels), first, count }
    first += count
    return r
  })
  return { width: W, mask, regions }
}

const at = (x: number, y: number): TruthToken => ({ type: 'sheep', x, y })

describe('where a count goes wrong (eval-vision miscounts)', () => {
  it('finds nothing on blobs counted as many as the animals in them', () => {
    const d = picture([
      [0, 0, 6, 1],
      [10, 0, 8, 2],
    ])
    expect(tallyMiscounts(d, [at(2, 2), at(11, 3), at(16, 5)])).toEqual(noMiscounts())
  })

  it('names each way a blob can be counted wrong', () => {
    const d = picture([
      [0, 0, 6, 2], // one animal cut in two
      [8, 0, 6, 1], // a pair read as one
      [16, 0, 6, 3], // a pair read as three
      [24, 0, 8, 2], // a heap of four read as two
      [34, 0, 4, 1], // nothing there
    ])
    const truth = [at(3, 3), at(9, 2), at(12, 4), at(17, 2), at(20, 4)]
    truth.push(at(25, 2), at(30, 2), at(25, 6), at(30, 6))
    truth.push(at(50, 10)) // far from every blob
    const m = tallyMiscounts(d, truth)
    expect(m).toEqual({
      unseen: 1,
      'not-an-animal': 1,
      'cut-in-two': 1,
      'pair-as-one': 1,
      'pair-as-more': 1,
      heap: 1,
    })
    expect(Object.keys(m)).toEqual([...MISCOUNT_CLASSES])
  })

  it(`gives an animal whose centre lies within ${REACH} pixels of a blob to that blob`, () => {
    const d = picture([[10, 5, 6, 1]])
    expect(tallyMiscounts(d, [at(10 + 5 + REACH, 8)])).toEqual(noMiscounts())
    expect(tallyMiscounts(d, [at(10 + 5 + REACH + 1, 8)])).toMatchObject({ unseen: 1, 'not-an-animal': 1 })
  })

  it('adds picture after picture into one tally', () => {
    const d = picture([[0, 0, 6, 2]])
    const m = tallyMiscounts(d, [at(2, 2)])
    tallyMiscounts(d, [at(2, 2)], m)
    expect(m['cut-in-two']).toBe(2)
  })
})

describe('an animal whose centre lies in a hole of its blob', () => {
  it('belongs to the blob around the hole', () => {
    const d = picture([[20, 2, 16, 1]])
    // A hole of 10 x 10 pixels in the middle (a pale body the filling left out).
    const hole = new Set<number>()
    for (let y = 5; y < 15; y++) for (let x = 23; x < 33; x++) hole.add(y * W + x)
    d.regions[0]!.pixels = d.regions[0]!.pixels.filter((p) => !hole.has(p))
    for (const p of hole) d.mask[p] = 0
    expect(tallyMiscounts(d, [at(28, 10)])).toEqual(noMiscounts())
  })
})
