import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'
import { PhoneClient, everything, sHeadTable, until, type Snap } from './seat-helpers'

/**
 * Issue #24's attacks: a phone's seat token reaches its own seat's snapshot, moves and hint, and
 * nothing else. Every refused call must also leave the database, the backups and the game as they were.
 */
let server: WebServer
let dispose: () => Promise<void>
let owner: TestClient
let table: Snap
let tokens: string[]

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-seat-'))
  owner = await TestClient.connect(server.url)
  await owner.ok('settings.set', { botPace: 'fast' })
  // sHeadTable returns once the computer has moved: from then on only people move the game.
  ;({ table, tokens } = await sHeadTable(owner, ['Ada', 'Bo']))
})

afterAll(async () => {
  owner.close()
  await dispose()
})

async function unchangedBy(attack: () => Promise<void>): Promise<void> {
  const before = await everything(server, owner)
  const seq = (await owner.ok<Snap>('games.snapshot', { sessionId: table.sessionId, seat: null })).seq
  await attack()
  expect(await everything(server, owner)).toBe(before)
  expect((await owner.ok<Snap>('games.snapshot', { sessionId: table.sessionId, seat: null })).seq).toBe(seq)
}

describe('a seat token', () => {
  it('is long, random and base64url', () => {
    expect(tokens).toHaveLength(2)
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(tokens[0]).not.toBe(tokens[1])
  })

  it('joins its own seat and sees that seat only', async () => {
    const phone = await PhoneClient.connect(server.url)
    const snap = await phone.ok<Snap>('seat.join', { token: tokens[0] })
    expect(snap.sessionId).toBe(table.sessionId)
    expect(snap.seat).toBe(0)
    expect((await phone.ok<Snap>('seat.snapshot')).seat).toBe(0)
    phone.close()
  })

  it("fails on every owner's call: scores, players, settings, backups, games, phones", async () => {
    const phone = await PhoneClient.connect(server.url)
    await phone.ok('seat.join', { token: tokens[0] })
    const calls: [string, unknown][] = [
      ['scores.export', { format: 'json' }],
      ['scores.import', { format: 'json', content: '{}' }],
      ['scores.history', {}],
      ['scores.leaderboard', {}],
      ['players.list', {}],
      ['players.create', { name: 'Mallory' }],
      ['players.rename', { id: 'x', name: 'Mallory' }],
      ['settings.get', {}],
      ['settings.set', { sound: false }],
      ['backups.list', {}],
      ['backups.create', {}],
      ['backups.restore', { name: 'x.sqlite' }],
      ['app.info', {}],
      ['games.start', { game: 's-head', seats: [] }],
      ['games.list', {}],
      ['games.abandon', { sessionId: table.sessionId }],
      ['games.snapshot', { sessionId: table.sessionId, seat: 1 }],
      ['games.snapshot', { sessionId: table.sessionId, seat: null }],
      ['games.move', { sessionId: table.sessionId, seat: 1, move: { type: 'ready' } }],
      ['games.hint', { sessionId: table.sessionId, seat: 1 }],
      ['seats.links', { sessionId: table.sessionId }],
      ['seats.release', { sessionId: table.sessionId, seat: 1, newPhone: true }],
      ['phones.setJoining', { enabled: true }],
      ['constructor', {}],
    ]
    await unchangedBy(async () => {
      for (const [method, params] of calls) {
        const reply = await phone.call(method, params)
        expect(reply.type, method).toBe('error')
        expect(reply.error?.code, method).toBe('forbidden')
      }
    })
    phone.close()
  })

  it('cannot name another seat: the seat comes from the token, and the guest calls take no seat', async () => {
    const phone = await PhoneClient.connect(server.url)
    await phone.ok('seat.join', { token: tokens[0] })
    await unchangedBy(async () => {
      for (const [method, params] of [
        ['seat.snapshot', { seat: 1 }],
        ['seat.move', { seat: 1, move: { type: 'ready' } }],
        ['seat.move', { sessionId: table.sessionId, move: { type: 'ready' } }],
        ['seat.hint', { seat: 1 }],
      ] as const) {
        const reply = await phone.call(method, params)
        expect(reply.error?.code, method).toBe('bad_request')
      }
      // A socket holds one seat: joining with another seat's token as well is refused.
      expect((await phone.call('seat.join', { token: tokens[1] })).error?.code).toBe('forbidden')
      expect((await phone.ok<Snap>('seat.snapshot')).seat).toBe(0)
    })
    phone.close()
  })

  it('plays its own seat', async () => {
    const phone = await PhoneClient.connect(server.url)
    const snap = await phone.ok<Snap>('seat.join', { token: tokens[1] })
    expect(snap.legal.length).toBeGreaterThan(0)
    const after = await phone.ok<Snap>('seat.move', {
      move: snap.legal[snap.legal.length - 1],
      seq: snap.seq,
    })
    expect(after.seq).toBe(snap.seq + 1)
    expect(after.seat).toBe(1)
    const db = server.services.db
    const last = db.prepare('SELECT seat FROM moves WHERE game_id = ? ORDER BY seq DESC').get(table.sessionId)
    expect(last).toEqual({ seat: 1 })
    phone.close()
    await new Promise((r) => setTimeout(r, 300))
  })

  it('a guessed token gets nothing, and a socket guessing again and again is closed', async () => {
    const phone = await PhoneClient.connect(server.url)
    await unchangedBy(async () => {
      expect((await phone.call('seat.snapshot')).error?.code).toBe('forbidden')
      expect((await phone.call('seat.move', { move: { type: 'ready' } })).error?.code).toBe('forbidden')
      for (let i = 0; i < 4; i++) {
        const guess = randomBytes(32).toString('base64url')
        expect((await phone.call('seat.join', { token: guess })).error?.code).toBe('forbidden')
      }
      // One character off a real token is as wrong as any other guess.
      const real = tokens[0] ?? ''
      const near = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A')
      expect((await phone.call('seat.join', { token: near })).error?.code).toBe('forbidden')
      expect((await phone.closed).code).toBe(1008)
    })
  })

  it('is rate limited per token: a flood gets rate_limited replies and moves nothing', async () => {
    const phone = await PhoneClient.connect(server.url)
    await phone.ok('seat.join', { token: tokens[0] })
    await unchangedBy(async () => {
      const replies = await Promise.all(Array.from({ length: 80 }, () => phone.call('seat.hint')))
      const limited = replies.filter((r) => r.error?.code === 'rate_limited').length
      expect(limited).toBeGreaterThan(30)
    })
    phone.close()
  })
})

describe('an expired token', () => {
  it('a seat handed back to the screen: its phone is told and closed, and its token no longer joins', async () => {
    const { table: t2, tokens: tk } = await sHeadTable(owner, ['Cy', 'Di'])
    const phone = await PhoneClient.connect(server.url)
    await phone.ok('seat.join', { token: tk[0] })
    await owner.ok('seats.release', { sessionId: t2.sessionId, seat: 0, newPhone: false })
    expect((await phone.closed).code).toBe(4001)
    expect(phone.events.at(-1)).toMatchObject({ event: 'seat.ended', data: { reason: 'handed-back' } })
    const again = await PhoneClient.connect(server.url)
    expect((await again.call('seat.join', { token: tk[0] })).error?.code).toBe('forbidden')
    // A new phone for seat 1: the old token is out, a new one is in.
    const links = await owner.ok<{ seat: number; token: string | null }[]>('seats.release', {
      sessionId: t2.sessionId,
      seat: 1,
      newPhone: true,
    })
    expect(links.find((l) => l.seat === 0)?.token).toBeNull()
    const fresh = links.find((l) => l.seat === 1)?.token
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(fresh).not.toBe(tk[1])
    expect((await again.call('seat.join', { token: tk[1] })).error?.code).toBe('forbidden')
    again.close()
  })

  it('a token of a game that was abandoned fails, and cannot reach another game', async () => {
    const { table: old, tokens: oldTokens } = await sHeadTable(owner, ['Ed', 'Flo'])
    const { table: other } = await sHeadTable(owner, ['Gus', 'Hal'])
    await owner.ok('games.abandon', { sessionId: old.sessionId })
    const phone = await PhoneClient.connect(server.url)
    const before = await everything(server, owner)
    expect((await phone.call('seat.join', { token: oldTokens[0] })).error?.code).toBe('forbidden')
    expect(
      (await phone.call('games.move', { sessionId: other.sessionId, seat: 0, move: { type: 'ready' } })).error
        ?.code,
    ).toBe('forbidden')
    expect(await everything(server, owner)).toBe(before)
    phone.close()
  })

  it('a token from one game only ever plays that game', async () => {
    const { table: a, tokens: ta } = await sHeadTable(owner, ['Ivy', 'Jo'])
    const { table: b } = await sHeadTable(owner, ['Kit', 'Lu'])
    const phone = await PhoneClient.connect(server.url)
    const snap = await phone.ok<Snap>('seat.join', { token: ta[0] })
    expect(snap.sessionId).toBe(a.sessionId)
    const movesOfB = (): unknown =>
      server.services.db.prepare('SELECT COUNT(*) AS n FROM moves WHERE game_id = ?').get(b.sessionId)
    const before = movesOfB()
    await phone.call('seat.move', { move: snap.legal[0], seq: snap.seq })
    expect(movesOfB()).toEqual(before)
    phone.close()
  })

  it('ends with its game: the phone gets the last view, then seat.ended', async () => {
    const { table: t3, tokens: tk } = await sHeadTable(owner, ['Mo', 'Ned'])
    const phone = await PhoneClient.connect(server.url)
    await phone.ok('seat.join', { token: tk[0] })
    expect(server.services.seats.tokenOf(t3.sessionId, 0)).not.toBeNull()
    await owner.ok('games.abandon', { sessionId: t3.sessionId })
    expect((await phone.closed).code).toBe(4001)
    expect(phone.events.at(-1)).toMatchObject({ event: 'seat.ended', data: { reason: 'abandoned' } })
    await until(() => server.services.seats.tokenOf(t3.sessionId, 1) === null)
  })
})
