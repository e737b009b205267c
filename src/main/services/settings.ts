import * as v from 'valibot'
import { SettingsSchema, type Settings, type SettingsPatch } from '../../shared/api'
import type { Db } from '../db/database'

/** Settings are stored one JSON value per key; unknown or out-of-range stored values fall back. */
export class SettingsService {
  constructor(private db: Db) {}

  get(): Settings {
    const rows = this.db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[]
    const raw: Record<string, unknown> = {}
    for (const r of rows) {
      try {
        raw[r.key] = JSON.parse(r.value)
      } catch {
        // A damaged value falls back to its default below.
      }
    }
    return v.parse(SettingsSchema, raw)
  }

  set(patch: SettingsPatch): Settings {
    const put = this.db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    this.db.transaction(() => {
      for (const [key, value] of Object.entries(patch)) {
        if (value !== undefined) put.run(key, JSON.stringify(value))
      }
    })()
    return this.get()
  }
}
