import { ApiError, type PhonesNote, type PhonesStatus, type Settings } from '../shared/api'
import type { Services } from './services/app'
import type { PhoneJoining } from './services/seat-handlers'
import { PhonesServer } from './phones-server'
import { findLanAddress } from './web/access'

/**
 * "Let phones join" in the desktop app (issue #24): the phones' server (phones-server.ts) runs while
 * the `phonesJoin` setting is on, and only then: switched off, or the app quitting, closes it and every
 * phone's socket. The setting is the owner's choice and is kept (so it holds after a restart); the
 * Phones panel's switch and Settings' both change it through `phones.setJoining`, and a setting
 * changed any other way (a restored backup) is followed too. Electron-free, so Node tests drive it.
 */

/** The port phones use when it is free (web mode's): the same links work after a restart. */
export const PHONES_PORT = 5174

export interface PhonesHostOptions {
  services: Services
  rendererDir: string
  /** The network address; by default the one findLanAddress picks when switched on (tests: 127.0.0.2, or null). */
  address?: string | null
  port?: number
}

export class PhonesHost implements PhoneJoining {
  private server: PhonesServer | null = null
  private host: string | null = null
  private note: PhonesNote | null = null
  /** What the owner asked for (the stored setting); the server may still have failed to start. */
  private wanted = false
  /** Starting and stopping happen one at a time, in the order asked. */
  private queue: Promise<unknown> = Promise.resolve()
  private readonly unsubscribe: () => void

  constructor(private readonly opts: PhonesHostOptions) {
    this.unsubscribe = opts.services.hub.subscribe((msg) => {
      if (msg.event !== 'settings.changed') return
      const { phonesJoin } = msg.data as Settings
      if (phonesJoin === this.wanted) return
      this.wanted = phonesJoin
      void this.apply(phonesJoin).catch(() => {})
    })
  }

  /** At start-up: phones may join if the stored setting says so. Never rejects (the status says why). */
  async start(): Promise<PhonesStatus> {
    const reply = await this.opts.services.hub.handle({ id: 0, method: 'settings.get' })
    this.wanted = reply.type === 'result' && (reply.result as Settings).phonesJoin
    return this.apply(this.wanted).catch(() => this.status())
  }

  status(): PhonesStatus {
    const lanUrl = this.server && this.host ? `http://${this.host}:${this.server.port}/` : null
    // Data, not words: the panel says it in the app's language (issue #23).
    return { joining: lanUrl !== null, lanUrl, note: lanUrl ? { kind: 'same-network' } : this.note }
  }

  /** Links only while the server runs: there is no other address a phone could open. */
  baseUrl(): string | null {
    return this.status().lanUrl
  }

  phonesOn(sessionId: string, seat: number): number {
    return this.server?.phonesOn(sessionId, seat) ?? 0
  }

  /** The owner's switch (the Phones panel, Settings): kept as the setting, then applied. */
  async setJoining(enabled: boolean): Promise<PhonesStatus> {
    this.wanted = enabled
    const saved = await this.opts.services.hub.handle({
      id: 0,
      method: 'settings.set',
      params: { phonesJoin: enabled },
    })
    if (saved.type === 'error') throw new ApiError(saved.error.code, saved.error.message)
    return this.apply(enabled)
  }

  /** The app is quitting: the server and every phone's socket close; the setting stays as it is. */
  async close(): Promise<void> {
    this.unsubscribe()
    await this.apply(false).catch(() => {})
  }

  /** Starts or stops the server (in turn with any other switch); the panel hears the new status. */
  private apply(enabled: boolean): Promise<PhonesStatus> {
    const run = async (): Promise<PhonesStatus> => {
      try {
        if (enabled && !this.server) await this.open()
        if (!enabled && this.server) await this.stop()
      } finally {
        // Also when starting failed: the note says why.
        this.opts.services.hub.emit('phones.changed', this.status())
      }
      return this.status()
    }
    const next = this.queue.then(run, run)
    this.queue = next.catch(() => {})
    return next
  }

  private async open(): Promise<void> {
    const address = this.opts.address === undefined ? findLanAddress() : this.opts.address
    if (!address) {
      this.note = { kind: 'no-network' }
      throw new ApiError('unavailable', 'no-network: this computer has no local network address')
    }
    const port = this.opts.port ?? PHONES_PORT
    try {
      this.server = await PhonesServer.start({ ...this.opts, address, port })
    } catch (e) {
      this.note = { kind: 'port-busy', address, port: port || PHONES_PORT }
      // The OS's words are for the log; the person at the screen gets the note.
      console.warn(`[phones] cannot listen on ${address}:${port}: ${(e as Error).message}`)
      throw new ApiError('unavailable', `port-busy: ${address}:${port}`)
    }
    this.host = address
    this.note = null
  }

  private async stop(): Promise<void> {
    const server = this.server
    this.server = null
    this.host = null
    await server?.close()
  }
}
