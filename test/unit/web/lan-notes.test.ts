import http from 'node:http'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanJoining, type LanDeps } from '../../../src/main/web/lan'
import { NO_PHONES } from '../../../src/main/services/seat-handlers'
import { PhonesStatusSchema, type PhonesStatus } from '../../../src/shared/api'

/**
 * Issue #23: what the Phones panel tells the host about joining is data (PhonesNote), never a
 * sentence made in main, and the OS's own error stays in the log. 127.0.0.2 stands in for the
 * network address (Linux routes 127/8 to loopback).
 */
const LAN = '127.0.0.2'
const opened: http.Server[] = []

afterEach(async () => {
  vi.restoreAllMocks()
  for (const s of opened.splice(0)) await new Promise<void>((r) => s.close(() => r()))
})

function lan(port: number, address: string | null, changed: PhonesStatus[] = []): LanJoining {
  const deps: LanDeps = {
    port: () => port,
    address,
    attach: (server) => opened.push(server),
    stopped: () => undefined,
    changed: (s) => changed.push(s),
    phonesOn: () => 0,
  }
  return new LanJoining(deps)
}

/** A free port on the network address, held by another listener so the next one fails. */
async function busyPort(): Promise<number> {
  const holder = http.createServer()
  opened.push(holder)
  await new Promise<void>((r) => holder.listen(0, LAN, () => r()))
  return (holder.address() as { port: number }).port
}

describe('the Phones note', () => {
  it('says "same network" as data while phones may join, and nothing once they may not', async () => {
    const joining = lan(await busyPort().then((p) => p + 1), LAN)
    const on = await joining.setJoining(true)
    expect(on.note).toEqual({ kind: 'same-network' })
    expect(v.parse(PhonesStatusSchema, on)).toEqual(on)
    expect((await joining.setJoining(false)).note).toBeNull()
  })

  it('without a network: a typed note, told to the panel, and a refused request', async () => {
    const changed: PhonesStatus[] = []
    const joining = lan(4321, null, changed)
    await expect(joining.setJoining(true)).rejects.toMatchObject({ code: 'unavailable' })
    expect(joining.status()).toEqual({ joining: false, lanUrl: null, note: { kind: 'no-network' } })
    expect(changed.at(-1)?.note).toEqual({ kind: 'no-network' })
  })

  it('a busy port: address and port as data, the OS error only in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const port = await busyPort()
    const joining = lan(port, LAN)
    await expect(joining.setJoining(true)).rejects.toMatchObject({ code: 'unavailable' })
    const status = joining.status()
    expect(status.note).toEqual({ kind: 'port-busy', address: LAN, port })
    expect(v.parse(PhonesStatusSchema, status)).toEqual(status)
    expect(JSON.stringify(status)).not.toMatch(/EADDRINUSE/)
    expect(warn.mock.calls.flat().join(' ')).toMatch(/EADDRINUSE/)
  })

  it('where nothing serves phones, the note says so as data', () => {
    expect(NO_PHONES.status().note).toEqual({ kind: 'unsupported' })
  })

  it('the schema refuses a sentence in place of a note', () => {
    const old = { joining: false, lanUrl: null, note: 'Phones cannot join.' }
    expect(v.safeParse(PhonesStatusSchema, old).success).toBe(false)
    const bad = { joining: false, lanUrl: null, note: { kind: 'port-busy', address: LAN, port: 70000 } }
    expect(v.safeParse(PhonesStatusSchema, bad).success).toBe(false)
  })
})
