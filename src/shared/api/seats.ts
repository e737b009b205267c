import * as v from 'valibot'
import { AnyMoveSchema } from './moves'
import { IdSchema } from './common'
import type { GameSnapshot } from './contract'
import type { ApiErrorBody } from './errors'
import { JoinCodeSchema } from './join-code'

/**
 * Phones at the table (issue #24): what the owner's screen asks about phone seats, and the whole,
 * separate vocabulary of a phone (a guest). A phone holds a seat token and nothing else; it never
 * reaches the owner's methods (docs/architecture.md, "Phones at the table").
 */

// ---- owner side ------------------------------------------------------------------------------

/**
 * What the host's panel tells the person at the screen about joining, as data: the panel words it in
 * the app's language (issue #23). `same-network` while phones may join; `no-network` when this
 * computer has no network address; `port-busy` when the address and port could not be listened on
 * (the OS's own error goes to the console log only); `unsupported` where nothing serves phones.
 */
export const PhonesNoteSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('same-network') }),
  v.strictObject({ kind: v.literal('no-network') }),
  v.strictObject({
    kind: v.literal('port-busy'),
    address: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  }),
  v.strictObject({ kind: v.literal('unsupported') }),
])
export type PhonesNote = v.InferOutput<typeof PhonesNoteSchema>

/** Whether phones may join, and the address they use (null while they may not, or none was found). */
export const PhonesStatusSchema = v.strictObject({
  joining: v.boolean(),
  /** http://<local network address>:<port>/ while joining; phones open it plus `#/seat/<token>`. */
  lanUrl: v.nullable(v.pipe(v.string(), v.url(), v.maxLength(128))),
  /** What to tell the person at the screen about joining; null when there is nothing to say. */
  note: v.nullable(PhonesNoteSchema),
})
export type PhonesStatus = v.InferOutput<typeof PhonesStatusSchema>

/** One human seat of a live game, as the host's Phones panel shows it. */
export interface SeatLink {
  seat: number
  name: string
  colour: string
  /** The seat token, or null once the seat was handed back to the screen. */
  token: string | null
  /** The link a phone opens (LAN address while joining, else 127.0.0.1), null without a token. */
  url: string | null
  /** Phones connected with this seat's token right now. */
  phones: number
  /**
   * The short code a phone may type at `joinUrl` instead of scanning, while it works (null once a
   * phone joined the seat, without a token, or after it expired: asking with `issue` gives a new one).
   */
  code: string | null
  /** When the code stops working (ms since the epoch, the host's clock), null without a code. */
  codeExpiresAt: number | null
  /** The short address where a phone types the code (http://<address>:<port>/j), null without a code. */
  joinUrl: string | null
}

export const seatOwnerRequests = {
  'phones.status': v.optional(v.strictObject({}), {}),
  'phones.setJoining': v.strictObject({ enabled: v.boolean() }),
  /**
   * Lists the human seats with their links; with `issue` (the default) it first gives a token to every
   * human seat that has none (the Phones panel opening), and a short code to every token no phone has
   * joined yet whose code is gone (expired). Without, it only reads (the panel refreshing).
   */
  'seats.links': v.strictObject({
    sessionId: IdSchema,
    issue: v.optional(v.boolean(), true),
    /** Give codes (as with `issue`) without giving tokens: the panel renewing an expired code. */
    codes: v.optional(v.boolean()),
  }),
  /**
   * Takes a seat from its phone: `newPhone` true gives the seat a new token (the old phone is out, a
   * new QR code appears); false hands the seat back to the screen (no token until links is asked again).
   */
  'seats.release': v.strictObject({
    sessionId: IdSchema,
    seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
    newPhone: v.boolean(),
  }),
} as const

export interface SeatOwnerResults {
  'phones.status': PhonesStatus
  'phones.setJoining': PhonesStatus
  'seats.links': SeatLink[]
  'seats.release': SeatLink[]
}

export interface SeatOwnerEvents {
  'phones.changed': PhonesStatus
  /** A phone joined or left, or a token was issued or revoked: the Phones panel asks for links again. */
  'seats.changed': { sessionId: string }
}

// ---- guest side (a phone) --------------------------------------------------------------------

/** 32 random bytes in base64url: 43 characters. */
export const SEAT_TOKEN_LENGTH = 43
export const SeatTokenSchema = v.pipe(
  v.string(),
  v.length(SEAT_TOKEN_LENGTH, 'A seat token has 43 characters.'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'A seat token is base64url.'),
)

/**
 * Everything a phone may call. No method names a game or a seat: both come from the token the
 * socket joined with, so a phone cannot even ask for another seat.
 */
export const guestRequests = {
  'seat.join': v.strictObject({ token: SeatTokenSchema }),
  'seat.snapshot': v.optional(v.strictObject({}), {}),
  'seat.move': v.strictObject({
    move: AnyMoveSchema,
    seq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  'seat.hint': v.optional(v.strictObject({}), {}),
  /**
   * A short code typed on the join page, for its seat's token (the page then opens the seat's link).
   * The only call a socket may make without a token; rate-limited per address and overall.
   */
  'seat.redeem': v.strictObject({ code: JoinCodeSchema }),
} as const
export type GuestMethod = keyof typeof guestRequests
export type GuestParams<M extends GuestMethod> = v.InferOutput<(typeof guestRequests)[M]>

export interface GuestResults {
  'seat.join': GameSnapshot
  'seat.snapshot': GameSnapshot
  'seat.move': GameSnapshot
  'seat.hint': { move: unknown | null }
  'seat.redeem': { token: string }
}

/** Why a phone lost its seat. */
export type SeatEndReason = 'removed' | 'handed-back' | 'game-over' | 'abandoned' | 'phones-off'

export interface GuestEvents {
  /** The seat's own view, pushed after every change of the game (no request needed). */
  'seat.snapshot': GameSnapshot
  /** The token is revoked; the socket closes right after. */
  'seat.ended': { reason: SeatEndReason }
}
export type GuestEventName = keyof GuestEvents
export type GuestEventMessage<E extends GuestEventName = GuestEventName> = {
  type: 'event'
  event: E
  data: GuestEvents[E]
}
export type GuestResponse<M extends GuestMethod = GuestMethod> =
  | { type: 'result'; id: number; result: GuestResults[M] }
  | { type: 'error'; id: number | null; error: ApiErrorBody }

export function isGuestMethod(name: string): name is GuestMethod {
  return Object.prototype.hasOwnProperty.call(guestRequests, name)
}

/** The WebSocket path of phones; the owner's page uses /api, which phones never reach. */
export const GUEST_SOCKET_PATH = '/api/seat'
