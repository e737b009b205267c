import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstMatch } from '../../../src/shared/games/cards64'
import type { View } from '../../../src/shared/games/sleek-seek'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'
import { PhoneClient, everything, tableOf, until, type Snap } from './seat-helpers'

/**
 * Issue #24: Sleek Seek from phones. Calls from phones reach the same 300 ms simultaneity ruling as
 * the screen's (RULES-NOTES: Sleek Seek), judged on the server's game clock when each call arrives:
 * a time a phone writes into its move is never believed.
 */
let server: WebServer
let dispose: () => Promise<void>
let owner: TestClient

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-seat-seek-'))
  owner = await TestClient.connect(server.url)
})

afterAll(async () => {
  owner.close()
  await dispose()
})

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/**
 * Three people (two on phones, the third's seat handed back to the screen); whoever's turn it is
 * flips, each where they play, until the table holds a set.
 */
async function seekTable(
  names: [string, string, string],
): Promise<{ sessionId: string; phones: PhoneClient[] }> {
  const { table, tokens } = await tableOf(owner, 'sleek-seek', names)
  const { sessionId } = table
  await owner.ok('seats.release', { sessionId, seat: 2, newPhone: false })
  const phones = [await PhoneClient.connect(server.url), await PhoneClient.connect(server.url)]
  await phones[0]!.ok('seat.join', { token: tokens[0] })
  await phones[1]!.ok('seat.join', { token: tokens[1] })
  for (;;) {
    const view = (await tableView(sessionId)).view
    if (firstMatch(view.slots.filter((c): c is number => c !== null))) break
    const flip = { type: 'flip' }
    if (view.turn === 2) await owner.ok('games.move', { sessionId, seat: 2, move: flip })
    else await phones[view.turn]!.ok('seat.move', { move: flip })
  }
  return { sessionId, phones }
}

async function tableView(sessionId: string): Promise<Snap & { view: View; clockMs: number }> {
  return owner.ok('games.snapshot', { sessionId, seat: null })
}

describe('Sleek Seek from phones', () => {
  it('rules two phones’ calls within 300 ms simultaneous; the first caller’s set leaves play unscored', async () => {
    const { sessionId, phones } = await seekTable(['Ada', 'Bo', 'Cy'])
    // Both at once, as two people would; no seq, so the second call is not refused as stale.
    const replies = await Promise.all(phones.map((p) => p.call('seat.move', { move: { type: 'seek' } })))
    expect(replies.map((r) => r.type)).toEqual(['result', 'result'])
    const called = (await tableView(sessionId)).view
    const caller = called.call?.caller ?? -1
    expect([0, 1]).toContain(caller)
    expect(called.call?.simultaneous).toEqual([1 - caller])

    const set = firstMatch(called.slots.filter((c): c is number => c !== null))!
    await phones[caller]!.ok('seat.move', { move: { type: 'select', cards: set } })
    const after = (await tableView(sessionId)).view
    expect(after.lastEvent).toMatchObject({ kind: 'removed', seat: caller, cards: set })
    expect(after.removed).toEqual(set)
    expect(after.scores).toEqual([0, 0, 0])
    expect(after.call).toBeNull()
    // The second phone heard the ruling too, in its own seat's view.
    const heard = phones[1 - caller]!.events.map((e) => (e.data as Snap & { view: View }).view.lastEvent)
    expect(heard).toContainEqual(expect.objectContaining({ kind: 'removed' }))
    for (const p of phones) p.close()
  })

  it('a phone’s call is the phone’s: the screen’s pick for that seat is refused and changes nothing', async () => {
    const { sessionId, phones } = await seekTable(['Gus', 'Hal', 'Io'])
    await phones[0]!.ok('seat.move', { move: { type: 'seek' } })
    const set = firstMatch((await tableView(sessionId)).view.slots.filter((c): c is number => c !== null))!
    // The owner's connection is trusted for the screen's seats, not for a seat a phone holds.
    const before = await everything(server, owner)
    const seq = (await tableView(sessionId)).seq
    const pick = { sessionId, seat: 0, move: { type: 'select', cards: set } }
    expect(await owner.call('games.move', pick)).toMatchObject({
      type: 'error',
      error: { code: 'forbidden' },
    })
    expect(await everything(server, owner)).toBe(before)
    const still = await tableView(sessionId)
    expect(still.seq).toBe(seq)
    expect(still.view.call).toMatchObject({ caller: 0 })
    expect(still.view.removed).toEqual([])
    // The phone picks its own set.
    await phones[0]!.ok('seat.move', { move: { type: 'select', cards: set } })
    expect((await tableView(sessionId)).view.lastEvent).toMatchObject({ kind: 'take', seat: 0, cards: set })

    // Nor may the screen call for a phone's seat; handed back to the screen, the seat is the screen's.
    const call = { sessionId, seat: 1, move: { type: 'seek' } }
    expect(await owner.call('games.move', call)).toMatchObject({
      type: 'error',
      error: { code: 'forbidden' },
    })
    await owner.ok('seats.release', { sessionId, seat: 1, newPhone: false })
    await owner.ok('games.move', call)
    expect((await tableView(sessionId)).view.call).toMatchObject({ caller: 1 })
    await until(() => phones[1]!.events.some((e) => e.event === 'seat.ended'))
    for (const p of phones) p.close()
  })

  it('judges a call on the server’s clock when it arrives: a phone cannot claim an earlier time', async () => {
    const { sessionId, phones } = await seekTable(['Di', 'Ed', 'Flo'])
    const before = (await tableView(sessionId)).clockMs
    // The first call claims the game's first millisecond; it is stamped with the time it arrived.
    await phones[0]!.ok('seat.move', { move: { type: 'seek', t: 0 } })
    const call = (await tableView(sessionId)).view.call!
    expect(call.caller).toBe(0)
    expect(call.atMs).toBeGreaterThanOrEqual(before)

    // Well past the window, the second phone claims it called 10 ms after the first: too late.
    await sleep(450)
    const late = await phones[1]!.call('seat.move', { move: { type: 'seek', t: call.atMs + 10 } })
    expect(late).toMatchObject({ type: 'error', error: { code: 'rule' } })
    expect((await tableView(sessionId)).view.call).toMatchObject({ caller: 0, simultaneous: [] })
    for (const p of phones) p.close()
  })
})
