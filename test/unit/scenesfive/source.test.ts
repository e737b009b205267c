import { describe, expect, it } from 'vitest'
import type { Frame } from '../../../src/shared/vision/types'
import type { SourceCalibration, SourceTurn, TruthToken } from '../../../tools/eval/scene-source'
import { SOURCES } from '../../../tools/eval/sources'
import { scenesfiveSource } from '../../../tools/scenesfive/source'

const src = scenesfiveSource

function sameFrame(a: Frame, b: Frame): boolean {
  if (a.width !== b.width || a.height !== b.height || a.data.length !== b.data.length) return false
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) return false
  return true
}

function cardPxOf(cal: SourceCalibration): number {
  const [[x0, y0], [x1, y1]] = cal.card
  return Math.hypot(x1 - x0, y1 - y0)
}

/** Mean absolute RGB difference between two frames in a disc. */
function diffAround(a: Frame, b: Frame, x: number, y: number, r: number): number {
  let sum = 0
  let n = 0
  for (let v = Math.round(y - r); v <= Math.round(y + r); v++)
    for (let u = Math.round(x - r); u <= Math.round(x + r); u++) {
      if (u < 0 || v < 0 || u >= a.width || v >= a.height || Math.hypot(u - x, v - y) > r) continue
      const o = (v * a.width + u) * 4
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[o + c]! - b.data[o + c]!)
      n += 3
    }
  return sum / n
}

const counts = (ts: TruthToken[]): Record<string, number> => {
  const c: Record<string, number> = { sheep: 0, pig: 0, cow: 0, horse: 0 }
  for (const t of ts) c[t.type]!++
  return c
}

/** Tokens of `a` with no token of the same type within `tol` px in `b`. */
function unmatched(a: TruthToken[], b: TruthToken[], tol: number): TruthToken[] {
  const used = new Set<number>()
  const out: TruthToken[] = []
  for (const t of a) {
    let best = -1
    let bd = tol
    b.forEach((u, k) => {
      const d = Math.hypot(u.x - t.x, u.y - t.y)
      if (!used.has(k) && u.type === t.type && d <= bd) {
        bd = d
        best = k
      }
    })
    if (best < 0) out.push(t)
    else used.add(best)
  }
  return out
}

describe('scenesfive scene source', () => {
  it('is registered under its name', () => {
    expect(SOURCES.scenesfive).toBe(src)
    expect(src.name).toBe('scenesfive')
  })

  it('is deterministic in seed and index, whatever is asked first, and differs between them', () => {
    const a = src.table('det', 1)
    const b = src.table('det', 1)
    const tb = b.turn(0, 2, 100)
    const ta = a.turn(0, 1, 100)
    expect(ta.tokens[0]).toEqual(tb.tokens[0])
    expect(ta.tokens[1]).toEqual(tb.tokens[1])
    expect(ta.cards[0]).toEqual(tb.cards[0])
    expect(sameFrame(ta.frames[1]!, tb.frames[1]!)).toBe(true)
    const ca = a.calibration(0)
    const cb = b.calibration(0)
    expect(sameFrame(ca.animals, cb.animals)).toBe(true)
    expect(ca.animalTokens).toEqual(cb.animalTokens)
    expect(ca.card).toEqual(cb.card)
    expect(a.name).toBe(b.name)
    const other = src.table('det', 2).calibration(0)
    const seeded = src.table('other', 1).calibration(0)
    expect(sameFrame(ca.animals, other.animals)).toBe(false)
    expect(sameFrame(ca.animals, seeded.animals)).toBe(false)
    expect(sameFrame(ca.animals, a.calibration(1).animals)).toBe(false)
  })

  it('has 640x480 and 640x360 tables with frames of the stated size', () => {
    const sizes = new Set<string>()
    for (let i = 0; i < 12; i++) {
      const t = src.table('sizes', i)
      expect(t.width).toBe(640)
      sizes.add(`${t.width}x${t.height}`)
    }
    expect(sizes).toEqual(new Set(['640x480', '640x360']))
  })

  it('lays out calibration: one animal per quarter, whole and apart, and clicks on the card', () => {
    for (let i = 0; i < 5; i++) {
      const table = src.table('cal', i)
      const cal = table.calibration(i % 2)
      const { width: w, height: h } = table
      for (const f of [...cal.empty, cal.animals]) {
        expect([f.width, f.height]).toEqual([w, h])
        expect(f.data.length).toBe(w * h * 4)
      }
      expect(cal.empty.length).toBeGreaterThanOrEqual(1)
      expect(cal.animalTokens.map((t) => t.type)).toEqual(['sheep', 'pig', 'cow', 'horse'])
      cal.animalTokens.forEach((t, q) => {
        const right = q % 2 === 1
        const bottom = q >= 2
        expect(t.x > w / 2).toBe(right)
        expect(t.y > h / 2).toBe(bottom)
        expect(t.x).toBeGreaterThan(15)
        expect(t.y).toBeGreaterThan(15)
        expect(t.x).toBeLessThan(w - 15)
        expect(t.y).toBeLessThan(h - 15)
      })
      for (let p = 0; p < 4; p++)
        for (let q = p + 1; q < 4; q++) {
          const [s, t] = [cal.animalTokens[p]!, cal.animalTokens[q]!]
          expect(Math.hypot(s.x - t.x, s.y - t.y)).toBeGreaterThan(40)
        }
      const len = cardPxOf(cal)
      expect(len).toBeGreaterThan(80)
      expect(len).toBeLessThan(145)
      // The clicks are on the card: around them the picture differs from the empty table.
      for (const [x, y] of cal.card) {
        expect(x).toBeGreaterThan(w * 0.2)
        expect(x).toBeLessThan(w * 0.8)
        expect(diffAround(cal.animals, cal.empty[0]!, x, y, 10)).toBeGreaterThan(6)
      }
      const [[x0, y0], [x1, y1]] = cal.card
      expect(diffAround(cal.animals, cal.empty[0]!, (x0 + x1) / 2, (y0 + y1) / 2, 10)).toBeGreaterThan(6)
    }
  })

  it('plays drops and cards whose truth agrees with the cards', () => {
    let checked = 0
    for (let i = 0; i < 3; i++) {
      const table = src.table('play', i)
      const cardPx = 90 + i * 15
      const turn: SourceTurn = table.turn(i, 3, cardPx)
      expect(turn.frames.length).toBe(4)
      expect(turn.tokens.length).toBe(4)
      expect(turn.cards.length).toBe(3)
      for (const f of turn.frames) expect([f.width, f.height]).toEqual([table.width, table.height])
      const drop = turn.tokens[0]!
      expect(drop.length).toBeGreaterThanOrEqual(10)
      expect(drop.length).toBeLessThanOrEqual(15)
      const c0 = counts(drop)
      expect(c0.sheep! <= 7 && c0.pig! <= 7 && c0.cow! <= 6 && c0.horse! <= 6).toBe(true)
      for (const ts of turn.tokens)
        for (const t of ts) {
          expect(t.x).toBeGreaterThan(0)
          expect(t.y).toBeGreaterThan(0)
          expect(t.x).toBeLessThan(table.width)
          expect(t.y).toBeLessThan(table.height)
        }
      turn.cards.forEach((card, k) => {
        const before = turn.tokens[k]!
        const after = turn.tokens[k + 1]!
        const cb = counts(before)
        const ca = counts(after)
        const [t0, t1] = card.animals as [string, string | undefined]
        const expected = { ...cb }
        if (card.kind === 'add') expected[t0]!++
        if (card.kind === 'remove') expected[t0]!--
        expect(ca).toEqual(expected)
        const gone = unmatched(before, after, 3)
        const came = unmatched(after, before, 3)
        if (card.kind === 'move') {
          const far = gone
            .filter((g) => g.type === t0)
            .some((g) => came.some((c) => c.type === t0 && Math.hypot(c.x - g.x, c.y - g.y) >= cardPx))
          expect(far).toBe(true)
        }
        if (card.kind === 'swap') {
          const ga = gone.find((g) => g.type === t0)!
          const gb = gone.find((g) => g.type === t1)!
          const na = came.filter((c) => c.type === t0)
          const nb = came.filter((c) => c.type === t1)
          expect(ga && gb).toBeTruthy()
          // Each now lies where the other was.
          expect(
            na.some((c) => Math.hypot(c.x - gb.x, c.y - gb.y) < Math.hypot(c.x - ga.x, c.y - ga.y)),
          ).toBe(true)
          expect(
            nb.some((c) => Math.hypot(c.x - ga.x, c.y - ga.y) < Math.hypot(c.x - gb.x, c.y - gb.y)),
          ).toBe(true)
        }
        // Animals the card does not name stay (one that rested on a moved one may slide off a little).
        for (const g of gone.filter((t) => !card.animals.includes(t.type))) {
          const near = came.filter((c) => c.type === g.type).map((c) => Math.hypot(c.x - g.x, c.y - g.y))
          expect(Math.min(...near)).toBeLessThan(30)
        }
        checked++
      })
    }
    expect(checked).toBe(9)
  })
})
