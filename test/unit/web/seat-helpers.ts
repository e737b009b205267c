import WebSocket from 'ws'
import { GUEST_SOCKET_PATH } from '../../../src/shared/api'
import type { WebServer } from '../../../src/main/web/server'
import { TestClient } from '../helpers/ws-client'

type Message = { type: string; id?: number | null; event?: string; data?: unknown; error?: { code: string } }

/** A phone's socket for tests: guest calls by id, pushed events, and how the socket closed. */
export class PhoneClient {
  private nextId = 1
  private waiting = new Map<number | null, ((m: Message) => void)[]>()
  readonly events: Message[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  private constructor(private ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as Message
      if (msg.type === 'event') {
        this.events.push(msg)
        return
      }
      this.waiting.get(msg.id ?? null)?.shift()?.(msg)
    })
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    )
  }

  static async connect(base: string, headers: Record<string, string> = {}): Promise<PhoneClient> {
    const ws = new WebSocket(base.replace(/^http/, 'ws').replace(/\/$/, '') + GUEST_SOCKET_PATH, {
      headers,
    })
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    })
    return new PhoneClient(ws)
  }

  call(method: string, params?: unknown): Promise<Message & { result?: unknown }> {
    const id = this.nextId++
    return new Promise((resolve) => {
      const q = this.waiting.get(id) ?? []
      q.push(resolve)
      this.waiting.set(id, q)
      this.ws.send(JSON.stringify({ id, method, params }))
    })
  }

  async ok<T = unknown>(method: string, params?: unknown): Promise<T> {
    const reply = await this.call(method, params)
    if (reply.type !== 'result') throw new Error(`${method} failed: ${JSON.stringify(reply)}`)
    return reply.result as T
  }

  close(): void {
    this.ws.close()
  }
}

export interface Snap {
  sessionId: string
  seat: number | null
  seq: number
  current: number[]
  legal: unknown[]
  over: boolean
  view: unknown
}

/** Two people and a computer at an S-head table; the people's seat links. */
export async function sHeadTable(
  owner: TestClient,
  names: [string, string],
): Promise<{ table: Snap; tokens: string[] }> {
  const ids: string[] = []
  for (const name of names) ids.push((await owner.ok<{ id: string }>('players.create', { name })).id)
  const table = await owner.ok<Snap>('games.start', {
    game: 's-head',
    seats: [
      { kind: 'human', playerId: ids[0] },
      { kind: 'human', playerId: ids[1] },
      { kind: 'bot', level: 'easy' },
    ],
  })
  const links = await owner.ok<{ seat: number; token: string }[]>('seats.links', {
    sessionId: table.sessionId,
  })
  return { table, tokens: links.map((l) => l.token) }
}

/** Everything a phone could have changed: the database's rows and the files of its backups. */
export async function everything(server: WebServer, owner: TestClient): Promise<string> {
  const db = server.services.db
  const tables = ['players', 'settings', 'games', 'game_seats', 'moves']
  const rows = tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all())
  const backups = await owner.ok<{ backups: { name: string }[] }>('backups.list')
  return JSON.stringify({ rows, backups: backups.backups.map((b) => b.name) })
}

export function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      if (check()) resolve()
      else if (Date.now() > end) reject(new Error('timed out'))
      else setTimeout(tick, 10)
    }
    tick()
  })
}
