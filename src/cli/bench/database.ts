import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDatabase } from '../../main/db/database'
import { PlayersService } from '../../main/services/players'
import { projectRoot } from '../../main/web/paths'
import type { BenchSection } from './types'

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? NaN
}

/** Inserts through the same service the API uses, each in its own transaction (as the app does). */
function playerInserts(dir: string): number {
  const { db } = openDatabase(path.join(dir, 'bench.sqlite'))
  const players = new PlayersService(db)
  const n = 2000
  const t0 = performance.now()
  for (let i = 0; i < n; i++) players.create(`Bench player ${i}`)
  const seconds = (performance.now() - t0) / 1000
  db.close()
  return n / seconds
}

/** From spawning the built web-mode process to the first page served, in ms. */
async function coldStart(dir: string, run: number): Promise<number> {
  const entry = path.join(projectRoot(), 'out', 'main', 'web.js')
  if (!fs.existsSync(entry)) return NaN
  const t0 = performance.now()
  const child = spawn(
    process.execPath,
    [entry, '--port', '0', '--db', path.join(dir, `cold-${run}.sqlite`)],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString()
        const m = /at (http:\/\/\S+)/.exec(out)
        if (m?.[1]) resolve(m[1])
      })
      child.once('exit', () => reject(new Error('web mode exited')))
    })
    const res = await fetch(url)
    await res.text()
    return performance.now() - t0
  } finally {
    child.kill('SIGKILL')
  }
}

const section: BenchSection = {
  name: 'database',
  async run() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-'))
    try {
      const inserts = playerInserts(dir)
      const starts: number[] = []
      for (let i = 0; i < 5; i++) starts.push(await coldStart(dir, i))
      return {
        playerInsertsPerSecond: Math.round(inserts),
        webColdStartToFirstPageMedianMs: Math.round(median(starts)),
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default section
