import type { HistoryGame, Period } from '../../../../shared/api'
import type { GameId } from '../../../../shared/engine/types'

/** One point per game played: x is the player's nth game of that kind, y the win rate so far (%). */
export interface ChartPoint {
  x: number
  y: number
  won: boolean
  place: number | null
  playedAt: string
}

export interface ChartLine {
  game: GameId
  points: ChartPoint[]
}

/** The first day a period covers (as the server's filters count it: UTC year, last 30 days). */
export function periodStart(period: Period, now = new Date()): string {
  if (period === 'year') return `${now.getUTCFullYear()}-01-01`
  if (period === '30d') return new Date(now.getTime() - 30 * 86_400_000).toISOString()
  return ''
}

/**
 * The profile chart's lines: one per game, oldest first, each point one finished game of the player
 * with the share of that game's games they have won so far. Two games already draw a line, where
 * monthly buckets showed a single dot.
 */
export function winRateLines(games: HistoryGame[], playerId: string, since = ''): ChartLine[] {
  const byGame = new Map<GameId, ChartPoint[]>()
  const counted = games
    .filter((g) => g.status === 'finished' && g.playedAt >= since)
    .sort((a, b) => a.playedAt.localeCompare(b.playedAt) || a.id.localeCompare(b.id))
  for (const g of counted) {
    const seat = g.seats.find((s) => s.playerId === playerId)
    if (!seat) continue
    const line = byGame.get(g.game) ?? []
    const wins = line.filter((p) => p.won).length + (seat.winner ? 1 : 0)
    const x = line.length + 1
    line.push({
      x,
      y: Math.round((100 * wins) / x),
      won: seat.winner,
      place: seat.place,
      playedAt: g.playedAt,
    })
    byGame.set(g.game, line)
  }
  return [...byGame].map(([game, points]) => ({ game, points }))
}
