import { DECK_SIZE, colourOf, symbolOf } from '../../../shared/games/cards64'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

/**
 * The 64-card deck's words on a phone (Sleek Seek and Sneak Peek share the deck, so they share these
 * keys, kept under `phone.seek.`). Pure: the locale is an argument, so unit tests run them in Node.
 */

// The catalogs' select values, in the deck's colour and symbol order (shared/games/cards64/deck.ts).
const COLOUR_KEYS = ['black', 'gold', 'skyBlue', 'teal', 'yellow', 'brightBlue', 'orange', 'pink'] as const
const SYMBOL_KEYS = ['star', 'moon', 'heart', 'drop', 'leaf', 'bolt', 'circle', 'square'] as const

/** "sky blue moon", "Mond in Himmelblau", "luna azul cielo", "étoile noire". */
export function cardLabel(locale: AppLocale, card: number): string {
  if (!Number.isInteger(card) || card < 0 || card >= DECK_SIZE)
    throw new RangeError(`No card ${card} in the 64-card deck.`)
  return format(locale, 'phone.seek.card', {
    colour: COLOUR_KEYS[colourOf(card)],
    symbol: SYMBOL_KEYS[symbolOf(card)],
  })
}

/** "Ada: 3 cards" for each seat, in seat order. */
export function wonLines(locale: AppLocale, names: readonly string[], scores: readonly number[]): string[] {
  return scores.map((count, seat) => format(locale, 'phone.seek.won', { name: names[seat] ?? '', count }))
}

/** How many rows of 8 places a table needs to show every card it holds (at least one). */
export function rowsUsed(occupied: readonly boolean[]): number {
  const last = occupied.lastIndexOf(true)
  return Math.max(1, Math.ceil((last + 1) / 8))
}
