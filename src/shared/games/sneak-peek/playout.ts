import { Rng } from '../../engine/rng'
import { engine } from './engine'
import type { Move, State } from './types'

export interface PlayoutOptions {
  players: number
  seed: string
  /** Chance to take the pack when it is not empty; undefined = uniform over legal moves. */
  packBias?: number
  onMove?: (before: State, after: State, seat: number, move: Move) => void
}

/**
 * A random game through the public engine API only (legalMoves, stamp, apply, timer), lean enough
 * for benchmarks and property tests. Each move takes 1 s of game clock.
 */
export function randomPlayout(opts: PlayoutOptions): { state: State; moves: number } {
  const rng = new Rng(`playout:${opts.seed}`)
  let state = engine.setup({ players: opts.players, seed: opts.seed })
  let now = 0
  let moves = 0
  while (!engine.isOver(state)) {
    const seat = engine.currentSeats(state)[0]
    let move: Move
    let by: number
    if (seat === undefined) {
      const timed = engine.timer!(state)
      if (!timed) throw new Error('stuck: no seat and no timer')
      now = Math.max(now, timed.atMs)
      ;[move, by] = [timed.move, timed.seat]
    } else {
      const legal = engine.legalMoves(state, seat)
      const bias = opts.packBias
      move =
        bias !== undefined && legal[0]?.type === 'flipPack' && rng.float() < bias ? legal[0] : rng.pick(legal)
      by = seat
      now += 1000
    }
    const before = state
    state = engine.apply(state, by, engine.stamp!(move, now))
    moves++
    opts.onMove?.(before, state, by, move)
  }
  return { state, moves }
}
