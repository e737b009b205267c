import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryGame, ImportReport, Leaderboard } from '../../../src/shared/api'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'

let server: WebServer
let client: TestClient
let dispose: () => Promise<void>

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-scores-api-'))
  client = await TestClient.connect(server.url)
})

afterAll(async () => {
  client.close()
  await dispose()
})

const board = (): Promise<Leaderboard> => client.ok<Leaderboard>('scores.leaderboard', { game: 'all' })

describe('scores over the API', () => {
  it('logs, validates, edits, deletes and undoes; clients hear scores.changed', async () => {
    const ann = (await client.ok<{ id: string }>('players.create', { name: 'Ann' })).id
    const bob = (await client.ok<{ id: string }>('players.create', { name: 'Bob' })).id
    const bad = await client.call('scores.log', {
      game: 's-head',
      playedOn: '2024-01-01',
      seats: [
        { playerId: ann, place: 1 },
        { playerId: bob, place: 1 },
      ],
    })
    expect(bad).toMatchObject({ type: 'error', error: { code: 'bad_request' } })
    const negative = await client.call('scores.log', {
      game: 'now-you-see-me',
      playedOn: '2024-01-01',
      seats: [
        { playerId: ann, score: -1 },
        { playerId: bob, score: 2 },
      ],
    })
    expect(negative).toMatchObject({ type: 'error', error: { code: 'bad_request' } })
    expect((await board()).rows).toEqual([])

    const before = client.events.length
    const g = await client.ok<HistoryGame>('scores.log', {
      game: 's-head',
      playedOn: '2024-01-01',
      seats: [
        { playerId: ann, place: 2 },
        { playerId: bob, place: 1 },
      ],
    })
    expect(client.events.slice(before).some((e) => e.type === 'event' && e.event === 'scores.changed')).toBe(
      true,
    )
    expect((await board()).rows.map((r) => [r.name, r.wins])).toEqual([
      ['Bob', 1],
      ['Ann', 0],
    ])

    await client.ok('scores.delete', { gameId: g.id })
    expect((await board()).rows).toEqual([])
    await client.ok('scores.undelete', { gameId: g.id })
    expect((await board()).rows).toHaveLength(2)
  })

  it('imports an export sent in parts; a second import adds nothing', async () => {
    const file = await client.ok<{ content: string }>('scores.export', { format: 'json' })
    const text = file.content
    const send = async (id: string): Promise<ImportReport> => {
      const size = 100
      const parts = Math.ceil(text.length / size)
      let last: { done: boolean; report?: ImportReport } = { done: false }
      for (let part = 0; part < parts; part++)
        last = await client.ok('scores.import', {
          uploadId: id,
          part,
          parts,
          text: text.slice(part * size, (part + 1) * size),
        })
      return last.report as ImportReport
    }
    expect(await send('up1')).toEqual({
      players: 0,
      games: 0,
      seats: 0,
      moves: 0,
      skippedGames: 1,
      unfinishedGames: 0,
    })
  })

  it('backs up and restores through the API; a bad backup name is refused', async () => {
    const made = await client.ok<{ name: string }>('backups.create')
    const ann = (await client.ok<{ id: string }[]>('players.list'))[0]!.id
    const bob = (await client.ok<{ id: string }[]>('players.list'))[1]!.id
    await client.ok('scores.log', {
      game: 'now-you-see-me',
      playedOn: '2024-02-01',
      seats: [
        { playerId: ann, score: 3 },
        { playerId: bob, score: 1 },
      ],
    })
    expect((await board()).rows.find((r) => r.name === 'Ann')?.games).toBe(2)
    expect(await client.call('backups.restore', { name: '../db.sqlite' })).toMatchObject({ type: 'error' })
    const r = await client.ok<{ safetyCopy: string }>('backups.restore', { name: made.name })
    expect(r.safetyCopy).toMatch(/before-restore/)
    expect((await board()).rows.find((r) => r.name === 'Ann')?.games).toBe(1)
    const list = await client.ok<{ backups: { name: string }[] }>('backups.list')
    expect(list.backups.map((b) => b.name)).toContain(r.safetyCopy)
  })
})
