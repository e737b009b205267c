import WebSocket from 'ws'
import type { ServerMessage } from '../../../src/shared/api'

/** What a test client can be asked to open: the owner's /api (the default) or another socket path. */
export interface ConnectOptions {
  origin?: string
  /** The socket's path on the server, such as the phones' /api/seat; /api when left out. */
  path?: string
  headers?: Record<string, string>
}

/** The least a reply or event has: the owner's ServerMessage and a phone's guest messages both fit. */
type AnyMessage = { type: string; id?: number | null }

/**
 * A minimal API client for tests: send raw text or requests, await replies by id, keep the pushed
 * events and learn how the socket closed. One client for both roles: the owner's page and a phone.
 */
export class TestClient<M extends AnyMessage = ServerMessage> {
  private nextId = 1
  private waiting = new Map<number | null, ((m: M) => void)[]>()
  readonly events: M[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  private constructor(private ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as M
      if (msg.type === 'event') {
        this.events.push(msg)
        return
      }
      const queue = this.waiting.get(msg.id ?? null)
      const next = queue?.shift()
      if (next) next(msg)
    })
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    )
  }

  /** The owner's socket; a string second argument is the Origin header, as a browser would send. */
  static connect(url: string, origin?: string): Promise<TestClient> {
    return TestClient.open<ServerMessage>(url, { origin })
  }

  /** Any socket of the server, typed by the messages it answers with. */
  static async open<T extends AnyMessage>(url: string, options: ConnectOptions = {}): Promise<TestClient<T>> {
    const { origin, path = '/api', headers } = options
    const ws = new WebSocket(url.replace(/^http/, 'ws').replace(/\/$/, '') + path, {
      ...(origin ? { origin } : {}),
      ...(headers ? { headers } : {}),
    })
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    })
    return new TestClient<T>(ws)
  }

  private await(id: number | null): Promise<M> {
    return new Promise((resolve) => {
      const q = this.waiting.get(id) ?? []
      q.push(resolve)
      this.waiting.set(id, q)
    })
  }

  /** Sends raw text; resolves with the reply addressed to `expectId` (null for unaddressable errors). */
  raw(text: string | Buffer, expectId: number | null = null): Promise<M> {
    const p = this.await(expectId)
    this.ws.send(text)
    return p
  }

  async call(method: string, params?: unknown): Promise<M> {
    const id = this.nextId++
    const p = this.await(id)
    this.ws.send(JSON.stringify({ id, method, params }))
    return p
  }

  /** Calls and returns the result, throwing on an error reply. */
  async ok<T = unknown>(method: string, params?: unknown): Promise<T> {
    const reply = await this.call(method, params)
    if (reply.type !== 'result') throw new Error(`${method} failed: ${JSON.stringify(reply)}`)
    return (reply as { result?: unknown }).result as T
  }

  close(): void {
    this.ws.close()
  }
}
