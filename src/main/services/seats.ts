import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { SeatEndReason } from '../../shared/api'
import { JoinCodes } from './join-codes'

/**
 * Seat tokens: what lets a phone play one seat of one live game and nothing else (issue #24).
 *
 * A token is 32 bytes from the OS's CSPRNG (256 bits, base64url), lives only in this process's
 * memory (never in the database, so it dies with the game or the app), and is compared in constant
 * time: the presented token is hashed to a fixed 32 bytes and checked against every live token's
 * hash with timingSafeEqual, so neither the length nor the first differing byte shows in the timing.
 */

/** Requests a token may make: a bucket of `burst`, refilled at `perSecond` (a phone needs a few). */
export const SEAT_RATE = { burst: 30, perSecond: 10 } as const

export interface SeatGrant {
  readonly sessionId: string
  readonly seat: number
  readonly token: string
}

interface Entry extends SeatGrant {
  readonly hash: Buffer
  tokens: number
  refilledAt: number
  /** A phone joined with this token: the seat is the phone's until the token ends. */
  held: boolean
}

const TOKEN_BYTES = 32

function hashOf(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest()
}

export class SeatsService {
  /** sessionId → seat → its live token. */
  private games = new Map<string, Map<number, Entry>>()
  private revokeListeners = new Set<(grant: SeatGrant, reason: SeatEndReason) => void>()
  /** The short codes that fetch a seat's token (a phone that cannot scan); they die with the token. */
  readonly codes: JoinCodes

  constructor(private readonly now: () => number = Date.now) {
    this.codes = new JoinCodes(now)
  }

  /** Called with every token revoked (the web server closes the phones that held it). */
  onRevoke(listener: (grant: SeatGrant, reason: SeatEndReason) => void): () => void {
    this.revokeListeners.add(listener)
    return () => this.revokeListeners.delete(listener)
  }

  /** The seat's token, issued now if it has none. */
  issue(sessionId: string, seat: number): SeatGrant {
    const seats = this.games.get(sessionId) ?? new Map<number, Entry>()
    this.games.set(sessionId, seats)
    const existing = seats.get(seat)
    if (existing) return existing
    const token = randomBytes(TOKEN_BYTES).toString('base64url')
    const entry: Entry = {
      sessionId,
      seat,
      token,
      hash: hashOf(token),
      tokens: SEAT_RATE.burst,
      refilledAt: this.now(),
      held: false,
    }
    seats.set(seat, entry)
    return entry
  }

  /** The live token of a seat, if it has one (the owner's panel shows it again after a reload). */
  tokenOf(sessionId: string, seat: number): SeatGrant | null {
    return this.games.get(sessionId)?.get(seat) ?? null
  }

  /** The grant a token stands for, or null. Looks at every live token whatever happens. */
  resolve(token: string): SeatGrant | null {
    const presented = hashOf(token)
    let found: Entry | null = null
    for (const seats of this.games.values()) {
      for (const entry of seats.values()) {
        if (timingSafeEqual(presented, entry.hash) && found === null) found = entry
      }
    }
    return found
  }

  /** Whether a grant handed out earlier still holds (it is revoked the moment its seat is released). */
  isLive(grant: SeatGrant): boolean {
    return this.games.get(grant.sessionId)?.get(grant.seat) === grant
  }

  /** A phone joined with this grant: the screen may no longer move the seat (see heldByPhone). */
  markHeld(grant: SeatGrant): void {
    const entry = this.games.get(grant.sessionId)?.get(grant.seat)
    if (entry === grant) entry.held = true
  }

  /**
   * Whether a phone holds the seat: one joined with its live token. A token whose phone has not come
   * yet (a QR code on show) leaves the seat to the screen; releasing the seat ends the hold.
   */
  heldByPhone(sessionId: string, seat: number): boolean {
    return this.games.get(sessionId)?.get(seat)?.held === true
  }

  /** Takes one request from the grant's bucket; false when it is empty (the request is refused). */
  take(grant: SeatGrant): boolean {
    const entry = this.games.get(grant.sessionId)?.get(grant.seat)
    if (!entry || entry !== grant) return false
    const now = this.now()
    const refill = ((now - entry.refilledAt) / 1000) * SEAT_RATE.perSecond
    entry.tokens = Math.min(SEAT_RATE.burst, entry.tokens + refill)
    entry.refilledAt = now
    if (entry.tokens < 1) return false
    entry.tokens -= 1
    return true
  }

  /** Revokes one seat's token; true if it had one. */
  revokeSeat(sessionId: string, seat: number, reason: SeatEndReason): boolean {
    const seats = this.games.get(sessionId)
    const entry = seats?.get(seat)
    if (!seats || !entry) return false
    seats.delete(seat)
    if (seats.size === 0) this.games.delete(sessionId)
    this.codes.forget(entry)
    for (const l of this.revokeListeners) l(entry, reason)
    return true
  }

  /** Revokes every token of a game (it ended, or was abandoned). */
  revokeGame(sessionId: string, reason: SeatEndReason): void {
    for (const seat of [...(this.games.get(sessionId)?.keys() ?? [])])
      this.revokeSeat(sessionId, seat, reason)
  }

  /** Revokes every token of every game (phones may no longer join). */
  revokeAll(reason: SeatEndReason): void {
    for (const sessionId of [...this.games.keys()]) this.revokeGame(sessionId, reason)
  }

  /** Live tokens, for tests and the soak bench (memory must stay flat). */
  get size(): number {
    let n = 0
    for (const seats of this.games.values()) n += seats.size
    return n
  }
}
