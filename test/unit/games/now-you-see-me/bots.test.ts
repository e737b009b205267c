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

  it('computer guessers think at the same time: each answers within 4.5 s of the question', () => {
    const played = runGame({
      engine,
      setup: { players: 4, seed: 'together' },
      bots: [0, 1, 2, 3].map((k) => bots.medium(k, 'together')),
    })
    expect(played.unfinished).toBe(false)
    let rounds = 0
    played.moves.forEach((m, i) => {
      const prev = played.moves[i - 1]
      if (m.move.type !== 'answer' || !prev || prev.move.type === 'answer') return
      // The first answer of a round: the question was asked by the move before it.
      rounds++
      let k = i
      while (played.moves[k]?.move.type === 'answer') {
        expect(played.moves[k]!.atMs - prev.atMs).toBeLessThanOrEqual(4500)
        k++
      }
      expect(k - i).toBe(3)
    })
    expect(rounds).toBeGreaterThan(3)
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
