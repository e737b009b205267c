import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { openDatabase } from '../../main/db/database'
import { projectRoot } from '../../main/web/paths'
import { seedScores } from './scores'
import type { BenchSection } from './types'

/**
 * Hostile local clients, run against a web-mode server in its own process so that its memory (RSS) is
 * measured alone. Each attack is bounded in requests and seconds and talks to 127.0.0.1 only; it stops
 * early once the server's RSS passes `stopAboveMb`, so a server without limits does not take the machine.
 */
export interface Target {
  url: string
  pid: number
}

/** The resident memory of a process in MB (Linux /proc; `ps` elsewhere). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    if (m?.[1]) return Number(m[1]) / 1024
  } catch {
    // not Linux, or the process is gone
  }
  return NaN
}

/** Samples a process's RSS every 50 ms, keeping the peak; `over` is called once past the limit. */
function watchRss(pid: number, limitMb: number, over: () => void): { peak: () => number; stop: () => void } {
  let peak = rssMb(pid)
  const timer = setInterval(() => {
    const now = rssMb(pid)
    if (now > peak) peak = now
    if (now > limitMb) over()
  }, 50)
  return { peak: () => peak, stop: () => clearInterval(timer) }
}

function connect(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url.replace(/^http/, 'ws') + 'api')
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? NaN
}

export interface SlowReaderFigures {
  baselineRssMb: number
  peakRssMb: number
  /** Median time another client waited for a reply during the attack (unanswered: until the end). */
  otherMedianMs: number
  otherReplies: number
  /** The close code the attacker's socket got, or null if it stayed open. */
  attackerClosed: number | null
  /** The attack was cut short because the server passed stopAboveMb. */
  stopped: boolean
}

/**
 * A client that stops reading its socket and sends `requests` JSON exports (large replies), while
 * another client sends one small request after another for `seconds`.
 */
export async function slowReaderAttack(
  target: Target,
  opts: { requests: number; seconds: number; stopAboveMb: number },
): Promise<SlowReaderFigures> {
  const baselineRssMb = rssMb(target.pid)
  const attacker = await connect(target.url)
  const other = await connect(target.url)
  let attackerClosed: number | null = null
  attacker.on('close', (code) => (attackerClosed = code))
  attacker.on('error', () => {})
  let stopped = false
  const rss = watchRss(target.pid, opts.stopAboveMb, () => (stopped = true))
  attacker.pause() // never reads again: replies pile up on the server's side
  for (let i = 1; i <= opts.requests; i++)
    attacker.send(JSON.stringify({ id: i, method: 'scores.export', params: { format: 'json' } }))
  const times: number[] = []
  const end = performance.now() + opts.seconds * 1000
  let id = 0
  while (performance.now() < end && !stopped && other.readyState === WebSocket.OPEN) {
    const asked = performance.now()
    const want = ++id
    const answered = await new Promise<boolean>((resolve) => {
      const timer = setInterval(() => {
        if (stopped || performance.now() >= end) done(false)
      }, 20)
      const on = (d: WebSocket.RawData): void => {
        if ((JSON.parse(d.toString()) as { id?: unknown }).id === want) done(true)
      }
      const done = (ok: boolean): void => {
        clearInterval(timer)
        other.off('message', on)
        resolve(ok)
      }
      other.on('message', on)
      other.send(JSON.stringify({ id: want, method: 'app.info', params: {} }))
    })
    times.push(performance.now() - asked)
    if (!answered) break
    await new Promise((r) => setTimeout(r, 5))
  }
  rss.stop()
  attacker.terminate()
  other.terminate()
  return {
    baselineRssMb,
    peakRssMb: rss.peak(),
    otherMedianMs: median(times),
    otherReplies: times.length,
    attackerClosed,
    stopped,
  }
}

export interface UploadFigures {
  baselineRssMb: number
  peakRssMb: number
  partsSent: number
  /** Replies by outcome: 'ok' or the error code. */
  replies: Record<string, number>
  stopped: boolean
}

/**
 * Import uploads that never finish: `ids` uploads of 200 KiB parts sent round-robin, none of them ever
 * sending its last part, four requests on the way at a time.
 */
export async function uploadAttack(
  target: Target,
  opts: { ids: number; partsPerId: number; seconds: number; stopAboveMb: number },
): Promise<UploadFigures> {
  const baselineRssMb = rssMb(target.pid)
  const ws = await connect(target.url)
  let stopped = false
  const rss = watchRss(target.pid, opts.stopAboveMb, () => (stopped = true))
  const text = 'x'.repeat(200 * 1024)
  const replies: Record<string, number> = {}
  const waiting = new Map<number, () => void>()
  ws.on('message', (d) => {
    const msg = JSON.parse(d.toString()) as { id?: number; type: string; error?: { code: string } }
    if (msg.type === 'event' || msg.id === undefined) return
    const key = msg.type === 'result' ? 'ok' : (msg.error?.code ?? 'error')
    replies[key] = (replies[key] ?? 0) + 1
    waiting.get(msg.id)?.()
    waiting.delete(msg.id)
  })
  const end = performance.now() + opts.seconds * 1000
  const jobs: { uploadId: string; part: number }[] = []
  for (let part = 0; part < opts.partsPerId; part++)
    for (let u = 0; u < opts.ids; u++) jobs.push({ uploadId: `attack${u}`, part })
  let sent = 0
  const worker = async (): Promise<void> => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      if (stopped || performance.now() > end || ws.readyState !== WebSocket.OPEN) return
      const id = ++sent
      await new Promise<void>((resolve) => {
        waiting.set(id, resolve)
        const params = { ...job, parts: opts.partsPerId + 1, text }
        ws.send(JSON.stringify({ id, method: 'scores.import', params }))
      })
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  rss.stop()
  ws.terminate()
  return { baselineRssMb, peakRssMb: rss.peak(), partsSent: sent, replies, stopped }
}

/** Starts web mode from the sources in a child process, on a free port. */
export function startServerProcess(dbPath: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main/web/cli.ts', '--port', '0', '--db', dbPath],
    { cwd: projectRoot(), stdio: ['ignore', 'pipe', 'ignore'] },
  )
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)
      if (m?.[1]) resolve({ child, url: m[1] })
    })
    child.once('exit', (code) => reject(new Error(`web mode exited with ${code}`)))
  })
}

/** A database with `games` finished games (an export of 2,000 is about 1.3 MB). */
export function seededDatabase(dir: string, games: number): string {
  const dbPath = path.join(dir, 'attack.sqlite')
  const { db } = openDatabase(dbPath)
  seedScores(db, games)
  db.close()
  return dbPath
}

async function withServer<T>(games: number, run: (target: Target) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-attack-'))
  const { child, url } = await startServerProcess(seededDatabase(dir, games))
  try {
    return await run({ url, pid: child.pid as number })
  } finally {
    child.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const section: BenchSection = {
  name: 'attacks',
  async run() {
    // 3,000 exports of ~1.3 MB each, never read, for 10 s; stopped if the server passes 1 GB.
    const slow = await withServer(2000, (t) =>
      slowReaderAttack(t, { requests: 3000, seconds: 10, stopAboveMb: 1000 }),
    )
    // 7 uploads of 150 parts of 200 KiB (30 MB each), none finished, for at most 20 s.
    const upload = await withServer(0, (t) =>
      uploadAttack(t, { ids: 7, partsPerId: 150, seconds: 20, stopAboveMb: 1000 }),
    )
    return {
      slowReaderServerBaselineRssMb: Math.round(slow.baselineRssMb),
      slowReaderServerPeakRssMb: Math.round(slow.peakRssMb),
      slowReaderOtherClientMedianReplyMs: slow.otherMedianMs,
      slowReaderStoppedAt1GB: slow.stopped ? 1 : 0,
      uploadAttackServerBaselineRssMb: Math.round(upload.baselineRssMb),
      uploadAttackServerPeakRssMb: Math.round(upload.peakRssMb),
      uploadAttackPartsSent: upload.partsSent,
      uploadAttackPartsRefused: upload.partsSent - (upload.replies['ok'] ?? 0),
      uploadAttackStoppedAt1GB: upload.stopped ? 1 : 0,
    }
  },
}
export default section
