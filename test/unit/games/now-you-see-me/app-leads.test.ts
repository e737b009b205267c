/** The app plays the Lead (rules.appLeads): table timers drop, close the look, act and move on. */
import { describe, expect, it } from 'vitest'
import { Rng } from '../../../../src/shared/engine/rng'
import { runGame } from '../../../../src/shared/engine/runner'
import type { Bot } from '../../../../src/shared/engine/types'
import {
  APP_REDROP_MS,
  DEFAULT_RULES,
  engine,
  type Move,
  type State,
  type View,
} from '../../../../src/shared/games/now-you-see-me'
import { readRules } from '../../../../src/shared/games/now-you-see-me/rules-schema'
import { play, setup } from './helpers'

const APP = { appLeads: true, lookMs: 3000, actMs: 2000, revealMs: 4000, wrongCountChance: 0 }

/** Applies the table's timer move, as the session and runGame do. */
function tick(s: State): { state: State; move: Move; atMs: number; seat: number } {
  const t = engine.timer?.(s)
  if (!t) throw new Error(`no timer in ${s.phase}`)
  return { state: play(s, t.seat, engine.stamp?.(t.move, t.atMs) ?? t.move), ...t }
}

/** Guessers that answer at random and never claim; the Lead seat never acts by itself. */
function guesser(seed: string): Bot<View, Move> {
  const rng = new Rng(seed)
  return {
    level: 'guesser',
    decide(view, legal) {
      const answers = legal.filter((m) => m.type === 'answer')
      return answers.length > 0 ? { move: rng.pick(answers), delayMs: rng.int(3000) } : null
    },
  }
}

describe('Now you see me — the app leads', () => {
  it('reads the option: off by default, never with the real box; a bad value is refused, not clamped', () => {
    expect(readRules({}).appLeads).toBe(false)
    expect(readRules({}).actMs).toBe(DEFAULT_RULES.actMs)
    expect(readRules({ appLeads: true }).appLeads).toBe(true)
    expect(readRules({ appLeads: true, physical: true }).appLeads).toBe(false)
    expect(() => readRules({ appLeads: 'yes' })).toThrow(/appLeads must be on or off/)
    expect(() => readRules({ actMs: -5 })).toThrow(
      /actMs must be a whole number of milliseconds from 0 to 60000/,
    )
    expect(() => readRules({ actMs: 1e9 })).toThrow(/actMs/)
  })

  it('drops at once, closes the look after lookMs, acts after actMs and moves on after revealMs', () => {
    let s = setup(3, APP, 'app-1')
    expect(engine.currentSeats(s)).toEqual([])
    expect(engine.legalMoves(s, s.leadSeat)).toEqual([])
    let t = tick(s)
    expect(t.move.type).toBe('drop')
    expect(t.atMs).toBe(0)
    s = t.state
    expect(s.phase).toBe('look')
    // The Lead stays in the look (it may say "ready" early), next to the claimants.
    expect(engine.currentSeats(s)).toEqual([0, 1, 2])
    t = tick(s)
    expect(t.move.type).toBe('closeEyes')
    expect(t.atMs).toBe(3000)
    s = t.state
    expect(engine.currentSeats(s)).toEqual([])
    expect(engine.view(s, 1).actAtMs).toBe(5000)
    expect(engine.view(s, 1).appLeads).toBe(true)
    t = tick(s)
    expect(t.move.type).toBe('autoAct')
    expect(t.atMs).toBe(5000)
    s = t.state
    expect(s.phase).toBe('answer')
    expect(s.change).not.toBeNull()
    s = play(s, 1, { type: 'answer', animals: s.card?.kind === 'swap' ? ['sheep', 'pig'] : ['cow'] })
    s = play(s, 2, { type: 'answer', animals: s.card?.kind === 'swap' ? ['sheep', 'pig'] : ['cow'] })
    expect(s.phase).toBe('reveal')
    expect(engine.currentSeats(s)).toEqual([])
    t = tick(s)
    expect(t.move.type).toBe('nextRound')
    expect(t.atMs).toBe(s.phaseStartMs + 4000)
    expect(t.state.round).toBe(2)
  })

  it('lets the human Lead start the next round early (a shortcut, not a turn)', () => {
    let s = setup(3, APP, 'app-2')
    s = tick(tick(tick(s).state).state).state
    for (const k of [1, 2])
      s = play(s, k, { type: 'answer', animals: s.card?.kind === 'swap' ? ['sheep', 'pig'] : ['cow'] })
    expect(play(s, 0, { type: 'nextRound' }).phase).toBe('look')
  })

  it('waits until someone taps next when the reveal has no timer', () => {
    let s = setup(2, { ...APP, revealMs: 0 }, 'app-3')
    s = tick(tick(tick(s).state).state).state
    s = play(s, 1, { type: 'answer', animals: s.card?.kind === 'swap' ? ['sheep', 'pig'] : ['cow'] })
    expect(engine.timer?.(s)).toBeNull()
    expect(engine.currentSeats(s)).toEqual([0])
    expect(engine.legalMoves(s, 0)).toEqual([{ type: 'nextRound' }])
  })

  it('pauses before dropping again after a right wrong-count claim', () => {
    let s = setup(3, { ...APP, wrongCountChance: 1 }, 'app-4')
    s = tick(s).state
    expect(s.dropCount === null || s.dropCount < 10 || s.dropCount > 15).toBe(true)
    s = play(s, 2, { type: 'claim', atMs: 1000 })
    expect(s.phase).toBe('drop')
    expect(s.scores[2]).toBe(1)
    const t = tick(s)
    expect(t.move.type).toBe('drop')
    expect(t.atMs).toBe(1000 + APP_REDROP_MS)
  })

  it('plays whole games with only guessers acting; the stored moves replay to the same state', () => {
    for (const players of [2, 3, 5, 6]) {
      const seed = `app-game-${players}`
      const bots = Array.from({ length: players }, (_, k) => guesser(`${seed}/${k}`))
      const played = runGame({ engine, setup: { players, seed, rules: APP }, bots })
      expect(played.unfinished).toBe(false)
      for (const m of played.moves) {
        if (m.move.type !== 'answer')
          expect(['drop', 'closeEyes', 'autoAct', 'nextRound']).toContain(m.move.type)
      }
      expect(played.moves.filter((m) => m.move.type === 'autoAct')).toHaveLength(
        players * (players >= 6 ? 2 : 3),
      )
      let s = engine.setup({ players, seed, rules: APP })
      for (const m of played.moves) s = engine.apply(s, m.seat, m.move)
      expect(s).toEqual(played.state)
    }
  })
})
