import { Rng } from '../../engine/rng'
import { engine } from './engine'
import type { Move, State } from './types'

export interface PlayoutOptions {
  players: number
  seed: string
  onMove?: (before: State, after: State, seat: number, move: Move) => void
}

/**
 * A random game through the public engine API only, driven like runGame's virtual clock: every
 * seat picks a random legal move with a random delay, the table's timer competes, the earliest
 * wins. A late "Seek!" during a call would be refused, so it is simply not chosen.
 */
export function randomPlayout(opts: PlayoutOptions): { state: State; moves: number } {
  const rng = new Rng(`playout:${opts.seed}`)
  let state = engine.setup({ players: opts.players, seed: opts.seed })
  let now = 0
  let moves = 0
  while (!engine.isOver(state)) {
    let best: { seat: number; move: Move; atMs: number } | null = null
    const call = state.call
    for (const seat of engine.currentSeats(state)) {
      const legal = engine.legalMoves(state, seat)
      if (legal.length === 0) continue
      const move = rng.pick(legal)
      // Random players call less eagerly than they flip, or the game would be all mistaken calls.
      const atMs = now + rng.int(move.type === 'seek' && !call ? 8000 : 1500)
      if (move.type === 'seek' && call && atMs - call.atMs > state.rules.simultaneousMs) continue
      if (!best || atMs < best.atMs) best = { seat, move, atMs }
    }
    const timed = engine.timer!(state)
    if (timed && (!best || timed.atMs <= best.atMs)) best = timed
    if (!best) throw new Error('stuck: nobody can act and no timer is pending')
    now = Math.max(now, best.atMs)
    const before = state
    state = engine.apply(state, best.seat, engine.stamp!(best.move, now))
    moves++
    opts.onMove?.(before, state, best.seat, best.move)
  }
  return { state, moves }
}
