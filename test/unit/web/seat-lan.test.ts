import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findLanAddress } from '../../../src/main/web/access'
import type { WebServer } from '../../../src/main/web/server'
import type { PhonesStatus, SeatLink } from '../../../src/shared/api'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'
import { PhoneClient, sHeadTable } from './seat-helpers'
import { upgradeStatus } from '../helpers/upgrade'

/**
 * "Let phones join": the local network listener exists only while it is on, and what arrives through
 * it is at most a phone. 127.0.0.2 stands in for the network address (Linux routes 127/8 to loopback).
 */
const LAN = '127.0.0.2'
let server: WebServer
let dispose: () => Promise<void>
let owner: TestClient

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-lan-', { lanAddress: LAN }))
  owner = await TestClient.connect(server.url)
})

afterAll(async () => {
  owner.close()
  await dispose()
})

function get(host: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port: server.port, path: '/', headers }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
  })
}

function upgrade(host: string, path: string, headers: Record<string, string>): Promise<number> {
  return upgradeStatus(host, server.port, path, headers)
}

describe('without "Let phones join"', () => {
  it('nothing listens beyond 127.0.0.1', async () => {
    expect(await owner.ok<PhonesStatus>('phones.status')).toMatchObject({ joining: false, lanUrl: null })
    await expect(get(LAN)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(await get('127.0.0.1')).toBe(200)
  })

  it('a page naming the network address as Host or Origin is refused', async () => {
    const lanHost = `${LAN}:${server.port}`
    expect(await upgrade('127.0.0.1', '/api/seat', { Host: lanHost })).toBe(403)
    expect(await upgrade('127.0.0.1', '/api/seat', { Origin: `http://${lanHost}` })).toBe(403)
    // DNS rebinding: another site's name pointed here still sends that name.
    expect(await upgrade('127.0.0.1', '/api', { Host: `evil.example:${server.port}` })).toBe(403)
    expect(await upgrade('127.0.0.1', '/api', {})).toBe(101)
  })
})

describe('with "Let phones join"', () => {
  it('listens on the network address, for pages and phones only', async () => {
    const status = await owner.ok<PhonesStatus>('phones.setJoining', { enabled: true })
    const lanUrl = `http://${LAN}:${server.port}/`
    expect(status).toMatchObject({ joining: true, lanUrl })
    expect(status.note).toEqual({ kind: 'same-network' })
    expect(await get(LAN)).toBe(200)
    // The owner's API is never reached through the network listener, whatever the headers say.
    expect(await upgrade(LAN, '/api', {})).toBe(403)
    expect(await upgrade(LAN, '/api', { Host: `127.0.0.1:${server.port}` })).toBe(403)
    expect(await upgrade(LAN, '/api/seat', { Origin: lanUrl.slice(0, -1) })).toBe(101)
    expect(await upgrade(LAN, '/api/seat', { Origin: 'http://evil.example' })).toBe(403)
  })

  it('gives links on the network address, and a phone there plays its seat', async () => {
    const { table } = await sHeadTable(owner, ['Ana', 'Ben'])
    const links = await owner.ok<SeatLink[]>('seats.links', { sessionId: table.sessionId })
    const first = links[0]
    expect(first?.url).toBe(`http://${LAN}:${server.port}/#/seat/${first?.token}`)
    const phone = await PhoneClient.connect(`http://${LAN}:${server.port}/`)
    const snap = await phone.ok<{ seat: number }>('seat.join', { token: first?.token })
    expect(snap.seat).toBe(0)
    const again = await owner.ok<SeatLink[]>('seats.links', { sessionId: table.sessionId })
    expect(again[0]).toMatchObject({ token: first?.token, phones: 1 })
    // Turning it off closes the listener and ends every phone's seat.
    await owner.ok('phones.setJoining', { enabled: false })
    expect((await phone.closed).code).toBe(4001)
    expect(phone.events.at(-1)).toMatchObject({ event: 'seat.ended', data: { reason: 'phones-off' } })
    await expect(get(LAN)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(server.services.seats.size).toBe(0)
  })
})

describe('findLanAddress', () => {
  const nic = (address: string, internal = false): import('node:os').NetworkInterfaceInfo =>
    ({ address, family: 'IPv4', internal, netmask: '', mac: '', cidr: null }) as never
  it('prefers a home network address, skips loopback, and is null without a network', () => {
    expect(
      findLanAddress({ lo: [nic('127.0.0.1', true)], eth0: [nic('192.0.2.2')], wlan0: [nic('192.168.1.7')] }),
    ).toBe('192.168.1.7')
    expect(findLanAddress({ lo: [nic('127.0.0.1', true)], eth0: [nic('192.0.2.2')] })).toBe('192.0.2.2')
    expect(findLanAddress({ lo: [nic('127.0.0.1', true)] })).toBeNull()
  })
})
