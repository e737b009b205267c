import { describe, expect, it } from 'vitest'
import type { GameSnapshot, SeatInfo } from '../../../src/shared/api'
import { andList, celebration } from '../../../src/renderer/src/lib/celebrate'

const seat = (n: number, name: string): SeatInfo => ({
  seat: n,
  kind: 'human',
  name,
  colour: '#000',
  playerId: `p${n}`,
  level: null,
})
const seats = [seat(0, 'Ann'), seat(1, 'Bob'), seat(2, 'Cy')]
const r = (s: number, place: number, score = 0): NonNullable<GameSnapshot['result']>[number] => ({
  seat: s,
  place,
  score,
  winner: place === 1,
})

describe('celebration', () => {
  it('names the winner, and the S-head with good humour', () => {
    const c = celebration({ game: 's-head', seats, result: [r(2, 2), r(1, 3), r(0, 1)] })
    expect(c.headline).toBe('Ann wins!')
    expect(c.sHead?.name).toBe('Bob')
  })
  it('names every winner of a tie; no S-head outside S-head', () => {
    const c = celebration({ game: 'sneak-peek', seats, result: [r(0, 1, 9), r(1, 1, 9), r(2, 3, 3)] })
    expect(c.headline).toBe('Ann and Bob win!')
    expect(c.sHead).toBeNull()
  })
  it('joins names the way people say them', () => {
    expect(andList(['Ann'])).toBe('Ann')
    expect(andList(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy')
    expect(andList([])).toBe('')
  })
})
