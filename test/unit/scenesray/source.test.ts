import { describe, expect, it } from 'vitest'
import type { SourceCalibration, SourceTable } from '../../../tools/eval/scene-source'
import { SOURCES } from '../../../tools/eval/sources'
import { edgeMargin } from '../../../tools/scenesray/calibrate'
import { scenesraySource } from '../../../tools/scenesray/source'

// Pictures take a few hundred milliseconds each: every table and calibration is made once and shared.
const tables = new Map<string, SourceTable>()
const cals = new Map<string, SourceCalibration>()
function table(seed: string, index: number): SourceTable {
  const key = `${seed}/${index}`
  if (!tables.has(key)) tables.set(key, scenesraySource.table(seed, index))
  return tables.get(key)!
}
function calibration(seed: string, index: number, attempt: number): SourceCalibration {
  const key = `${seed}/${index}/${attempt}`
  if (!cals.has(key)) cals.set(key, table(seed, index).calibration(attempt))
  return cals.get(key)!
}

const sameBytes = (a: Uint8ClampedArray, b: Uint8ClampedArray): boolean =>
  a.length === b.length && Buffer.compare(Buffer.from(a.buffer), Buffer.from(b.buffer)) === 0

describe('scenesray source', () => {
  it('is registered with the evaluator under its name', () => {
    expect(SOURCES.scenesray).toBe(scenesraySource)
    expect(scenesraySource.name).toBe('scenesray')
  })

  it('is deterministic in seed and index, and differs between them', () => {
    const a = calibration('det', 0, 0)
    const again = scenesraySource.table('det', 0).calibration(0)
    expect(sameBytes(a.animals.data, again.animals.data)).toBe(true)
    expect(a.empty.length).toBe(again.empty.length)
    a.empty.forEach((f, k) => expect(sameBytes(f.data, again.empty[k]!.data)).toBe(true))
    expect(again.animalTokens).toEqual(a.animalTokens)
    expect(again.card).toEqual(a.card)
    const other = calibration('det', 1, 0)
    const seeded = calibration('other', 0, 0)
    expect(sameBytes(a.empty[0]!.data, other.empty[0]!.data)).toBe(false)
    expect(sameBytes(a.empty[0]!.data, seeded.empty[0]!.data)).toBe(false)
    const later = calibration('det', 0, 2)
    expect(later.animalTokens).not.toEqual(a.animalTokens)
  })

  it.each([
    ['det', 0, 0],
    ['det', 0, 2],
    ['det', 1, 0],
    ['other', 0, 0],
  ] as const)('lays out the calibration as asked (%s/%i attempt %i)', (seed, index, attempt) => {
    const t = table(seed, index)
    const c = calibration(seed, index, attempt)
    const { width: w, height: h } = t
    expect([480, 360]).toContain(h)
    expect(w).toBe(640)
    for (const f of [...c.empty, c.animals]) {
      expect([f.width, f.height, f.data.length]).toEqual([w, h, w * h * 4])
    }
    expect(c.empty.length).toBeGreaterThanOrEqual(1)
    expect(c.empty.length).toBeLessThanOrEqual(2)
    expect(c.animalTokens.map((k) => k.type)).toEqual(['sheep', 'pig', 'cow', 'horse'])
    const m = edgeMargin(attempt)
    c.animalTokens.forEach((k, q) => {
      const left = q % 2 === 0
      const top = q < 2
      // The centroid lies in its quarter, well off the picture's edges (the whole piece lies inside).
      expect(left ? k.x < w / 2 : k.x > w / 2).toBe(true)
      expect(top ? k.y < h / 2 : k.y > h / 2).toBe(true)
      expect(Math.min(k.x, w - k.x)).toBeGreaterThan(m * w + 8)
      expect(Math.min(k.y, h - k.y)).toBeGreaterThan(m * h + 8)
    })
    const [[x0, y0], [x1, y1]] = c.card
    for (const [x, y] of c.card) {
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(w)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(h)
    }
    // 8.8 cm seen on 45-80 cm of table across 640 px.
    const len = Math.hypot(x1 - x0, y1 - y0)
    expect(len).toBeGreaterThan(50)
    expect(len).toBeLessThan(180)
  })

  it('plays a drop and rounds with truth for every picture', () => {
    const t = table('det', 0)
    const c = calibration('det', 0, 0)
    const cardPx = Math.hypot(c.card[1][0] - c.card[0][0], c.card[1][1] - c.card[0][1])
    const turn = t.turn(0, 3, cardPx)
    expect(turn.frames).toHaveLength(4)
    expect(turn.tokens).toHaveLength(4)
    expect(turn.cards).toHaveLength(3)
    expect(turn.tokens[0]!.length).toBeGreaterThanOrEqual(10)
    expect(turn.tokens[0]!.length).toBeLessThanOrEqual(15)
    for (const f of turn.frames) expect([f.width, f.height]).toEqual([t.width, t.height])
    for (const ts of turn.tokens)
      for (const k of ts) {
        expect(k.x).toBeGreaterThan(0)
        expect(k.x).toBeLessThan(t.width)
        expect(k.y).toBeGreaterThan(0)
        expect(k.y).toBeLessThan(t.height)
      }
    turn.cards.forEach((card, k) => {
      const [before, after] = [turn.tokens[k]!, turn.tokens[k + 1]!]
      const delta = card.kind === 'add' ? 1 : card.kind === 'remove' ? -1 : 0
      expect(after.length).toBe(before.length + delta)
      const n = (ts: typeof before): number => ts.filter((x) => x.type === card.animals[0]).length
      expect(n(after)).toBe(n(before) + delta)
    })
    // The same drop again comes out the same.
    const again = scenesraySource.table('det', 0).turn(0, 1, cardPx)
    expect(sameBytes(again.frames[0]!.data, turn.frames[0]!.data)).toBe(true)
    expect(again.tokens[0]).toEqual(turn.tokens[0])
  })

  it('refuses arguments out of range with RangeErrors', () => {
    expect(() => scenesraySource.table('s', -1)).toThrow(RangeError)
    expect(() => scenesraySource.table('s', 1.5)).toThrow(RangeError)
    expect(() => scenesraySource.table('s', Number.NaN)).toThrow(RangeError)
    const t = scenesraySource.table('s', 0)
    expect(() => t.calibration(-1)).toThrow(/calibration attempt/)
    expect(() => t.calibration(0.5)).toThrow(RangeError)
    expect(() => t.calibration(99)).toThrow(RangeError)
    expect(() => t.turn(-1, 3, 100)).toThrow(/turn/)
    expect(() => t.turn(0, -1, 100)).toThrow(/rounds/)
    expect(() => t.turn(0, 99, 100)).toThrow(RangeError)
    expect(() => t.turn(0, 3, 0)).toThrow(/cardPx/)
    expect(() => t.turn(0, 3, Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => t.turn(0, 3, 10_000)).toThrow(RangeError)
  })
})
