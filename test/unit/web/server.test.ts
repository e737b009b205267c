import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'

let server: WebServer
let dispose: () => Promise<void>

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-web-'))
})

afterAll(async () => {
  await dispose()
})

function dump(): string {
  const db = server.services.db
  const tables = ['players', 'settings', 'games', 'game_seats', 'moves']
  return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()))
}

/** Random junk shaped like, and unlike, real requests. */
function malformed(rng: Rng, i: number): string {
  const methods = [
    'players.create',
    'players.rename',
    'settings.set',
    'games.move',
    'nope',
    '',
    'constructor',
    '__proto__',
  ]
  const junk = (): unknown =>
    rng.pick<unknown>([
      null,
      1e308,
      -1,
      'x'.repeat(rng.int(100)),
      [],
      {},
      true,
      { name: 42 },
      { id: '../../etc' },
      [1, [2]],
    ])
  switch (i % 9) {
    case 0:
      return '{' + 'x'.repeat(rng.int(50))
    case 1:
      return JSON.stringify(junk())
    case 2:
      return JSON.stringify({ id: junk(), method: rng.pick(methods), params: junk() })
    case 3:
      return JSON.stringify({ id: i, method: rng.pick(methods.slice(4)), params: {} })
    case 4:
      return JSON.stringify({ id: i, method: 'players.create', params: { name: junk(), extra: 1 } })
    case 5:
      return JSON.stringify({ id: i, method: 'settings.set', params: { theme: junk(), revealSeconds: 1e9 } })
    case 6:
      return JSON.stringify({
        id: i,
        method: 'games.move',
        params: { sessionId: '../x', seat: -3, move: junk() },
      })
    case 7:
      return String.fromCharCode(...Array.from({ length: 30 }, () => rng.int(65535)))
    default:
      return JSON.stringify({ id: i, method: 'players.rename', params: { id: 'missing', name: '' } })
  }
}

describe('web-mode server', () => {
  it('serves the renderer with a Content-Security-Policy and refuses path escapes', async () => {
    const res = await fetch(server.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    // A path that tries to climb out of the renderer folder stays inside it (here: the app page).
    const escape = await fetch(server.url + '..%2F..%2F..%2F..%2Fetc%2Fpasswd')
    expect(await escape.text()).not.toContain('root:')
    const dotted = await fetch(server.url + 'models/..%2F..%2F..%2Fetc%2Fpasswd')
    expect(dotted.status).toBe(404)
  })

  it('answers valid requests', async () => {
    const c = await TestClient.connect(server.url)
    const info = await c.ok<{ mode: string }>('app.info')
    expect(info.mode).toBe('web')
    const p = await c.ok<{ name: string }>('players.create', { name: 'Zed' })
    expect(p.name).toBe('Zed')
    c.close()
  })

  it('gives typed errors for bad JSON, unknown methods, bad params and oversized messages', async () => {
    const c = await TestClient.connect(server.url)
    const bad = await c.raw('{nope')
    expect(bad).toMatchObject({ type: 'error', id: null, error: { code: 'bad_json' } })
    const unknown = await c.raw(JSON.stringify({ id: 7, method: 'drop.tables' }), 7)
    expect(unknown).toMatchObject({ type: 'error', id: 7, error: { code: 'unknown_method' } })
    const params = await c.call('players.create', { name: '' })
    expect(params).toMatchObject({ type: 'error', error: { code: 'bad_request' } })
    expect(JSON.stringify(params)).toContain('params.name')
    const big = await c.raw(JSON.stringify({ id: 1, method: 'app.info', pad: 'x'.repeat(300_000) }), 1)
    expect(big).toMatchObject({ type: 'error', id: 1, error: { code: 'too_large' } })
    const dup = await c.call('players.create', { name: ' zED ' })
    expect(dup).toMatchObject({ type: 'error', error: { code: 'conflict' } })
    c.close()
  })

  it('survives 1,000 random malformed messages with the database unchanged', async () => {
    const c = await TestClient.connect(server.url)
    const before = dump()
    const rng = new Rng('malformed')
    for (let i = 0; i < 1000; i++) {
      const text = malformed(rng, i)
      let id: number | null = null
      try {
        const parsed = JSON.parse(text) as { id?: unknown }
        if (typeof parsed?.id === 'number' && Number.isSafeInteger(parsed.id) && parsed.id >= 0)
          id = parsed.id
      } catch {
        id = null
      }
      const reply = await c.raw(text, id)
      expect(reply.type).toBe('error')
    }
    expect(dump()).toBe(before)
    const info = await c.ok<{ mode: string }>('app.info')
    expect(info.mode).toBe('web')
    c.close()
  })

  it('refuses WebSocket connections from other web sites', async () => {
    await expect(TestClient.connect(server.url, 'https://evil.example')).rejects.toThrow(/403/)
  })
})
