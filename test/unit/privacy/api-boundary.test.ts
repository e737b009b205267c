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
