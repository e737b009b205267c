import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/database'
import { SettingsService } from '../../../src/main/services/settings'
import { SettingsPatchSchema, SettingsSchema, defaultSettings } from '../../../src/shared/api/settings'

/** "Let phones join" is a setting (issue #24): off unless the owner switched it on, and only a boolean. */
describe('the phonesJoin setting', () => {
  it('is off by default, and a stored value that is not a boolean falls back to off', () => {
    expect(defaultSettings().phonesJoin).toBe(false)
    expect(v.parse(SettingsSchema, { phonesJoin: 'yes' }).phonesJoin).toBe(false)
    expect(v.parse(SettingsSchema, { phonesJoin: 1 }).phonesJoin).toBe(false)
    expect(v.parse(SettingsSchema, { phonesJoin: true }).phonesJoin).toBe(true)
  })

  it('a patch takes only a boolean', () => {
    expect(v.safeParse(SettingsPatchSchema, { phonesJoin: true }).success).toBe(true)
    expect(v.safeParse(SettingsPatchSchema, { phonesJoin: false }).success).toBe(true)
    for (const bad of ['true', 1, null, {}]) {
      expect(v.safeParse(SettingsPatchSchema, { phonesJoin: bad }).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('is stored, and a damaged stored value reads as off', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-phones-setting-'))
    const { db } = openDatabase(path.join(dir, 'db.sqlite'))
    try {
      const settings = new SettingsService(db)
      expect(settings.set({ phonesJoin: true }).phonesJoin).toBe(true)
      expect(settings.get().phonesJoin).toBe(true)
      db.prepare("UPDATE settings SET value = '\"on\"' WHERE key = 'phonesJoin'").run()
      expect(settings.get().phonesJoin).toBe(false)
    } finally {
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
