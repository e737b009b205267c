import { describe as group, expect, it } from 'vitest'
import { cardName as englishName, cardOf } from '../../../src/shared/games/cards64'
import type { View } from '../../../src/shared/games/sneak-peek'
import { cardName } from '../../../src/renderer/src/games/cards64/words'
import { describe } from '../../../src/renderer/src/games/sleek-seek/narrate'
import { narrate } from '../../../src/renderer/src/games/sneak-peek/narrate'
import { format } from '../../../src/renderer/src/i18n/format'
import { CATALOG_LOCALES, type CatalogLocale } from '../../../src/renderer/src/i18n/locales'

/**
 * Issue 23: the 64 cards and the two games' logs speak the table's language. Colours agree with the
 * symbol's gender, counts with their plural; real events and views go through the words functions.
 */
const name = (seat: number): string => ['Ann', 'Bob', 'Cy'][seat] ?? '?'

function view(over: Partial<View>): View {
  return {
    game: 'sneak-peek',
    players: 2,
    seat: 0,
    turn: 0,
    turnNo: 1,
    phase: 'flipping',
    slots: Array.from({ length: 64 }, () => ({ kind: 'faceDown' as const })),
    packCount: 0,
    faceUp: [],
    won: [[], []],
    scores: [0, 0],
    quietTurns: 0,
    lastEvent: null,
    revealEndsAtMs: null,
    ...over,
  } as View
}

group('card names', () => {
  it('English keeps the engine’s words for all 64 cards', () => {
    for (let card = 0; card < 64; card++) expect(cardName('en', card)).toBe(englishName(card))
  })

  it('every language names all 64 cards apart', () => {
    for (const locale of CATALOG_LOCALES) {
      const names = new Set(Array.from({ length: 64 }, (_, c) => cardName(locale, c)))
      expect(names.size, locale).toBe(64)
    }
  })

  it('colours agree with the symbol in Spanish and French', () => {
    const blackStar = cardOf(0, 0)
    const blackHeart = cardOf(0, 2)
    expect(cardName('es', blackStar)).toBe('estrella negra')
    expect(cardName('es', blackHeart)).toBe('corazón negro')
    expect(cardName('fr', blackStar)).toBe('étoile noire')
    expect(cardName('fr', blackHeart)).toBe('cœur noir')
    expect(cardName('de', blackStar)).toBe('Stern in Schwarz')
  })
})

const TURN: Record<CatalogLocale, string[]> = {
  en: ['Ann, your turn: turn over 1 more card.', 'Ann, your turn: turn over 2 more cards.'],
  de: ['Ann, du bist dran: Deck noch 1 Karte auf.', 'Ann, du bist dran: Deck noch 2 Karten auf.'],
  es: ['Ann, te toca: destapa 1 carta más.', 'Ann, te toca: destapa 2 cartas más.'],
  fr: ['Ann, à toi\u00a0: retourne encore 1 carte.', 'Ann, à toi\u00a0: retourne encore 2 cartes.'],
}

group.each(CATALOG_LOCALES)('Sneak Peek and Sleek Seek in %s', (locale) => {
  it('a won set names its cards and how they match', () => {
    const set = [cardOf(0, 0), cardOf(0, 1), cardOf(0, 2)]
    const prev = view({ faceUp: set.map((card, slot) => ({ slot, card })) })
    const next = view({ turn: 1, turnNo: 2, won: [set, []], scores: [3, 0] })
    const lines = narrate(prev, next, name, new Map(), locale).lines
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain(cardName(locale, set[2] as number))
    expect(lines[0]).toContain('Ann')
    expect(lines[1]).toContain('Bob')
    for (const line of lines) expect(line).not.toMatch(/[{}]|undefined/)
  })

  it('a mistake says why, and what goes back', () => {
    const back = describe(
      { kind: 'mistake', seat: 1, reason: 'time', cards: [], returned: 5 },
      name,
      locale,
    ).text
    const none = describe(
      { kind: 'mistake', seat: 1, reason: 'no-match', cards: [], returned: null },
      name,
      locale,
    )
    expect(back).toContain(cardName(locale, 5))
    expect(none.text).toContain('Bob')
    expect(none.text).not.toBe(back)
    if (locale === 'en')
      expect(back).toBe("Oops, time ran out! Bob's last card, black bolt, goes back on the table.")
  })

  it('a simultaneous call lists both callers', () => {
    const text = describe(
      { kind: 'removed', seat: 0, callers: [0, 1], cards: [1, 2, 3], matchKind: 'colour' },
      name,
      locale,
    ).text
    expect(text).toMatch(/Ann.+Bob/)
  })

  it('the cards left to turn over agree with their count (status line)', () => {
    expect([1, 2].map((left) => format(locale, 'peek.status.mine', { name: 'Ann', left }))).toEqual(
      TURN[locale],
    )
  })
})
