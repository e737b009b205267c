import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers'
import { twoPeople, type People } from './in-progress'

let app: TestApp
let people: People
beforeEach(async () => {
  app = testApp()
  people = await twoPeople(app)
})
afterEach(() => app.close())

const seatsOf = (p: People) => [
  { kind: 'human', playerId: p.ann },
  { kind: 'human', playerId: p.bob },
]
const seeds = (): string[] =>
  (app.services.db.prepare('SELECT seed FROM games ORDER BY started_at').all() as { seed: string }[]).map(
    (r) => r.seed,
  )

describe('games.start: the main process draws every seed', () => {
  it('refuses a seed chosen by the client and starts nothing', async () => {
    const error = await app.fails('games.start', { game: 's-head', seats: seatsOf(people), seed: 'mine' })
    expect(error.code).toBe('bad_request')
    expect(seeds()).toEqual([])
  })

  it('two games started alike get different seeds, none of them the game id', async () => {
    const a = await app.ok<{ sessionId: string }>('games.start', { game: 's-head', seats: seatsOf(people) })
    const b = await app.ok<{ sessionId: string }>('games.start', { game: 's-head', seats: seatsOf(people) })
    const [sa, sb] = seeds()
    expect(sa).not.toEqual(sb)
    expect([sa, sb]).not.toContain(a.sessionId)
    expect([sa, sb]).not.toContain(b.sessionId)
  })
})

describe('games.move: moves accept no extra fields', () => {
  const moves = (): number =>
    (app.services.db.prepare('SELECT COUNT(*) AS n FROM moves').get() as { n: number }).n

  it('refuses a move carrying 200 KB of junk, or any unknown key, and stores nothing', async () => {
    const { sessionId } = await app.ok<{ sessionId: string }>('games.start', {
      game: 's-head',
      seats: seatsOf(people),
    })
    const junk = { type: 'ready', junk: 'x'.repeat(200 * 1024) }
    for (const move of [junk, { type: 'ready', note: 1 }, { type: 'pickup', cards: [] }, { type: 'nope' }]) {
      const error = await app.fails('games.move', { sessionId, seat: 0, move })
      expect(error.code, JSON.stringify(move).slice(0, 60)).toBe('bad_request')
    }
    expect(moves()).toBe(0)
    await app.ok('games.move', { sessionId, seat: 0, move: { type: 'ready' } })
    expect(moves()).toBe(1)
  })

  it('refuses a move of another game as a bad request', async () => {
    const { sessionId } = await app.ok<{ sessionId: string }>('games.start', {
      game: 'sneak-peek',
      seats: seatsOf(people),
    })
    const error = await app.fails('games.move', { sessionId, seat: 0, move: { type: 'ready' } })
    expect(error.code).toBe('bad_request')
    await app.ok('games.move', { sessionId, seat: 0, move: { type: 'flipPack' } })
  })
})

describe('games.start replies with no one seat’s hand', () => {
  it('the start reply is the table view', async () => {
    const snap = await app.ok<{ seat: number | null; legal: unknown[] }>('games.start', {
      game: 's-head',
      seats: seatsOf(people),
    })
    expect(snap.seat).toBeNull()
    expect(snap.legal).toEqual([])
  })
})
