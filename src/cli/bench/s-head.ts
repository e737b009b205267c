import { Rng } from '../../shared/engine/rng'
import { runGame } from '../../shared/engine/runner'
import type { Bot } from '../../shared/engine/types'
import { bots, engine, type Move, type View } from '../../shared/games/s-head'
import type { BenchSection } from './types'

const RANDOM_SECONDS = 2
const HARD_GAMES = 6

/**
 * Random 4-player games (uniform over legal moves) through the public engine API only, for about
 * two seconds. Under the Rulebook preset nothing resets the pile, so random games are long (about
 * 2,700 moves, most of them shedding picked-up piles); the Popular preset's games are about 500.
 */
function randomGames(preset: 'rulebook' | 'popular'): {
  gamesPerSecond: number
  movesPerSecond: number
  movesPerGame: number
} {
  const rng = new Rng(`bench/s-head/random/${preset}`)
  const start = performance.now()
  let games = 0
  let moves = 0
  while (performance.now() - start < RANDOM_SECONDS * 1000) {
    let state = engine.setup({ players: 4, seed: `bench-${games}`, rules: { preset } })
    while (!engine.isOver(state)) {
      const seat = engine.currentSeats(state)[0] as number
      state = engine.apply(state, seat, rng.pick(engine.legalMoves(state, seat)))
      moves++
    }
    games++
  }
  const seconds = (performance.now() - start) / 1000
  return { gamesPerSecond: games / seconds, movesPerSecond: moves / seconds, movesPerGame: moves / games }
}

/** Decision times of the hard bot (seat rotating) against three medium bots. */
function hardDecisionTimes(): number[] {
  const times: number[] = []
  for (let g = 0; g < HARD_GAMES; g++) {
    const heroSeat = g % 4
    const seats: Bot<View, Move>[] = [0, 1, 2, 3].map((seat) => {
      const bot = (seat === heroSeat ? bots.hard : bots.medium)(seat, `bench-${g}`)
      if (seat !== heroSeat) return bot
      return {
        ...bot,
        decide: (view, legal, ctx) => {
          const t = performance.now()
          const decision = bot.decide(view, legal, ctx)
          if (legal.length > 1 && view.phase === 'play') times.push(performance.now() - t)
          return decision
        },
      }
    })
    runGame({ engine, setup: { players: 4, seed: `bench-hard-${g}` }, bots: seats })
  }
  return times.sort((a, b) => a - b)
}

const quantile = (sorted: number[], q: number): number => sorted[Math.floor(q * (sorted.length - 1))] ?? 0

const section: BenchSection = {
  name: 's-head',
  run() {
    const random = randomGames('rulebook')
    const popular = randomGames('popular')
    const hard = hardDecisionTimes()
    return {
      sHeadRandomGamesPerSecond: random.gamesPerSecond,
      sHeadRandomMovesPerSecond: random.movesPerSecond,
      sHeadRandomMovesPerGame: random.movesPerGame,
      sHeadRandomPopularGamesPerSecond: popular.gamesPerSecond,
      sHeadRandomPopularMovesPerGame: popular.movesPerGame,
      sHeadHardDecisionMedianMs: quantile(hard, 0.5),
      sHeadHardDecisionP95Ms: quantile(hard, 0.95),
    }
  },
}

export default section
