import { expect, it } from 'vitest'
import { runGame } from '../../../src/shared/engine/runner'
import type { BotFactory, GameEngine } from '../../../src/shared/engine/types'

/**
 * A small two-player bot ladder with loose thresholds so it cannot flake: 2,000-game runs measure well
 * above these (see the bot report). Seats alternate so neither level always starts. Sneak Peek and
 * Sleek Seek share it (the same ladder of levels, each with its own engine and bots).
 */
export function ladder<State, Move, View>(
  engine: GameEngine<State, Move, View>,
  bots: Record<string, BotFactory<View, Move>>,
  strong: string,
  weak: string,
  games: number,
): { strong: number; weak: number; unfinished: number } {
  let wins = 0
  let losses = 0
  let unfinished = 0
  for (let g = 0; g < games; g++) {
    const strongSeat = g % 2
    const levels = strongSeat === 0 ? [strong, weak] : [weak, strong]
    const played = runGame({
      engine,
      setup: { players: 2, seed: `ladder-${g}` },
      bots: levels.map((level, seat) => bots[level]!(seat, `bot-${g}-${seat}`)),
    })
    if (played.unfinished) unfinished++
    const scores = engine.result(played.state).map((r) => r.score)
    const [s, w] = [scores[strongSeat]!, scores[1 - strongSeat]!]
    if (s > w) wins++
    else if (w > s) losses++
  }
  return { strong: wins / games, weak: losses / games, unfinished }
}

/** The ladder's three cases: hard beats random and medium, medium beats easy. */
export function ladderCases<State, Move, View>(
  engine: GameEngine<State, Move, View>,
  bots: Record<string, BotFactory<View, Move>>,
): void {
  it('hard beats random', () => {
    const r = ladder(engine, bots, 'hard', 'random', 100)
    expect(r.unfinished).toBe(0)
    expect(r.strong).toBeGreaterThanOrEqual(0.8)
  })
  it('hard beats medium', () => {
    const r = ladder(engine, bots, 'hard', 'medium', 200)
    expect(r.unfinished).toBe(0)
    expect(r.strong).toBeGreaterThan(0.5)
  })
  it('medium beats easy', () => {
    const r = ladder(engine, bots, 'medium', 'easy', 200)
    expect(r.unfinished).toBe(0)
    expect(r.strong).toBeGreaterThan(0.5)
  })
}
