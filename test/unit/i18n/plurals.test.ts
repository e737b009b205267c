import { describe, expect, it } from 'vitest'
import { CATALOGS } from '../../../src/renderer/src/i18n/catalogs'
import { format } from '../../../src/renderer/src/i18n/format'
import { CATALOG_LOCALES, type CatalogLocale } from '../../../src/renderer/src/i18n/locales'

/**
 * Issue 23: counts read right in every language, at the edges where plural rules differ: French
 * says "0 carte" (one) where English and German say "0 cards"/"0 Karten"; 1 is singular everywhere.
 */
const CARDS: Record<CatalogLocale, [string, string, string, string]> = {
  en: ['0 cards', '1 card', '2 cards', '5 cards'],
  de: ['0 Karten', '1 Karte', '2 Karten', '5 Karten'],
  es: ['0 cartas', '1 carta', '2 cartas', '5 cartas'],
  fr: ['0 carte', '1 carte', '2 cartes', '5 cartes'],
}
const POINTS: Record<CatalogLocale, [string, string]> = {
  en: ['1 point', '3 points'],
  de: ['1 Punkt', '3 Punkte'],
  es: ['1 punto', '3 puntos'],
  fr: ['1 point', '3 points'],
}
const GAMES: Record<CatalogLocale, [string, string, string, string]> = {
  en: ['0 games', '1 game', '2 games', '5 games'],
  de: ['0 Partien', '1 Partie', '2 Partien', '5 Partien'],
  es: ['0 partidas', '1 partida', '2 partidas', '5 partidas'],
  fr: ['0 partie', '1 partie', '2 parties', '5 parties'],
}

describe.each(CATALOG_LOCALES)('%s plurals', (locale) => {
  it('cards: 0, 1, 2 and 5', () => {
    expect([0, 1, 2, 5].map((count) => format(locale, 'scores.cards', { count }))).toEqual(CARDS[locale])
  })
  it('points: 1 and 3', () => {
    expect([1, 3].map((count) => format(locale, 'scores.points', { count }))).toEqual(POINTS[locale])
  })
  it('games in the history: 0, 1, 2 and 5', () => {
    expect([0, 1, 2, 5].map((count) => format(locale, 'history.count', { count }))).toEqual(GAMES[locale])
  })
  it('the winner line agrees with nobody, one winner and a tie', () => {
    const nobody = format(locale, 'end.headline', { count: 0, names: '' })
    const one = format(locale, 'end.headline', { count: 1, names: 'Ann' })
    const two = format(locale, 'end.headline', { count: 2, names: 'Ann & Bob' })
    expect(nobody).not.toMatch(/Ann|!$/)
    expect(one).toContain('Ann')
    expect(two).toContain('Ann & Bob')
    // The verb changes between one winner and two in every language.
    expect(one.replace('Ann', 'X')).not.toBe(two.replace('Ann & Bob', 'X'))
  })
  it('an import report counts each thing in its own plural', () => {
    const one = format(locale, 'data.imported', { games: 1, players: 1, moves: 1 })
    const five = format(locale, 'data.imported', { games: 5, players: 0, moves: 2 })
    expect(one).toMatch(/1 \p{L}+/u)
    expect(five).toMatch(/5 \p{L}+/u)
    expect(one).not.toBe(five.replace('5', '1').replace('0', '1').replace('2', '1'))
  })
})

describe('ordinals', () => {
  it('English: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st', () => {
    const ns = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101]
    expect(ns.map((n) => format('en', 'scores.ordinal', { n })).join(' ')).toBe(
      '1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st',
    )
  })
  it('German 1. 2., Spanish 1.º 2.º, French 1er 2e', () => {
    expect([1, 2].map((n) => format('de', 'scores.ordinal', { n }))).toEqual(['1.', '2.'])
    expect([1, 2].map((n) => format('es', 'scores.ordinal', { n }))).toEqual(['1.º', '2.º'])
    expect([1, 2, 3].map((n) => format('fr', 'scores.ordinal', { n }))).toEqual(['1er', '2e', '3e'])
  })
})

describe('articles', () => {
  it('"a A…" never appears: no English message puts "a" before a vowel', () => {
    for (const [key, message] of Object.entries(CATALOGS.en))
      // An initialism said with a consonant first ("a USB webcam") is right as it is.
      expect(message, key).not.toMatch(/\ba (?!U[A-Z])[AEIOUaeiou]/)
  })
})
