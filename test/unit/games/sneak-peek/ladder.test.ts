import { describe, expect, it } from 'vitest'
import { runGame } from '../../../../src/shared/engine/runner'
import { bots, engine } from '../../../../src/shared/games/sneak-peek'

/**
 * A small bot ladder with loose thresholds so it cannot flake: 2,000-game runs measure well above
 * these (see the bot report). Seats alternate so neither level always starts.
 */
function ladder(
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

describe('Sneak Peek bot ladder (2 players)', () => {
  it('hard beats random', () => {
    const r = ladder('hard', 'random', 100)
    expect(r.unfinished).toBe(0)
    expect(r.strong).toBeGreaterThanOrEqual(0.8)
  })
  it('hard beats medium', () => {
    const r = ladder('hard', 'medium', 200)
    expect(r.unfinished).toBe(0)
    expect(r.strong).toBeGreaterThan(0.5)
  })
  it('medium beats easy', () => {
    const r = ladder('medium', 'easy', 200)
    expect(r.unfinished).toBe(0)
    expect(r.strong).toBeGreaterThan(0.5)
  })
})
