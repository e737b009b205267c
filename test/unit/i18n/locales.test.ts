import { describe, expect, it } from 'vitest'
import { resolveLocale } from '../../../src/renderer/src/i18n/locales'
import { formatChoices, formatList, languageName, languageNameIn } from '../../../src/renderer/src/i18n/intl'
import { voiceFor } from '../../../src/renderer/src/i18n/voices'

/** Issue 23: the app speaks the computer's language when it has it, English otherwise. */
describe('which language', () => {
  it('"system" takes the first of the computer\'s languages the app has, by primary subtag', () => {
    expect(resolveLocale('system', ['de-AT', 'en-US'])).toBe('de')
    expect(resolveLocale('system', ['pt-BR', 'es-MX', 'fr'])).toBe('es')
    expect(resolveLocale('system', ['FR_ca'])).toBe('fr')
  })
  it('falls back to English when the computer has none of them', () => {
    expect(resolveLocale('system', ['pt-BR', 'ja'])).toBe('en')
    expect(resolveLocale('system', [])).toBe('en')
  })
  it("a chosen language wins over the computer's", () => {
    expect(resolveLocale('fr', ['de-DE'])).toBe('fr')
  })
})

describe('which voice', () => {
  const voices = [
    { name: 'Anna', lang: 'de-DE', default: false },
    { name: 'Hans', lang: 'de_AT', default: true },
    { name: 'Kate', lang: 'en-GB', default: false },
  ]
  it('takes the system default among the voices of the language', () => {
    expect(voiceFor('de', voices)?.name).toBe('Hans')
    expect(voiceFor('en', voices)?.name).toBe('Kate')
  })
  it('has none for a language without a voice, so Settings can say so', () => {
    expect(voiceFor('es', voices)).toBeNull()
    expect(voiceFor('fr', [])).toBeNull()
  })
})

describe('language names', () => {
  it('the picker lists each language by its own name', () => {
    expect(['en', 'de', 'es', 'fr'].map(languageName)).toEqual(['English', 'Deutsch', 'Español', 'Français'])
  })
  it("inside a sentence, a language is named as that sentence's language writes it", () => {
    expect(languageNameIn('fr', 'fr')).toBe('français')
    expect(languageNameIn('es', 'es')).toBe('español')
    expect(languageNameIn('de', 'de')).toBe('Deutsch')
    expect(languageNameIn('en-XA', 'en')).toBe('English')
  })
})

describe('lists', () => {
  it('"and" and "or" lists follow each language, British English without the serial comma', () => {
    const three = ['a sheep', 'a pig', 'a cow']
    expect(formatList('en', three)).toBe('a sheep, a pig and a cow')
    expect(formatChoices('en', three)).toBe('a sheep, a pig or a cow')
    expect(formatChoices('en-XA', three)).toBe('a sheep, a pig or a cow')
    expect(formatChoices('de', ['ein Schaf', 'ein Schwein'])).toBe('ein Schaf oder ein Schwein')
    expect(formatChoices('fr', ['un mouton', 'un cochon'])).toBe('un mouton ou un cochon')
    expect(formatList('es', ['una oveja', 'un cerdo'])).toBe('una oveja y un cerdo')
  })
})
