import { describe, expect, it } from 'vitest'
import { format } from '../../../src/renderer/src/i18n/format'
import type { AppLocale } from '../../../src/renderer/src/i18n/locales'
import { cardLabel, hintLabel, toBeatLabel } from '../../../src/renderer/src/phone/words'

/**
 * Issues #23/#24: the phone's S-head words in all four languages, as a person at the table says
 * them: card names, what beats the pile, how many cards a Play sends, who is the S-head.
 */
describe('the phone in four languages', () => {
  it('counts the cards a Play sends with each language’s plural', () => {
    const play = (l: 'en' | 'de' | 'es' | 'fr', count: number): string => format(l, 'phone.play', { count })
    expect([0, 1, 2].map((n) => play('en', n))).toEqual(['Play', 'Play 1 card', 'Play 2 cards'])
    expect([0, 1, 2].map((n) => play('de', n))).toEqual(['Legen', '1 Karte legen', '2 Karten legen'])
    expect([0, 1, 2].map((n) => play('es', n))).toEqual(['Jugar', 'Jugar 1 carta', 'Jugar 2 cartas'])
    expect([0, 1, 2].map((n) => play('fr', n))).toEqual(['Jouer', 'Jouer 1 carte', 'Jouer 2 cartes'])
    expect(format('fr', 'phone.hand', { count: 0 })).toBe('Ta main\u00a0: 0 carte')
    expect(format('en', 'phone.hand', { count: 0 })).toBe('Your hand: 0 cards')
  })

  it('names the S-head: you, someone, or nobody known', () => {
    expect(format('en', 'phone.over', { who: 'me' })).toBe('You are the S-head!')
    expect(format('de', 'phone.over', { who: 'Ada' })).toBe('Ada ist der S-head.')
    expect(format('es', 'phone.over', { who: 'nobody' })).toBe('Se acabó la partida.')
  })

  it('says cards, what beats the pile and hints in the phone’s language', () => {
    let L: AppLocale = 'en'
    expect(cardLabel(L, 'QH0')).toBe('Queen of hearts')
    expect(toBeatLabel(L, { atLeast: 8, atMost: null })).toBe('Play an 8 or higher')
    expect(toBeatLabel(L, { atLeast: null, atMost: 7 })).toBe('Play a 7 or lower')
    expect(toBeatLabel(L, { atLeast: null, atMost: null })).toBe('Play any card')
    expect(hintLabel(L, { type: 'play', cards: ['8C0', '8D0'] })).toBe('Try 8 of clubs and 8 of diamonds.')
    L = 'de'
    expect(cardLabel(L, 'QH0')).toBe('Herz Dame')
    expect(toBeatLabel(L, { atLeast: 11, atMost: null })).toBe('Leg einen Buben oder höher')
    expect(hintLabel(L, { type: 'blind', slot: 1 })).toBe('Dreh die verdeckte Karte 2 um.')
    L = 'es'
    expect(cardLabel(L, 'AS0')).toBe('as de picas')
    expect(hintLabel(L, { type: 'swap', hand: '2C0', faceUp: 'KD0' })).toBe(
      'Cambia 2 de tréboles por rey de diamantes.',
    )
    L = 'fr'
    expect(cardLabel(L, 'TH0')).toBe('10 de cœur')
    expect(hintLabel(L, null)).toBe('Pas d’indice pour l’instant.')
  })
})
