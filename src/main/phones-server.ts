import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import type { GuestEventMessage } from '../shared/api'
import type { Services } from './services/app'
import { socketRole } from './web/access'
import { SocketFlow } from './web/flow'
import { SOCKET_LIMITS } from './web/limits'
import { frameText, openGuest, phonesOn, relayToPhones } from './web/phone-sockets'
import { CLOSE_SEAT_ENDED, GUEST_MAX_MESSAGE_BYTES, type GuestSocket } from './web/seat-gateway'
import { answerClientError, rawResponse, serveStatic, type Mount } from './web/static'

/**
 * The desktop app's server for phones (issue #24): the pages and `/api/seat` on the local network
 * address, and nothing else. The owner's page talks to the services over IPC, so unlike web mode there
 * is no 127.0.0.1 listener and no owner socket at all: every socket here is a guest (seat-gateway.ts),
 * within the same per-socket limits as web mode (SocketFlow). It exists only while phones may join.
 */

/** How long phones get to answer the close when phones may no longer join, before they are dropped. */
export const PHONES_CLOSE_GRACE_MS = 2000

interface Phone {
  guest: GuestSocket
  flow: SocketFlow
}

export interface PhonesServerOptions {
  services: Services
  /** The built renderer: the phone page is its index.html at `#/seat/<token>`. */
  rendererDir: string
  address: string
  /** Tried first (a stable address for the phones' browsers); any free port if it is taken. */
  port: number
}

/** Listens on address:port (or any free port when that one is taken); rejects with the OS's error. */
function listen(server: http.Server, port: number, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (e: Error): void => reject(e)
    server.once('error', failed)
    server.listen(port, address, () => {
      server.off('error', failed)
      resolve()
    })
  })
}

export class PhonesServer {
  private readonly phones = new Map<WebSocket, Phone>()
  // A frame larger than four of a phone's messages closes the socket (1009) unread.
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: GUEST_MAX_MESSAGE_BYTES * 4 })
  private readonly unsubscribe: (() => void)[]

  private constructor(
    private readonly server: http.Server,
    private readonly opts: PhonesServerOptions,
  ) {
    const { services } = opts
    const mounts: Mount[] = [{ prefix: '/', dir: opts.rendererDir }]
    server.on('request', (req, res) => serveStatic(req, res, mounts))
    server.on('clientError', answerClientError)
    server.on('upgrade', (req, socket, head) => {
      // Host and Origin must name this address (DNS rebinding), and only the phones' path is served.
      const role = socketRole(req, { port: this.port, lanHost: opts.address })
      if (role !== 'guest') socket.end(rawResponse(403))
      else if (this.phones.size >= SOCKET_LIMITS.maxSockets) socket.end(rawResponse(503))
      else
        this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws, req.socket.remoteAddress ?? ''))
    })
    // A phone hears only of its own game, as its own seat's view.
    this.unsubscribe = relayToPhones(services, () => this.guests())
  }

  /** Starts listening; rejects (listening nowhere) with the OS's error when it cannot. */
  static async start(opts: PhonesServerOptions): Promise<PhonesServer> {
    const server = http.createServer()
    try {
      await listen(server, opts.port, opts.address)
    } catch (e) {
      if ((e as { code?: string }).code !== 'EADDRINUSE' || opts.port === 0) throw e
      await listen(server, 0, opts.address)
    }
    return new PhonesServer(server, opts)
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port
  }

  /** Phones connected with this seat's token. */
  phonesOn(sessionId: string, seat: number): number {
    return phonesOn(this.guests(), sessionId, seat)
  }

  private *guests(): Iterable<GuestSocket> {
    for (const { guest } of this.phones.values()) yield guest
  }

  private connected(ws: WebSocket, client: string): void {
    const { hub } = this.opts.services
    const guest = openGuest(this.opts.services, ws, () => phone.flow, client)
    const phone: Phone = { guest, flow: new SocketFlow(ws, (raw) => guest.handleRaw(raw)) }
    this.phones.set(ws, phone)
    ws.on('error', (e) => console.warn(`[phones] socket error: ${e.message}`))
    ws.on('close', () => {
      this.phones.delete(ws)
      phone.flow.dispose()
      // The host's Phones panel counts the phones on each seat.
      if (guest.grant) hub.emit('seats.changed', { sessionId: guest.grant.sessionId })
    })
    ws.on('message', (data, isBinary) => phone.flow.receive(frameText(data, isBinary)))
  }

  /**
   * Phones may no longer join: every seat token is revoked (a joined phone gets `seat.ended
   * {reason: 'phones-off'}` after any view on its way, then close 4001, and does not come back), a
   * phone that had not joined yet gets the same, and the port closes. Phones that do not answer the
   * close within PHONES_CLOSE_GRACE_MS are dropped.
   */
  async close(): Promise<void> {
    // The port closes now (no new phone gets in); the callback waits for the open connections.
    const portClosed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    const allClosed = Promise.all(
      [...this.phones.keys()].map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve()))),
    )
    const unjoined = [...this.phones].filter(([, p]) => !p.guest.grant)
    // Each joined phone's GuestSocket hears of its seat's end through onRevoke, and closes itself.
    this.opts.services.seats.revokeAll('phones-off')
    for (const [ws, phone] of unjoined) {
      const ended: GuestEventMessage<'seat.ended'> = {
        type: 'event',
        event: 'seat.ended',
        data: { reason: 'phones-off' },
      }
      phone.flow.event(ended)
      ws.close(CLOSE_SEAT_ENDED, 'seat ended: phones-off')
    }
    for (const off of this.unsubscribe) off()
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      allClosed,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, PHONES_CLOSE_GRACE_MS))),
    ])
    clearTimeout(timer)
    for (const ws of this.phones.keys()) ws.terminate()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
    this.server.closeAllConnections()
    await portClosed
  }
}
