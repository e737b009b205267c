/**
 * A crafted file in backups/ (issue 21, item 5): restore copies only the columns the live schema
 * knows, with quoted identifiers, so a column name carrying SQL runs nothing; it refuses a file whose
 * real path is outside backups/ (a symlink); and it holds restored values to the bounds of an import.
 */
import Database from 'better-sqlite3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/database'
import { Backups } from '../../../src/main/services/scores/backup'
import { logGame } from '../../../src/main/services/scores/logging'
import { PlayersService } from '../../../src/main/services/players'

let dir: string
let file: string
let db: Db
let backups: Backups
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-restore-'))
  file = path.join(dir, 'db.sqlite')
  db = openDatabase(file).db
  backups = new Backups(() => db, file)
})
afterEach(() => {
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const dump = (): unknown =>
  ['players', 'games', 'game_seats', 'moves', 'settings', 'sqlite_master'].map((t) =>
    db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(),
  )
const triggers = (): string[] =>
  (
    db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).all() as {
      name: string
    }[]
  ).map((t) => t.name)

/** Ann and Bob with one logged game; returns a backup of that. */
async function withBackup(): Promise<string> {
  const players = new PlayersService(db)
  const ann = players.create('Ann').id
  const bob = players.create('Bob').id
  logGame(db, {
    game: 'now-you-see-me',
    playedOn: '2024-05-01',
    seats: [
      { playerId: ann, score: 4 },
      { playerId: bob, score: 2 },
    ],
  })
  return (await backups.create('manual')).name
}

/** A copy of a backup under a new name in backups/, changed by `craft`. */
function crafted(from: string, name: string, craft: (c: Database.Database) => void): string {
  fs.copyFileSync(path.join(backups.dir, from), path.join(backups.dir, name))
  const c = new Database(path.join(backups.dir, name))
  craft(c)
  c.close()
  return name
}

describe('restore from a crafted backup', () => {
  it('a column name carrying SQL runs nothing: known columns are copied, no player renamed, no trigger left', async () => {
    const good = await withBackup()
    const evilColumn =
      'created_at") SELECT "id", "name", "name_key", "colour", "archived", "created_at", "created_at" FROM src.players; ' +
      `UPDATE main.players SET name = 'pwned'; ` +
      `CREATE TRIGGER main.evil AFTER INSERT ON main.games BEGIN UPDATE players SET name = 'owned'; END; --`
    const evil = crafted(good, 'tabletop-evil.sqlite', (c) =>
      c.exec(`ALTER TABLE players ADD COLUMN "${evilColumn.replaceAll('"', '""')}" TEXT`),
    )
    const before = triggers()
    new PlayersService(db).create('Cy') // something for the restore to undo
    await backups.restore(evil)
    expect(triggers()).toEqual(before)
    const names = (db.prepare('SELECT name FROM players ORDER BY name').all() as { name: string }[]).map(
      (p) => p.name,
    )
    expect(names).toEqual(['Ann', 'Bob'])
    const cols = (
      db.prepare(`SELECT name FROM pragma_table_info('players')`).all() as { name: string }[]
    ).map((c) => c.name)
    expect(cols).not.toContain(evilColumn)
  })

  it('refuses a symlink in backups/ that points outside the folder, changing nothing', async () => {
    const good = await withBackup()
    const outside = path.join(dir, 'outside.sqlite')
    fs.copyFileSync(path.join(backups.dir, good), outside)
    fs.symlinkSync(outside, path.join(backups.dir, 'tabletop-link.sqlite'))
    new PlayersService(db).create('Cy')
    const before = dump()
    await expect(backups.restore('tabletop-link.sqlite')).rejects.toThrow(/backups folder/)
    expect(dump()).toEqual(before)
    expect(backups.list().map((b) => b.name)).not.toContain('tabletop-link.sqlite')
  })

  it.each([
    ['a score of -1e300', `UPDATE game_seats SET score = -1e300`, /score/i],
    [
      'a bot level __proto__',
      `UPDATE game_seats SET player_id = NULL, bot_level = '__proto__' WHERE seat = 1`,
      /computer|bot/i,
    ],
    [
      'a name of 5,000 characters',
      `UPDATE players SET name = printf('%.5000c', 'A') WHERE name = 'Ann'`,
      /name/i,
    ],
    ['rules out of bounds', `UPDATE games SET rules = '{"revealMs":1e12}'`, /revealMs/],
    ['a move that is not JSON', `INSERT INTO moves SELECT id, 0, 0, 0, '{not json' FROM games`, /move/i],
  ])('refuses a backup holding %s, changing nothing', async (_what, sql, says) => {
    const good = await withBackup()
    const bad = crafted(good, 'tabletop-bad.sqlite', (c) => {
      c.pragma('foreign_keys = OFF')
      c.exec(sql)
    })
    new PlayersService(db).create('Cy')
    const before = dump()
    const listed = backups.list().length
    await expect(backups.restore(bad)).rejects.toThrow(says)
    expect(dump()).toEqual(before)
    expect(backups.list().length).toBe(listed) // refused before the safety copy: nothing started
  })
})
