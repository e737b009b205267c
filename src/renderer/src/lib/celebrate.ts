import type { GameSnapshot } from '../../../shared/api'
import { currentLocale, t } from '../i18n'
import { formatList } from '../i18n/intl'

export interface Celebration {
  /** Big line: who won. */
  headline: string
  /** S-head only: the last one out, named with a smile (the rulebook's S-head deals next). */
  sHead: { name: string; quip: string } | null
}

/** Everyone's name, joined the way people say it in the app's language: "Ann, Bob and Cy". */
export function andList(names: string[]): string {
  return formatList(currentLocale(), names)
}

/** The words of a finished game's celebration, from its result (place 1 wins; S-head: last place). */
export function celebration(snap: Pick<GameSnapshot, 'game' | 'seats' | 'result'>): Celebration {
  const ranked = [...(snap.result ?? [])].sort((a, b) => a.place - b.place || a.seat - b.seat)
  const name = (seat: number): string => snap.seats[seat]?.name ?? t('end.seat', { n: seat + 1 })
  const winners = ranked.filter((r) => r.winner).map((r) => name(r.seat))
  // One message for nobody, one winner and a tie: the verb agrees in every language.
  const headline = t('end.headline', { count: winners.length, names: andList(winners) })
  const last = ranked[ranked.length - 1]
  // RULES-NOTES: S-head: the last player holding cards is the S-head and deals the next game.
  const sHead =
    snap.game === 's-head' && last && ranked.length > 1
      ? { name: name(last.seat), quip: t('end.quip') }
      : null
  return { headline, sHead }
}
