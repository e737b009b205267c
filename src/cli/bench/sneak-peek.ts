import type { BenchSection } from './types'
import { randomPlayout as sneakPeekPlayout } from '../../shared/games/sneak-peek/playout'
import { randomPlayout as sleekSeekPlayout } from '../../shared/games/sleek-seek/playout'

/** Games per second of `play` over about `ms` of wall time. */
function gamesPerSecond(ms: number, play: (seed: string) => void): number {
  for (let i = 0; i < 20; i++) play(`warm-${i}`)
  const start = Date.now()
  let games = 0
  while (Date.now() - start < ms) play(`bench-${games++}`)
  return Math.round((games * 1000) / (Date.now() - start))
}

const section: BenchSection = {
  name: 'sneak-peek',
  run() {
    return {
      // Random players take the pack half the time while it lasts (the rulebook's "turn over 3 cards").
      sneakPeekRandomGamesPerSecond: gamesPerSecond(2000, (seed) => {
        sneakPeekPlayout({ players: 4, seed, packBias: 0.5 })
      }),
      // Uniform over legal moves: mostly table flips, so about 4.7 times as many moves per game.
      sneakPeekUniformRandomGamesPerSecond: gamesPerSecond(1000, (seed) => {
        sneakPeekPlayout({ players: 4, seed })
      }),
      sleekSeekRandomGamesPerSecond: gamesPerSecond(2000, (seed) => {
        sleekSeekPlayout({ players: 4, seed })
      }),
    }
  },
}

export default section
