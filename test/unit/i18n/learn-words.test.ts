import { describe, expect, it } from 'vitest'
import { cardName, cardOf, newDeck } from '../../../src/shared/games/cards64'
import { format } from '../../../src/renderer/src/i18n/format'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import { makeDeck } from '../../../src/shared/games/s-head/cards'
import { cardName as sHeadCardName } from '../../../src/renderer/src/games/s-head/words'
import { nowYouSeeMeScript } from '../../../src/renderer/src/guide/now-you-see-me'
import { sHeadScript } from '../../../src/renderer/src/guide/s-head'
import { sleekSeekScript } from '../../../src/renderer/src/guide/sleek-seek'
import { sneakPeekScript } from '../../../src/renderer/src/guide/sneak-peek'
import type { Script } from '../../../src/renderer/src/guide/script'
import { cardWords, sHeadCardWords, type Translate } from '../../../src/renderer/src/rules/words'

/** Issue 23: the rules pages' and guided games' words chosen at run time, in each language. */
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

describe('S-head card names on the guide board', () => {
  it('English says what the game table says for every card', () => {
    for (const card of makeDeck(1)) expect(sHeadCardWords(tr('en'), card)).toBe(sHeadCardName(card))
  })

  it('reads as each language names a card', () => {
    expect(['de', 'es', 'fr'].map((l) => sHeadCardWords(tr(l as 'de'), 'QS0'))).toEqual([
      'Pik Dame',
      'reina de picas',
      'dame de pique',
    ])
    expect(sHeadCardWords(tr('de'), '5H0')).toBe('Herz 5')
  })
})

const SCRIPTS: [string, Script<unknown, unknown>][] = [
  ['S-head', sHeadScript as unknown as Script<unknown, unknown>],
  ['Sneak Peek', sneakPeekScript as unknown as Script<unknown, unknown>],
  ['Sleek Seek', sleekSeekScript as unknown as Script<unknown, unknown>],
  ['Now you see me', nowYouSeeMeScript as unknown as Script<unknown, unknown>],
]

describe.each(CATALOG_LOCALES)('%s guided games', (locale) => {
  it.each(SCRIPTS)('every bubble of %s is a whole sentence with its names filled in', (_, script) => {
    const said = script.chapters.flatMap((c) => c.steps.map((s) => s.say(tr(locale))))
    for (const text of said) {
      expect(text.length).toBeGreaterThan(5)
      expect(text).not.toMatch(/[{}]|undefined|\?\?/)
      // No article is doubled, and English never says "a Ace" or "a 8".
      expect(text).not.toMatch(/\b(the the|der der|el el|le le)\b/)
      if (locale === 'en') expect(text).not.toMatch(/\ba [AEIOUaeiou8]/)
    }
    // Each step says something of its own (no sentence shown twice in a row).
    said.slice(1).forEach((text, i) => expect(text).not.toBe(said[i]))
  })

  it('the pack counts its cards: 0, 1, 2 and 5', () => {
    const counts = [0, 1, 2, 5].map((count) => format(locale, 'guide.cards.pack-label', { count }))
    const words = { en: 'card', de: 'Karte', es: 'carta', fr: 'carte' }[locale]
    const plural = { en: 'cards', de: 'Karten', es: 'cartas', fr: 'cartes' }[locale]
    // French counts 0 as singular; the others as plural.
    expect(counts.map((c) => c.match(/\d+ \p{L}+/u)?.[0])).toEqual([
      `0 ${locale === 'fr' ? words : plural}`,
      `1 ${words}`,
      `2 ${plural}`,
      `5 ${plural}`,
    ])
  })
})
