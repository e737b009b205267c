import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../shared/api/join-code'
import type { SeatGrant } from './seats'

/**
 * Short join codes (issue #24): what a person types on a phone that cannot scan the QR code. A code
 * stands for one seat's long token and is only a way to fetch it, so it must not be easier to guess
 * than the token is to steal. Hence:
 *
 * - 6 characters of 32 (no 0/O/1/I): 32^6 = 2^30 ≈ 1.07 billion codes, drawn with crypto.randomInt;
 * - single use: it dies when redeemed, when a phone joins the seat by any way (no new code for that
 *   token afterwards: a further phone needs "New phone"), when the seat's token is revoked (the game
 *   ends, the seat goes back to the screen), and JOIN_CODE_LIFETIME_MS after it was given;
 * - every attempt, right or wrong, takes one from its client address's bucket and one from a bucket
 *   shared by all addresses (JOIN_RATE): at most 20 + 20 a minute get compared at all, so in the
 *   5 minutes a code lives at most 120 attempts are judged. With 8 live codes (a full table) one
 *   attempt wins with chance 8 / 2^30; 120 attempts win with chance < 9 × 10^-7, and a whole day
 *   of non-stop guessing (28,800 attempts) with chance ≈ 2 × 10^-4, each win being one seat of one game;
 * - compared in constant time: the presented code is hashed and checked against every live code's
 *   hash with timingSafeEqual, so timing shows neither which code is near nor where it differs.
 */

export const JOIN_CODE_LIFETIME_MS = 5 * 60_000

/** Buckets of attempts: `burst` at once, refilled at `perSecond`. */
export const JOIN_RATE = {
  perClient: { burst: 5, perSecond: 1 / 10 },
  global: { burst: 20, perSecond: 1 / 3 },
} as const

/** Client addresses remembered at most (an address whose bucket is full again is forgotten first). */
const MAX_CLIENTS = 1024

export interface JoinCode {
  /** The code as typed: JOIN_CODE_LENGTH characters of JOIN_CODE_ALPHABET. */
  code: string
  /** When it stops working (ms since the epoch, this machine's clock). */
  expiresAt: number
}

export type Redeemed = { ok: true; grant: SeatGrant } | { ok: false; why: 'rate_limited' | 'unknown' }

class Bucket {
  private tokens: number
  private at: number
  constructor(
    private readonly rate: { burst: number; perSecond: number },
    now: number,
  ) {
    this.tokens = rate.burst
    this.at = now
  }
  private refill(now: number): void {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.at) / 1000) * this.rate.perSecond)
    this.at = now
  }
  take(now: number): boolean {
    this.refill(now)
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
  isFull(now: number): boolean {
    this.refill(now)
    return this.tokens >= this.rate.burst
  }
}

interface Entry extends JoinCode {
  readonly hash: Buffer
  readonly grant: SeatGrant
}

function hashOf(code: string): Buffer {
  return createHash('sha256').update(code, 'utf8').digest()
}

function newCode(): string {
  let code = ''
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]
  return code
}

export class JoinCodes {
  /** The live code of each seat grant that has one. */
  private codes = new Map<SeatGrant, Entry>()
  /** Grants a phone has joined: they get no code again. */
  private spent = new WeakSet<SeatGrant>()
  private clients = new Map<string, Bucket>()
  private readonly global: Bucket

  constructor(private readonly now: () => number = Date.now) {
    this.global = new Bucket(JOIN_RATE.global, now())
  }

  /** The grant's live code, a new one if it has none (or it expired); null once a phone joined it. */
  issue(grant: SeatGrant): JoinCode | null {
    if (this.spent.has(grant)) return null
    const live = this.codeOf(grant)
    if (live) return live
    let code = newCode()
    // Two live codes never match (a phone would get whichever came first).
    while ([...this.codes.values()].some((e) => e.code === code)) code = newCode()
    const entry: Entry = { code, expiresAt: this.now() + JOIN_CODE_LIFETIME_MS, hash: hashOf(code), grant }
    this.codes.set(grant, entry)
    return { code, expiresAt: entry.expiresAt }
  }

  /** The grant's code while it works, without giving one. */
  codeOf(grant: SeatGrant): JoinCode | null {
    const entry = this.codes.get(grant)
    if (!entry) return null
    if (entry.expiresAt <= this.now()) {
      this.codes.delete(grant)
      return null
    }
    return { code: entry.code, expiresAt: entry.expiresAt }
  }

  /** A phone joined the grant's seat: its code dies, and it gets none again. */
  spend(grant: SeatGrant): void {
    this.spent.add(grant)
    this.codes.delete(grant)
  }

  /** The grant was revoked: its code dies with it. */
  forget(grant: SeatGrant): void {
    this.codes.delete(grant)
  }

  /**
   * The seat a typed code stands for (the code dies), or why not. `code` is already normalised (the
   * guest schema upper-cases it and drops spaces and dashes); `client` is the connection's address.
   */
  redeem(code: string, client: string): Redeemed {
    const now = this.now()
    if (!this.clientBucket(client, now).take(now) || !this.global.take(now))
      return { ok: false, why: 'rate_limited' }
    const presented = hashOf(code)
    let found: Entry | null = null
    // Every live code is compared, whatever matched: the time taken does not depend on the code.
    for (const entry of this.codes.values()) {
      if (timingSafeEqual(presented, entry.hash) && found === null) found = entry
    }
    for (const [grant, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(grant)
    if (!found || found.expiresAt <= now) return { ok: false, why: 'unknown' }
    this.codes.delete(found.grant)
    return { ok: true, grant: found.grant }
  }

  private clientBucket(client: string, now: number): Bucket {
    let bucket = this.clients.get(client)
    if (bucket) return bucket
    // An address whose bucket refilled is the same as a new one: forget those before remembering more.
    if (this.clients.size >= MAX_CLIENTS)
      for (const [addr, b] of this.clients) if (b.isFull(now)) this.clients.delete(addr)
    bucket = new Bucket(JOIN_RATE.perClient, now)
    // Still full of addresses with attempts pending: a newcomer shares the strictest bucket there is.
    if (this.clients.size >= MAX_CLIENTS) return new Bucket({ burst: 0, perSecond: 0 }, now)
    this.clients.set(client, bucket)
    return bucket
  }

  /** Live codes and remembered addresses, for tests (memory stays bounded). */
  get size(): { codes: number; clients: number } {
    return { codes: this.codes.size, clients: this.clients.size }
  }
}
