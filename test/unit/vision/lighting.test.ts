import { describe, expect, it } from 'vitest'
import { fitLighting, gainAt } from '../../../src/shared/vision/lighting'
import { segment } from '../../../src/shared/vision/segment'
import type { Frame } from '../../../src/shared/vision/types'

const W = 320
const H = 240
/** A plain pale table, lightly mottled (RGB bytes). */
const table = Uint8Array.from({ length: W * H * 3 }, (_, i) => {
  const p = Math.floor(i / 3)
  const mottle = ((p * 7919) % 13) - 6
  return [214, 200, 182][i % 3]! + mottle
})
/** The light now: brighter to the right, and warm (red up 8%). */
const gainOf = (x: number, y: number): [number, number, number] => {
  const g = 1 + (0.35 * x) / W + (0.08 * y) / H
  return [g * 1.08, g, g * 0.97]
}
const frame: Frame = {
  width: W,
  height: H,
  data: Uint8ClampedArray.from({ length: W * H * 4 }, (_, i) => {
    const p = Math.floor(i / 4)
    const c = i % 4
    if (c === 3) return 255
    return table[p * 3 + c]! * gainOf(p % W, Math.floor(p / W))[c]!
  }),
}

describe('the light fit when one channel is clipped over much of the frame', () => {
  it('borrows the falloff of the best-covered channel instead of guessing where it has no samples', () => {
    // Red reads 255 over most of the frame: only its left edge tells how the light changed.
    let clipped = 0
    for (let p = 0; p < W * H; p++) clipped += Number(frame.data[p * 4]! >= 250)
    expect(clipped / (W * H)).toBeGreaterThan(0.6)
    const model = fitLighting(frame, table)
    for (const [x, y] of [
      [W * 0.9, H * 0.9],
      [W * 0.6, H * 0.2],
      [W * 0.1, H * 0.5],
    ] as const) {
      const fitted = gainAt(model, (2 * x) / W - 1, (2 * y) / H - 1)
      const truth = gainOf(x, y)
      for (let c = 0; c < 3; c++) expect(fitted[c]!, `channel ${c} at ${x},${y}`).toBeCloseTo(truth[c]!, 1)
    }
    // So the bright side of an empty table is not taken for animals.
    const seg = segment(frame, table, { maxHole: 500 })
    expect(seg.mask.reduce((s, v) => s + v, 0)).toBe(0)
  })
})
