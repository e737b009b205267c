import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GameId } from '../../../src/shared/engine/types'
import { testApp, type TestApp } from './helpers'
import { finishedSHead, gamesInProgress, hiddenParts, rebuild, trueState, twoPeople } from './in-progress'

interface ExportFile {
  games: { id: string; kind: GameId; rules: string; seed: string | null; status: string }[]
  seats: { game_id: string }[]
  moves: { game_id: string; seq: number; seat: number; move: string }[]
}

/** Sends an export the way the Settings screen does: in parts under the message limit. */
async function upload(to: TestApp, text: string): Promise<unknown> {
  const size = 100_000
  const parts = Math.max(1, Math.ceil(text.length / size))
  let reply: unknown = null
  for (let part = 0; part < parts; part++) {
    const chunk = text.slice(part * size, (part + 1) * size)
    reply = await to.ok('scores.import', { uploadId: 'u1', part, parts, text: chunk })
  }
  return reply
}

let app: TestApp
beforeEach(() => {
  app = testApp()
})
afterEach(() => app.close())

describe('hidden information: scores.export', () => {
  it('an export cannot be used to rebuild the cards of a game in progress', async () => {
    const running = await gamesInProgress(app)
    const { content } = await app.ok<{ content: string }>('scores.export', { format: 'json' })
    const file = JSON.parse(content) as ExportFile
    for (const [name, id] of Object.entries(running)) {
      const truth = trueState(app, id)
      const secret = hiddenParts(truth.game, truth.state)
      // Whatever the file holds, try what an attacker would: each game's seed (or its id, the
      // store's fallback) and its moves, replayed from setup.
      const tries = file.games
        .filter((g) => g.kind === truth.game)
        .map((g) => {
          const moves = file.moves
            .filter((m) => m.game_id === g.id)
            .sort((a, b) => a.seq - b.seq)
            .map((m) => ({ seat: m.seat, move: JSON.parse(m.move) as unknown }))
          const players = file.seats.filter((s) => s.game_id === g.id).length
          const rules = JSON.parse(g.rules) as Record<string, unknown>
          return rebuild(g.kind, players, g.seed ?? g.id, rules, moves)
        })
      for (const state of tries)
        expect(hiddenParts(truth.game, state), `${name} rebuilt from the export`).not.toEqual(secret)
      expect(content, `${name}'s id is in the export`).not.toContain(id)
    }
    const { content: csv } = await app.ok<{ content: string }>('scores.export', { format: 'csv' })
    for (const id of Object.values(running)) expect(csv).not.toContain(id)
  })

  it('finished games are exported whole and an export imports into a fresh database', async () => {
    const people = await twoPeople(app)
    const done = await finishedSHead(app, people)
    await gamesInProgress(app, people)
    const { content } = await app.ok<{ content: string }>('scores.export', { format: 'json' })
    const file = JSON.parse(content) as ExportFile
    expect(file.games.map((g) => g.id)).toEqual([done])
    expect(file.games[0]?.seed).toEqual(expect.any(String))
    expect(file.moves.length).toBeGreaterThan(10)

    const other = testApp('tc-privacy-import-')
    try {
      const report = await upload(other, content)
      expect(report).toMatchObject({ done: true, report: { games: 1, moves: file.moves.length } })
      const replay = await other.ok<{ steps: number }>('games.replay', { gameId: done, step: 0 })
      expect(replay.steps).toBe(file.moves.length)
    } finally {
      other.close()
    }
  })
})

describe('hidden information: scores.import', () => {
  it('leaves out an unfinished game: its seed was chosen by whoever wrote the file', async () => {
    const { content } = await app.ok<{ content: string }>('scores.export', { format: 'json' })
    const file = JSON.parse(content) as ExportFile & { players: unknown[] }
    const game = {
      id: 'chosen-seed-game',
      kind: 's-head',
      source: 'app',
      rules: '{}',
      seed: 'a seed I know',
      status: 'active',
      started_at: '2024-01-01T00:00:00.000Z',
      ended_at: null,
      notes: null,
      deleted_at: null,
    }
    const seat = (n: number) => ({
      game_id: game.id,
      seat: n,
      player_id: null,
      bot_level: 'easy',
      score: null,
      place: null,
      winner: 0,
    })
    const crafted = { ...file, games: [game], seats: [seat(0), seat(1)] }
    const reply = await upload(app, JSON.stringify(crafted))
    expect(reply).toMatchObject({ done: true, report: { games: 0, seats: 0, unfinishedGames: 1 } })
    expect(await app.fails('scores.game', { gameId: game.id })).toMatchObject({ code: 'not_found' })
  })
})

describe('hidden information: games.replay', () => {
  it('refuses an unfinished game, also once abandoned, and replays a finished one', async () => {
    const people = await twoPeople(app)
    const running = await gamesInProgress(app, people)
    for (const id of Object.values(running)) {
      const error = await app.fails('games.replay', { gameId: id, step: 1 })
      expect(error.code).toBe('unfinished')
      expect(JSON.stringify(error)).not.toContain('"type"') // no move in the message
    }
    await app.ok('games.abandon', { sessionId: running.sHead })
    expect((await app.fails('games.replay', { gameId: running.sHead, step: 0 })).code).toBe('unfinished')

    const done = await finishedSHead(app, people)
    const last = await app.ok<{ step: number; steps: number; move: unknown }>('games.replay', {
      gameId: done,
      step: 10_000,
    })
    expect(last.step).toBe(last.steps)
    expect(last.move).not.toBeNull()
  })
})
