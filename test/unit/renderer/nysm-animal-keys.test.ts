import { describe, expect, it } from 'vitest'
import { keepKeys, type Keyed } from '../../../src/renderer/src/games/now-you-see-me/animal-keys'

/** Keys for new animals: k1, k2, … in order. */
const counter = (): (() => string) => {
  let n = 0
  return () => `k${++n}`
}
const keysOf = (list: Keyed[]): string[] => list.map((a) => a.key)

const before: Keyed[] = [
  { key: 'a', type: 'cow', x: 5, y: 5 },
  { key: 'b', type: 'pig', x: 10, y: 20 },
  { key: 'c', type: 'sheep', x: 30, y: 8 },
  { key: 'd', type: 'pig', x: 40, y: 30 },
]

describe('Now you see me: an animal keeps its key as the table changes (so it can move, not blink)', () => {
  it('keeps every key when the view lists the same table in another order', () => {
    const next = [...before].reverse().map(({ type, x, y }) => ({ type, x, y }))
    expect(keysOf(keepKeys(before, next, counter(), true))).toEqual(['d', 'c', 'b', 'a'])
  })

  it('a moved animal keeps its key; the unmoved one of its type keeps its own', () => {
    // The pig at (10, 20) moves next to the other pig; the view's order changes with the move.
    const next = [
      { type: 'cow' as const, x: 5, y: 5 },
      { type: 'sheep' as const, x: 30, y: 8 },
      { type: 'pig' as const, x: 38, y: 28 },
      { type: 'pig' as const, x: 40, y: 30 },
    ]
    expect(keysOf(keepKeys(before, next, counter(), true))).toEqual(['a', 'c', 'b', 'd'])
  })

  it('two animals that swap places both keep their keys', () => {
    const next = [
      { type: 'sheep' as const, x: 5, y: 5 },
      { type: 'pig' as const, x: 10, y: 20 },
      { type: 'cow' as const, x: 30, y: 8 },
      { type: 'pig' as const, x: 40, y: 30 },
    ]
    expect(keysOf(keepKeys(before, next, counter(), true))).toEqual(['c', 'b', 'a', 'd'])
  })

  it('an added animal gets a new key and a removed one takes its key away', () => {
    const next = [
      { type: 'cow' as const, x: 5, y: 5 },
      { type: 'horse' as const, x: 12, y: 12 },
      { type: 'sheep' as const, x: 30, y: 8 },
      { type: 'pig' as const, x: 40, y: 30 },
    ]
    expect(keysOf(keepKeys(before, next, counter(), true))).toEqual(['a', 'k1', 'c', 'd'])
  })

  it('without moves (a new drop) an animal of the same type elsewhere is a new animal', () => {
    const next = [
      { type: 'cow' as const, x: 5, y: 5 },
      { type: 'pig' as const, x: 50, y: 35 },
    ]
    expect(keysOf(keepKeys(before, next, counter(), false))).toEqual(['a', 'k1'])
  })
})
