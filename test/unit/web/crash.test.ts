import Database from 'better-sqlite3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startWebProcess } from '../helpers/web-process'
import { TestClient } from '../helpers/ws-client'

describe('crash safety', () => {
  it('SIGKILL in a burst of player writes loses no acknowledged write and leaves a sound database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-kill-'))
    const dbPath = path.join(dir, 'db.sqlite')
    const { child, url } = await startWebProcess(dbPath)
    const client = await TestClient.connect(url)
    const acked: string[] = []
    let killed = false
    const burst = Array.from({ length: 400 }, (_, i) =>
      client.ok<{ name: string }>('players.create', { name: `Burst ${i}` }).then(
        (p) => {
          acked.push(p.name)
          if (acked.length === 120 && !killed) {
            killed = true
            child.kill('SIGKILL')
          }
        },
        () => undefined,
      ),
    )
    await new Promise<void>((resolve) => child.once('exit', () => resolve()))
    // Replies still in flight are lost with the process; wait briefly for the socket to close.
    await Promise.race([Promise.all(burst), new Promise((r) => setTimeout(r, 1000))])
    expect(killed).toBe(true)
    const db = new Database(dbPath)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    const names = new Set(
      (db.prepare('SELECT name FROM players').all() as { name: string }[]).map((r) => r.name),
    )
    for (const name of acked) expect(names.has(name)).toBe(true)
    db.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
