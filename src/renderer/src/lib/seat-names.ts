import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

/** A seat or a leaderboard row: a person, or a computer player known by its level. */
export interface Named {
  name: string
  kind?: 'human' | 'bot'
  /** A game's seat gives its computer's level... */
  level?: string | null
  /** ...a score row its `bot:<level>` id. */
  who?: string
}

/**
 * The name to show: a person's own name, or a computer player's name in the reader's language. The
 * services name computers in English ("Computer (easy)", kept in the database and exports); the page
 * words them from the level, so a German table reads "Computer (leicht)".
 */
export function shownName(row: Named, locale: AppLocale): string {
  if (row.kind !== 'bot') return row.name
  const level = row.level ?? (row.who?.startsWith('bot:') ? row.who.slice(4) : null)
  return level ? format(locale, 'seat.bot', { level }) : row.name
}

/**
 * Computer players all arrive named after their level ("Computer (easy)"), so three easy computers
 * at one table could not be told apart in the piles, the log or the end screen. Repeated names get a
 * number in seat order ("Computer (easy) 1", "Computer (easy) 2"); unique names are left alone.
 * Computers' names are put in the reader's language first (shownName).
 */
export function distinctSeatNames<T extends Named>(seats: readonly T[], locale: AppLocale): T[] {
  const shown = seats.map((s) => ({ ...s, name: shownName(s, locale) }))
  const count = new Map<string, number>()
  for (const s of shown) count.set(s.name, (count.get(s.name) ?? 0) + 1)
  const seen = new Map<string, number>()
  return shown.map((s) => {
    if ((count.get(s.name) ?? 0) < 2) return s
    const n = (seen.get(s.name) ?? 0) + 1
    seen.set(s.name, n)
    return { ...s, name: `${s.name} ${n}` }
  })
}
