import { Rng } from '../../engine/rng'
import type { Bot, BotFactory } from '../../engine/types'
import { hardMove } from './hard'
import { CardMemory } from './memory'
import { easyMove, mediumMove } from './policy'
import type { Move, View } from './types'

export type BotLevel = 'random' | 'easy' | 'medium' | 'hard'

/** What medium would play: the hint shown to a human player. */
export function hint(view: View, legal: Move[]): Move | null {
  return legal.length > 0 ? mediumMove(view, legal) : null
}

/**
 * Deterministic bots can chase each other round a cycle for ever (e.g. two easy bots passing two
 * jacks back and forth through pick-ups). Once a game runs long, a bot sometimes makes a random
 * legal move instead, which breaks any cycle, so games between bots always finish.
 */
export const STALL_MOVES = 400
const STALL_RANDOM_CHANCE = 0.25

function progressing(view: View, legal: Move[], rng: Rng): Move | null {
  if (view.moveCount < STALL_MOVES || legal.length < 2) return null
  return rng.float() < STALL_RANDOM_CHANCE ? rng.pick(legal) : null
}

const simple =
  (level: BotLevel, choose: (view: View, legal: Move[]) => Move): BotFactory<View, Move> =>
  (seat, seed) => {
    const rng = new Rng(`s-head/${level}/${seat}/${seed}`)
    return {
      level,
      decide: (view, legal) =>
        legal.length > 0 ? { move: progressing(view, legal, rng) ?? choose(view, legal) } : null,
    }
  }

export const bots: Record<BotLevel, BotFactory<View, Move>> = {
  random: (seat, seed): Bot<View, Move> => {
    const rng = new Rng(`s-head/random/${seat}/${seed}`)
    return {
      level: 'random',
      decide: (_view, legal) => (legal.length > 0 ? { move: rng.pick(legal) } : null),
    }
  },
  easy: simple('easy', easyMove),
  medium: simple('medium', mediumMove),
  hard: (seat, seed): Bot<View, Move> => {
    const rng = new Rng(`s-head/hard/${seat}/${seed}`)
    const memory = new CardMemory()
    return {
      level: 'hard',
      observe: (view) => memory.observe(view),
      decide: (view, legal) =>
        legal.length > 0
          ? { move: progressing(view, legal, rng) ?? hardMove(view, legal, memory, rng) }
          : null,
    }
  },
}
