import { describe, expect, it } from 'vitest'
import { movePoint, shoot, type CameraDrift } from '../../../tools/eval/camera'
import type { Frame } from '../../../src/shared/vision/types'

/** A black frame with one bright, smooth dot (a small Gaussian) centred at (x, y). */
function dot(w: number, h: number, x: number, y: number): Frame {
  const data = new Uint8ClampedArray(w * h * 4)
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      const v = 250 * Math.exp(-((i - x) ** 2 + (j - y) ** 2) / (2 * 1.5 ** 2))
      data.set([v, v, v, 255], (j * w + i) * 4)
    }
  return { width: w, height: h, data }
}

/** Brightness-weighted centre of the frame. */
function centroid(f: Frame): [number, number] {
  let [sx, sy, s] = [0, 0, 0]
  for (let j = 0; j < f.height; j++)
    for (let i = 0; i < f.width; i++) {
      const v = f.data[(j * f.width + i) * 4]!
      sx += v * i
      sy += v * j
      s += v
    }
  return [sx / s, sy / s]
}

describe('the drifting camera of the evaluation (tools/eval/camera.ts)', () => {
  it('shoots a bright dot exactly where movePoint says it goes', () => {
    const [w, h] = [160, 120]
    const drift: CameraDrift = {
      turnRad: (2 * Math.PI) / 180,
      zoom: 0.03,
      shift: [4, -3],
      light: 0,
      tint: [0, 0, 0],
      jpegQuality: null,
    }
    for (const [x, y] of [
      [30, 25],
      [130, 90],
      [80, 60],
    ] as const) {
      for (const t of [0, 0.5, 1]) {
        const [ex, ey] = movePoint(drift, t, w, h, x, y)
        const [gx, gy] = centroid(shoot(dot(w, h, x, y), drift, t))
        expect(Math.abs(gx - ex), `${x},${y} at ${t}`).toBeLessThan(0.1)
        expect(Math.abs(gy - ey), `${x},${y} at ${t}`).toBeLessThan(0.1)
      }
    }
    // At drift share 0 nothing moves.
    expect(movePoint(drift, 0, w, h, 30, 25)).toEqual([30, 25])
  })
})
