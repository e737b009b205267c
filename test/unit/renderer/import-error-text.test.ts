import { describe, expect, it } from 'vitest'
import { locale } from 'svelte-i18n'
import { ApiError } from '../../../src/shared/api'
import { errorText } from '../../../src/renderer/src/components/scores/format'

/** Issue 23: a refused import reads in the chosen language on the scores screens. */
describe('the scores screens show the problem in the chosen language', () => {
  it('errorText words a refused import from its detail, and keeps other messages', async () => {
    const refused = new ApiError('bad_request', 'English for the logs', undefined, {
      kind: 'import',
      source: 'backup',
      list: 'games',
      problem: 'list',
    })
    await locale.set('de')
    try {
      expect(errorText(refused)).toBe(
        'Diese Sicherung lässt sich nicht lesen: Die Liste der Partien: muss eine Liste sein.',
      )
      expect(errorText(new Error('Something else'))).toBe('Something else')
    } finally {
      await locale.set('en')
    }
  })
})
