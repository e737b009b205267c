import { describe, expect, it } from 'vitest'
import { plural } from '../../../src/renderer/src/lib/plural'

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'point')).toBe('1 point')
    expect(plural(0, 'point')).toBe('0 points')
    expect(plural(3, 'point')).toBe('3 points')
    expect(plural(-1, 'card')).toBe('-1 card')
    expect(plural(1.5, 'card')).toBe('1.5 cards')
  })
  it('takes an irregular plural', () => {
    expect(plural(3, 'sheep', 'sheep')).toBe('3 sheep')
    expect(plural(1, 'pig')).toBe('1 pig')
    expect(plural(2, 'pig')).toBe('2 pigs')
  })
})
