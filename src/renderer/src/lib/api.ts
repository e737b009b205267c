import type {
  ApiErrorBody,
  EventName,
  Events,
  Method,
  ParamsIn,
  Results,
  ServerMessage,
} from '../../../shared/api'

/** An error reply from the app services, with its typed code. */
export class ApiCallError extends Error {
  readonly code: ApiErrorBody['code']
  /** Why, as data the page words in the person's language (an import's problem). */
  readonly detail: ApiErrorBody['detail']
  constructor(body: ApiErrorBody) {
    super(body.message)
    this.code = body.code
    this.detail = body.detail
  }
}

/**
 * How long the page waits for a reply before it fails the request. The services answer in
 * milliseconds; a reply that does not come means a lost message, and the page must not wait for ever.
 * Exporting, importing and backing up a long history may take longer.
 */
export const REQUEST_TIMEOUT_MS = 30_000
const SLOW_REQUEST_TIMEOUT_MS = 120_000
const SLOW_METHODS: ReadonlySet<Method> = new Set<Method>([
  'scores.export',
  'scores.import',
  'backups.create',
  'backups.restore',
])

interface Transport {
  /** Sends request `id`, or keeps it until the connection is (back) up. */
  send(raw: string, id: number): void
  /** Whether request `id` is still waiting to be sent (so it cannot have been lost with a connection). */
  waiting(id: number): boolean
  /** Forgets request `id` if it is still waiting to be sent: it will never be sent. */
  cancel(id: number): void
  onMessage(listener: (msg: ServerMessage) => void): void
  ready: Promise<void>
}

/** Desktop: the preload bridge (IPC). Replies come back as the invoke's result. */
function ipcTransport(): Transport | null {
  const bridge = window.tabletop
  if (!bridge) return null
  let listener: (msg: ServerMessage) => void = () => {}
  bridge.onEvent((msg) => listener(msg as ServerMessage))
  return {
    ready: Promise.resolve(),
    send: (raw) => void bridge.request(raw).then((reply) => listener(reply as ServerMessage)),
    waiting: () => false,
    cancel: () => {},
    onMessage: (l) => (listener = l),
  }
}

/** Web mode: one WebSocket to the server that served this page, reconnecting if it drops. */
function wsTransport(onStatus: (up: boolean) => void): Transport {
  let listener: (msg: ServerMessage) => void = () => {}
  let socket: WebSocket
  let resolveReady: () => void = () => {}
  let ready = new Promise<void>((r) => (resolveReady = r))
  const queue: { raw: string; id: number }[] = []
  /** When the open socket dropped (0 while connected), for the line logged once it is back. */
  let droppedAt = 0
  const connect = (): void => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api`
    socket = new WebSocket(url)
    let opened = 0
    socket.onopen = () => {
      opened = Date.now()
      if (droppedAt) console.info(`[api] connected again after ${((opened - droppedAt) / 1000).toFixed(1)} s`)
      droppedAt = 0
      onStatus(true)
      resolveReady()
      for (const q of queue.splice(0)) socket.send(q.raw)
    }
    socket.onmessage = (e) => listener(JSON.parse(String(e.data)) as ServerMessage)
    socket.onclose = (e) => {
      // The page never closes its socket: a drop is always unexpected, and worth a line in the console
      // (the e2e tests print it when they fail). Failed attempts to reconnect stay quiet.
      if (opened) {
        droppedAt = Date.now()
        const reason = e.reason ? `, reason "${e.reason}"` : ''
        const open = ((droppedAt - opened) / 1000).toFixed(1)
        console.warn(
          `[api] lost the connection: code ${e.code}${reason}, ${e.wasClean ? 'clean' : 'not clean'}, open ${open} s`,
        )
      }
      onStatus(false)
      ready = new Promise<void>((r) => (resolveReady = r))
      setTimeout(connect, 700)
    }
  }
  connect()
  return {
    get ready() {
      return ready
    },
    send: (raw, id) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(raw)
      else queue.push({ raw, id })
    },
    waiting: (id) => queue.some((q) => q.id === id),
    cancel: (id) => {
      const at = queue.findIndex((q) => q.id === id)
      if (at >= 0) queue.splice(at, 1)
    },
    onMessage: (l) => (listener = l),
  }
}

type Pending = {
  resolve: (v: unknown) => void
  reject: (e: unknown) => void
  timer: ReturnType<typeof setTimeout>
}

class ApiClient {
  private nextId = 1
  private pending = new Map<number, Pending>()
  private listeners = new Map<EventName, Set<(data: never) => void>>()
  private statusListeners = new Set<(up: boolean) => void>()
  private transport: Transport
  readonly mode: 'electron' | 'web'

  constructor() {
    const ipc = ipcTransport()
    this.mode = ipc ? 'electron' : 'web'
    this.transport =
      ipc ??
      wsTransport((up) => {
        // Requests in flight when the connection drops will never be answered: fail them now. Those
        // still waiting to be sent go out when it is back (failing them too would let a move the page
        // called failed be made after all).
        if (!up) this.failPending()
        this.statusListeners.forEach((l) => l(up))
      })
    this.transport.onMessage((msg) => this.receive(msg))
  }

  private failPending(): void {
    for (const [id, p] of this.pending) {
      if (this.transport.waiting(id)) continue
      this.pending.delete(id)
      clearTimeout(p.timer)
      p.reject(
        new ApiCallError({ code: 'unavailable', message: 'Lost the connection to the app. Trying again…' }),
      )
    }
  }

  private receive(msg: ServerMessage): void {
    if (msg.type === 'event') {
      this.listeners.get(msg.event)?.forEach((l) => l(msg.data as never))
      return
    }
    const p = msg.id === null ? undefined : this.pending.get(msg.id)
    if (!p || msg.id === null) return
    this.pending.delete(msg.id)
    clearTimeout(p.timer)
    if (msg.type === 'result') p.resolve(msg.result)
    else p.reject(new ApiCallError(msg.error))
  }

  request<M extends Method>(
    method: M,
    ...args: keyof ParamsIn<M> extends never ? [ParamsIn<M>?] : [ParamsIn<M>]
  ): Promise<Results[M]> {
    const id = this.nextId++
    const params = args[0] ?? {}
    const ms = SLOW_METHODS.has(method) ? SLOW_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS
    return new Promise<Results[M]>((resolve, reject) => {
      // A request still waiting for the connection when time is up is never sent: failed means not made.
      const timer = setTimeout(() => {
        this.pending.delete(id)
        const unsent = this.transport.waiting(id)
        this.transport.cancel(id)
        const message = unsent
          ? `Could not reach the app within ${ms / 1000} s; nothing was sent (${method}).`
          : `The app did not answer within ${ms / 1000} s (${method}).`
        reject(new ApiCallError({ code: 'unavailable', message }))
      }, ms)
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer })
      this.transport.send(JSON.stringify({ id, method, params }), id)
    })
  }

  on<E extends EventName>(event: E, listener: (data: Events[E]) => void): () => void {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(listener as (data: never) => void)
    return () => set.delete(listener as (data: never) => void)
  }

  onStatus(listener: (up: boolean) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }
}

export const api = new ApiClient()
