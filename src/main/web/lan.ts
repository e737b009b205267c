import http from 'node:http'
import type { PhonesStatus } from '../../shared/api'
import { ApiError } from '../../shared/api'
import type { PhoneJoining } from '../services/seat-handlers'
import { findLanAddress } from './access'

export interface LanDeps {
  /** The port of the 127.0.0.1 listener: the network listener uses the same one. */
  port: () => number
  /** The network address to use; by default the one findLanAddress picks (tests pass 127.0.0.2). */
  address?: string
  /** Gives the new listener the server's request and upgrade handlers. */
  attach: (server: http.Server) => void
  /** Phones may no longer join: their tokens are revoked and their sockets closed. */
  stopped: () => void
  changed: (status: PhonesStatus) => void
  phonesOn: (sessionId: string, seat: number) => number
}

const SAME_NETWORK =
  'Phones join over the local network: the phone and this computer must be on the same Wi-Fi or network.'

/**
 * "Let phones join": a second listener on the local network address, open only while phones may join.
 * Without it nothing listens beyond 127.0.0.1 (test/unit/web/seat-lan.test.ts).
 */
export class LanJoining implements PhoneJoining {
  private server: http.Server | null = null
  private host: string | null = null
  private notice: string | null = null

  constructor(private readonly deps: LanDeps) {}

  /** The network address while phones may join (the Host and Origin checks accept it then). */
  get lanHost(): string | null {
    return this.host
  }

  status(): PhonesStatus {
    const lanUrl = this.host ? `http://${this.host}:${this.deps.port()}/` : null
    return { joining: this.host !== null, lanUrl, notice: this.host ? SAME_NETWORK : this.notice }
  }

  baseUrl(): string {
    return this.status().lanUrl ?? `http://127.0.0.1:${this.deps.port()}/`
  }

  phonesOn(sessionId: string, seat: number): number {
    return this.deps.phonesOn(sessionId, seat)
  }

  async setJoining(enabled: boolean): Promise<PhonesStatus> {
    if (enabled && !this.server) await this.open()
    if (!enabled && this.server) await this.close()
    const status = this.status()
    this.deps.changed(status)
    return status
  }

  private async open(): Promise<void> {
    const address = this.deps.address ?? findLanAddress()
    if (!address) {
      this.notice = 'This computer is not on a network, so phones cannot reach it.'
      throw new ApiError('unavailable', this.notice)
    }
    const server = http.createServer()
    this.deps.attach(server)
    await new Promise<void>((resolve, reject) => {
      server.once('error', (e) => {
        this.notice = `Phones cannot join: ${address}:${this.deps.port()} is not available (${(e as Error).message}).`
        reject(new ApiError('unavailable', this.notice))
      })
      server.listen(this.deps.port(), address, () => resolve())
    })
    this.server = server
    this.host = address
    this.notice = null
  }

  async close(): Promise<void> {
    const server = this.server
    if (!server) return
    this.server = null
    this.host = null
    this.deps.stopped()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
