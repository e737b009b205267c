import http from 'node:http'
import type { PhonesNote, PhonesStatus } from '../../shared/api'
import { ApiError } from '../../shared/api'
import type { PhoneJoining } from '../services/seat-handlers'
import { findLanAddress } from './access'

export interface LanDeps {
  /** The port of the 127.0.0.1 listener: the network listener uses the same one. */
  port: () => number
  /**
   * The network address to use; by default the one findLanAddress picks (tests pass 127.0.0.2, or
   * null for a computer without a network).
   */
  address?: string | null
  /** Gives the new listener the server's request and upgrade handlers. */
  attach: (server: http.Server) => void
  /** Phones may no longer join: their tokens are revoked and their sockets closed. */
  stopped: () => void
  changed: (status: PhonesStatus) => void
  phonesOn: (sessionId: string, seat: number) => number
}

/**
 * "Let phones join": a second listener on the local network address, open only while phones may join.
 * Without it nothing listens beyond 127.0.0.1 (test/unit/web/seat-lan.test.ts).
 */
export class LanJoining implements PhoneJoining {
  private server: http.Server | null = null
  private host: string | null = null
  private note: PhonesNote | null = null

  constructor(private readonly deps: LanDeps) {}

  /** The network address while phones may join (the Host and Origin checks accept it then). */
  get lanHost(): string | null {
    return this.host
  }

  status(): PhonesStatus {
    const lanUrl = this.host ? `http://${this.host}:${this.deps.port()}/` : null
    // Data, not words: the host's panel says it in the app's language (issue #23).
    const note: PhonesNote | null = this.host ? { kind: 'same-network' } : this.note
    return { joining: this.host !== null, lanUrl, note }
  }

  baseUrl(): string {
    return this.status().lanUrl ?? `http://127.0.0.1:${this.deps.port()}/`
  }

  phonesOn(sessionId: string, seat: number): number {
    return this.deps.phonesOn(sessionId, seat)
  }

  async setJoining(enabled: boolean): Promise<PhonesStatus> {
    try {
      if (enabled && !this.server) await this.open()
    } catch (e) {
      // The panel hears why (the note) even though the request itself fails.
      this.deps.changed(this.status())
      throw e
    }
    if (!enabled && this.server) await this.close()
    const status = this.status()
    this.deps.changed(status)
    return status
  }

  private async open(): Promise<void> {
    const address = this.deps.address === undefined ? findLanAddress() : this.deps.address
    if (!address) {
      this.note = { kind: 'no-network' }
      throw new ApiError('unavailable', 'no-network: this computer has no local network address')
    }
    const server = http.createServer()
    this.deps.attach(server)
    await new Promise<void>((resolve, reject) => {
      server.once('error', (e) => {
        const port = this.deps.port()
        this.note = { kind: 'port-busy', address, port }
        // The OS's words are for the log; the person at the screen gets the note.
        console.warn(`[lan] cannot listen on ${address}:${port}: ${(e as Error).message}`)
        reject(new ApiError('unavailable', `port-busy: ${address}:${port}`))
      })
      server.listen(this.deps.port(), address, () => resolve())
    })
    this.server = server
    this.host = address
    this.note = null
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
