import * as v from 'valibot'
import {
  ApiError,
  RequestEnvelopeSchema,
  guestRequests,
  isGuestMethod,
  type GuestEventMessage,
  type GuestResponse,
  type Method,
  type ResponseMessage,
  type SeatEndReason,
} from '../../shared/api'
import type { Services } from '../services/app'
import type { SeatGrant } from '../services/seats'
import { CLOSE_OVER_LIMIT } from './limits'

/** The close code after `seat.ended` (4000–4999 are the application's): the phone does not reconnect. */
export const CLOSE_SEAT_ENDED = 4001

/** A phone's messages are small (a move is under 200 bytes); anything larger is refused unparsed. */
export const GUEST_MAX_MESSAGE_BYTES = 4096
/** Joins with a token that is not valid before the socket is closed: nobody mistypes 43 characters. */
export const GUEST_MAX_FAILED_JOINS = 5

const NOT_YOURS = 'A phone can only play its own seat.'
const NO_SEAT = 'This link does not hold a seat (any more). Ask for a new QR code at the table.'

const NO_CODE = 'That code does not hold a seat (any more). Ask for a new code at the table.'

function refuse(id: number | null, code: ApiError['code'], message: string): GuestResponse {
  return { type: 'error', id, error: new ApiError(code, message).toBody() }
}

/**
 * One phone's socket: the guest role. It answers only the guest methods (shared/api/seats.ts); the
 * seat and the game always come from the token the socket joined with, never from the message, and
 * every call goes through the same services (and checks) as the owner's, so a phone can do nothing
 * with its seat that the screen could not. Everything else is `forbidden`, and changes nothing.
 */
export class GuestSocket {
  grant: SeatGrant | null = null
  private failedJoins = 0
  /** Pushes to the phone, in order: its last view is sent before the news that its seat ended. */
  private pushes: Promise<void> = Promise.resolve()

  constructor(
    private readonly services: Services,
    private readonly send: (msg: GuestEventMessage) => void,
    private readonly shut: (code: number, reason: string) => void,
    /** The connection's address: join codes are rate-limited per address (join-codes.ts). */
    private readonly client: string,
  ) {}

  /** Handles one raw message; always resolves to a reply, never throws. */
  async handleRaw(raw: string): Promise<GuestResponse> {
    if (raw.length > GUEST_MAX_MESSAGE_BYTES)
      return refuse(null, 'too_large', `A phone's message may be at most ${GUEST_MAX_MESSAGE_BYTES} bytes.`)
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return refuse(null, 'bad_json', 'The message is not valid JSON.')
    }
    const envelope = v.safeParse(RequestEnvelopeSchema, parsed)
    if (!envelope.success)
      return refuse(null, 'bad_request', 'A request needs a numeric id and a method name.')
    const { id, method, params } = envelope.output
    if (!isGuestMethod(method)) return refuse(id, 'forbidden', NOT_YOURS)
    const checked = v.safeParse(guestRequests[method] as v.GenericSchema, params)
    if (!checked.success) {
      const first = checked.issues[0]
      return refuse(id, 'bad_request', `Bad request for ${method}: ${first.message}`)
    }
    if (method === 'seat.join') return this.join(id, (checked.output as { token: string }).token)
    if (method === 'seat.redeem') return this.redeem(id, (checked.output as { code: string }).code)
    const grant = this.grant
    if (!grant || !this.services.seats.isLive(grant)) return refuse(id, 'forbidden', NO_SEAT)
    if (!this.services.seats.take(grant))
      return refuse(id, 'rate_limited', 'Too many requests from this phone; wait a moment.')
    const seatOf = { sessionId: grant.sessionId, seat: grant.seat }
    const p = checked.output as { move?: unknown; seq?: number }
    if (method === 'seat.snapshot') return this.call(id, 'games.snapshot', seatOf)
    if (method === 'seat.hint') return this.call(id, 'games.hint', seatOf)
    return this.call(id, 'games.move', { ...seatOf, move: p.move, seq: p.seq })
  }

  private async join(id: number, token: string): Promise<GuestResponse> {
    const grant = this.services.seats.resolve(token)
    if (!grant || (this.grant && this.grant !== grant)) {
      this.failedJoins += 1
      // Closed once this reply is on its way, so the phone still learns why.
      if (this.failedJoins >= GUEST_MAX_FAILED_JOINS)
        setImmediate(() => this.shut(CLOSE_OVER_LIMIT, 'too many joins with a wrong seat token'))
      return refuse(id, 'forbidden', NO_SEAT)
    }
    if (!this.services.seats.take(grant))
      return refuse(id, 'rate_limited', 'Too many requests from this phone; wait a moment.')
    const first = this.grant === null
    this.grant = grant
    // A phone holds the seat now: its short code dies, so nobody else can type their way in, and
    // the screen may no longer move it (services/app.ts).
    this.services.seats.codes.spend(grant)
    this.services.seats.markHeld(grant)
    const reply = await this.call(id, 'games.snapshot', { sessionId: grant.sessionId, seat: grant.seat })
    // The host's Phones panel shows which seats have a phone.
    if (first) this.services.hub.emit('seats.changed', { sessionId: grant.sessionId })
    return reply
  }

  /** A typed short code, for its seat's token; the code dies. Any failure changes nothing. */
  private redeem(id: number, code: string): GuestResponse {
    const found = this.services.seats.codes.redeem(code, this.client)
    if (found.ok && this.services.seats.isLive(found.grant))
      return { type: 'result', id, result: { token: found.grant.token } }
    if (!found.ok && found.why === 'rate_limited')
      return refuse(id, 'rate_limited', 'Too many codes tried; wait a minute, then try again.')
    return refuse(id, 'forbidden', NO_CODE)
  }

  private async call(id: number, method: Method, params: unknown): Promise<GuestResponse> {
    // The guests' hub: it moves the seat this phone holds, which the owner's hub refuses.
    const reply: ResponseMessage = await this.services.guests.handle({ id, method, params })
    return reply as GuestResponse
  }

  /** The game of this socket's seat changed: push the seat's own view (authorised now, sent in order). */
  gameUpdated(sessionId: string): void {
    const grant = this.grant
    if (!grant || grant.sessionId !== sessionId || !this.services.seats.isLive(grant)) return
    const at = { sessionId, seat: grant.seat }
    this.pushes = this.pushes.then(async () => {
      // The guests' hub (the seat is the phone's); handle never throws (every failure is a typed reply), so the chain never breaks.
      const reply = await this.services.guests.handle({ id: 0, method: 'games.snapshot', params: at })
      if (reply.type === 'result')
        this.send({ type: 'event', event: 'seat.snapshot', data: reply.result as never })
    })
  }

  /** The seat's token was revoked: say why (after any view on its way), then close. */
  ended(grant: SeatGrant, reason: SeatEndReason): void {
    if (this.grant !== grant) return
    this.grant = null
    this.pushes = this.pushes.then(() => {
      this.send({ type: 'event', event: 'seat.ended', data: { reason } })
      this.shut(CLOSE_SEAT_ENDED, `seat ended: ${reason}`)
    })
  }
}
