import { describe, expect, it } from 'vitest'
import type { HistoryGame } from '../../../src/shared/api'
import { playedWhen, resultText } from '../../../src/renderer/src/components/scores/format'

const seat = (score: number, place: number): HistoryGame['seats'][number] =>
  ({ seat: 0, score, place, winner: place === 1 }) as HistoryGame['seats'][number]
const game = (over: Partial<HistoryGame>): HistoryGame =>
  ({
    game: 'now-you-see-me',
    status: 'finished',
    source: 'app',
    seats: [seat(1, 1), seat(0, 2)],
    ...over,
  }) as HistoryGame

describe('scores wording', () => {
  it('says "1 point", "0 points" and "1 card"', () => {
    const g = game({})
    expect(resultText(g, seat(1, 1))).toBe('1 point')
    expect(resultText(g, seat(0, 2))).toBe('0 points')
    expect(resultText(game({ game: 'sneak-peek' }), seat(1, 1))).toBe('1 card')
    expect(resultText(game({ game: 'sleek-seek' }), seat(12, 1))).toBe('12 cards')
  })

  it('shows the time of day of an app game, the day only of a logged one', () => {
    const morning = playedWhen({ source: 'app', playedAt: '2024-03-05T08:15:00.000Z' })
    const evening = playedWhen({ source: 'app', playedAt: '2024-03-05T19:45:00.000Z' })
    expect(morning).not.toBe(evening)
    expect(morning).toMatch(/\d{1,2}:\d{2}/)
    expect(playedWhen({ source: 'logged', playedAt: '2024-03-05T12:00:00.000Z' })).not.toMatch(
      /\d{1,2}:\d{2}/,
    )
  })
})
