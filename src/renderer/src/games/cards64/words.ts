/**
 * The 64 cards in words (issue #23): a card's colour and symbol reach the catalogs as ids, so each
 * language names them in its own order and agreement ("black star", "Stern in Schwarz", "estrella
 * negra", "étoile noire"). Pure: the locale is an argument, so unit tests run every language in Node.
 */
import { colourOf, symbolOf, type MatchKind } from '../../../../shared/games/cards64'
import { format } from '../../i18n/format'
import type { AppLocale } from '../../i18n/locales'

/** The catalog's ids, by the engine's colour and symbol order (shared/games/cards64/deck.ts). */
const COLOUR_IDS = ['black', 'gold', 'skyBlue', 'teal', 'yellow', 'brightBlue', 'orange', 'pink'] as const
const SYMBOL_IDS = ['star', 'moon', 'heart', 'drop', 'leaf', 'bolt', 'circle', 'square'] as const

/** "black star": the accessible name of a card. */
export const cardName = (locale: AppLocale, card: number): string =>
  format(locale, 'cards.card', {
    colour: COLOUR_IDS[colourOf(card)] ?? '',
    symbol: SYMBOL_IDS[symbolOf(card)] ?? '',
  })

/** "black star, gold moon, teal drop". */
export const cardList = (locale: AppLocale, cards: readonly number[]): string =>
  cards.map((c) => cardName(locale, c)).join(', ')

/** How a set matches: "all one colour", "all one symbol", "a colour pair and a symbol pair". */
export const kindWords = (locale: AppLocale, kind: MatchKind): string =>
  format(locale, 'cards.kind', { kind })
