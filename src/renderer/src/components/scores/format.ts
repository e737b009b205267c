import type { HistoryGame, ImportProblem } from '../../../../shared/api'
import type { GameId } from '../../../../shared/engine/types'
import { currentLocale, t } from '../../i18n'
import { describeImportProblem } from '../../i18n/import-problem'
import { formatDay, formatDayTime, formatDecimal, formatPercent } from '../../i18n/intl'
import { GAME_TITLE } from '../../i18n/keys'

export const GAME_IDS: GameId[] = ['s-head', 'sneak-peek', 'sleek-seek', 'now-you-see-me']

export const gameTitle = (id: GameId | 'all'): string => t(id === 'all' ? 'scores.allGames' : GAME_TITLE[id])

/** Games counted by place show the mean place; the others the mean score. */
export const countsByPlace = (id: GameId | 'all'): boolean => id === 'all' || id === 's-head'

/** What a score counts, for a label: "Points for Ann", "Cards won by Ann". */
export const scoreLabel = (id: GameId, name: string): string =>
  t(id === 'now-you-see-me' ? 'scores.pointsFor' : 'scores.cardsFor', { name })

export const percent = (x: number): string => formatPercent(currentLocale(), x)

export const decimal = (x: number | null): string => (x === null ? '–' : formatDecimal(currentLocale(), x))

export const day = (iso: string): string => formatDay(currentLocale(), iso)

/**
 * When a game was played: the day and the time of day for a game played in the app, so that one
 * evening's games tell apart; a logged game has only its day (its time is a placeholder noon).
 */
export const playedWhen = (g: Pick<HistoryGame, 'playedAt' | 'source'>): string =>
  g.source === 'logged' ? day(g.playedAt) : formatDayTime(currentLocale(), g.playedAt)

/** "1st", "1.", "1.º", "1er": the catalog's selectordinal. */
export const ordinal = (n: number): string => t('scores.ordinal', { n })

/** One seat's result in words, e.g. "1st" (S-head), "12 cards" or "5 points". */
export function resultText(g: HistoryGame, seat: HistoryGame['seats'][number]): string {
  if (g.status !== 'finished') return ''
  if (g.game === 's-head') return seat.place === g.seats.length ? t('scores.sHead') : ordinal(seat.place ?? 0)
  return scoreText(g.game, seat.score ?? 0)
}

/** A score with its unit: "1 point", "12 cards"; S-head counts no score, so just the number. */
export function scoreText(id: GameId, score: number): string {
  if (id === 's-head') return String(score)
  return t(id === 'now-you-see-me' ? 'scores.points' : 'scores.cards', { count: score })
}

/** An error for the screen: an import's problem in the person's language, else the services' words. */
export function errorText(e: unknown): string {
  // An ApiCallError's detail, read by shape: importing the API client here would open a connection.
  const detail = e instanceof Error ? (e as Error & { detail?: ImportProblem }).detail : undefined
  const worded = detail?.kind === 'import' ? describeImportProblem(currentLocale(), detail) : null
  return worded ?? (e instanceof Error ? e.message : String(e))
}
