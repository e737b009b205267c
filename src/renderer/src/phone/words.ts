import { cardRank, cardSuit, type Card, type Move, type ToBeat } from '../../../shared/games/s-head'
import { format } from '../i18n/format'
import { formatList } from '../i18n/intl'
import type { AppLocale } from '../i18n/locales'

/**
 * The phone's S-head words, from the catalogs (the table's own words in games/s-head/words.ts are
 * still English; the phone is a guest's own screen, in the phone's language). Pure: the locale is
 * an argument, so the unit tests run them in Node for every language.
 */

/** "8 of hearts", "Herz Dame", "reina de picas". */
export const cardLabel = (locale: AppLocale, card: Card): string =>
  format(locale, 'phone.card', { rank: cardRank(card), suit: cardSuit(card) })

/** What beats the pile: "Play an 8 or higher", "Play any card". */
export function toBeatLabel(locale: AppLocale, toBeat: ToBeat): string {
  if (toBeat.atMost !== null) return format(locale, 'phone.toBeat', { need: 'lower', rank: toBeat.atMost })
  if (toBeat.atLeast !== null) return format(locale, 'phone.toBeat', { need: 'higher', rank: toBeat.atLeast })
  return format(locale, 'phone.toBeat', { need: 'any', rank: 0 })
}

/** The hint the table's helper suggests, said as a nudge. */
export function hintLabel(locale: AppLocale, move: Move | null): string {
  if (!move) return format(locale, 'phone.hint.none')
  switch (move.type) {
    case 'play':
      return format(locale, 'phone.hint.play', {
        cards: formatList(
          locale,
          move.cards.map((c) => cardLabel(locale, c)),
        ),
      })
    case 'pickup':
      return format(locale, 'phone.hint.pickUp')
    case 'blind':
      return format(locale, 'phone.hint.blind', { n: move.slot + 1 })
    case 'ready':
      return format(locale, 'phone.hint.ready')
    case 'swap':
      return format(locale, 'phone.hint.swap', {
        hand: cardLabel(locale, move.hand),
        faceUp: cardLabel(locale, move.faceUp),
      })
  }
}
