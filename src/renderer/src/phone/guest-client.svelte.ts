import {
  GUEST_SOCKET_PATH,
  type GameSnapshot,
  type GuestMethod,
  type GuestResults,
  type SeatEndReason,
} from '../../../shared/api'
import { callError, GuestCallError, phoneProblemOf, type PhoneProblem } from './problem'

/** Close codes after which the phone does not come back: its seat ended, or the server shut it out. */
const FINAL_CLOSES = new Set([4001, 1008])
const RETRY_MS = 700
const REQUEST_TIMEOUT_MS = 15_000

type Reply =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number | null; error: { code: string; message: string; detail?: unknown } }
type Pushed =
  | { type: 'event'; event: 'seat.snapshot'; data: GameSnapshot }
  | { type: 'event'; event: 'seat.ended'; data: { reason: SeatEndReason } }

/**
 * A phone's one connection: it joins with the seat token from the link and holds the seat's view.
 * It joins again whenever the socket comes back (a reload, the phone waking from sleep, a dropped
 * Wi-Fi), so the seat returns by itself; it stops for good once the seat has ended.
 */
export class GuestClient {
  snap = $state<GameSnapshot | null>(null)
  status = $state<'connecting' | 'playing' | 'ended' | 'refused'>('connecting')
  ended = $state<SeatEndReason | null>(null)
  /** Why the last call failed (the connection, a refused move, anything else), null when it worked. */
  problem = $state<PhoneProblem | null>(null)
  private socket: WebSocket | null = null
  private nextId = 1
  // Requests waiting for their replies: never shown, so not reactive.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private pending = new Map<number, { resolve: (r: Reply) => void; timer: ReturnType<typeof setTimeout> }>()
  private retry: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly token: string) {}

  start(): void {
    this.connect()
    // A phone that slept may hold a dead socket for a while: on waking, check at once.
    document.addEventListener('visibilitychange', this.wake)
  }

  stop(): void {
    document.removeEventListener('visibilitychange', this.wake)
    if (this.retry) clearTimeout(this.retry)
    this.status = this.status === 'playing' ? 'connecting' : this.status
    this.socket?.close(1000)
  }

  private wake = (): void => {
    if (document.visibilityState !== 'visible' || this.finished()) return
    const s = this.socket
    if (!s || s.readyState === WebSocket.CLOSED || s.readyState === WebSocket.CLOSING) this.connect()
    else if (s.readyState === WebSocket.OPEN) void this.call('seat.snapshot').catch(() => {})
  }

  private finished(): boolean {
    return this.status === 'ended' || this.status === 'refused'
  }

  private connect(): void {
    if (this.retry) clearTimeout(this.retry)
    this.retry = null
    const socket = new WebSocket(
      `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GUEST_SOCKET_PATH}`,
    )
    this.socket = socket
    this.status = 'connecting'
    socket.onopen = () => void this.join()
    socket.onmessage = (e) => this.receive(JSON.parse(String(e.data)) as Reply | Pushed)
    socket.onclose = (e) => {
      if (this.socket !== socket) return
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer)
        p.resolve({ type: 'error', id, error: { code: 'unavailable', message: 'Lost the connection.' } })
      }
      this.pending.clear()
      if (FINAL_CLOSES.has(e.code)) {
        if (!this.finished()) this.status = 'refused'
        return
      }
      if (!this.finished()) {
        this.status = 'connecting'
        this.retry = setTimeout(() => this.connect(), RETRY_MS)
      }
    }
  }

  private async join(): Promise<void> {
    try {
      this.snap = await this.call('seat.join', { token: this.token })
      this.status = 'playing'
      this.problem = null
    } catch (e) {
      const code = (e as { code?: string }).code
      if (code === 'forbidden') {
        this.status = 'refused'
        this.socket?.close(1000)
      } else this.fail(e)
    }
  }

  private receive(msg: Reply | Pushed): void {
    if (msg.type === 'event') {
      if (msg.event === 'seat.snapshot') {
        if (!this.snap || msg.data.seq >= this.snap.seq) this.snap = msg.data
      } else {
        this.ended = msg.data.reason
        this.status = 'ended'
      }
      return
    }
    if (msg.id === null) return
    const p = this.pending.get(msg.id)
    if (!p) return
    this.pending.delete(msg.id)
    clearTimeout(p.timer)
    p.resolve(msg)
  }

  /** One guest call; rejects with a GuestCallError (code, English message, refusal) on an error reply. */
  async call<M extends GuestMethod>(method: M, params: unknown = {}): Promise<GuestResults[M]> {
    const socket = this.socket
    if (!socket || socket.readyState !== WebSocket.OPEN)
      throw new GuestCallError('unavailable', 'not connected')
    const id = this.nextId++
    const reply = await new Promise<Reply>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        resolve({ type: 'error', id, error: { code: 'unavailable', message: 'No answer from the table.' } })
      }, REQUEST_TIMEOUT_MS)
      this.pending.set(id, { resolve, timer })
      socket.send(JSON.stringify({ id, method, params }))
    })
    if (reply.type === 'error') throw callError(reply.error)
    return reply.result as GuestResults[M]
  }

  /**
   * What went wrong, as data the page words in the phone's language; the server's own (English)
   * message goes to the console only.
   */
  private fail(e: unknown): void {
    console.warn('[phone]', (e as Error).message)
    this.problem = phoneProblemOf(e)
  }

  /**
   * Sends a move of this seat; the reply (or the push that follows) becomes the view. realtime: for
   * moves the engine judges whatever happened meanwhile (Sleek Seek's call, flip and pick), sent
   * without the view's seq, so a call landing a moment after another phone's is ruled simultaneous
   * instead of refused as stale.
   */
  async move(move: unknown, opts: { realtime?: boolean } = {}): Promise<void> {
    if (!this.snap) return
    try {
      const seq = opts.realtime ? undefined : this.snap.seq
      const next = await this.call('seat.move', seq === undefined ? { move } : { move, seq })
      if (!this.snap || next.seq >= this.snap.seq) this.snap = next
      this.problem = null
    } catch (e) {
      this.fail(e)
      if ((e as { code?: string }).code === 'conflict') this.snap = await this.call('seat.snapshot')
    }
  }
}
