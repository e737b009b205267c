import { describe, expect, it } from 'vitest'
import type { Animal, Token } from '../../../src/shared/referee/types'
import { jointCosts, unifySeenTwice } from '../../../src/shared/vision/consistency'
import type { Detection, TokenDetail } from '../../../src/shared/vision/types'

/** A detection made only of tokens with the given type costs (no pixels: nothing looks untouched). */
function detection(tokens: { x: number; y: number; costs: Record<Animal, number> }[]): Detection {
  const best = (c: Record<Animal, number>): [Animal, number] =>
    (Object.entries(c) as [Animal, number][]).sort((p, q) => p[1] - q[1])[0]!
  const details: TokenDetail[] = tokens.map((t) => ({
    area: 800,
    elongation: 1.5,
    histogram: new Float32Array(8),
    costs: t.costs,
    countConf: 1,
    fitConf: 1,
    pixels: new Int32Array(0),
  }))
  const list: Token[] = tokens.map((t) => {
    const sorted = Object.values(t.costs).sort((p, q) => p - q)
    const confidence = 1 - Math.exp(-(sorted[1]! - sorted[0]!) / 0.3)
    return { type: best(t.costs)[0], x: t.x, y: t.y, confidence }
  })
  return {
    tokens: list,
    blobs: [],
    mask: new Uint8Array(0),
    warnings: [],
    candidates: list.map((t) => [t.type]),
    details,
    regions: [],
    colour: new Float32Array(0),
    width: 0,
    ms: 0,
  }
}

describe('unifySeenTwice', () => {
  it('types a moved animal from both pictures: clear before, only just a horse after', () => {
    const before = detection([{ x: 10, y: 10, costs: { horse: 0.2, cow: 0.55, pig: 2.7, sheep: 2.9 } }])
    const after = detection([{ x: 200, y: 10, costs: { horse: 0.42, cow: 0.54, pig: 2.5, sheep: 2.7 } }])
    expect(after.tokens[0]!.confidence).toBeLessThan(0.5)
    const costs = jointCosts(before.details[0]!, after.details[0]!)
    const [b, a] = unifySeenTwice(before, after, [{ before: 0, after: 0, costs, from: 'each' }])
    expect(b.tokens[0]!.type).toBe('horse')
    expect(a.tokens[0]!.type).toBe('horse')
    expect(a.tokens[0]!.confidence).toBeGreaterThan(0.5)
    expect(a.tokens[0]!.confidence).toBe(b.tokens[0]!.confidence)
    // Each frame keeps its own candidates: an accusation still needs both readings to rule a type out.
    expect(a.candidates).toBe(after.candidates)
  })

  it('stays doubtful when neither picture tells a horse from a cow', () => {
    const before = detection([{ x: 10, y: 10, costs: { horse: 0.42, cow: 0.53, pig: 2.5, sheep: 2.8 } }])
    const after = detection([{ x: 200, y: 10, costs: { horse: 0.39, cow: 0.55, pig: 2.6, sheep: 2.8 } }])
    const costs = jointCosts(before.details[0]!, after.details[0]!)
    const [, a] = unifySeenTwice(before, after, [{ before: 0, after: 0, costs, from: 'each' }])
    expect(a.tokens[0]!.confidence).toBeLessThan(0.5)
  })
})
