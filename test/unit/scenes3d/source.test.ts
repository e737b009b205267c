import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import type { Frame } from '../../../src/shared/vision/types'
import { BOX_COUNTS } from '../../../tools/scenes3d/play'
import { buildTable } from '../../../tools/scenes3d/source'
import { SOURCES } from '../../../tools/eval/sources'

const SEED = 's3d-test'
const hash = (f: Frame): string => createHash('sha1').update(f.data).digest('hex')

/** Summed absolute RGB difference between two frames at a pixel. */
const diffAt = (a: Frame, b: Frame, x: number, y: number): number => {
  const i = (Math.round(y) * a.width + Math.round(x)) * 4
  return (
    Math.abs(a.data[i]! - b.data[i]!) +
    Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
    Math.abs(a.data[i + 2]! - b.data[i + 2]!)
  )
}

/** Connected regions (4-neighbour) of pixels that differ from the empty table by more than `min`. */
function changedRegions(empty: Frame, f: Frame, min: number): { pixels: number[]; size: number }[] {
  const { width: w, height: h } = f
  const on = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) on[y * w + x] = Number(diffAt(empty, f, x, y) > min)
  const seen = new Uint8Array(w * h)
  const regions: { pixels: number[]; size: number }[] = []
  for (let s = 0; s < w * h; s++) {
    if (!on[s] || seen[s]) continue
    const pixels: number[] = []
    const stack = [s]
    seen[s] = 1
    while (stack.length) {
      const p = stack.pop()!
      pixels.push(p)
      const x = p % w
      for (const q of [p - 1, p + 1, p - w, p + w]) {
        if (q < 0 || q >= w * h || (q === p - 1 && x === 0) || (q === p + 1 && x === w - 1)) continue
        if (on[q] && !seen[q]) {
          seen[q] = 1
          stack.push(q)
        }
      }
    }
    regions.push({ pixels, size: pixels.length })
  }
  return regions
}

const counts = (types: Animal[]): Record<Animal, number> =>
  Object.fromEntries(ANIMALS.map((a) => [a, types.filter((t) => t === a).length])) as Record<Animal, number>

describe('scenes3d scene source', () => {
  it('is registered with the evaluator', () => {
    expect(SOURCES.scenes3d?.name).toBe('scenes3d')
  })

  it('is deterministic in (seed, index) and differs between tables and calibration attempts', () => {
    const a = buildTable(SEED, 0)
    const b = buildTable(SEED, 0)
    const ca = a.calibration(0)
    const cb = b.calibration(0)
    expect(hash(ca.animals)).toBe(hash(cb.animals))
    expect(ca.card).toEqual(cb.card)
    expect(ca.animalTokens).toEqual(cb.animalTokens)
    const ta = a.turn(0, 2, 90)
    const tb = b.turn(0, 2, 90)
    expect(ta.frames.map(hash)).toEqual(tb.frames.map(hash))
    expect(ta.cards).toEqual(tb.cards)
    expect(a.calibration(1).animalTokens).not.toEqual(ca.animalTokens)
    expect(hash(buildTable(SEED, 1).calibration(0).animals)).not.toBe(hash(ca.animals))
  })

  for (const index of [0, 1]) {
    it(`table ${index}: calibration has one animal whole and apart in each quarter, and a card of sensible length`, () => {
      const table = buildTable(SEED, index)
      for (const attempt of [0, 2]) {
        const cal = table.calibration(attempt)
        for (const f of [...cal.empty, cal.animals]) {
          expect([f.width, f.height, f.data.length]).toEqual([640, 480, 640 * 480 * 4])
        }
        expect(cal.animalTokens.map((t) => t.type)).toEqual(['sheep', 'pig', 'cow', 'horse'])
        const regions = changedRegions(cal.empty[0]!, cal.animals, 30).filter((r) => r.size >= 25)
        cal.animalTokens.forEach((t, k) => {
          const [qx, qy] = [k % 2, k >> 1]
          expect(Math.floor(t.x / 320)).toBe(qx)
          expect(Math.floor(t.y / 240)).toBe(qy)
          // What changed around the animal lies inside its own quarter (whole, in view, apart).
          const near = (p: number): boolean =>
            Math.abs((p % 640) - t.x) <= 3 && Math.abs(Math.floor(p / 640) - t.y) <= 3
          const own = regions.filter((r) => r.pixels.some(near))
          expect(own.length, `${t.type} differs from the empty table at its centroid`).toBeGreaterThan(0)
          for (const p of own.flatMap((r) => r.pixels)) {
            expect(Math.floor((p % 640) / 320)).toBe(qx)
            expect(Math.floor(Math.floor(p / 640) / 240)).toBe(qy)
          }
        })
        const [[x0, y0], [x1, y1]] = cal.card
        const len = Math.hypot(x1 - x0, y1 - y0)
        expect(len).toBeGreaterThan(60)
        expect(len).toBeLessThan(160)
      }
    })

    it(`table ${index}: drops of 10-15 animals, cards change the table as they say, truth lies on the tokens`, () => {
      const table = buildTable(SEED, index)
      const empty = table.calibration(0).empty[0]!
      for (const t of [0, 1]) {
        const turn = table.turn(t, 4, 90)
        expect(turn.frames).toHaveLength(5)
        expect(turn.tokens[0]!.length).toBeGreaterThanOrEqual(10)
        expect(turn.tokens[0]!.length).toBeLessThanOrEqual(15)
        turn.cards.forEach((card, k) => {
          const before = counts(turn.tokens[k]!.map((x) => x.type))
          const after = counts(turn.tokens[k + 1]!.map((x) => x.type))
          const delta = card.kind === 'add' ? 1 : card.kind === 'remove' ? -1 : 0
          for (const a of ANIMALS) {
            expect(after[a] - before[a]).toBe(a === card.animals[0] ? delta : 0)
            expect(after[a]).toBeLessThanOrEqual(BOX_COUNTS[a])
          }
        })
        turn.tokens.forEach((tokens, k) => {
          for (const tok of tokens) {
            expect(
              diffAt(empty, turn.frames[k]!, tok.x, tok.y),
              `${tok.type} at ${tok.x},${tok.y}`,
            ).toBeGreaterThan(20)
          }
        })
      }
    })
  }
})
