import type { WebSocket } from 'ws'
import type { Events } from '../../shared/api'
import type { Services } from '../services/app'
import type { SocketFlow } from './flow'
import { CLOSE_OVER_LIMIT } from './limits'
import { GuestSocket } from './seat-gateway'

/**
 * What web mode's server (server.ts) and the desktop app's server for phones (../phones-server.ts)
 * do alike with phones' sockets, so the two cannot drift apart.
 */

/**
 * A phone's side of a socket: its pushes go out through the socket's flow (`flow` is read when one
 * is sent, as the flow is made after the guest), and a close for going over a limit is noted on
 * the flow for the log. `client` is the socket's remote address (join codes' attempts are counted
 * per address).
 */
export function openGuest(
  services: Services,
  ws: WebSocket,
  flow: () => SocketFlow,
  client: string,
): GuestSocket {
  return new GuestSocket(
    services,
    (msg) => flow().event(msg),
    (code, reason) => {
      if (code === CLOSE_OVER_LIMIT) flow().closedFor = reason
      ws.close(code, reason)
    },
    client,
  )
}

/**
 * Tells each phone of updates to a game (its GuestSocket sends its own seat's view of its own game)
 * and of its seat's end. Returns the unsubscribers.
 */
export function relayToPhones(services: Services, phones: () => Iterable<GuestSocket>): (() => void)[] {
  return [
    services.hub.subscribe((msg) => {
      if (msg.event !== 'game.updated') return
      const { sessionId } = msg.data as Events['game.updated']
      for (const guest of phones()) guest.gameUpdated(sessionId)
    }),
    services.seats.onRevoke((grant, reason) => {
      for (const guest of phones()) guest.ended(grant, reason)
    }),
  ]
}

/** How many phones are connected with this seat's token (the host's Phones panel shows it). */
export function phonesOn(phones: Iterable<GuestSocket>, sessionId: string, seat: number): number {
  let n = 0
  for (const guest of phones) if (guest.grant?.sessionId === sessionId && guest.grant.seat === seat) n++
  return n
}

/** A frame as the flow takes it: a binary frame is marked so that it is refused, not parsed. */
export function frameText(data: WebSocket.RawData, isBinary: boolean): string {
  return isBinary ? '\u0000binary' : data.toString()
}
