import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  RequestEnvelopeSchema,
  requests,
  SettingsPatchSchema,
  SettingsSchema,
  defaultSettings,
} from '../../../src/shared/api'

describe('API schemas', () => {
  it('trims player names and refuses empty or overlong ones', () => {
    expect(v.parse(requests['players.create'], { name: '  Gran  ' })).toEqual({ name: 'Gran' })
    expect(v.safeParse(requests['players.create'], { name: '   ' }).success).toBe(false)
    expect(v.safeParse(requests['players.create'], { name: 'x'.repeat(41) }).success).toBe(false)
    expect(v.safeParse(requests['players.create'], { name: 42 }).success).toBe(false)
  })

  it('refuses unknown keys (strict objects) and bad colours', () => {
    expect(v.safeParse(requests['players.create'], { name: 'A', admin: true }).success).toBe(false)
    expect(v.safeParse(requests['players.create'], { name: 'A', colour: 'red' }).success).toBe(false)
    expect(v.safeParse(requests['players.create'], { name: 'A', colour: '#aabbcc' }).success).toBe(true)
  })

  it('validates the request envelope', () => {
    expect(v.safeParse(RequestEnvelopeSchema, { id: 1, method: 'app.info' }).success).toBe(true)
    expect(v.safeParse(RequestEnvelopeSchema, { id: -1, method: 'app.info' }).success).toBe(false)
    expect(v.safeParse(RequestEnvelopeSchema, { id: 1.5, method: 'app.info' }).success).toBe(false)
    expect(v.safeParse(RequestEnvelopeSchema, { method: 'app.info' }).success).toBe(false)
    expect(v.safeParse(RequestEnvelopeSchema, { id: 1, method: 'x'.repeat(65) }).success).toBe(false)
  })

  it('settings: defaults, fallbacks for stored junk, strict patches', () => {
    expect(defaultSettings()).toMatchObject({ theme: 'system', sound: true, speech: true, revealSeconds: 3 })
    expect(v.parse(SettingsSchema, { theme: 'purple', revealSeconds: 99 })).toMatchObject({
      theme: 'system',
      revealSeconds: 3,
    })
    expect(v.safeParse(SettingsPatchSchema, { theme: 'dark' }).success).toBe(true)
    expect(v.safeParse(SettingsPatchSchema, { theme: 'purple' }).success).toBe(false)
    expect(v.safeParse(SettingsPatchSchema, { nope: 1 }).success).toBe(false)
  })

  it('games.start needs 2 to 8 seats of known kinds', () => {
    const bot = { kind: 'bot', level: 'easy' }
    expect(v.safeParse(requests['games.start'], { game: 's-head', seats: [bot, bot] }).success).toBe(true)
    expect(v.safeParse(requests['games.start'], { game: 's-head', seats: [bot] }).success).toBe(false)
    expect(v.safeParse(requests['games.start'], { game: 'chess', seats: [bot, bot] }).success).toBe(false)
    expect(
      v.safeParse(requests['games.start'], { game: 's-head', seats: [bot, { kind: 'bot', level: 'god' }] })
        .success,
    ).toBe(false)
  })
})
