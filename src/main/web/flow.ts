import { CLOSE_OVER_LIMIT, SOCKET_LIMITS, type SocketLimits } from './limits'

/** The part of a ws WebSocket the flow uses (the tests pass a fake). */
export interface FlowSocket {
  readonly readyState: number
  send(data: string, cb: (err?: Error) => void): void
  pause(): void
  resume(): void
  close(code: number, reason: string): void
  terminate(): void
}

const OPEN = 1

/**
 * The requests and replies of one socket, within SOCKET_LIMITS. Requests are handled in order, a few at
 * a time, and only while the socket's client keeps up with its replies; otherwise they wait, and the
 * socket is not read (its client's next requests stay in the client's own buffers). ws still hands over
 * what it had read before reading stopped, so the requests waiting are bounded too: past the bound the
 * client is flooding, and its socket is closed with 1008 and a reason.
 */
export class SocketFlow {
  private waiting: string[] = []
  private waitingBytes = 0
  private inFlight = 0
  /** Bytes handed to ws whose write has not completed (replies and events). */
  private queuedBytes = 0
  private queuedEventBytes = 0
  private paused = false
  private stallTimer: ReturnType<typeof setTimeout> | null = null
  private closing = false
  messagesOut = 0
  /** Why the server closed this socket, if it did (for the line logged when it closes). */
  closedFor: string | null = null

  constructor(
    private readonly socket: FlowSocket,
    /** The owner's hub or a phone's gateway: always resolves to a reply (a typed error at worst). */
    private readonly handle: (raw: string) => Promise<object>,
    private readonly limits: SocketLimits = SOCKET_LIMITS,
  ) {}

  /** One message from the client. */
  receive(raw: string): void {
    if (this.closing) return
    if (
      this.waiting.length >= this.limits.maxWaitingRequests ||
      this.waitingBytes + raw.length > this.limits.maxWaitingBytes
    ) {
      this.shut('too many requests waiting')
      return
    }
    this.waiting.push(raw)
    this.waitingBytes += raw.length
    this.pump()
  }

  /** An event pushed to every client. */
  event(msg: { type: 'event' }): void {
    if (this.closing) return
    const text = JSON.stringify(msg)
    const size = Buffer.byteLength(text)
    if (this.queuedEventBytes + size > this.limits.maxQueuedEventBytes) {
      this.shut('not reading its messages')
      return
    }
    this.queuedEventBytes += size
    this.write(text, size, () => (this.queuedEventBytes -= size))
  }

  /** The socket is gone: drop what waits and stop the timer. */
  dispose(): void {
    this.closing = true
    this.waiting = []
    this.waitingBytes = 0
    if (this.stallTimer) clearTimeout(this.stallTimer)
    this.stallTimer = null
  }

  private blocked(): boolean {
    return this.inFlight >= this.limits.maxInFlight || this.queuedBytes >= this.limits.maxQueuedBytes
  }

  private pump(): void {
    while (!this.closing && this.waiting.length > 0 && !this.blocked()) {
      const raw = this.waiting.shift() as string
      this.waitingBytes -= raw.length
      this.inFlight++
      // handleRaw always resolves (every failure is a typed error reply).
      void this.handle(raw).then((reply) => {
        this.inFlight--
        if (this.closing) return
        const text = JSON.stringify(reply)
        this.write(text, Buffer.byteLength(text), () => {})
        this.pump()
      })
    }
    if (this.closing) return
    const stop = this.blocked() || this.waiting.length > 0
    if (stop !== this.paused) {
      this.paused = stop
      if (stop) this.socket.pause()
      else this.socket.resume()
    }
  }

  private write(text: string, size: number, written: () => void): void {
    if (this.socket.readyState !== OPEN) return
    this.queuedBytes += size
    this.messagesOut++
    this.watchStall()
    // ws calls back once the frame is handed to the OS (or with an error if the socket went away).
    this.socket.send(text, () => {
      this.queuedBytes -= size
      written()
      if (this.stallTimer) clearTimeout(this.stallTimer)
      this.stallTimer = null
      if (this.closing) return
      if (this.queuedBytes > 0) this.watchStall()
      this.pump()
    })
  }

  /** Closes the socket if nothing queued to it is written for stalledMs: no one is reading it. */
  private watchStall(): void {
    if (this.stallTimer || this.closing) return
    this.stallTimer = setTimeout(() => {
      this.stallTimer = null
      if (this.queuedBytes > 0) this.shut('stopped reading its messages')
    }, this.limits.stalledMs)
    this.stallTimer.unref?.()
  }

  private shut(reason: string): void {
    if (this.closing) return
    this.closedFor = reason
    this.dispose()
    // Read again so that the client's close frame can arrive; what else it sends is ignored.
    if (this.paused) this.socket.resume()
    this.socket.close(CLOSE_OVER_LIMIT, reason)
    // A client that does not read never answers the close: do not keep its queue for ws's 30 s.
    setTimeout(() => this.socket.terminate(), this.limits.closeGraceMs).unref?.()
  }
}
