import type { Period } from '../../../shared/api'
import type { GameId } from '../../../shared/engine/types'

/** The first instant counted by a period, or null for all time. */
export function periodStart(period: Period, now = new Date()): string | null {
  if (period === 'year') return `${now.getUTCFullYear()}-01-01`
  if (period === '30d') return new Date(now.getTime() - 30 * 86_400_000).toISOString()
  return null
}

export interface SeatFilter {
  game?: GameId | 'all'
  since?: string | null
  /** Only games in which every one of these `who` took part. */
  withPlayers?: string[]
}

/**
 * The WHERE clause over `game_seats` for counted seats (finished, not deleted) matching a filter.
 * Named parameters only, so values never reach the SQL text.
 */
export function seatWhere(f: SeatFilter, alias = ''): { sql: string; params: Record<string, unknown> } {
  const a = alias ? `${alias}.` : ''
  const parts = [`${a}counted = 1`]
  const params: Record<string, unknown> = {}
  if (f.game && f.game !== 'all') {
    parts.push(`${a}kind = @kind`)
    params['kind'] = f.game
  }
  if (f.since) {
    parts.push(`${a}played_at >= @since`)
    params['since'] = f.since
  }
  const withPlayers = [...new Set(f.withPlayers ?? [])]
  if (withPlayers.length > 0) {
    // Games of the first named player, kept when every other named player sat at them too.
    withPlayers.forEach((w, i) => (params[`with${i}`] = w))
    const others = withPlayers
      .slice(1)
      .map(
        (_, i) =>
          `AND EXISTS (SELECT 1 FROM game_seats o WHERE o.game_id = w.game_id AND o.who = @with${i + 1})`,
      )
    parts.push(
      `${a}game_id IN (SELECT w.game_id FROM game_seats w WHERE w.counted = 1 AND w.who = @with0 ${others.join(' ')})`,
    )
  }
  return { sql: parts.join(' AND '), params }
}

export const BOT_COLOUR = '#6b7280'

export function botName(who: string): string {
  return `Computer (${who.slice(4)})`
}
