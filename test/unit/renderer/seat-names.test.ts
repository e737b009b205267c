import { describe, expect, it } from 'vitest'
import { distinctSeatNames, shownName } from '../../../src/renderer/src/lib/seat-names'

describe('distinctSeatNames', () => {
  it('numbers repeated names in seat order and leaves unique names alone', () => {
    const seats = [
      { seat: 0, name: 'Ann' },
      { seat: 1, name: 'Computer (easy)' },
      { seat: 2, name: 'Computer (hard)' },
      { seat: 3, name: 'Computer (easy)' },
    ]
    expect(distinctSeatNames(seats, 'en').map((s) => s.name)).toEqual([
      'Ann',
      'Computer (easy) 1',
      'Computer (hard)',
      'Computer (easy) 2',
    ])
  })

  it('keeps the other fields and does not change its input', () => {
    const seats = [
      { seat: 0, name: 'Computer (easy)', kind: 'bot' as const, level: 'easy' },
      { seat: 1, name: 'Computer (easy)', kind: 'bot' as const, level: 'easy' },
    ]
    const out = distinctSeatNames(seats, 'en')
    expect(out[1]).toEqual({ seat: 1, name: 'Computer (easy) 2', kind: 'bot', level: 'easy' })
    expect(seats[1]?.name).toBe('Computer (easy)')
  })

  it('words computer players in the reader’s language, then numbers them', () => {
    const seats = [
      { seat: 0, name: 'Computer (easy)', kind: 'bot' as const, level: 'easy' },
      { seat: 1, name: 'Ann', kind: 'human' as const, level: null },
      { seat: 2, name: 'Computer (easy)', kind: 'bot' as const, level: 'easy' },
      { seat: 3, name: 'Computer (random)', kind: 'bot' as const, level: 'random' },
    ]
    expect(distinctSeatNames(seats, 'de').map((s) => s.name)).toEqual([
      'Computer (leicht) 1',
      'Ann',
      'Computer (leicht) 2',
      'Computer (zufällig)',
    ])
    expect(distinctSeatNames(seats, 'es')[3]?.name).toBe('Ordenador (al azar)')
    expect(distinctSeatNames(seats, 'fr')[0]?.name).toBe('Ordinateur (facile) 1')
  })
})

describe('shownName', () => {
  it('reads a score row’s level from its bot: id, and leaves people and unknown computers alone', () => {
    expect(shownName({ name: 'Computer (hard)', kind: 'bot', who: 'bot:hard' }, 'fr')).toBe(
      'Ordinateur (difficile)',
    )
    expect(shownName({ name: 'Computer (hard)', kind: 'bot', who: 'bot:hard' }, 'en')).toBe('Computer (hard)')
    expect(shownName({ name: 'Ann', kind: 'human', who: 'p1' }, 'de')).toBe('Ann')
    expect(shownName({ name: 'Computer (?)', kind: 'bot' }, 'de')).toBe('Computer (?)')
  })
})
