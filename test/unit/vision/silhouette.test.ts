import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { ANIMALS } from '../../../src/shared/referee/types'
import { calibrate } from '../../../src/shared/vision/calibrate'
import { silhouetteFit, silhouetteOf } from '../../../src/shared/vision/silhouette'
import { makeSession } from '../../../tools/scenegen/render'
import { calibrationScenes } from '../../../tools/scenegen/scenes'

/**
 * The outline test of silhouette.ts: a shape matches its own calibrated outline however it lies (turned,
 * mirrored, a little larger, shifted), and two touching copies of it match no single outline as well.
 */
const W = 240
/** The shape's scale: about 70 x 55 pixels, as an animal looks at the detector's working scale. */
const BASE = 2

/** An animal-like shape in its own coordinates (body, neck and head, four legs), about 34 x 26 before BASE. */
const inShape = (u: number, v: number): boolean =>
  (Math.abs(u) <= 12 && Math.abs(v) <= 5) || // body
  (u >= 9 && u <= 14 && v >= -13 && v <= -5) || // neck
  (u >= 9 && u <= 20 && v >= -16 && v <= -11) || // head
  [-11, -6, 6, 10].some((x) => u >= x && u <= x + 2.5 && v > 5 && v <= 13) // legs

/** The frame's pixels the shape covers, turned by `deg`, mirrored or not, scaled by `s`, centred at cx, cy. */
function drawn(cx: number, cy: number, deg = 0, flip = false, s = 1): Int32Array {
  const a = (deg * Math.PI) / 180
  const out: number[] = []
  for (let y = 0; y < W; y++) {
    for (let x = 0; x < W; x++) {
      const dx = (x - cx) / s / BASE
      const dy = (y - cy) / s / BASE
      const u = Math.cos(a) * dx + Math.sin(a) * dy
      const v = -Math.sin(a) * dx + Math.cos(a) * dy
      if (inShape(flip ? -u : u, v)) out.push(y * W + x)
    }
  }
  return Int32Array.from(out)
}

const merged = (a: Int32Array, b: Int32Array): Int32Array => Int32Array.from(new Set([...a, ...b])).sort()

describe('calibrated outlines', () => {
  const outline = silhouetteOf(drawn(70, 70), W)

  it('a whole animal matches its outline however it lies', () => {
    for (const [deg, flip, s] of [
      [0, false, 1],
      [37, false, 1],
      [143, true, 1],
      [251, true, 1.12],
      [-80, false, 0.9],
    ] as const) {
      expect(
        silhouetteFit(drawn(150.4, 149.7, deg, flip, s), W, [outline]),
        `${deg} ${flip} ${s}`,
      ).toBeGreaterThan(0.8)
    }
  })

  it('two touching animals match no single outline as well', () => {
    const pair = merged(drawn(130, 150, 20), drawn(186, 158, 200, true))
    const one = silhouetteFit(drawn(150, 150, 20), W, [outline])
    const two = silhouetteFit(pair, W, [outline])
    expect(two).toBeLessThan(0.65)
    expect(one - two).toBeGreaterThan(0.2)
  })

  it('without outlines nothing is read', () => {
    expect(silhouetteFit(drawn(150, 150), W, [])).toBe(0)
  })

  it('calibration keeps each whole animal outline', () => {
    const s = makeSession('outline-kept', { table: 'wood' })
    const cs = calibrationScenes(s, new Rng('outline-kept'))
    const cal = calibrate({ empty: cs.empty, animals: cs.animals, card: cs.cardPoints })
    for (const a of ANIMALS) {
      const m = cal.animals[a]
      expect(m.silhouettes, a).toHaveLength(1)
      const box = m.silhouettes![0]!
      // The outline holds the animal's own pixels, as many as its measured area, within its box.
      expect(box.w * box.h).toBeGreaterThanOrEqual(m.area)
    }
    // Two pictures keep two outlines per animal.
    const two = calibrate({ empty: cs.empty, animals: [cs.animals, cs.animals], card: cs.cardPoints })
    for (const a of ANIMALS) expect(two.animals[a].silhouettes).toHaveLength(2)
  })
})
