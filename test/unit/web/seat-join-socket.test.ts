import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'
import { PhoneClient, everything, tableOf, type Snap } from './seat-helpers'

/**
 * Issue #24: a phone that cannot scan types its seat's short code on /j, over the phones' socket.
 * Every phone here comes from 127.0.0.1, whose bucket holds 5 tries: the file makes exactly 5.
 */
let server: WebServer
let dispose: () => Promise<void>
let owner: TestClient

interface Link {
  seat: number
  token: string | null
  code: string | null
  codeExpiresAt: number | null
  joinUrl: string | null
  phones: number
}

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-seat-code-'))
  owner = await TestClient.connect(server.url)
})

afterAll(async () => {
  owner.close()
  await dispose()
})

describe('a short join code over the phones socket', () => {
  it('is listed for each person with the short address, and gives its seat token once', async () => {
    const { table, tokens } = await tableOf(owner, 's-head', ['Ada', 'Bo'])
    const links = await owner.ok<Link[]>('seats.links', { sessionId: table.sessionId })
    expect(links.map((l) => l.code)).toEqual([
      expect.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/),
      expect.any(String),
    ])
    expect(links[0]!.joinUrl).toBe(`${server.url}j`)
    expect(links[0]!.codeExpiresAt).toBeGreaterThan(Date.now())
    const phone = await PhoneClient.connect(server.url)
    // Typed as a person would: lower case, with the dash the screen shows.
    const typed = `${links[1]!.code!.slice(0, 3).toLowerCase()}-${links[1]!.code!.slice(3)}`
    expect(await phone.ok<{ token: string }>('seat.redeem', { code: typed })).toEqual({ token: tokens[1] })
    phone.close()
  })

  it('dies once a phone joins the seat with its token (the QR code), and no new one is given', async () => {
    const { table, tokens } = await tableOf(owner, 's-head', ['Cy', 'Di'])
    const before = await owner.ok<Link[]>('seats.links', { sessionId: table.sessionId, issue: false })
    const phone = await PhoneClient.connect(server.url)
    expect((await phone.ok<Snap>('seat.join', { token: tokens[0] })).seat).toBe(0)
    const after = await owner.ok<Link[]>('seats.links', { sessionId: table.sessionId })
    expect(after[0]).toMatchObject({ code: null, joinUrl: null, phones: 1 })
    expect(after[1]!.code).toBe(before[1]!.code)
    const other = await PhoneClient.connect(server.url)
    expect((await other.call('seat.redeem', { code: before[0]!.code })).error?.code).toBe('forbidden')
    other.close()
    phone.close()
  })

  it('a wrong or malformed code fails and changes nothing; the socket holds no seat after it', async () => {
    const { table } = await tableOf(owner, 's-head', ['Ed', 'Flo'])
    const links = await owner.ok<Link[]>('seats.links', { sessionId: table.sessionId })
    const before = await everything(server, owner)
    const phone = await PhoneClient.connect(server.url)
    const live = links.map((l) => l.code)
    const guess = ['ZZZZZZ', 'YYYYYY'].find((c) => !live.includes(c))
    expect((await phone.call('seat.redeem', { code: guess })).error?.code).toBe('forbidden')
    for (const bad of ['0OO1II', 'ABC', 'x'.repeat(17), 42])
      expect((await phone.call('seat.redeem', { code: bad })).error?.code).toBe('bad_request')
    expect((await phone.call('seat.snapshot')).error?.code).toBe('forbidden')
    expect(await everything(server, owner)).toBe(before)
    const again = await owner.ok<Link[]>('seats.links', { sessionId: table.sessionId, issue: false })
    expect(again.map((l) => l.code)).toEqual(live)
    phone.close()
  })

  it('renewing codes gives none to a seat handed back to the screen, and a new phone gets a new code', async () => {
    const { table } = await tableOf(owner, 's-head', ['Gus', 'Hal'])
    const first = await owner.ok<Link[]>('seats.links', { sessionId: table.sessionId })
    await owner.ok('seats.release', { sessionId: table.sessionId, seat: 0, newPhone: false })
    const renewed = await owner.ok<Link[]>('seats.links', {
      sessionId: table.sessionId,
      issue: false,
      codes: true,
    })
    expect(renewed[0]).toMatchObject({ token: null, code: null, joinUrl: null })
    expect(renewed[1]!.code).toBe(first[1]!.code)
    const released = await owner.ok<Link[]>('seats.release', {
      sessionId: table.sessionId,
      seat: 1,
      newPhone: true,
    })
    expect(released[1]!.token).not.toBe(first[1]!.token)
    expect(released[1]!.code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/)
    expect(released[1]!.code).not.toBe(first[1]!.code)
    const phone = await PhoneClient.connect(server.url)
    expect((await phone.call('seat.redeem', { code: first[1]!.code })).error?.code).toBe('forbidden')
    expect(await phone.ok('seat.redeem', { code: released[1]!.code })).toEqual({ token: released[1]!.token })
    phone.close()
  })
})
