import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_MESSAGE_BYTES } from '../../shared/api'
import { createServices, type Services, type ServicesOptions } from '../services/app'
import { SocketFlow } from './flow'
import { SOCKET_LIMITS } from './limits'
import { answerClientError, rawResponse, serveStatic, type Mount } from './static'

export interface WebServerOptions extends Omit<ServicesOptions, 'mode'> {
  port: number
  rendererDir: string
  /** Extra folders served read-only, e.g. the tfjs wasm binaries. */
  extraMounts?: Mount[]
  /**
   * Which WebSocket closes get a line on stderr: 'abnormal' (the default) all but a clean close the
   * page asked for (1000, 1001, or a close frame without a code) and the server's own shutdown;
   * 'all' also those, and every opening (the CLI sets it when TC_WEB_LOG=1).
   */
  socketLog?: 'abnormal' | 'all'
}

export interface WebServer {
  url: string
  port: number
  services: Services
  close: () => Promise<void>
}

/** Allows the page this server served (and tools without an Origin), never other web sites. */
function originAllowed(origin: string | undefined, port: number): boolean {
  if (!origin) return true
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`
}

/** What one socket did, for the line logged when it closes. */
interface SocketStats {
  id: number
  opened: number
  messagesIn: number
  lastIn: number
  error: Error | null
  /** Its requests and replies, within SOCKET_LIMITS. */
  flow: SocketFlow
}

/** Close codes of a clean close the page asked for: normal, going away, a close frame without a code. */
const CLEAN_CLOSES = new Set([1000, 1001, 1005])

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

/** One line describing a socket's end: code, reason, error, age and traffic. */
function describeClose(stats: SocketStats, code: number, reason: string, now: number): string {
  const clean = CLEAN_CLOSES.has(code) && !stats.error
  const err = stats.error
    ? `, error ${(stats.error as { code?: string }).code ?? stats.error.name}: ${stats.error.message}`
    : ''
  const limit = stats.flow.closedFor ? `, closed by the server: ${stats.flow.closedFor}` : ''
  const lastIn = stats.messagesIn > 0 ? `, last message in ${seconds(now - stats.lastIn)} ago` : ''
  return (
    `[web] socket ${stats.id} ${clean ? 'closed' : 'closed abnormally'}: code ${code}, ` +
    `reason ${JSON.stringify(reason)}${err}${limit}, open ${seconds(now - stats.opened)}, ` +
    `${stats.messagesIn} messages in, ${stats.flow.messagesOut} out${lastIn}`
  )
}

/** Web mode: the built renderer over HTTP and the API over WebSocket, on 127.0.0.1 only. */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const services = createServices({ ...opts, mode: 'web' })
  const mounts: Mount[] = [
    { prefix: '/models/', dir: `${opts.resourcesDir}/models` },
    ...(opts.extraMounts ?? []),
    { prefix: '/', dir: opts.rendererDir },
  ]
  const server = http.createServer((req, res) => serveStatic(req, res, mounts))
  server.on('clientError', answerClientError)
  // Frames larger than this close the socket (1009); anything up to it gets a typed error reply.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES * 4 })
  const clients = new Map<WebSocket, SocketStats>()
  const logAll = opts.socketLog === 'all'
  let nextSocketId = 1
  let shuttingDown = false
  // Events go to every socket, each through its own flow (a socket that does not read them is closed).
  services.hub.subscribe((msg) => {
    for (const stats of clients.values()) stats.flow.event(msg)
  })
  server.on('upgrade', (req, socket, head) => {
    const port = (server.address() as AddressInfo).port
    if (req.url !== '/api' || !originAllowed(req.headers.origin, port)) {
      socket.end(rawResponse(403))
      return
    }
    if (clients.size >= SOCKET_LIMITS.maxSockets) {
      socket.end(rawResponse(503))
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  })
  wss.on('connection', (ws) => {
    const now = Date.now()
    const stats: SocketStats = {
      id: nextSocketId++,
      opened: now,
      messagesIn: 0,
      lastIn: now,
      error: null,
      flow: new SocketFlow(ws, (raw) => services.hub.handleRaw(raw)),
    }
    clients.set(ws, stats)
    if (logAll) console.error(`[web] socket ${stats.id} opened (${clients.size} open)`)
    // ws closes the socket itself after an error (a bad frame, one too large, a reset connection) and
    // then emits 'close': the error goes into that one line.
    ws.on('error', (e) => (stats.error ??= e))
    ws.on('close', (code, reason) => {
      clients.delete(ws)
      stats.flow.dispose()
      if (shuttingDown) {
        if (logAll) console.error(`[web] socket ${stats.id} closed: the server is shutting down`)
        return
      }
      if (logAll || stats.error || !CLEAN_CLOSES.has(code))
        console.error(describeClose(stats, code, reason.toString(), Date.now()))
    })
    ws.on('message', (data, isBinary) => {
      stats.messagesIn++
      stats.lastIn = Date.now()
      stats.flow.receive(isBinary ? '\u0000binary' : data.toString())
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    services,
    close: async () => {
      shuttingDown = true
      for (const ws of clients.keys()) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
      services.close()
    },
  }
}
