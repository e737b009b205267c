import Database from 'better-sqlite3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/database'
import { Backups, KEEP_BACKUPS } from '../../../src/main/services/scores/backup'
import { logGame } from '../../../src/main/services/scores/logging'
import { PlayersService } from '../../../src/main/services/players'

let dir: string
let file: string
let db: Db
let backups: Backups
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-backup-'))
  file = path.join(dir, 'db.sqlite')
  db = openDatabase(file).db
  backups = new Backups(() => db, file)
})
afterEach(() => {
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const dump = (): unknown =>
  ['players', 'games', 'game_seats', 'moves', 'settings'].map((t) =>
    db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(),
  )

function play(a: string, b: string): void {
  logGame(db, {
    game: 'now-you-see-me',
    playedOn: '2024-05-01',
    seats: [
      { playerId: a, score: 4 },
      { playerId: b, score: 2 },
    ],
  })
}

describe('backups', () => {
  it('an empty database gets no start-up backup; then backups are kept ten of a kind', async () => {
    expect(await backups.startup()).toBeNull()
    new PlayersService(db).create('Ann')
    for (let i = 0; i < KEEP_BACKUPS + 2; i++) await backups.startup()
    await backups.create('manual')
    const names = backups.list().map((b) => b.name)
    expect(names.filter((n) => n.includes('-auto'))).toHaveLength(KEEP_BACKUPS)
    expect(names.filter((n) => n.includes('-manual'))).toHaveLength(1)
    expect(fs.readdirSync(path.join(dir, 'backups')).filter((n) => n.endsWith('-wal'))).toEqual([])
  })

  it('restores a backup in place: the services keep their handle; a safety copy is made first', async () => {
    const players = new PlayersService(db)
    const ann = players.create('Ann').id
    const bob = players.create('Bob').id
    play(ann, bob)
    const saved = await backups.create('manual')
    const before = dump()
    play(bob, ann)
    players.create('Cy')
    const r = await backups.restore(saved.name)
    expect(dump()).toEqual(before)
    expect(r.safetyCopy).toMatch(/before-restore/)
    // The statistics follow the restored rows.
    expect(db.prepare('SELECT COUNT(*) AS n FROM games').get()).toEqual({ n: 1 })
  })

  it('refuses a truncated file and a foreign file, and the database is unchanged', async () => {
    const players = new PlayersService(db)
    play(players.create('Ann').id, players.create('Bob').id)
    const good = await backups.create('manual')
    const bytes = fs.readFileSync(path.join(backups.dir, good.name))
    const truncated = path.join(backups.dir, 'tabletop-truncated.sqlite')
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    const foreign = path.join(backups.dir, 'tabletop-foreign.sqlite')
    const other = new Database(foreign)
    other.exec('CREATE TABLE recipes (name TEXT)')
    other.pragma('user_version = 1')
    other.close()
    const text = path.join(backups.dir, 'tabletop-text.sqlite')
    fs.writeFileSync(text, 'hello, this is not a database at all'.repeat(200))
    const newer = path.join(backups.dir, 'tabletop-newer.sqlite')
    fs.copyFileSync(path.join(backups.dir, good.name), newer)
    const n = new Database(newer)
    n.pragma('user_version = 99')
    n.close()

    play(players.create('Cy').id, players.list()[0]!.id)
    const before = dump()
    const listed = backups.list().length
    await expect(backups.restore('tabletop-truncated.sqlite')).rejects.toThrow(
      /damaged|cut short|not a readable/,
    )
    await expect(backups.restore('tabletop-foreign.sqlite')).rejects.toThrow(
      /not a Tabletop Companion database/,
    )
    await expect(backups.restore('tabletop-text.sqlite')).rejects.toThrow(/not a readable database/)
    await expect(backups.restore('tabletop-newer.sqlite')).rejects.toThrow(/newer version/)
    expect(dump()).toEqual(before)
    expect(backups.list().length).toBe(listed) // no safety copy either: nothing started
  })
})
