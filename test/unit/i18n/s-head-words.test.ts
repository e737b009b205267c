import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../src/shared/games/s-head'
import {
  cardName,
  cardsPhrase,
  describeEvents,
  mustPickUpWords,
  toBeatWords,
} from '../../../src/renderer/src/games/s-head/words'
import { CATALOG_LOCALES, type CatalogLocale } from '../../../src/renderer/src/i18n/locales'

/**
 * Issue 23: S-head's table speaks the table's language. Real engine events go through words.ts:
 * card names agree with their article, counts with their plural, and "you" with its verb.
 */
const who = { me: 0, name: (seat: number): string => ['Ann', 'Bob'][seat] ?? '?' }
const render = (events: GameEvent[], locale: CatalogLocale): string[] =>
  describeEvents(events, who, 3, locale)

const PICKUP: Record<CatalogLocale, string[]> = {
  en: ['Bob picked up 0 cards.', 'Bob picked up 1 card.', 'Bob picked up 2 cards.', 'Bob picked up 5 cards.'],
  de: [
    'Bob hat 0 Karten aufgenommen.',
    'Bob hat 1 Karte aufgenommen.',
    'Bob hat 2 Karten aufgenommen.',
    'Bob hat 5 Karten aufgenommen.',
  ],
  es: [
    'Bob ha recogido 0 cartas.',
    'Bob ha recogido 1 carta.',
    'Bob ha recogido 2 cartas.',
    'Bob ha recogido 5 cartas.',
  ],
  fr: [
    'Bob a ramassé 0 carte.',
    'Bob a ramassé 1 carte.',
    'Bob a ramassé 2 cartes.',
    'Bob a ramassé 5 cartes.',
  ],
}

const READY: Record<CatalogLocale, string[]> = {
  en: ['You are ready.', 'Bob is ready.'],
  de: ['Du bist bereit.', 'Bob ist bereit.'],
  es: ['Ya tienes todo listo.', 'Bob ya tiene todo listo.'],
  fr: ['C’est bon pour toi.', 'C’est bon pour Bob.'],
}

describe.each(CATALOG_LOCALES)('S-head in %s', (locale) => {
  it('counts cards picked up: 0, 1, 2 and 5', () => {
    const lines = [0, 1, 2, 5].flatMap((count) => render([{ type: 'pickup', seat: 1, count }], locale))
    expect(lines).toEqual(PICKUP[locale])
  })

  it('says "you" with its own verb, never a name or the English word', () => {
    const lines = [0, 1].flatMap((seat) => render([{ type: 'ready', seat }], locale))
    expect(lines).toEqual(READY[locale])
  })

  it('names every card, and a burn of four by the rank just played', () => {
    const lines = render(
      [
        { type: 'play', seat: 1, cards: ['8H', '8S'], from: 'hand' },
        { type: 'burn', seat: 1, count: 5, reason: 'four' },
      ],
      locale,
    )
    expect(lines).toHaveLength(2)
    expect(lines.join(' ')).toMatch(/8/)
    expect(lines.join(' ')).toMatch(/5/)
    for (const line of lines) expect(line).not.toMatch(/[{}]|undefined|NaN/)
  })
})

describe('card names and what beats the pile, per language', () => {
  it('English keeps its words, with "an" before 8 and Ace', () => {
    expect(cardName('QS', 'en')).toBe('Queen of spades')
    expect(cardsPhrase(['8H'], 'en')).toBe('the 8 of hearts')
    expect(cardsPhrase(['8H', '8D'], 'en')).toBe('two 8s')
    expect(cardsPhrase(['AH', 'AD', 'AC'], 'en')).toBe('three Aces')
    expect(toBeatWords({ atLeast: 8, atMost: null }, 'en')).toBe('Play an 8 or higher')
    expect(toBeatWords({ atLeast: 14, atMost: null }, 'en')).toBe('Play an Ace or higher')
    expect(toBeatWords({ atLeast: null, atMost: 7 }, 'en')).toBe('Play a 7 or lower')
    expect(toBeatWords({ atLeast: null, atMost: null }, 'en')).toBe('Play any card')
  })

  it('German, Spanish and French put the right article on each rank', () => {
    expect(cardName('QS', 'de')).toBe('Pik Dame')
    expect(cardsPhrase(['AH', 'AD'], 'de')).toBe('zwei Asse')
    expect(cardsPhrase(['8H', '8D'], 'de')).toBe('zwei 8er')
    expect(toBeatWords({ atLeast: 11, atMost: null }, 'de')).toBe('Spiel einen Buben oder höher')
    expect(cardsPhrase(['QS'], 'es')).toBe('la reina de picas')
    expect(cardsPhrase(['KS'], 'es')).toBe('el rey de picas')
    expect(toBeatWords({ atLeast: 12, atMost: null }, 'es')).toBe('Juega una reina o superior')
    expect(cardsPhrase(['AH'], 'fr')).toBe('l’as de cœur')
    expect(cardsPhrase(['QH'], 'fr')).toBe('la dame de cœur')
    expect(mustPickUpWords('hand', { atLeast: 13, atMost: null }, 'fr')).toBe(
      'Rien dans ta main ne bat la pile (il faut un roi ou plus)\u00a0: ramasse-la.',
    )
  })

  it('an out place is an ordinal in every language', () => {
    const out = (locale: CatalogLocale): string =>
      render([{ type: 'out', seat: 1, place: 2 }], locale)[0] ?? ''
    expect(out('en')).toBe('Bob is out in 2nd place!')
    expect(out('de')).toContain('Platz 2')
    expect(out('es')).toContain('2.º')
    expect(out('fr')).toContain('2e')
  })
})
