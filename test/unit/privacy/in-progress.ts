import { GameStore } from '../../../src/main/services/game-store'
import type { GameId } from '../../../src/shared/engine/types'
import { gameModule } from '../../../src/shared/games/registry'
import type { TestApp } from './helpers'

interface Snap {
  sessionId: string
  legal: unknown[]
  current: number[]
  over: boolean
  view: { leadSeat?: number; phase?: string }
}

/** What a seat, or nobody, may not know of a running game: the parts a leak would give away. */
export function hiddenParts(game: GameId, state: unknown): unknown {
  const s = state as Record<string, unknown>
  if (game === 's-head') {
    const seats = s['seats'] as { hand: string[]; faceDown: (string | null)[] }[]
    return { hands: seats.map((x) => x.hand), faceDown: seats.map((x) => x.faceDown), draw: s['draw'] }
  }
  if (game === 'now-you-see-me') return { card: s['card'], next: (s['deck'] as unknown[]).slice(-3) }
  return { nextPackCard: (s['pack'] as number[]).at(-1), table: s['table'] }
}

/** setup(seed) plus the moves: what anyone holding a game's seed and moves can compute. */
export function rebuild(
  game: GameId,
  players: number,
  seed: string,
  rules: Record<string, unknown>,
  moves: { seat: number; move: unknown }[],
): unknown {
  const engine = gameModule(game)!.engine
  let state: unknown = engine.setup({ players, seed, rules })
  for (const m of moves) state = engine.apply(state, m.seat, m.move)
  return state
}

/** The true state of a stored game, rebuilt inside the main process from the database. */
export function trueState(app: TestApp, id: string): { game: GameId; state: unknown } {
  const stored = new GameStore(app.services.db).load(id)!
  return {
    game: stored.kind,
    state: rebuild(stored.kind, stored.seats.length, stored.seed, stored.rules, stored.moves),
  }
}

export interface People {
  ann: string
  bob: string
}

export async function twoPeople(app: TestApp): Promise<People> {
  const ann = (await app.ok<{ id: string }>('players.create', { name: 'Ann' })).id
  const bob = (await app.ok<{ id: string }>('players.create', { name: 'Bob' })).id
  return { ann, bob }
}

/**
 * Three games in progress between two people, each with a few moves made: S-head (both ready),
 * Now you see me (the Lead has drawn the card) and Sneak Peek (the pack's top card turned).
 */
export async function gamesInProgress(
  app: TestApp,
  people?: People,
): Promise<Record<'sHead' | 'nysm' | 'sneakPeek', string>> {
  const { ann, bob } = people ?? (await twoPeople(app))
  const seats = [
    { kind: 'human', playerId: ann },
    { kind: 'human', playerId: bob },
  ]
  const start = async (game: GameId, rules: Record<string, unknown> = {}): Promise<string> =>
    (await app.ok<Snap>('games.start', { game, seats, rules })).sessionId
  const move = (sessionId: string, seat: number, move: unknown): Promise<Snap> =>
    app.ok<Snap>('games.move', { sessionId, seat, move })

  const sHead = await start('s-head')
  await move(sHead, 0, { type: 'ready' })
  await move(sHead, 1, { type: 'ready' })

  // No look time: the table timer closes the eyes at once (the Lead may not cut a look short).
  const nysm = await start('now-you-see-me', { lookMs: 0, revealMs: 0, wrongCountChance: 0 })
  const table = (): Promise<Snap> => app.ok<Snap>('games.snapshot', { sessionId: nysm, seat: null })
  const lead = (await table()).view.leadSeat ?? 0
  await move(nysm, lead, { type: 'drop' })
  for (let i = 0; i < 100 && (await table()).view.phase !== 'action'; i++)
    await new Promise((r) => setTimeout(r, 20))

  const sneakPeek = await start('sneak-peek', { revealMs: 60_000 })
  await move(sneakPeek, 0, { type: 'flipPack' })
  return { sHead, nysm, sneakPeek }
}

/**
 * Plays a two-person S-head game to its end as a cautious player would: always a play when the rules
 * allow one, the lowest rank first, ties broken at random (random plays can keep a game going for
 * thousands of moves with the pile passing back and forth); returns its id.
 */
const RANKS = '23456789TJQKA'

export async function finishedSHead(app: TestApp, ids: People): Promise<string> {
  const { Rng } = await import('../../../src/shared/engine/rng')
  const rng = new Rng('finish')
  const seats = [
    { kind: 'human', playerId: ids.ann },
    { kind: 'human', playerId: ids.bob },
  ]
  let snap = await app.ok<Snap>('games.start', { game: 's-head', seats })
  const id = snap.sessionId
  for (let i = 0; i < 5000 && !snap.over; i++) {
    const seat = snap.current[0] ?? 0
    const mine = await app.ok<Snap>('games.snapshot', { sessionId: id, seat })
    const legal = mine.legal as { type: string; cards?: string[] }[]
    const plays = legal.filter((m) => m.type !== 'pickup' && m.type !== 'swap')
    const rank = (m: { cards?: string[] }): number => RANKS.indexOf(m.cards?.[0]?.[0] ?? '2')
    const lowest = Math.min(...plays.map(rank))
    const best = plays.filter((m) => rank(m) === lowest)
    snap = await app.ok<Snap>('games.move', {
      sessionId: id,
      seat,
      move: rng.pick(best.length > 0 ? best : legal),
    })
  }
  if (!snap.over) throw new Error('the S-head game did not end')
  return id
}
