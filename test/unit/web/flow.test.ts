import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EventMessage, ServerMessage } from '../../../src/shared/api'
import { SocketFlow, type FlowSocket } from '../../../src/main/web/flow'
import { SOCKET_LIMITS, type SocketLimits } from '../../../src/main/web/limits'

/** A socket whose writes complete only when the test says so (a client that does not read). */
class FakeSocket implements FlowSocket {
  readyState = 1
  paused = false
  sent: string[] = []
  closed: { code: number; reason: string } | null = null
  terminated = false
  private callbacks: (() => void)[] = []
  send(data: string, cb: () => void): void {
    this.sent.push(data)
    this.callbacks.push(cb)
  }
  pause(): void {
    this.paused = true
  }
  resume(): void {
    this.paused = false
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason }
  }
  terminate(): void {
    this.terminated = true
    this.readyState = 3
  }
  /** The client reads everything sent so far. */
  drain(): void {
    for (const cb of this.callbacks.splice(0)) cb()
  }
}

const LIMITS: SocketLimits = {
  ...SOCKET_LIMITS,
  maxQueuedBytes: 1000,
  maxInFlight: 2,
  maxWaitingRequests: 10,
  maxWaitingBytes: 400,
  maxQueuedEventBytes: 300,
}

/** A handler that answers each request with `size` bytes of padding, when the test releases it. */
function setup(size = 10): {
  socket: FakeSocket
  flow: SocketFlow
  started: string[]
  release: () => Promise<void>
} {
  const socket = new FakeSocket()
  const started: string[] = []
  const pending: (() => void)[] = []
  const handle = (raw: string): Promise<ServerMessage> => {
    started.push(raw)
    const id = Number(raw)
    return new Promise((resolve) =>
      pending.push(() =>
        resolve({ type: 'result', id, result: 'x'.repeat(size) } as unknown as ServerMessage),
      ),
    )
  }
  const flow = new SocketFlow(socket, handle, LIMITS)
  const release = async (): Promise<void> => {
    for (const r of pending.splice(0)) r()
    await new Promise((r) => setTimeout(r, 0))
  }
  return { socket, flow, started, release }
}

const event: EventMessage = { type: 'event', event: 'scores.changed', data: {} }

afterEach(() => {
  vi.useRealTimers()
})

describe('the flow of one socket', () => {
  it('handles at most maxInFlight requests at once, in order, and stops reading meanwhile', async () => {
    const { socket, flow, started, release } = setup()
    for (let i = 1; i <= 5; i++) flow.receive(String(i))
    expect(started).toEqual(['1', '2'])
    expect(socket.paused).toBe(true)
    await release()
    expect(started).toEqual(['1', '2', '3', '4'])
    await release()
    await release()
    expect(started).toEqual(['1', '2', '3', '4', '5'])
    expect(socket.sent.map((s) => (JSON.parse(s) as { id: number }).id)).toEqual([1, 2, 3, 4, 5])
    expect(socket.paused).toBe(false)
  })

  it('starts nothing more while maxQueuedBytes of replies wait to be read, and goes on once they are', async () => {
    const { socket, flow, started, release } = setup(600)
    flow.receive('1')
    flow.receive('2')
    await release()
    // Two replies of ~650 bytes are queued (over 1000): the third request waits, reading has stopped.
    flow.receive('3')
    await release()
    expect(started).toEqual(['1', '2'])
    expect(socket.paused).toBe(true)
    socket.drain()
    expect(started).toEqual(['1', '2', '3'])
    await release()
    socket.drain()
    expect(socket.paused).toBe(false)
    expect(socket.sent).toHaveLength(3)
  })

  it('closes a socket that floods past the requests it may have waiting (1008), and handles no more', async () => {
    const { socket, flow, started, release } = setup()
    for (let i = 1; i <= 13; i++) flow.receive(String(i)) // 2 started, 10 waiting, then one too many
    expect(socket.closed).toEqual({ code: 1008, reason: 'too many requests waiting' })
    expect(flow.closedFor).toBe('too many requests waiting')
    await release()
    expect(started).toEqual(['1', '2'])
    expect(socket.sent).toEqual([])
    // Bytes count too: one request too big to wait behind the others.
    const second = setup()
    second.flow.receive('1')
    second.flow.receive('2')
    second.flow.receive('3'.repeat(401))
    expect(second.socket.closed?.code).toBe(1008)
  })

  it('closes a socket that does not read its events, and drops it if the client never answers the close', () => {
    vi.useFakeTimers()
    const { socket, flow } = setup()
    for (let i = 0; i < 5; i++) flow.event(event)
    expect(socket.closed).toBeNull()
    socket.drain()
    for (let i = 0; i < 5; i++) flow.event(event)
    expect(socket.closed).toBeNull()
    for (let i = 0; i < 5; i++) flow.event(event)
    expect(socket.closed).toEqual({ code: 1008, reason: 'not reading its messages' })
    expect(socket.terminated).toBe(false)
    vi.advanceTimersByTime(LIMITS.closeGraceMs)
    expect(socket.terminated).toBe(true)
  })

  it('closes a socket of which nothing queued is written for stalledMs', () => {
    vi.useFakeTimers()
    const { socket, flow } = setup()
    flow.event(event)
    vi.advanceTimersByTime(LIMITS.stalledMs - 1)
    socket.drain() // it read: the clock starts again with the next message
    flow.event(event)
    vi.advanceTimersByTime(LIMITS.stalledMs - 1)
    expect(socket.closed).toBeNull()
    vi.advanceTimersByTime(1)
    expect(socket.closed).toEqual({ code: 1008, reason: 'stopped reading its messages' })
  })
})
