import http from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { MAX_MESSAGE_BYTES } from '../../../src/shared/api'
import { SOCKET_LIMITS } from '../../../src/main/web/limits'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'

/** The lines the server wrote to stderr about its sockets. */
function socketLines(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('[web] socket'))
}

async function open(server: WebServer): Promise<WebSocket> {
  const ws = new WebSocket(server.url.replace(/^http/, 'ws') + 'api')
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject))
  return ws
}

/** One request and its reply; fails if the socket closes first or no reply comes within 2 s. */
async function info(ws: WebSocket, id: number): Promise<void> {
  const reply = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      done()
      reject(new Error(`no reply to ${id}`))
    }, 2000)
    const done = (): void => {
      clearTimeout(timer)
      ws.off('message', on)
      ws.off('close', onClose)
    }
    const on = (d: WebSocket.RawData): void => {
      if ((JSON.parse(d.toString()) as { id?: number }).id !== id) return
      done()
      resolve()
    }
    const onClose = (code: number): void => {
      done()
      reject(new Error(`the socket closed (${code}) before the reply to ${id}`))
    }
    ws.on('message', on)
    ws.on('close', onClose)
  })
  ws.send(JSON.stringify({ id, method: 'app.info', params: {} }))
  await reply
}

const closed = (ws: WebSocket): Promise<number> =>
  new Promise((resolve) => ws.once('close', (code) => resolve(code)))

/** Waits until the server has logged n socket lines (its 'close' comes a moment after the client's). */
async function lines(spy: { mock: { calls: unknown[][] } }, n: number): Promise<string[]> {
  await vi.waitFor(() => expect(socketLines(spy).length).toBeGreaterThanOrEqual(n), { timeout: 2000 })
  await new Promise((r) => setTimeout(r, 50))
  return socketLines(spy)
}

describe('web-mode sockets', () => {
  let dispose: (() => Promise<void>) | null = null
  afterEach(async () => {
    await dispose?.()
    dispose = null
    vi.restoreAllMocks()
  })

  it('logs one line for a socket that ends abnormally: code, reason, age and traffic', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = await startTestServer('tc-sockets-')
    dispose = started.dispose
    const ws = await open(started.server)
    await info(ws, 1)
    await info(ws, 2)
    // A frame over the limit makes ws close the socket (1009) after an error.
    const gone = closed(ws)
    ws.send('x'.repeat(MAX_MESSAGE_BYTES * 4 + 1))
    expect(await gone).toBe(1009)
    const [line, ...more] = await lines(spy, 1)
    expect(more).toEqual([])
    // The server destroys the socket after sending 1009, so its own close code is 1006: the error says why.
    expect(line).toMatch(
      /^\[web\] socket 1 closed abnormally: code \d+, reason ".*", error WS_ERR_UNSUPPORTED_MESSAGE_LENGTH: /,
    )
    expect(line).toMatch(/open \d+\.\d s, 2 messages in, 2 out, last message in \d+\.\d s ago$/)
  })

  it('logs a client that vanishes without a close frame, not one that closes cleanly', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = await startTestServer('tc-sockets-')
    dispose = started.dispose
    const a = await open(started.server)
    const b = await open(started.server)
    const c = await open(started.server)
    a.close(1000)
    b.close() // a close frame without a code: 1005 at the server
    await Promise.all([closed(a), closed(b)])
    c.terminate()
    const found = await lines(spy, 1)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^\[web\] socket 3 closed abnormally: code 1006, reason "", open /)
  })

  it("with socketLog 'all' logs every opening and close; the server's shutdown logs nothing by default", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const verbose = await startTestServer('tc-sockets-', { socketLog: 'all' })
    const ws = await open(verbose.server)
    ws.close(1000)
    await closed(ws)
    const found = await lines(spy, 2)
    expect(found[0]).toBe('[web] socket 1 opened (1 open)')
    expect(found[1]).toMatch(/^\[web\] socket 1 closed: code 1000, reason "", open /)
    await verbose.dispose()

    spy.mockClear()
    const quiet = await startTestServer('tc-sockets-')
    const left = await open(quiet.server)
    const gone = closed(left)
    await quiet.dispose()
    await gone
    await new Promise((r) => setTimeout(r, 50))
    expect(socketLines(spy)).toEqual([])
  })

  it("an upgraded socket outlives the HTTP server's request, headers and keep-alive timeouts", async () => {
    // Node 18+ destroys connections whose request outlasts requestTimeout/headersTimeout (checked every
    // connectionsCheckingInterval); a socket handed over by the 'upgrade' event must not count. The
    // same server with the timeouts cut to a fraction of a second, as if minutes had gone by.
    const create = http.createServer.bind(http)
    vi.spyOn(http, 'createServer').mockImplementation(((listener: http.RequestListener) =>
      create(
        { requestTimeout: 400, headersTimeout: 300, keepAliveTimeout: 100, connectionsCheckingInterval: 50 },
        listener,
      )) as typeof http.createServer)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = await startTestServer('tc-sockets-')
    dispose = started.dispose
    expect(http.createServer).toHaveBeenCalledTimes(1)
    // The cut timeouts are in force: a request whose headers never end is answered 408 and closed.
    const stalled = net.connect(started.server.port, '127.0.0.1')
    let answer = ''
    stalled.on('data', (d) => (answer += d.toString()))
    stalled.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    await new Promise((resolve) => stalled.once('close', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    // The page is fetched first (a keep-alive connection), then the API socket opens.
    expect((await fetch(started.server.url)).status).toBe(200)
    const quiet = await open(started.server)
    const busy = await open(started.server)
    let drops = 0
    quiet.on('close', () => drops++)
    busy.on('close', () => drops++)
    for (let i = 1; i <= 6; i++) {
      await new Promise((r) => setTimeout(r, 200))
      await info(busy, i)
    }
    expect(drops).toBe(0)
    await info(quiet, 99)
    expect(quiet.readyState).toBe(WebSocket.OPEN)
    quiet.close()
    busy.close()
  })

  it('refuses sockets past maxSockets (HTTP 503) and takes one again once another closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = await startTestServer('tc-sockets-')
    dispose = started.dispose
    const all = await Promise.all(
      Array.from({ length: SOCKET_LIMITS.maxSockets }, () => open(started.server)),
    )
    await expect(open(started.server)).rejects.toThrow(/503/)
    const gone = closed(all[0]!)
    all[0]!.close()
    await gone
    await vi.waitFor(async () => info(await open(started.server), 1), { timeout: 2000 })
    for (const ws of all) ws.close()
  })
})
