import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { startWebServer } from '../../main/web/server'
import { GUEST_SOCKET_PATH, type GameSnapshot } from '../../shared/api'
import type { BenchSection } from './types'

/**
 * Phones at the table (issue #24), on loopback with 8 phones in two S-head games of 4 (a game seats
 * at most 6), taking turns: how long from a
 * phone's move until the host's socket hears that the table changed (median and 95th percentile), and
 * whether the server's memory stays flat while the phones reconnect again and again.
 * TC_PHONES_SOAK_S sets the soak's length (default 30 s; issue #24 asks for 30 minutes, every 10 s).
 */
const PHONES = 8
const MOVES = 200
const SOAK_S = Number(process.env['TC_PHONES_SOAK_S'] ?? '30')
const RECONNECT_MS = Number(process.env['TC_PHONES_RECONNECT_MS'] ?? '10000')

type Msg = { type: string; id?: number; result?: unknown; error?: unknown; event?: string; data?: unknown }

class Socket {
  private nextId = 1
  private waiting = new Map<number, (m: Msg) => void>()
  onEvent: (m: Msg) => void = () => {}
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString()) as Msg
      if (m.type === 'event') this.onEvent(m)
      else if (typeof m.id === 'number') this.waiting.get(m.id)?.(m)
    })
  }
  static async open(url: string): Promise<Socket> {
    const ws = new WebSocket(url)
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
    return new Socket(ws)
  }
  async ok<T>(method: string, params: unknown = {}): Promise<T> {
    const id = this.nextId++
    const reply = await new Promise<Msg>((resolve) => {
      this.waiting.set(id, resolve)
      this.ws.send(JSON.stringify({ id, method, params }))
    })
    this.waiting.delete(id)
    if (reply.type !== 'result') throw new Error(`${method}: ${JSON.stringify(reply.error)}`)
    return reply.result as T
  }
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve())
      this.ws.close()
    })
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

async function run(): Promise<Record<string, number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-phones-'))
  fs.mkdirSync(path.join(dir, 'renderer'))
  fs.writeFileSync(path.join(dir, 'renderer', 'index.html'), '<!doctype html>')
  const server = await startWebServer({
    port: 0,
    dbPath: path.join(dir, 'db.sqlite'),
    version: 'bench',
    rendererDir: path.join(dir, 'renderer'),
    resourcesDir: path.join(dir, 'resources'),
  })
  const wsBase = server.url.replace(/^http/, 'ws').replace(/\/$/, '')
  try {
    const host = await Socket.open(`${wsBase}/api`)
    const ids: string[] = []
    for (let i = 0; i < PHONES; i++)
      ids.push((await host.ok<{ id: string }>('players.create', { name: `Phone ${i + 1}` })).id)
    const GAMES = 2
    const join = async (token: string): Promise<Socket> => {
      const s = await Socket.open(wsBase + GUEST_SOCKET_PATH)
      await s.ok('seat.join', { token })
      return s
    }
    interface Table {
      sessionId: string
      tokens: string[]
      phones: Socket[]
    }
    const start = async (g: number): Promise<Table> => {
      const seated = ids.slice((g * PHONES) / GAMES, ((g + 1) * PHONES) / GAMES)
      const snap = await host.ok<GameSnapshot>('games.start', {
        game: 's-head',
        seats: seated.map((playerId) => ({ kind: 'human', playerId })),
      })
      const links = await host.ok<{ token: string }[]>('seats.links', { sessionId: snap.sessionId })
      const tokens = links.map((l) => l.token)
      return { sessionId: snap.sessionId, tokens, phones: await Promise.all(tokens.map(join)) }
    }
    const tables: Table[] = []
    for (let g = 0; g < GAMES; g++) tables.push(await start(g))
    let updated: ((sessionId: string) => void) | null = null
    host.onEvent = (m) => {
      if (m.event === 'game.updated') updated?.((m.data as { sessionId: string }).sessionId)
    }
    const rtts: number[] = []
    while (rtts.length < MOVES) {
      const g = rtts.length % GAMES
      const game = tables[g] as Table
      const table = await host.ok<GameSnapshot>('games.snapshot', { sessionId: game.sessionId, seat: null })
      if (table.over) {
        await Promise.all(game.phones.map((p) => p.close()))
        tables[g] = await start(g)
        continue
      }
      const phone = game.phones[table.current[0] ?? 0] as Socket
      const mine = await phone.ok<GameSnapshot>('seat.snapshot')
      // Ready at once, then a play whenever there is one (so the game ends), else a pick-up.
      const type = (m: unknown): string => (m as { type: string }).type
      const move =
        mine.legal.find((m) => type(m) === 'ready') ??
        mine.legal.find((m) => type(m) === 'play' || type(m) === 'blind') ??
        mine.legal[0]
      const heard = new Promise<void>((resolve) => (updated = (id) => id === game.sessionId && resolve()))
      const t0 = performance.now()
      const sent = phone.ok('seat.move', { move, seq: mine.seq })
      // A refused move (it should not be) is no update: fail rather than wait for ever.
      await Promise.race([heard, sent.then(() => heard)])
      rtts.push(performance.now() - t0)
      // Stay under the per-token rate limit: a person does not play 10 times a second.
      await new Promise((r) => setTimeout(r, 15))
    }
    rtts.sort((a, b) => a - b)
    for (const t of tables) await Promise.all(t.phones.map((p) => p.close()))

    // Soak: every phone drops and rejoins every RECONNECT_MS; the server's memory must stay flat.
    const rssBefore = process.memoryUsage().rss / 2 ** 20
    const end = Date.now() + SOAK_S * 1000
    let reconnects = 0
    while (Date.now() < end) {
      const round = await Promise.all(tables.flatMap((t) => t.tokens).map(join))
      reconnects += round.length
      await new Promise((r) => setTimeout(r, Math.min(RECONNECT_MS, Math.max(0, end - Date.now()))))
      await Promise.all(round.map((p) => p.close()))
    }
    const rssAfter = process.memoryUsage().rss / 2 ** 20
    host.ws.close()
    return {
      phoneMoveToHostMedianMs: quantile(rtts, 0.5),
      phoneMoveToHostP95Ms: quantile(rtts, 0.95),
      phonesSoakReconnects: reconnects,
      phonesSoakRssGrowthMb: rssAfter - rssBefore,
      phonesLiveTokensAfterSoak: server.services.seats.size,
    }
  } finally {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const section: BenchSection = { name: 'phones', run }
export default section
