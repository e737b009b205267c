import { describe, expect, it } from 'vitest'
import { cardName, cardOf, newDeck } from '../../../src/shared/games/cards64'
import { format } from '../../../src/renderer/src/i18n/format'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import { cardWords, type Translate } from '../../../src/renderer/src/rules/words'

/** Issue 23: a card's name in the rules and guides, in each language. */
const tr =
  (locale: (typeof CATALOG_LOCALES)[number]): Translate =>
  (key, values) =>
    format(locale, key, values)

describe('card names', () => {
  it('English says exactly what the deck calls each of the 64 cards', () => {
    for (const card of newDeck()) expect(cardWords(tr('en'), card)).toBe(cardName(card))
  })

  it.each(CATALOG_LOCALES)('%s names all 64 cards apart', (locale) => {
    const names = newDeck().map((c) => cardWords(tr(locale), c))
    expect(new Set(names).size).toBe(64)
  })

  it('the colour agrees with the symbol where the language asks for it', () => {
    const black = 0
    const gold = 1
    const [star, heart, circle] = [0, 2, 6]
    expect(cardWords(tr('es'), cardOf(black, star))).toBe('estrella negra')
    expect(cardWords(tr('es'), cardOf(gold, heart))).toBe('corazón dorado')
    expect(cardWords(tr('fr'), cardOf(black, star))).toBe('étoile noire')
    expect(cardWords(tr('fr'), cardOf(black, circle))).toBe('cercle noir')
    expect(cardWords(tr('de'), cardOf(gold, heart))).toBe('Herz in Gold')
  })
})
