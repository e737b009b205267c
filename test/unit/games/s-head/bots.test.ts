import { describe, it, expect } from 'vitest'
import { bots, engine, hint, type Move, type View } from '../../../../src/shared/games/s-head'
import { runGame } from '../../../../src/shared/engine/runner'
import type { Bot } from '../../../../src/shared/engine/types'

type Level = keyof typeof bots

/** Plays `games` 4-player rulebook games, the hero's seat rotating; returns its S-head rate. */
function sHeadRate(hero: Level, others: Level, games: number): { rate: number; unfinished: number } {
  let sHead = 0
  let unfinished = 0
  for (let g = 0; g < games; g++) {
    const heroSeat = g % 4
    const seed = `strength-${hero}-${others}-${g}`
    const seats: Bot<View, Move>[] = [0, 1, 2, 3].map((s) => bots[s === heroSeat ? hero : others](s, seed))
    const played = runGame({ engine, setup: { players: 4, seed }, bots: seats })
    if (played.unfinished) unfinished++
    else if (played.state.placings[3] === heroSeat) sHead++
  }
  return { rate: sHead / games, unfinished }
}

describe('S-head computer players', () => {
  it('every bot only ever makes legal moves and the hint is a legal move', () => {
    const levels: Level[] = ['random', 'easy', 'medium', 'hard']
    const seats = levels.map((level, s) => {
      const bot = bots[level](s, 'legal')
      return {
        ...bot,
        decide: (view: View, legal: Move[]) => {
          const d = bot.decide(view, legal, { nowMs: 0 })
          const h = hint(view, legal)
          expect(legal).toContainEqual(d?.move)
          if (h) expect(legal).toContainEqual(h)
          return d
        },
      }
    })
    const played = runGame({
      engine,
      setup: { players: 4, seed: 'legal', rules: { preset: 'popular' } },
      bots: seats,
    })
    expect(played.unfinished).toBe(false)
  })

  it('games between non-random bots always finish (no endless pick-up loops)', () => {
    const mixes: Level[][] = [
      ['easy', 'easy', 'easy', 'easy'],
      ['medium', 'easy', 'medium', 'easy'],
      ['easy', 'easy', 'medium'],
      ['hard', 'medium', 'easy'],
    ]
    for (const [i, mix] of mixes.entries()) {
      for (let g = 0; g < 8; g++) {
        const seed = `finish-${i}-${g}`
        const played = runGame({
          engine,
          setup: { players: mix.length, seed, rules: { preset: g % 2 ? 'popular' : 'rulebook' } },
          bots: mix.map((level, s) => bots[level](s, seed)),
        })
        expect(played.unfinished).toBe(false)
      }
    }
  })

  // Thresholds are loose so the test cannot flake; the 2,000-game figures are in the engine report.
  it('medium is rarely the S-head against three easy bots', () => {
    const { rate, unfinished } = sHeadRate('medium', 'easy', 200)
    expect(unfinished).toBe(0)
    expect(rate).toBeLessThanOrEqual(0.15)
  })

  it('medium is rarely the S-head against three random bots', () => {
    expect(sHeadRate('medium', 'random', 60).rate).toBeLessThanOrEqual(0.12)
  })

  it('hard is the S-head less often than an equal share against three medium bots', () => {
    const { rate, unfinished } = sHeadRate('hard', 'medium', 40)
    expect(unfinished).toBe(0)
    expect(rate).toBeLessThanOrEqual(0.2)
  })
})
