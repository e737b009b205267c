import { describe, expect, it } from 'vitest'
import type { NowYouSeeMeEvent } from '../../../src/shared/games/now-you-see-me'
import type { ActionCard } from '../../../src/shared/referee/types'
import { eventText } from '../../../src/renderer/src/games/now-you-see-me/events'
import { animalName, cardText, question } from '../../../src/renderer/src/games/now-you-see-me/words'
import { format } from '../../../src/renderer/src/i18n/format'
import { CATALOG_LOCALES, type CatalogLocale } from '../../../src/renderer/src/i18n/locales'

/**
 * Issue 23: Now you see me's events, cards and questions read right in every language, rendered
 * from the engine's real typed events through the table's own words functions.
 */
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee']
const name = (seat: number): string => NAMES[seat] ?? '?'

/** One event of every kind the engine emits (the type checker keeps the list complete). */
const EVERY: { [K in NowYouSeeMeEvent['kind']]: Extract<NowYouSeeMeEvent, { kind: K }> } = {
  dropped: { kind: 'dropped', count: 12 },
  'claim-false': { kind: 'claim-false', seat: 1, count: 12 },
  'claim-right': { kind: 'claim-right', seat: 2, wrongDrops: 1, turnEnds: false },
  'eyes-closed': { kind: 'eyes-closed' },
  'card-redrawn': { kind: 'card-redrawn' },
  'eyes-opened': { kind: 'eyes-opened' },
  'answered-right': { kind: 'answered-right', seats: [1, 3] },
  'nobody-right': { kind: 'nobody-right', leadSeat: 2 },
  'round-started': { kind: 'round-started', round: 2 },
}

const DROPPED: Record<CatalogLocale, string[]> = {
  en: ['0 animals are', '1 animal is', '2 animals are', '5 animals are'],
  de: ['0 Tiere liegen', '1 Tier liegt', '2 Tiere liegen', '5 Tiere liegen'],
  es: ['Hay 0 animales', 'Hay 1 animal', 'Hay 2 animales', 'Hay 5 animales'],
  // French counts 0 as one.
  fr: ['0 animal est', '1 animal est', '2 animaux sont', '5 animaux sont'],
}

const RIGHT: Record<CatalogLocale, [string, string]> = {
  en: ['Bob was right: 1 point each.', 'Ann, Bob and Dee were right: 1 point each.'],
  de: ['Bob hatte recht: 1 Punkt.', 'Ann, Bob und Dee hatten recht: je 1 Punkt.'],
  es: ['Bob acertó: 1 punto.', 'Ann, Bob y Dee acertaron: 1 punto cada uno.'],
  fr: ['Bob avait raison\u00a0: 1 point.', 'Ann, Bob et Dee avaient raison\u00a0: 1 point chacun.'],
}

const CARDS: ActionCard[] = [
  { kind: 'add', animals: ['cow'] },
  { kind: 'remove', animals: ['horse'] },
  { kind: 'move', animals: ['sheep'] },
  { kind: 'swap', animals: ['pig', 'cow'] },
]
const CARD_TEXT: Record<CatalogLocale, string[]> = {
  en: [
    'Add a cow from the box',
    'Hide a horse: put it back in the box',
    "Move a sheep at least 8.8 cm (a card's length)",
    'Swap a pig and a cow',
  ],
  de: [
    'Leg eine Kuh aus der Schachtel dazu',
    'Versteck ein Pferd wieder in der Schachtel',
    'Beweg ein Schaf mindestens 8,8 cm weit (eine Kartenlänge)',
    'Vertausch ein Schwein und eine Kuh',
  ],
  es: [
    'Saca una vaca de la caja',
    'Esconde un caballo: a la caja otra vez',
    'Mueve una oveja al menos 8,8 cm (lo que mide una carta)',
    'Cambia de sitio un cerdo y una vaca',
  ],
  fr: [
    'Sors une vache de la boîte',
    'Cache un cheval\u00a0: retour dans la boîte',
    'Déplace un mouton d’au moins 8,8 cm (la longueur d’une carte)',
    'Échange de place un cochon et une vache',
  ],
}

describe.each(CATALOG_LOCALES)('Now you see me in %s', (locale) => {
  it('says every event kind, with the names and numbers it carries', () => {
    for (const e of Object.values(EVERY)) {
      const text = eventText(locale, e, name)
      expect(text, e.kind).toMatch(/\p{L}{2}/u)
      expect(text, e.kind).not.toMatch(/[{}]|nysm\./)
      if (locale !== 'en') expect(text, e.kind).not.toBe(eventText('en', e, name))
    }
    expect(eventText(locale, EVERY['claim-false'], name)).toMatch(/Bob.*12/)
    expect(eventText(locale, EVERY['nobody-right'], name)).toContain('Cy')
    expect(eventText(locale, EVERY['round-started'], name)).toContain('2')
  })

  it('counts the dropped animals with the right plural: 0, 1, 2 and 5', () => {
    const said = [0, 1, 2, 5].map((count) => eventText(locale, { kind: 'dropped', count }, name))
    said.forEach((text, i) => expect(text).toContain(DROPPED[locale][i]))
    expect(eventText(locale, { kind: 'dropped', count: null }, name)).not.toMatch(/\d/)
  })

  it('agrees the verb with one right player and with several, and gives the Lead 1 point', () => {
    expect(eventText(locale, { kind: 'answered-right', seats: [1] }, name)).toBe(RIGHT[locale][0])
    expect(eventText(locale, { kind: 'answered-right', seats: [0, 1, 3] }, name)).toBe(RIGHT[locale][1])
    expect(eventText(locale, EVERY['nobody-right'], name)).toMatch(/\b1 (point|Punkt|punto)\b/)
  })

  it('the third right claim says the turn ends; the first says the Lead drops again', () => {
    const once = eventText(locale, EVERY['claim-right'], name)
    const third = eventText(locale, { kind: 'claim-right', seat: 2, wrongDrops: 3, turnEnds: true }, name)
    expect(once).not.toBe(third)
  })

  it('words every action card with the animals in agreement, and never "a A"', () => {
    expect(CARDS.map((c) => cardText(locale, c))).toEqual(CARD_TEXT[locale])
    expect(cardText(locale, { kind: 'add', animals: [] })).not.toMatch(/\ba [AEIOUaeiou]/)
  })

  it('names the four animals and asks four different questions', () => {
    const names = (['sheep', 'pig', 'cow', 'horse'] as const).map((a) => animalName(locale, a))
    expect(new Set(names).size).toBe(4)
    const asked = (['add', 'remove', 'move', 'swap'] as const).map((k) => question(locale, k))
    expect(new Set(asked).size).toBe(4)
    asked.forEach((q) => expect(q).toMatch(/\?$/))
  })
})

/** The box's compartments: each animal's own plural ("7 sheep", "2 Kühe", "1 caballo", "2 chevaux"). */
const IN_BOX: Record<CatalogLocale, [string, string, string, string]> = {
  en: ['0 sheep in the box', '1 pig in the box', '2 cows in the box', '5 horses in the box'],
  de: [
    '0 Schafe in der Schachtel',
    '1 Schwein in der Schachtel',
    '2 Kühe in der Schachtel',
    '5 Pferde in der Schachtel',
  ],
  es: ['0 ovejas en la caja', '1 cerdo en la caja', '2 vacas en la caja', '5 caballos en la caja'],
  fr: [
    '0 mouton dans la boîte',
    '1 cochon dans la boîte',
    '2 vaches dans la boîte',
    '5 chevaux dans la boîte',
  ],
}

describe.each(CATALOG_LOCALES)('Now you see me table words in %s', (locale) => {
  it('counts the animals in the box in each animal’s plural: 0, 1, 2 and 5', () => {
    const said = (['sheep', 'pig', 'cow', 'horse'] as const).map((animal, i) =>
      format(locale, 'nysm.board.inBox', { animal, count: [0, 1, 2, 5][i] ?? 0 }),
    )
    expect(said).toEqual(IN_BOX[locale])
  })

  it('says one second, and one card or two, in the singular and the plural', () => {
    const one = format(locale, 'nysm.seconds', { count: 1 })
    const five = format(locale, 'nysm.seconds', { count: 5 })
    expect(one).toMatch(/^1 \p{L}+$/u)
    expect(five).toMatch(/^5 \p{L}+$/u)
    expect(one.slice(2)).not.toBe(five.slice(2))
    expect(format(locale, 'nysm.answer.send', { want: 1 })).not.toBe(
      format(locale, 'nysm.answer.send', { want: 2 }),
    )
  })

  it('counts the table’s animals: 1 and 12', () => {
    const one = format(locale, 'nysm.board.label', { count: 1 })
    const many = format(locale, 'nysm.board.label', { count: 12 })
    expect(one).toContain('1 ')
    expect(many.replace('12', '1')).not.toBe(one)
  })
})

describe.each(CATALOG_LOCALES)('Now you see me pass-screen words in %s', (locale) => {
  it('name the person, and the answer note asks the question', () => {
    const q = question(locale, 'swap')
    for (const key of [
      'nysm.pass.lead.title',
      'nysm.pass.lead.note',
      'nysm.pass.drop.title',
      'nysm.pass.drop.note',
    ] as const)
      expect(format(locale, key, { name: 'Ann' }), key).toContain('Ann')
    const note = format(locale, 'nysm.pass.answer.note', { name: 'Bob', question: q })
    expect(note).toContain('Bob')
    expect(note).toContain(q)
  })
})
