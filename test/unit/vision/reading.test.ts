import { describe, expect, it } from 'vitest'
import { framed, outlined, readingOf, retakeOffer } from '../../../src/renderer/src/camera/reading'
import type { Detection } from '../../../src/shared/vision/types'
import { detectionFromCosts } from './helpers'

const SHEEP = { sheep: 0.1, pig: 1.5, cow: 1.7, horse: 2.6 }
const UNSURE = { sheep: 0.5, pig: 0.55, cow: 1.7, horse: 2.6 }

describe('what the camera reads, for the check screen', () => {
  it('is clear only when every animal is sure and nothing is in doubt', () => {
    const clear = readingOf(detectionFromCosts([{ x: 10, y: 10, costs: SHEEP }]), 'en')
    expect(clear).toMatchObject({ clear: true, doubts: [] })
    const unsure = readingOf(
      detectionFromCosts([
        { x: 10, y: 10, costs: SHEEP },
        { x: 30, y: 10, costs: UNSURE },
      ]),
      'en',
    )
    expect(unsure.clear).toBe(false)
    expect(unsure.animals.map((a) => a.sure)).toEqual([true, false])
    expect(unsure.doubts).toEqual(['One animal is not clear enough to be sure of.'])
    const warned: Detection = { ...detectionFromCosts([]), warnings: ['camera-moved'] }
    expect(readingOf(warned, 'en')).toMatchObject({
      clear: false,
      doubts: [
        'The camera or the table seems to have moved since calibration: calibrate again (Camera setup).',
      ],
    })
    expect(readingOf(warned, 'de').doubts[0]).toMatch(/^Die Kamera oder der Tisch/)
  })

  it('says when it counts more animals of one type than the box holds', () => {
    const COW = { sheep: 1.6, pig: 1.5, cow: 0.1, horse: 2.6 }
    const cows = (n: number) =>
      detectionFromCosts(Array.from({ length: n }, (_, k) => ({ x: 10 + 20 * k, y: 10, costs: COW })))
    // Six cows are the box's own: a clear reading.
    expect(readingOf(cows(6), 'en')).toMatchObject({ clear: true, doubts: [] })
    // Seven are not, however sure each one looks.
    const seven = readingOf(cows(7), 'en')
    expect(seven.clear).toBe(false)
    expect(seven.animals.every((a) => a.sure)).toBe(true)
    expect(seven.doubts).toEqual([
      'The camera counts 7 cows, but the box holds only 6: it is taking other animals for them. Check the light on the table, or calibrate again.',
    ])
    expect(readingOf(cows(7), 'fr').doubts[0]).toMatch(
      /^La caméra compte 7 vaches, mais la boîte n’en contient que 6/,
    )
  })

  it('outlines each animal: solid when sure, dashed when not, the picture itself untouched', () => {
    const w = 20
    const d = detectionFromCosts([
      { x: 4, y: 4, costs: SHEEP },
      { x: 14, y: 14, costs: UNSURE },
    ])
    const square = (x0: number, y0: number): Int32Array =>
      Int32Array.from([0, 1, 2, 3, 4].flatMap((dy) => [0, 1, 2, 3, 4].map((dx) => (y0 + dy) * w + x0 + dx)))
    d.details[0]!.pixels = square(2, 2)
    d.details[1]!.pixels = square(12, 12)
    const frame = { width: w, height: w, data: new Uint8ClampedArray(w * w * 4).fill(128) }
    const out = outlined(frame, d)
    const painted = (x: number, y: number): boolean => out.data[(y * w + x) * 4] !== 128
    const ring = (x0: number): [number, number][] =>
      [0, 1, 2, 3, 4].flatMap((k) => [
        [x0 + k, x0],
        [x0 + k, x0 + 4],
        [x0, x0 + k],
        [x0 + 4, x0 + k],
      ]) as [number, number][]
    // The sure animal's whole outline is painted, and just outside it; its inside is not.
    expect(ring(2).every(([x, y]) => painted(x, y))).toBe(true)
    expect(painted(1, 4)).toBe(true)
    expect(painted(4, 4) || painted(3, 3)).toBe(false)
    // The unsure one: part of its outline only, so the difference is not colour alone.
    const shown = ring(12).filter(([x, y]) => painted(x, y)).length
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(ring(12).length * 0.75)
    expect(frame.data.every((v) => v === 128)).toBe(true)
  })

  it('frames where a calibration problem lies, outside the thing and clipped to the picture', () => {
    const w = 40
    const frame = { width: w, height: 30, data: new Uint8ClampedArray(w * 30 * 4).fill(128) }
    // One box well inside, one against the picture's right edge.
    const out = framed(frame, [
      [10, 10, 15, 14],
      [34, 2, 39, 8],
    ])
    const painted = (x: number, y: number): boolean => out.data[(y * w + x) * 4] !== 128
    // Around the first box, four pixels out, on all four sides; the box itself is left to be seen.
    expect([6, 19].every((x) => [8, 12, 16].every((y) => painted(x, y)))).toBe(true)
    expect([8, 12, 16].every((x) => [6, 18].every((y) => painted(x, y)))).toBe(true)
    for (let y = 10; y <= 14; y++) for (let x = 10; x <= 15; x++) expect(painted(x, y)).toBe(false)
    // The second box's frame is clipped at the edge, not wrapped onto the next row.
    expect(painted(30, 5)).toBe(true)
    expect(painted(0, 6)).toBe(false)
    expect(frame.data.every((v) => v === 128)).toBe(true)
  })

  it('offers the picture that can mend a refused calibration', () => {
    // An empty quarter: the animals again, with the quarter searched framed inside the picture.
    expect(
      retakeOffer({ kind: 'animal-missing', animal: 'horse', quarter: 'bottom-right' }, 640, 480),
    ).toEqual({
      from: 'animals',
      boxes: [[328, 248, 631, 471]],
      orEmpty: false,
    })
    const cut = retakeOffer(
      { kind: 'animal-cut', animal: 'pig', quarter: 'top-right', boxes: [[600, 0, 639, 30]] },
      640,
      480,
    )
    expect(cut).toEqual({ from: 'animals', boxes: [[600, 0, 639, 30]], orEmpty: false })
    // Something beside an animal may have lain on the empty table and been nudged since: the empty table
    // is offered as well.
    const beside = retakeOffer(
      { kind: 'animal-not-alone', animal: 'pig', quarter: 'top-right', boxes: [[476, 0, 560, 60]] },
      640,
      480,
    )
    expect(beside).toEqual({ from: 'animals', boxes: [[476, 0, 560, 60]], orEmpty: true })
    // A picture that differs from the empty table everywhere: the empty table.
    expect(retakeOffer({ kind: 'table-changed', percent: 40 }, 640, 480)).toEqual({
      from: 'empty',
      boxes: [],
      orEmpty: false,
    })
    // Nothing a picture can mend.
    expect(retakeOffer({ kind: 'no-card-length' }, 640, 480)).toBeNull()
  })
})
