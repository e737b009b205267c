import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChildProcess } from 'node:child_process'
import { seededDatabase, slowReaderAttack } from '../../../src/cli/bench/attacks'
import { startWebProcess } from '../helpers/web-process'

/**
 * The server runs in a child process so that its own memory is measured. The attack stops (and the
 * server is killed) once it passes 600 MB: a server without limits would otherwise grow by gigabytes.
 */
describe('a client that never reads its replies', () => {
  let child: ChildProcess | null = null
  let dir = ''
  afterEach(() => {
    child?.kill('SIGKILL')
    child = null
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('costs the server bounded memory, and another client is still answered at once', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-slow-reader-'))
    // 2,000 games: each JSON export is a reply of about 1.3 MB.
    const started = await startWebProcess(seededDatabase(dir, 2000))
    child = started.child
    const figures = await slowReaderAttack(
      { url: started.url, pid: child.pid as number },
      { requests: 3000, seconds: 12, stopAboveMb: 600 },
    )
    const shown = JSON.stringify(figures)
    expect(figures.stopped, shown).toBe(false)
    expect(figures.peakRssMb, shown).toBeLessThan(400)
    expect(figures.otherReplies, shown).toBeGreaterThan(20)
    expect(figures.otherMedianMs, shown).toBeLessThan(100)
  })
})
