import WebSocket from 'ws'
import type { ServerMessage } from '../../../src/shared/api'

/** A minimal API client for tests: send raw text or requests, await replies by id. */
export class TestClient {
  private nextId = 1
  private waiting = new Map<number | null, ((m: ServerMessage) => void)[]>()
  readonly events: ServerMessage[] = []
  private constructor(private ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as ServerMessage
      if (msg.type === 'event') {
        this.events.push(msg)
        return
      }
      const queue = this.waiting.get(msg.id)
      const next = queue?.shift()
      if (next) next(msg)
    })
  }

  static async connect(url: string, origin?: string): Promise<TestClient> {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + 'api', origin ? { origin } : {})
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    })
    return new TestClient(ws)
  }

  private await(id: number | null): Promise<ServerMessage> {
    return new Promise((resolve) => {
      const q = this.waiting.get(id) ?? []
      q.push(resolve)
      this.waiting.set(id, q)
    })
  }

  /** Sends raw text; resolves with the reply addressed to `expectId` (null for unaddressable errors). */
  raw(text: string | Buffer, expectId: number | null = null): Promise<ServerMessage> {
    const p = this.await(expectId)
    this.ws.send(text)
    return p
  }

  async call(method: string, params?: unknown): Promise<ServerMessage> {
    const id = this.nextId++
    const p = this.await(id)
    this.ws.send(JSON.stringify({ id, method, params }))
    return p
  }

  /** Calls and returns the result, throwing on an error reply. */
  async ok<T = unknown>(method: string, params?: unknown): Promise<T> {
    const reply = await this.call(method, params)
    if (reply.type !== 'result') throw new Error(`${method} failed: ${JSON.stringify(reply)}`)
    return reply.result as T
  }

  close(): void {
    this.ws.close()
  }
}
