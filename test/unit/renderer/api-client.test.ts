import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/** A stand-in for the browser's WebSocket: the test opens, answers and drops it by hand. */
class FakeSocket {
  static readonly OPEN = 1
  static all: FakeSocket[] = []
  readyState = 0
  sent: string[] = []
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number; reason: string; wasClean: boolean }) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(raw: string): void {
    this.sent.push(raw)
  }
  open(): void {
    this.readyState = FakeSocket.OPEN
    this.onopen?.()
  }
  drop(): void {
    this.readyState = 3
    this.onclose?.({ code: 1006, reason: '', wasClean: false })
  }
  reply(raw: string, result: unknown): void {
    const { id } = JSON.parse(raw) as { id: number }
    this.onmessage?.({ data: JSON.stringify({ type: 'result', id, result }) })
  }
}
const latest = (): FakeSocket => FakeSocket.all[FakeSocket.all.length - 1]!

let api: typeof import('../../../src/renderer/src/lib/api').api
let REQUEST_TIMEOUT_MS: number

beforeAll(async () => {
  vi.useFakeTimers()
  vi.stubGlobal('window', {})
  vi.stubGlobal('location', { protocol: 'http:', host: 'localhost:1' })
  vi.stubGlobal('WebSocket', FakeSocket)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  ;({ api, REQUEST_TIMEOUT_MS } = await import('../../../src/renderer/src/lib/api'))
})
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('web-mode API client', () => {
  it('fails a request the dropped connection took with it, and sends a later one once it is back', async () => {
    latest().open()
    const lost = api.request('players.list')
    expect(latest().sent).toHaveLength(1)
    latest().drop()
    await expect(lost).rejects.toMatchObject({ code: 'unavailable' })

    // Made while the connection is down: it waits, through a failed attempt to reconnect as well.
    let settled = ''
    const later = api.request('players.list').then(
      (r) => void (settled = `resolved ${JSON.stringify(r)}`),
      (e: Error) => void (settled = `rejected ${e.message}`),
    )
    vi.advanceTimersByTime(700)
    latest().drop()
    await Promise.resolve()
    expect(settled).toBe('')
    vi.advanceTimersByTime(700)
    const socket = latest()
    socket.open()
    expect(socket.sent).toHaveLength(1)
    socket.reply(socket.sent[0]!, [])
    await later
    expect(settled).toBe('resolved []')
  })

  it('fails a request that gets no reply within the timeout, and ignores a reply that comes later', async () => {
    const socket = latest()
    expect(socket.readyState).toBe(FakeSocket.OPEN)
    const lost = api.request('players.list')
    const raw = socket.sent[socket.sent.length - 1]!
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1)
    let settled = false
    void lost.catch(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    vi.advanceTimersByTime(1)
    await expect(lost).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The app did not answer within 30 s (players.list).',
    })
    expect(() => socket.reply(raw, [])).not.toThrow()
  })

  it('clears the timer of a request once it is answered', async () => {
    const socket = latest()
    const timers = vi.getTimerCount()
    const answered = api.request('players.list')
    expect(vi.getTimerCount()).toBe(timers + 1)
    socket.reply(socket.sent[socket.sent.length - 1]!, [])
    await expect(answered).resolves.toEqual([])
    expect(vi.getTimerCount()).toBe(timers)
  })

  it('never sends a request that timed out while waiting for the connection', async () => {
    latest().drop()
    const waiting = api.request('players.list')
    void waiting.catch(() => undefined)
    // Reconnecting keeps failing for the whole timeout.
    for (let t = 0; t < REQUEST_TIMEOUT_MS; t += 700) {
      vi.advanceTimersByTime(700)
      latest().drop()
    }
    await expect(waiting).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Could not reach the app within 30 s; nothing was sent (players.list).',
    })
    vi.advanceTimersByTime(700)
    const socket = latest()
    socket.open()
    expect(socket.sent).toEqual([])
  })
})
