import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { PhonesHost } from '../../../src/main/phones-host'
import { createServices, type Services } from '../../../src/main/services/app'
import type { PhonesStatus, SeatLink, Settings } from '../../../src/shared/api'
import type { TestClient } from '../helpers/ws-client'
import { PhoneClient, sHeadTable, type Snap } from '../web/seat-helpers'
import { upgradeStatus } from '../helpers/upgrade'

/**
 * The desktop app's phone server (issue #24, part 4), driven in Node as src/main/index.ts wires it:
 * services with an owner that calls the hub directly (IPC in the app) and a PhonesHost. 127.0.0.2
 * stands in for the local network address (Linux routes 127/8 to loopback).
 */
const LAN = '127.0.0.2'
let dir: string
let services: Services
let host: PhonesHost
let port: number

/** The owner, as the desktop window reaches the services (no socket). */
const owner = {
  async ok<T = unknown>(method: string, params?: unknown): Promise<T> {
    const reply = await services.hub.handle({ id: 1, method, params })
    if (reply.type !== 'result') throw new Error(`${method} failed: ${JSON.stringify(reply)}`)
    return reply.result as T
  },
} as unknown as TestClient

/** Every socket this process binds from here on (http.Server's listen is net.Server's), by address. */
let binds: MockInstance<net.Server['listen']>
const bound = (): unknown[] => binds.mock.calls.map((args) => args.slice(0, 2))

/** A port that was free a moment ago on the stand-in address. */
async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, LAN, () => resolve()))
  const { port: p } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return p
}

function get(headers: Record<string, string> = {}, p = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: LAN, port, path: p, headers }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
  })
}

/** The HTTP status a WebSocket upgrade gets (101 when it is taken). */
function upgrade(p: string, headers: Record<string, string> = {}): Promise<number> {
  return upgradeStatus(LAN, port, p, headers)
}

function open(address: string | null = LAN): Promise<PhonesStatus> {
  services = createServices({
    dbPath: path.join(dir, 'db.sqlite'),
    mode: 'electron',
    version: 'test',
    resourcesDir: path.join(dir, 'resources'),
    phones: () => host,
  })
  host = new PhonesHost({ services, rendererDir: path.join(dir, 'renderer'), address, port })
  return host.start()
}

async function shut(): Promise<void> {
  await host.close()
  services.close()
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-phones-host-'))
  fs.mkdirSync(path.join(dir, 'renderer'))
  fs.writeFileSync(path.join(dir, 'renderer', 'index.html'), '<!doctype html><title>t</title>')
  port = await freePort()
  binds = vi.spyOn(net.Server.prototype, 'listen')
})

afterEach(async () => {
  binds.mockRestore()
  await shut()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the desktop app with "Let phones join" off', () => {
  it('binds no socket at all, and gives no seat a token or a link', async () => {
    expect(await open()).toEqual({ joining: false, lanUrl: null, note: null })
    await expect(get()).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    const { table } = await sHeadTable(owner, ['Ana', 'Ben'])
    const links = await owner.ok<SeatLink[]>('seats.links', { sessionId: table.sessionId })
    // No phone could use one: the screen keeps showing these seats' hands.
    expect(links.map((l) => [l.token, l.url])).toEqual([
      [null, null],
      [null, null],
    ])
    expect(services.seats.size).toBe(0)
    expect(bound()).toEqual([])
  })
})

describe('switching "Let phones join" on and off', () => {
  it('a phone joins, the owner API is refused, and switching off closes the port and ends the phones', async () => {
    await open()
    const on = await owner.ok<PhonesStatus>('phones.setJoining', { enabled: true })
    const base = `http://${LAN}:${port}/`
    expect(on).toEqual({ joining: true, lanUrl: base, note: { kind: 'same-network' } })
    // One listener, on the network address only.
    expect(bound()).toEqual([[port, LAN]])
    expect((await owner.ok<Settings>('settings.get')).phonesJoin).toBe(true)
    expect(await get()).toBe(200)

    const { table, tokens } = await sHeadTable(owner, ['Ana', 'Ben'])
    const links = await owner.ok<SeatLink[]>('seats.links', { sessionId: table.sessionId, issue: false })
    expect(links[0]?.url).toBe(`${base}#/seat/${tokens[0]}`)
    const phone = await PhoneClient.connect(base, { Origin: base.slice(0, -1) })
    expect((await phone.ok<{ seat: number }>('seat.join', { token: tokens[0] })).seat).toBe(0)
    const lurker = await PhoneClient.connect(base)
    // The owner's API is never served here, whatever the headers claim; a phone cannot call it either.
    expect(await upgrade('/api')).toBe(403)
    expect(await upgrade('/api', { Host: `127.0.0.1:${port}` })).toBe(403)
    expect(await upgrade('/api/seat', { Origin: 'http://evil.example' })).toBe(403)
    expect(await upgrade('/api/seat', { Host: `evil.example:${port}` })).toBe(403)
    expect((await phone.call('settings.set', { phonesJoin: false })).error?.code).toBe('forbidden')
    expect((await phone.call('seats.links', { sessionId: table.sessionId })).error?.code).toBe('forbidden')

    const off = await owner.ok<PhonesStatus>('phones.setJoining', { enabled: false })
    expect(off).toEqual({ joining: false, lanUrl: null, note: null })
    for (const p of [phone, lurker]) {
      expect(await p.closed).toEqual({ code: 4001, reason: 'seat ended: phones-off' })
      expect(p.events.at(-1)).toMatchObject({ event: 'seat.ended', data: { reason: 'phones-off' } })
    }
    await expect(get()).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(services.seats.size).toBe(0)
    expect((await owner.ok<Settings>('settings.get')).phonesJoin).toBe(false)
  })

  it("a joined phone hears of its own game's moves, and the Phones panel counts it on its seat", async () => {
    await open()
    await owner.ok('phones.setJoining', { enabled: true })
    const { table, tokens } = await sHeadTable(owner, ['Ana', 'Ben'])
    const phone = await PhoneClient.connect(`http://${LAN}:${port}/`)
    await phone.ok('seat.join', { token: tokens[1] })
    const links = await owner.ok<SeatLink[]>('seats.links', { sessionId: table.sessionId, issue: false })
    expect(links.map((l) => l.phones)).toEqual([0, 1])

    // The screen plays seat 0: the phone on seat 1 is sent its own seat's view of the new position.
    const mine = await owner.ok<Snap>('games.snapshot', { sessionId: table.sessionId, seat: 0 })
    await owner.ok('games.move', { sessionId: table.sessionId, seat: 0, move: mine.legal.at(-1) })
    await expect
      .poll(() => phone.events.filter((e) => e.event === 'seat.snapshot').map((e) => (e.data as Snap).seat))
      .toEqual([1])
  })

  it('follows the stored setting: on at start-up, off when Settings says so, closed when the app quits', async () => {
    await open()
    await owner.ok('settings.set', { phonesJoin: true })
    await shut()
    // A restart with the setting on listens again.
    expect(await open()).toMatchObject({ joining: true, lanUrl: `http://${LAN}:${port}/` })
    await owner.ok('settings.set', { phonesJoin: false })
    await expect.poll(() => host.status().joining).toBe(false)
    await expect.poll(() => get().catch((e: { code: string }) => e.code)).toBe('ECONNREFUSED')
    await owner.ok('settings.set', { phonesJoin: true })
    await expect.poll(() => host.status().joining).toBe(true)
    const { tokens } = await sHeadTable(owner, ['Ana', 'Ben'])
    const phone = await PhoneClient.connect(`http://${LAN}:${port}/`)
    await phone.ok('seat.join', { token: tokens[1] })
    // Quitting closes everything but keeps the owner's choice for the next start.
    await host.close()
    expect((await phone.closed).code).toBe(4001)
    await expect(get()).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect((await owner.ok<Settings>('settings.get')).phonesJoin).toBe(true)
  })

  it('without a network, says so and listens nowhere', async () => {
    await open(null)
    const reply = await services.hub.handle({ id: 1, method: 'phones.setJoining', params: { enabled: true } })
    expect(reply).toMatchObject({ type: 'error', error: { code: 'unavailable' } })
    expect(host.status()).toEqual({ joining: false, lanUrl: null, note: { kind: 'no-network' } })
    expect(bound()).toEqual([])
  })
})
