import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { View } from '../../../src/shared/games/s-head'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'
import { PhoneClient, tableOf, type Snap } from './seat-helpers'

/**
 * Issue #24: a seat a phone holds is the phone's. The owner's connection (the host screen, trusted
 * for the screen's seats) can no longer read that seat's hidden cards or its hint; the table view
 * stays open, and a seat handed back to the screen is the screen's again. The phone itself still
 * gets its own view, pushed and asked for.
 */
let server: WebServer
let dispose: () => Promise<void>
let owner: TestClient

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-seat-held-'))
  owner = await TestClient.connect(server.url)
})

afterAll(async () => {
  owner.close()
  await dispose()
})

describe('a phone’s seat is private from the host', () => {
  it('the owner may not read a held seat’s hand or hint; the table, and the seat once handed back, it may', async () => {
    const { table, tokens } = await tableOf(owner, 's-head', ['Ada', 'Bo'])
    const { sessionId } = table
    const seat0 = { sessionId, seat: 0 }
    // Not yet held (its link is only on show): the screen still plays it.
    expect((await owner.ok<Snap & { view: View }>('games.snapshot', seat0)).view.hand?.length).toBe(3)

    const phone = await PhoneClient.connect(server.url)
    await phone.ok('seat.join', { token: tokens[0] })
    for (const method of ['games.snapshot', 'games.hint'])
      expect(await owner.call(method, seat0)).toMatchObject({ type: 'error', error: { code: 'forbidden' } })
    // The table view holds no hand and stays open to the host.
    expect(
      (await owner.ok<Snap & { view: View }>('games.snapshot', { sessionId, seat: null })).view.hand,
    ).toBeNull()
    // The phone still reads its own seat.
    const own = await phone.ok<Snap & { view: View }>('seat.snapshot', {})
    expect(own.view.hand?.length).toBe(3)

    await owner.ok('seats.release', { sessionId, seat: 0, newPhone: false })
    expect((await owner.ok<Snap & { view: View }>('games.snapshot', seat0)).view.hand).toEqual(own.view.hand)
    phone.close()
  })
})
