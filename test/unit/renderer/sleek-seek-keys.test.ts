import { describe, expect, it } from 'vitest'
import { COLOURS } from '../../../src/shared/games/cards64'
import { TABLE_SLOTS } from '../../../src/shared/games/sleek-seek/types'
import {
  BUZZER_LETTERS,
  CARD_KEYS,
  DEFAULT_KEYS,
  FLIP_KEY,
  buzzerKeys,
  cardKeyOf,
  isBuzzerKey,
} from '../../../src/renderer/src/games/sleek-seek/keys'

describe('Sleek Seek card keys (issue #22)', () => {
  it('a card keeps its key when a set leaves the table: keys belong to places, not to the order', () => {
    // Places 0..5 hold cards; the set at places 1, 2 and 4 leaves. The others keep their keys.
    const before = [0, 1, 2, 3, 4, 5].map(cardKeyOf)
    const after = [0, 3, 5].map(cardKeyOf)
    expect(after).toEqual([before[0], before[3], before[5]])
    expect(before).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(cardKeyOf(9)).toBe('0')
  })

  it('every key is distinct; letters are no colour initial, no buzzer key and not F', () => {
    expect(new Set(CARD_KEYS).size).toBe(CARD_KEYS.length)
    const letters = CARD_KEYS.filter((k) => /[A-Z]/.test(k))
    expect(letters.length).toBeGreaterThanOrEqual(10)
    for (const k of letters) {
      expect(COLOURS.map((c) => c.initial)).not.toContain(k)
      expect(BUZZER_LETTERS).not.toContain(k)
      expect(k).not.toBe(FLIP_KEY)
      expect(isBuzzerKey(k)).toBe(false)
    }
    // 20 keyed places: more than the three rows the table shows at the start.
    expect(CARD_KEYS.length).toBe(20)
    expect(cardKeyOf(CARD_KEYS.length)).toBe('')
    expect(cardKeyOf(TABLE_SLOTS - 1)).toBe('')
  })

  it('buzzer keys come from their own letters, defaults first, never a card key', () => {
    const seats = Array.from({ length: 8 }, (_, seat) => ({
      seat,
      kind: 'human' as const,
      name: `P${seat}`,
      playerId: null,
      colour: '#000',
      level: null,
    }))
    const keys = Object.values(buzzerKeys(seats))
    expect(keys.slice(0, 4)).toEqual([...DEFAULT_KEYS])
    expect(new Set(keys).size).toBe(8)
    for (const k of keys) expect(CARD_KEYS).not.toContain(k)
    expect(isBuzzerKey(FLIP_KEY)).toBe(false)
    expect(isBuzzerKey('1')).toBe(false)
  })
})
