import { describe, expect, it } from 'vitest'
import { jointCosts, unifySeenTwice } from '../../../src/shared/vision/rereading'
import { detectionFromCosts } from './helpers'

const detection = detectionFromCosts

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
