/**
 * When the score database is damaged it is moved aside and a fresh one started (issue 21): the
 * notice then names and offers the newest backup that passes the check, skipping a newer one that is
 * damaged, and restoring it through the API brings the scores back.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/database'
import { createServices, type Services } from '../../../src/main/services/app'
import { Backups } from '../../../src/main/services/scores/backup'
import { PlayersService } from '../../../src/main/services/players'

let dir = ''
let services: Services | null = null
afterEach(() => {
  services?.close()
  services = null
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('a damaged database', () => {
  it('the notice offers the newest good backup, and restoring it brings the players back', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-corrupt-'))
    const file = path.join(dir, 'db.sqlite')
    const { db } = openDatabase(file)
    new PlayersService(db).create('Ann')
    const backups = new Backups(() => db, file)
    const good = await backups.create('manual')
    // A newer backup that is damaged (cut short) must not be the one offered.
    const damaged = await backups.create('auto')
    const bytes = fs.readFileSync(path.join(backups.dir, damaged.name))
    fs.writeFileSync(path.join(backups.dir, damaged.name), bytes.subarray(0, Math.floor(bytes.length / 3)))
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(path.join(backups.dir, damaged.name), later, later)
    db.close()
    fs.writeFileSync(file, Buffer.alloc(8192, 0x5a)) // the live file is garbage now
    for (const s of ['-wal', '-shm']) fs.rmSync(file + s, { force: true })

    services = createServices({ dbPath: file, mode: 'web', version: 'test', resourcesDir: dir })
    const info = services.info()
    expect(info.dbNotice).toMatch(/damaged/)
    expect(info.dbNotice).toContain(good.name)
    expect(info.dbBackup?.name).toBe(good.name)

    const reply = await services.hub.handle({ id: 1, method: 'backups.restore', params: { name: good.name } })
    expect(reply.type).toBe('result')
    const players = await services.hub.handle({ id: 2, method: 'players.list', params: {} })
    expect(players.type === 'result' && (players.result as { name: string }[]).map((p) => p.name)).toEqual([
      'Ann',
    ])
    // Once restored, the offer is gone.
    expect(services.info().dbBackup).toBeNull()
    expect(services.info().dbNotice).toBeNull()
  })

  it('with no good backup the notice says so and offers nothing', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-corrupt-'))
    const file = path.join(dir, 'db.sqlite')
    fs.writeFileSync(file, Buffer.alloc(8192, 0x5a))
    services = createServices({ dbPath: file, mode: 'web', version: 'test', resourcesDir: dir })
    expect(services.info().dbNotice).toMatch(/damaged/)
    expect(services.info().dbBackup).toBeNull()
  })
})
