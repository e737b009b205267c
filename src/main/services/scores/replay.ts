import { ApiError, type ReplayStep } from '../../../shared/api'
import { gameModule, GAME_INFO } from '../../../shared/games/registry'
import type { Db } from '../../db/database'
import { requireFinished } from '../disclosure'
import { GameStore, type StoredGame } from '../game-store'
import { gameById } from './history'

/**
 * Replays a finished in-app game from setup(seed) and its stored moves, showing the table view
 * (seat null) after any number of moves and the move that led there. Raw moves name hidden things
 * (the Lead's animal, an answer before the reveal), so an unfinished game is refused
 * (src/main/services/disclosure.ts). The states of the last few games are kept so stepping through
 * one is cheap.
 */
export class Replays {
  private cache = new Map<string, { stored: StoredGame; states: unknown[] }>()
  constructor(private db: () => Db) {}

  private states(gameId: string): { stored: StoredGame; states: unknown[] } {
    const hit = this.cache.get(gameId)
    if (hit) return hit
    const stored = new GameStore(this.db()).load(gameId)
    if (!stored) throw new ApiError('not_found', 'Only games played in the app can be replayed.')
    requireFinished(stored.status, 'A game can be replayed')
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
    this.cache.set(gameId, entry)
    if (this.cache.size > 3) this.cache.delete(this.cache.keys().next().value as string)
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
