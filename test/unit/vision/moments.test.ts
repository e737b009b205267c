import { describe, expect, it } from 'vitest'
import { axisOfMoments } from '../../../src/shared/vision/moments'

/** Summed second moments of the points about their centroid, and their number. */
function moments(points: [number, number][]): [number, number, number, number] {
  const n = points.length
  const cx = points.reduce((s, p) => s + p[0], 0) / n
  const cy = points.reduce((s, p) => s + p[1], 0) / n
  let xx = 0
  let yy = 0
  let xy = 0
  for (const [x, y] of points) {
    xx += (x - cx) ** 2
    yy += (y - cy) ** 2
    xy += (x - cx) * (y - cy)
  }
  return [xx, yy, xy, n]
}

function rectangle(w: number, h: number, turn = 0): [number, number][] {
  const out: [number, number][] = []
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [u, v] = [x - w / 2, y - h / 2]
      out.push([u * Math.cos(turn) - v * Math.sin(turn), u * Math.sin(turn) + v * Math.cos(turn)])
    }
  return out
}

describe('axisOfMoments', () => {
  it('reads a square as not elongated and a 3:1 rectangle as 3 along its long side', () => {
    expect(axisOfMoments(...moments(rectangle(20, 20))).elongation).toBeCloseTo(1, 6)
    const long = axisOfMoments(...moments(rectangle(60, 20)))
    expect(long.elongation).toBeCloseTo(3, 2)
    expect(long.angle).toBeCloseTo(0, 6)
  })

  it('follows a turned shape: the axis turns with it and the elongation stays', () => {
    for (const turn of [0.3, -0.7, 1.2]) {
      const a = axisOfMoments(...moments(rectangle(60, 20, turn)))
      expect(a.angle).toBeCloseTo(turn, 2)
      expect(a.elongation).toBeCloseTo(3, 1)
    }
  })

  it('does not divide by zero on points along one line', () => {
    const line: [number, number][] = Array.from({ length: 10 }, (_, i) => [i, 2 * i])
    const a = axisOfMoments(...moments(line))
    expect(Number.isFinite(a.elongation)).toBe(true)
    expect(a.elongation).toBeGreaterThan(100)
    expect(a.angle).toBeCloseTo(Math.atan2(2, 1), 6)
  })
})
