import { describe, expect, it } from 'vitest'
import { runGame } from '../../../../src/shared/engine/runner'
import { bots, engine, type BotLevel } from '../../../../src/shared/games/now-you-see-me'

describe('Now you see me — bots', () => {
  it('sim: 2,000 four-player games, hard outscores medium outscores easy (seats rotated)', () => {
    const levels: BotLevel[] = ['random', 'easy', 'medium', 'hard']
    const total: Record<BotLevel, number> = { random: 0, easy: 0, medium: 0, hard: 0 }
    const games = 2000
    for (let g = 0; g < games; g++) {
      const seatLevels = levels.map((_, k) => levels[(k + g) % 4] as BotLevel)
      const seed = `sim-${g}`
      const played = runGame({
        engine,
        setup: { players: 4, seed },
        bots: seatLevels.map((l, k) => bots[l](k, seed)),
      })
      expect(played.unfinished).toBe(false)
      for (const r of engine.result(played.state)) total[seatLevels[r.seat] as BotLevel] += r.score
    }
    const mean = Object.fromEntries(levels.map((l) => [l, total[l] / games])) as Record<BotLevel, number>
    console.log('Now you see me mean scores over 2,000 4-player games:', mean)
    expect(mean.hard).toBeGreaterThan(mean.medium)
    expect(mean.medium).toBeGreaterThan(mean.easy)
    expect(mean.easy).toBeGreaterThan(mean.random)
  })

  it('a computer Lead plays a whole physical-mode game too', () => {
    const played = runGame({
      engine,
      setup: { players: 3, seed: 'phys', rules: { physical: true } },
      bots: [0, 1, 2].map((k) => bots.hard(k, 'phys')),
    })
    expect(played.unfinished).toBe(false)
  })
})
