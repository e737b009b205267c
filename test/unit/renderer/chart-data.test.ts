import { describe, expect, it } from 'vitest'
import type { HistoryGame, HistorySeat } from '../../../src/shared/api'
import { periodStart, winRateLines } from '../../../src/renderer/src/components/scores/chart-data'

const seat = (playerId: string, place: number): HistorySeat => ({
  seat: 0,
  who: playerId,
  kind: 'human',
  name: playerId,
  colour: '#000',
  playerId,
  score: null,
  place,
  winner: place === 1,
})
let n = 0
const game = (
  kind: HistoryGame['game'],
  day: string,
  annPlace: number,
  status: HistoryGame['status'] = 'finished',
): HistoryGame => ({
  id: `g${++n}`,
  game: kind,
  source: 'app',
  status,
  playedAt: `${day}T10:00:00.000Z`,
  endedAt: null,
  notes: null,
  seats: [seat('ann', annPlace), seat('bob', annPlace === 1 ? 2 : 1)],
  moveCount: 0,
  resumable: false,
})

describe('the profile chart data', () => {
  it('draws one line per game from two games on, in the order they were played', () => {
    // Newest first, as the history lists them; two games in one month are two points.
    const games = [
      game('s-head', '2024-05-03', 1),
      game('sneak-peek', '2024-05-02', 2),
      game('s-head', '2024-05-02', 2),
      game('s-head', '2024-05-01', 1),
    ]
    const lines = winRateLines(games, 'ann')
    const sHead = lines.find((l) => l.game === 's-head')
    expect(sHead?.points.map((p) => [p.x, p.y, p.won])).toEqual([
      [1, 100, true],
      [2, 50, false],
      [3, 67, true],
    ])
    expect(lines.find((l) => l.game === 'sneak-peek')?.points.map((p) => p.y)).toEqual([0])
  })

  it('leaves out unfinished games, games without the player, and games before the period', () => {
    const games = [
      game('s-head', '2024-05-01', 1, 'abandoned'),
      game('s-head', '2024-05-02', 1, 'active'),
      game('s-head', '2023-12-31', 2),
      game('s-head', '2024-05-03', 1),
    ]
    expect(winRateLines(games, 'cy')).toEqual([])
    const lines = winRateLines(games, 'ann', '2024-01-01')
    expect(lines).toHaveLength(1)
    expect(lines[0]?.points.map((p) => p.y)).toEqual([100])
  })

  it('starts a period where the server does', () => {
    const now = new Date('2024-06-15T12:00:00.000Z')
    expect(periodStart('all', now)).toBe('')
    expect(periodStart('year', now)).toBe('2024-01-01')
    expect(periodStart('30d', now)).toBe('2024-05-16T12:00:00.000Z')
  })
})
