import { describe, expect, it } from 'vitest'
import type { LoggedGameInput } from '../../../src/shared/api'
import { pointLimits } from '../../../src/shared/games/now-you-see-me/limits'
import { ApiError } from '../../../src/shared/api'
import { scoreLoggedGame } from '../../../src/main/services/scores/logging'

const nysm = (...scores: number[]): LoggedGameInput => ({
  game: 'now-you-see-me',
  playedOn: '2026-11-30',
  seats: scores.map((score, k) => ({ playerId: `p${k}`, score })),
})

const refusal = (input: LoggedGameInput): string => {
  try {
    scoreLoggedGame(input)
  } catch (err) {
    if (err instanceof ApiError && err.code === 'bad_request') return err.message
    throw err
  }
  return ''
}

describe('Log a game: Now you see me points against what the rounds allow', () => {
  it('works the limits out from the rulings (3 players: 3 rounds a turn, 2 wrong-drop claims before a good drop)', () => {
    // As Lead: 3 rounds nobody guessed. In each of the 2 other turns: 2 claims + 3 rounds.
    expect(pointLimits(3)).toEqual({ perPlayer: 3 + 2 * 5, total: 3 * (2 + 3 * 2) })
    // 6 players: 2 rounds a turn (RULES-NOTES: Rounds).
    expect(pointLimits(6).perPlayer).toBe(2 + 5 * 4)
  })

  it('refuses 500 points in a 3-player game with a message that says what is possible', () => {
    const message = refusal(nysm(500, 2, 1))
    expect(message).toMatch(/500 points is more than one player can score with 3 players \(at most 13\)/)
  })

  it('accepts the most one player can score, refuses one more, and checks the total', () => {
    expect(refusal(nysm(13, 0, 0))).toBe('')
    expect(refusal(nysm(14, 0, 0))).toMatch(/at most 13/)
    // Each within reach, but more than the whole game gives.
    expect(refusal(nysm(13, 13, 13))).toMatch(/add up to 39.*at most 24/)
  })
})
