import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_MESSAGE_BYTES } from '../../shared/api'
import { createServices, type Services, type ServicesOptions } from '../services/app'
import { socketRole, type SocketRole } from './access'
import { SocketFlow } from './flow'
import { LanJoining } from './lan'
import { SOCKET_LIMITS } from './limits'
import { frameText, openGuest, phonesOn, relayToPhones } from './phone-sockets'
import { CLOSE_SEAT_ENDED, type GuestSocket } from './seat-gateway'
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
  /** Let phones join from the start (`--lan`): listen on the local network address too. */
  lan?: boolean
  /** The network address phones use instead of the one found (tests use 127.0.0.2). */
  lanAddress?: string
}

export interface WebServer {
  url: string
  port: number
  services: Services
  /** "Let phones join" (issue 24). */
  phones: LanJoining
  close: () => Promise<void>
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
  /** A phone's socket: its seat, and what it may call (src/main/web/seat-gateway.ts). */
  guest: GuestSocket | null
}

/**
 * Close codes of a clean close: normal, going away, a close frame without a code (the page asked), and a
 * phone's seat ended (the server said why first).
 */
const CLEAN_CLOSES = new Set([1000, 1001, 1005, CLOSE_SEAT_ENDED])

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

/** Web mode: the built renderer over HTTP and the API over WebSocket, on 127.0.0.1 (and the LAN for phones). */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  let phones: LanJoining | null = null
  const services = createServices({ ...opts, mode: 'web', phones: () => phones as LanJoining })
  const mounts: Mount[] = [
    { prefix: '/models/', dir: `${opts.resourcesDir}/models` },
    ...(opts.extraMounts ?? []),
    { prefix: '/', dir: opts.rendererDir },
  ]
  const server = http.createServer()
  // Frames larger than this close the socket (1009); anything up to it gets a typed error reply.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES * 4 })
  const clients = new Map<WebSocket, SocketStats>()
  const logAll = opts.socketLog === 'all'
  let nextSocketId = 1
  let shuttingDown = false
  const port = (): number => (server.address() as AddressInfo).port
  // Events go to the owner's sockets, each through its own flow (a socket that does not read them is
  // closed); a phone hears only of its own game, as its own seat's view.
  services.hub.subscribe((msg) => {
    for (const stats of clients.values()) if (!stats.guest) stats.flow.event(msg)
  })
  function* guests(): Iterable<GuestSocket> {
    for (const { guest } of clients.values()) if (guest) yield guest
  }
  relayToPhones(services, guests)
  /** The same pages and sockets on every listener; the role rules (access.ts) tell them apart. */
  const attach = (listener: http.Server): void => {
    listener.on('request', (req, res) => serveStatic(req, res, mounts))
    listener.on('clientError', answerClientError)
    listener.on('upgrade', (req, socket, head) => {
      const role = socketRole(req, { port: port(), lanHost: phones?.lanHost ?? null })
      if (!role) {
        socket.end(rawResponse(403))
        return
      }
      if (clients.size >= SOCKET_LIMITS.maxSockets) {
        socket.end(rawResponse(503))
        return
      }
      wss.handleUpgrade(req, socket, head, (ws) => connected(ws, role, req.socket.remoteAddress ?? ''))
    })
  }
  const connected = (ws: WebSocket, role: SocketRole, client: string): void => {
    const now = Date.now()
    const guest = role === 'guest' ? openGuest(services, ws, () => stats.flow, client) : null
    const stats: SocketStats = {
      id: nextSocketId++,
      opened: now,
      messagesIn: 0,
      lastIn: now,
      error: null,
      flow: new SocketFlow(ws, (raw) => (guest ? guest.handleRaw(raw) : services.hub.handleRaw(raw))),
      guest,
    }
    clients.set(ws, stats)
    if (logAll)
      console.error(`[web] socket ${stats.id} opened (${guest ? 'a phone, ' : ''}${clients.size} open)`)
    // ws closes the socket itself after an error (a bad frame, one too large, a reset connection) and
    // then emits 'close': the error goes into that one line.
    ws.on('error', (e) => (stats.error ??= e))
    ws.on('close', (code, reason) => {
      clients.delete(ws)
      stats.flow.dispose()
      if (guest?.grant) services.hub.emit('seats.changed', { sessionId: guest.grant.sessionId })
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
      stats.flow.receive(frameText(data, isBinary))
    })
  }
  attach(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, '127.0.0.1', () => resolve())
  })
  phones = new LanJoining({
    port,
    address: opts.lanAddress,
    attach,
    stopped: () => services.seats.revokeAll('phones-off'),
    changed: (status) => services.hub.emit('phones.changed', status),
    phonesOn: (sessionId, seat) => phonesOn(guests(), sessionId, seat),
  })
  const lan = phones
  // No network is no reason not to start: the status says why phones cannot join.
  if (opts.lan)
    await lan.setJoining(true).catch((e: unknown) => console.warn(`[web] ${(e as Error).message}`))
  return {
    url: `http://127.0.0.1:${port()}/`,
    port: port(),
    services,
    phones: lan,
    close: async () => {
      shuttingDown = true
      for (const ws of clients.keys()) ws.terminate()
      await lan.close()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      // Stopping means stopping: a request still in flight (a page loading, a socket mid-upgrade)
      // is cut rather than left to hold the process open.
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      services.close()
    },
  }
}
