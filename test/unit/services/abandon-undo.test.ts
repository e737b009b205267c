import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameSnapshot, GameSummary } from '../../../src/shared/api'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'

let server: WebServer
let client: TestClient
let dispose: () => Promise<void>

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-abandon-undo-'))
  client = await TestClient.connect(server.url)
})

afterAll(async () => {
  client.close()
  await dispose()
})

const active = async (): Promise<string[]> =>
  (await client.ok<GameSummary[]>('games.list', { status: 'active' })).map((g) => g.id)

describe('abandon, then undo over the API', () => {
  it('games.unabandon brings an abandoned game back where it was', async () => {
    const me = (await client.ok<{ id: string }>('players.create', { name: 'Me' })).id
    const start = await client.ok<GameSnapshot>('games.start', {
      game: 's-head',
      seats: [
        { kind: 'human', playerId: me },
        { kind: 'bot', level: 'easy' },
      ],
    })
    const id = start.sessionId
    expect(await active()).toContain(id)
    // games.start answers with the table view; the seat's own view is asked for, as the screen does.
    const mine = await client.ok<GameSnapshot>('games.snapshot', { sessionId: id, seat: 0 })

    await client.ok('games.abandon', { sessionId: id })
    expect(await active()).not.toContain(id)
    expect(await client.call('games.snapshot', { sessionId: id, seat: 0 })).toMatchObject({
      type: 'error',
      error: { code: 'not_found' },
    })

    await client.ok('games.unabandon', { sessionId: id })
    expect(await active()).toContain(id)
    const back = await client.ok<GameSnapshot>('games.snapshot', { sessionId: id, seat: 0 })
    expect(back.seq).toBe(mine.seq)
    expect(back.view).toEqual(mine.view)
    const [summary] = (await client.ok<GameSummary[]>('games.list', { status: 'active' })).filter(
      (g) => g.id === id,
    )
    expect(summary?.endedAt).toBeNull()
  })

  it('refuses to undo a game that was not abandoned, and bad ids', async () => {
    const start = await client.ok<GameSnapshot>('games.start', {
      game: 's-head',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
    })
    expect(await client.call('games.unabandon', { sessionId: start.sessionId })).toMatchObject({
      type: 'error',
      error: { code: 'conflict' },
    })
    expect(await client.call('games.unabandon', { sessionId: 'no-such-game' })).toMatchObject({
      type: 'error',
      error: { code: 'not_found' },
    })
    expect(await client.call('games.unabandon', { sessionId: 42 })).toMatchObject({
      type: 'error',
      error: { code: 'bad_request' },
    })
  })
})
