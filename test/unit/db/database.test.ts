import Database from 'better-sqlite3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NewerDatabaseError, openDatabase } from '../../../src/main/db/database'
import { SCHEMA_VERSION } from '../../../src/main/db/migrations'
import { PlayersService } from '../../../src/main/services/players'
import { SettingsService } from '../../../src/main/services/settings'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-db-'))
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('score database', () => {
  it('migrates a new file to the current schema with WAL and foreign keys', () => {
    const { db, notice } = openDatabase(path.join(dir, 'a.sqlite'))
    expect(notice).toBeNull()
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    ).map((t) => t.name)
    expect(tables).toEqual(expect.arrayContaining(['players', 'settings', 'games', 'game_seats', 'moves']))
    db.close()
  })

  it('reopening an up-to-date file changes nothing', () => {
    const file = path.join(dir, 'a.sqlite')
    const first = openDatabase(file)
    new PlayersService(first.db).create('Ann')
    first.db.close()
    const again = openDatabase(file)
    expect(new PlayersService(again.db).list().map((p) => p.name)).toEqual(['Ann'])
    again.db.close()
  })

  it('refuses a database from a newer app version and leaves it untouched', () => {
    const file = path.join(dir, 'newer.sqlite')
    const raw = new Database(file)
    raw.pragma(`user_version = ${SCHEMA_VERSION + 5}`)
    raw.exec('CREATE TABLE future (x)')
    raw.close()
    const before = fs.readFileSync(file)
    expect(() => openDatabase(file)).toThrow(NewerDatabaseError)
    expect(() => openDatabase(file)).toThrow(/newer version/)
    expect(fs.readFileSync(file).equals(before)).toBe(true)
  })

  it('moves a corrupt file aside (never deletes it) and starts a fresh one, saying where it went', () => {
    const file = path.join(dir, 'bad.sqlite')
    fs.writeFileSync(file, Buffer.from('this is not a database at all, just some bytes'.repeat(200)))
    const { db, notice } = openDatabase(file)
    expect(notice).toMatch(/moved to .*bad\.sqlite\.corrupt-/)
    const aside = fs.readdirSync(dir).filter((f) => f.startsWith('bad.sqlite.corrupt-'))
    expect(aside).toHaveLength(1)
    expect(fs.readFileSync(path.join(dir, aside[0] as string), 'utf8')).toContain('not a database')
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    db.close()
  })

  it('moves aside a file whose pages are damaged', () => {
    const file = path.join(dir, 'torn.sqlite')
    const { db } = openDatabase(file)
    const players = new PlayersService(db)
    for (let i = 0; i < 300; i++) players.create(`Player ${i}`)
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.close()
    const bytes = fs.readFileSync(file)
    // Scribble over the middle pages, keeping the header so SQLite still opens it.
    for (let i = 8192; i < Math.min(bytes.length, 20000); i++) bytes[i] = (i * 7) & 0xff
    fs.writeFileSync(file, bytes)
    const reopened = openDatabase(file)
    expect(reopened.notice).toMatch(/damaged/)
    expect(new PlayersService(reopened.db).list()).toEqual([])
    reopened.db.close()
  })
})

describe('players', () => {
  it('creates, renames, archives and unarchives; names unique ignoring case and spaces', () => {
    const { db } = openDatabase(':memory:')
    const players = new PlayersService(db)
    const ann = players.create('  Ann ')
    expect(ann.name).toBe('Ann')
    expect(ann.colour).toMatch(/^#[0-9a-f]{6}$/i)
    expect(() => players.create('ann')).toThrow(/already a player called Ann/)
    expect(() => players.create(' ANN  ')).toThrow(/already/)
    const bob = players.create('Bob')
    expect(bob.colour).not.toBe(ann.colour)
    expect(() => players.rename(bob.id, 'aNN')).toThrow(/already/)
    expect(players.rename(ann.id, 'ann').name).toBe('ann') // renaming oneself to a new case is fine
    players.setArchived(bob.id, true)
    expect(players.list().map((p) => p.name)).toEqual(['ann'])
    expect(players.list(true).map((p) => [p.name, p.archived])).toEqual([
      ['ann', false],
      ['Bob', true],
    ])
    expect(() => players.create('bob')).toThrow(/already/) // archived names stay taken
    players.setArchived(bob.id, false)
    expect(players.list()).toHaveLength(2)
    expect(() => players.rename('nope', 'X')).toThrow(/no such player/)
  })

  it('settings round-trip and fall back on damaged values', () => {
    const { db } = openDatabase(':memory:')
    const settings = new SettingsService(db)
    expect(settings.get().theme).toBe('system')
    expect(settings.set({ theme: 'dark', sound: false }).theme).toBe('dark')
    db.prepare("UPDATE settings SET value = '{oops' WHERE key = 'theme'").run()
    expect(settings.get()).toMatchObject({ theme: 'system', sound: false })
  })
})
