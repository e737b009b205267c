import { describe, expect, it } from 'vitest'
import { CATALOGS, messagesFor, type MessageKey } from '../../../src/renderer/src/i18n/catalogs'
import { format } from '../../../src/renderer/src/i18n/format'
import { pseudoLocalize } from '../../../src/renderer/src/i18n/pseudo'
import { sampleValues } from './samples'

/** Issue 23: the pseudo-locale shows untranslated text and too-tight layouts before a translator does. */
describe('pseudo-locale en-XA', () => {
  it('accents every letter of the wording and keeps placeholders and plurals working', () => {
    const out = pseudoLocalize('{count, plural, one {# card} other {# cards}} for {name}')
    expect(out).toContain('{name}')
    expect(out).toMatch(/^⟦/)
    expect(out).toMatch(/⟧$/)
    expect(out).not.toMatch(/card|for/)
  })

  it('is at least 40% longer than English, message by message', () => {
    for (const [key, en] of Object.entries(CATALOGS.en)) {
      const values = sampleValues(en, 2)
      const pseudo = format('en-XA', key as MessageKey, values)
      const english = format('en', key as MessageKey, values)
      expect(pseudo.length, `${key}: ${en}`).toBeGreaterThanOrEqual(Math.floor(english.length * 1.4))
    }
  })

  it('formats plurals like English', () => {
    expect(format('en-XA', 'scores.cards', { count: 1 })).toMatch(/^⟦1 \S+/)
    expect(format('en-XA', 'scores.cards', { count: 1 })).not.toBe(
      format('en-XA', 'scores.cards', { count: 2 }),
    )
  })

  it('has every English key', () => {
    expect(Object.keys(messagesFor('en-XA'))).toEqual(Object.keys(CATALOGS.en))
  })
})
