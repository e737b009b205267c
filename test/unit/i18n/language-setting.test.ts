import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/database'
import { SettingsService } from '../../../src/main/services/settings'
import { LANGUAGES, SettingsPatchSchema, SettingsSchema } from '../../../src/shared/api/settings'

/** Issue 23: the language is a setting, bounded to the languages the app has catalogs for. */
describe('language setting', () => {
  it('defaults to the system language and keeps only known codes', () => {
    expect(LANGUAGES).toEqual(['system', 'en', 'de', 'es', 'fr'])
    expect(v.parse(SettingsSchema, {}).language).toBe('system')
    // A stored value from a damaged file or a newer app falls back instead of reaching the page.
    expect(v.parse(SettingsSchema, { language: 'xx' }).language).toBe('system')
    expect(v.safeParse(SettingsPatchSchema, { language: 'de' }).success).toBe(true)
    for (const bad of ['xx', 'en-XA', 'DE', '', 7, null])
      expect(v.safeParse(SettingsPatchSchema, { language: bad }).success).toBe(false)
  })

  it('is stored and read back by the settings service', () => {
    const { db } = openDatabase(':memory:')
    const settings = new SettingsService(db)
    expect(settings.set({ language: 'fr' }).language).toBe('fr')
    expect(new SettingsService(db).get().language).toBe('fr')
    db.close()
  })
})
