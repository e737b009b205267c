import { ApiError, JOIN_PATH, type PhonesStatus, type SeatLink } from '../../shared/api'
import type { Handlers } from './hub'
import type { SeatsService } from './seats'
import type { SessionsService } from './sessions'

/**
 * Whether phones may join and where: the transport decides (web mode listens on the local network
 * address, the desktop app starts a small server). The services only ask.
 */
export interface PhoneJoining {
  status(): PhonesStatus
  setJoining(enabled: boolean): Promise<PhonesStatus>
  /** The base of phone links now (http://host:port/), or null when no server serves phones. */
  baseUrl(): string | null
  /** Phones connected with this seat's token. */
  phonesOn(sessionId: string, seat: number): number
}

/** Where nothing serves phones (a transport without a phone server). */
export const NO_PHONES: PhoneJoining = {
  status: () => ({
    joining: false,
    lanUrl: null,
    note: { kind: 'unsupported' },
  }),
  setJoining: () =>
    Promise.reject(new ApiError('unavailable', 'phones-unsupported: no server serves phones here')),
  baseUrl: () => null,
  phonesOn: () => 0,
}

type SeatOwnerHandlers = Pick<
  Handlers,
  'phones.status' | 'phones.setJoining' | 'seats.links' | 'seats.release'
>

/** The owner's calls about phone seats. Only the owner's transport reaches them (never a phone). */
export function seatOwnerHandlers(deps: {
  seats: SeatsService
  sessions: SessionsService
  phones: () => PhoneJoining
  changed: (sessionId: string) => void
}): SeatOwnerHandlers {
  const { seats, sessions } = deps
  /** The human seats of a live game (a finished one has no seats left to give). */
  function humanSeats(sessionId: string): ReturnType<SessionsService['snapshot']>['seats'] {
    const table = sessions.snapshot(sessionId, null)
    if (table.over) throw new ApiError('conflict', 'That game is over: its seats are no longer given out.')
    return table.seats.filter((s) => s.kind === 'human')
  }
  function links(sessionId: string, issue: boolean, codes = issue): SeatLink[] {
    const phones = deps.phones()
    const base = phones.baseUrl()
    return humanSeats(sessionId).map((s) => {
      // Without a server for phones no phone could use a token, and a seat with one hides its hand
      // from the screen: tokens are given only while phones can join.
      const give = issue && base !== null
      const grant = give ? seats.issue(sessionId, s.seat) : seats.tokenOf(sessionId, s.seat)
      const code = grant && base ? (codes ? seats.codes.issue(grant) : seats.codes.codeOf(grant)) : null
      return {
        seat: s.seat,
        name: s.name,
        colour: s.colour,
        token: grant?.token ?? null,
        url: grant && base ? `${base}#/seat/${grant.token}` : null,
        phones: grant ? phones.phonesOn(sessionId, s.seat) : 0,
        code: code?.code ?? null,
        codeExpiresAt: code?.expiresAt ?? null,
        joinUrl: code && base ? `${base}${JOIN_PATH.slice(1)}` : null,
      }
    })
  }
  return {
    'phones.status': () => deps.phones().status(),
    'phones.setJoining': (p) => deps.phones().setJoining(p.enabled),
    'seats.links': (p) => {
      const list = links(p.sessionId, p.issue, p.codes ?? p.issue)
      if (p.issue) deps.changed(p.sessionId)
      return list
    },
    'seats.release': (p) => {
      const human = humanSeats(p.sessionId).some((s) => s.seat === p.seat)
      if (!human) throw new ApiError('bad_request', 'That seat is not a person’s seat of this game.')
      seats.revokeSeat(p.sessionId, p.seat, p.newPhone ? 'removed' : 'handed-back')
      if (p.newPhone && deps.phones().baseUrl() !== null) seats.issue(p.sessionId, p.seat)
      deps.changed(p.sessionId)
      // The new phone's token comes with its short code.
      return links(p.sessionId, false, p.newPhone)
    },
  }
}
