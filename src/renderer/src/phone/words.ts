import { cardRank, cardSuit, type Card, type Move, type ToBeat } from '../../../shared/games/s-head'
import { currentLocale, t } from '../i18n'
import { formatList } from '../i18n/intl'

/**
 * The phone's S-head words, from the catalogs (the table's own words in games/s-head/words.ts are
 * still English; the phone is a guest's own screen, in the phone's language).
 */

/** "8 of hearts", "Herz Dame", "reina de picas". */
export const cardLabel = (card: Card): string =>
  t('phone.card', { rank: cardRank(card), suit: cardSuit(card) })

/** What beats the pile: "Play an 8 or higher", "Play any card". */
export function toBeatLabel(toBeat: ToBeat): string {
  if (toBeat.atMost !== null) return t('phone.toBeat', { need: 'lower', rank: toBeat.atMost })
  if (toBeat.atLeast !== null) return t('phone.toBeat', { need: 'higher', rank: toBeat.atLeast })
  return t('phone.toBeat', { need: 'any', rank: 0 })
}

/** The hint the table's helper suggests, said as a nudge. */
export function hintLabel(move: Move | null): string {
  if (!move) return t('phone.hint.none')
  switch (move.type) {
    case 'play':
      return t('phone.hint.play', { cards: formatList(currentLocale(), move.cards.map(cardLabel)) })
    case 'pickup':
      return t('phone.hint.pickUp')
    case 'blind':
      return t('phone.hint.blind', { n: move.slot + 1 })
    case 'ready':
      return t('phone.hint.ready')
    case 'swap':
      return t('phone.hint.swap', { hand: cardLabel(move.hand), faceUp: cardLabel(move.faceUp) })
  }
}
