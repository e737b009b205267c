import { describe, expect, it } from 'vitest'
import { makeSession, renderScene } from '../../../tools/scenegen/render'
import { drawRealism, lensBlur } from '../../../tools/scenegen/realism'
import { scenegenSource } from '../../../tools/scenegen/source'
import { magnification, rasterToken } from '../../../tools/scenegen/token'
import { Occupancy } from '../../../tools/scenegen/placement'

/** Mean absolute difference between horizontally neighbouring green readings: how sharp and noisy. */
function roughness(data: Uint8ClampedArray, w: number, h: number): number {
  let s = 0
  for (let y = 0; y < h; y++)
    for (let x = 1; x < w; x++) s += Math.abs(data[(y * w + x) * 4 + 1]! - data[(y * w + x - 1) * 4 + 1]!)
  return s / (h * (w - 1))
}

describe('scenegen realism (a real webcam over a real table)', () => {
  it('leaves sessions without it exactly as they were', () => {
    const s = makeSession('realism-off', { table: 'wood', variedBox: true })
    expect(s.lensSigma).toBeUndefined()
    expect(s.lightDrift).toBeUndefined()
  })

  it('draws each table its own blur, noise, thickness, shadow and lamp drift within the stated ranges', () => {
    const all = Array.from({ length: 40 }, (_, i) => drawRealism(`r${i}`, 10))
    for (const r of all) {
      expect(r.lensSigma).toBeGreaterThanOrEqual(0.4)
      expect(r.lensSigma).toBeLessThanOrEqual(1.6)
      expect(r.lightDrift).toBeGreaterThanOrEqual(1)
      expect(r.lightDrift).toBeLessThanOrEqual(2)
      expect(Math.hypot(...r.rimShift)).toBeLessThanOrEqual(4)
      expect(Math.hypot(...r.tilt)).toBeLessThanOrEqual(0.1)
    }
    expect(new Set(all.map((r) => r.lensSigma.toFixed(3))).size).toBe(40)
    expect(drawRealism('same', 10)).toEqual(drawRealism('same', 10))
  })

  it('a slanted camera draws the near side larger than the far side, and the occupancy follows', () => {
    const base = makeSession('realism-tilt', { table: 'light', variedBox: true })
    const s = { ...base, tilt: [0, 0.1] as [number, number] }
    const area = (y: number): number =>
      rasterToken(s, { type: 'cow', x: 320, y, angle: 0, flip: false }).idx.length
    expect(magnification(base, 0, 0)).toBe(1)
    expect(area(400) / area(80)).toBeGreaterThan(1.25)
    const occ = new Occupancy(s)
    const near = { type: 'cow' as const, x: 320, y: 400, angle: 0, flip: false }
    expect(occ.pixels(near).length).toBeGreaterThan(area(400) * 0.85)
  })

  it('a Gaussian lens blur keeps a flat image flat and softens a step', () => {
    const w = 20
    const h = 4
    const a = new Float32Array(w * h * 3).map((_, i) => (Math.floor(i / 3) % w < 10 ? 50 : 200))
    const b = lensBlur(a, w, h, 1.2)
    expect(b[0]).toBeCloseTo(50, 4)
    expect(b[(w - 1) * 3]).toBeCloseTo(200, 4)
    expect(b[9 * 3]!).toBeGreaterThan(60)
    expect(b[10 * 3]!).toBeLessThan(190)
  })

  it("the evaluator's scenegen tables are shot through it", () => {
    const t = scenegenSource.table('realism-src', 0)
    const f = t.calibration(0).empty[0]!
    const plain = renderScene(makeSession('realism-src/0', { table: 'wood', variedBox: true }), [], {
      noiseSeed: 1,
    })
    expect(f.width).toBe(plain.width)
    expect(roughness(f.data, f.width, f.height)).not.toBeCloseTo(roughness(plain.data, f.width, f.height), 1)
  })
})
