import { describe, expect, it } from 'vitest'
import type { Player } from '../../../src/shared/api'
import { findMe, loadSetup, quickSeats, rememberMe, saveSetup } from '../../../src/renderer/src/lib/lineup'

class MemoryStore {
  items = new Map<string, string>()
  getItem(k: string): string | null {
    return this.items.get(k) ?? null
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v)
  }
}

const player = (id: string, name: string, archived = false): Player => ({
  id,
  name,
  colour: '#123456',
  archived,
  createdAt: '2024-01-01T00:00:00.000Z',
})

describe('the set-up remembers its line-up and rules', () => {
  it('gives back what was saved for that game only', () => {
    const store = new MemoryStore()
    const players = [player('a', 'Ann'), player('b', 'Bob')]
    saveSetup('s-head', { seats: ['p:a', 'b:hard', 'p:b'], rules: { preset: 'popular' } }, store)
    expect(loadSetup('s-head', players, store)).toEqual({
      seats: ['p:a', 'b:hard', 'p:b'],
      rules: { preset: 'popular' },
    })
    expect(loadSetup('sneak-peek', players, store)).toBeNull()
  })

  it('drops players who left and refuses a line-up the game cannot seat', () => {
    const store = new MemoryStore()
    saveSetup('s-head', { seats: ['p:a', 'p:gone', 'b:easy'], rules: {} }, store)
    expect(loadSetup('s-head', [player('a', 'Ann')], store)?.seats).toEqual(['p:a', 'b:easy'])
    // Only one seat left: below S-head's two, so the defaults apply.
    expect(loadSetup('s-head', [player('a', 'Ann', true)], store)).toBeNull()
  })

  it('ignores whatever else is in storage', () => {
    const store = new MemoryStore()
    store.setItem('tc.setup.s-head', '{not json')
    expect(loadSetup('s-head', [], store)).toBeNull()
    store.setItem('tc.setup.s-head', JSON.stringify({ seats: 'p:a', rules: {} }))
    expect(loadSetup('s-head', [], store)).toBeNull()
    store.setItem('tc.setup.s-head', JSON.stringify({ seats: ['b:genius', 'b:easy', 'b:easy'], rules: {} }))
    expect(loadSetup('s-head', [], store)?.seats).toEqual(['b:easy', 'b:easy'])
  })
})

describe('Me and quick play', () => {
  it('finds the remembered player even after a rename, else one called Me', () => {
    const store = new MemoryStore()
    const players = [player('a', 'Ann'), player('m', 'me ')]
    expect(findMe(players, store)?.id).toBe('m')
    rememberMe('a', store)
    expect(findMe(players, store)?.id).toBe('a')
    expect(findMe([player('a', 'Ann', true)], store)).toBeNull()
  })

  it('seats me first against the computer players of the game', () => {
    expect(quickSeats('s-head', 'm')).toEqual(['p:m', 'b:medium', 'b:medium'])
    for (const game of ['s-head', 'sneak-peek', 'sleek-seek', 'now-you-see-me'] as const) {
      const seats = quickSeats(game, 'm')
      expect(seats[0]).toBe('p:m')
      expect(seats.length).toBeGreaterThanOrEqual(2)
      expect(seats.slice(1).every((s) => s.startsWith('b:'))).toBe(true)
    }
  })
})
