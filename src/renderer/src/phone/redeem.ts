import * as v from 'valibot'
import { GUEST_SOCKET_PATH, JoinCodeSchema } from '../../../shared/api'

/** How typing a code ended: the seat's token, or why not (as data, worded by the page). */
export type Redeemed = { token: string } | { problem: 'bad' | 'wrong' | 'slow' | 'offline' }

const TIMEOUT_MS = 10_000

/**
 * Trades a typed short code for its seat's token over the phones' socket (one call, then closed).
 * The code is checked here first, by the same schema as the server's, so a typo costs no attempt.
 */
export function redeem(typed: string): Promise<Redeemed> {
  const checked = v.safeParse(JoinCodeSchema, typed)
  if (!checked.success) return Promise.resolve({ problem: 'bad' })
  return new Promise((resolve) => {
    const socket = new WebSocket(
      `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GUEST_SOCKET_PATH}`,
    )
    const done = (r: Redeemed): void => {
      clearTimeout(timer)
      socket.onclose = null
      socket.close(1000)
      resolve(r)
    }
    const timer = setTimeout(() => done({ problem: 'offline' }), TIMEOUT_MS)
    socket.onopen = () =>
      socket.send(JSON.stringify({ id: 1, method: 'seat.redeem', params: { code: checked.output } }))
    socket.onclose = () => done({ problem: 'offline' })
    socket.onmessage = (e) => {
      const reply = JSON.parse(String(e.data)) as
        | { type: 'result'; result: { token: string } }
        | { type: 'error'; error: { code: string; message: string } }
      if (reply.type === 'result') return done({ token: reply.result.token })
      console.warn('[phone]', reply.error.message)
      const code = reply.error.code
      done({ problem: code === 'rate_limited' ? 'slow' : code === 'bad_request' ? 'bad' : 'wrong' })
    }
  })
}
