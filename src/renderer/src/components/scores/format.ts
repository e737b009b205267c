import type { HistoryGame } from '../../../../shared/api'
import type { GameId } from '../../../../shared/engine/types'
import { GAME_INFO } from '../../../../shared/games/registry'
import { plural } from '../../lib/plural'

export const GAME_IDS: GameId[] = ['s-head', 'sneak-peek', 'sleek-seek', 'now-you-see-me']

export const gameTitle = (id: GameId | 'all'): string => (id === 'all' ? 'All games' : GAME_INFO[id].title)

/** Games counted by place show the mean place; the others the mean score. */
export const countsByPlace = (id: GameId | 'all'): boolean => id === 'all' || id === 's-head'

export const scoreUnit = (id: GameId): string =>
  id === 'now-you-see-me' ? 'points' : id === 's-head' ? '' : 'cards'

export const percent = (x: number): string => `${Math.round(x * 100)}%`

export const decimal = (x: number | null): string => (x === null ? '–' : x.toFixed(x % 1 === 0 ? 0 : 2))

export const day = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

const dayAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * When a game was played: the day and the time of day for a game played in the app, so that one
 * evening's games tell apart; a logged game has only its day (its time is a placeholder noon).
 */
export const playedWhen = (g: Pick<HistoryGame, 'playedAt' | 'source'>): string =>
  g.source === 'logged' ? day(g.playedAt) : dayAndTime.format(new Date(g.playedAt))

export function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd']
  const v = n % 100
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`
}

/** One seat's result in words, e.g. "1st" (S-head), "12 cards" or "5 points". */
export function resultText(g: HistoryGame, seat: HistoryGame['seats'][number]): string {
  if (g.status !== 'finished') return ''
  if (g.game === 's-head') return seat.place === g.seats.length ? 'S-head' : ordinal(seat.place ?? 0)
  return scoreText(g.game, seat.score ?? 0)
}

/** A score with its unit: "1 point", "12 cards"; S-head counts no score, so just the number. */
export function scoreText(id: GameId, score: number): string {
  if (id === 's-head') return String(score)
  return plural(score, id === 'now-you-see-me' ? 'point' : 'card')
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e))
