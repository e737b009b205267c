import { describe, expect, it } from 'vitest'
import { distinctSeatNames } from '../../../src/renderer/src/lib/seat-names'

describe('distinctSeatNames', () => {
  it('numbers repeated names in seat order and leaves unique names alone', () => {
    const seats = [
      { seat: 0, name: 'Ann' },
      { seat: 1, name: 'Computer (easy)' },
      { seat: 2, name: 'Computer (hard)' },
      { seat: 3, name: 'Computer (easy)' },
    ]
    expect(distinctSeatNames(seats).map((s) => s.name)).toEqual([
      'Ann',
      'Computer (easy) 1',
      'Computer (hard)',
      'Computer (easy) 2',
    ])
  })

  it('keeps the other fields and does not change its input', () => {
    const seats = [
      { seat: 0, name: 'Computer (easy)', kind: 'bot' },
      { seat: 1, name: 'Computer (easy)', kind: 'bot' },
    ]
    const out = distinctSeatNames(seats)
    expect(out[1]).toEqual({ seat: 1, name: 'Computer (easy) 2', kind: 'bot' })
    expect(seats[1]?.name).toBe('Computer (easy)')
  })
})
