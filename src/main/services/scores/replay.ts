import { ApiError, type ReplayStep } from '../../../shared/api'
import { gameModule, GAME_INFO } from '../../../shared/games/registry'
import type { Db } from '../../db/database'
import { GameStore, type StoredGame } from '../game-store'
import { gameById } from './history'

/**
 * Replays an in-app game from setup(seed) and its stored moves, showing the table view (seat null,
 * no hidden information) after any number of moves. The states of the last few games are kept so
 * stepping through one is cheap.
 */
export class Replays {
  private cache = new Map<string, { stored: StoredGame; states: unknown[] }>()
  constructor(private db: () => Db) {}

  private states(gameId: string): { stored: StoredGame; states: unknown[] } {
    const hit = this.cache.get(gameId)
    if (hit) return hit
    const stored = new GameStore(this.db()).load(gameId)
    if (!stored) throw new ApiError('not_found', 'Only games played in the app can be replayed.')
    const module = gameModule(stored.kind)
    if (!module) throw new ApiError('unavailable', `${GAME_INFO[stored.kind].title} cannot be replayed yet.`)
    const engine = module.engine
    let state: unknown = engine.setup({
      players: stored.seats.length,
      seed: stored.seed,
      rules: stored.rules,
    })
    const states = [state]
    for (const m of stored.moves) {
      state = engine.apply(state, m.seat, m.move)
      states.push(state)
    }
    const entry = { stored, states }
    // Unfinished games change as they are played: only finished ones are cached.
    if (stored.status !== 'active') {
      this.cache.set(gameId, entry)
      if (this.cache.size > 3) this.cache.delete(this.cache.keys().next().value as string)
    }
    return entry
  }

  step(gameId: string, step: number): ReplayStep {
    const { stored, states } = this.states(gameId)
    const last = states.length - 1
    const at = Math.min(step, last)
    const engine = gameModule(stored.kind)?.engine
    if (!engine) throw new ApiError('unavailable', 'This game cannot be replayed yet.')
    const move = at > 0 ? stored.moves[at - 1] : undefined
    return {
      game: gameById(this.db(), gameId),
      step: at,
      steps: last,
      rules: stored.rules,
      view: engine.view(states[at], null),
      move: move ? { seat: move.seat, move: move.move, atMs: move.atMs } : null,
    }
  }

  clear(): void {
    this.cache.clear()
  }
}
