/** Shared body of the property tests: seeded random games with invariant checks after every move. */
import { expect } from 'vitest'
import { isRuleError } from '../../../../src/shared/engine/errors'
import { Rng } from '../../../../src/shared/engine/rng'
import { runGame } from '../../../../src/shared/engine/runner'
import type { Bot } from '../../../../src/shared/engine/types'
import {
  bots,
  engine,
  invariants,
  type Move,
  type State,
  type View,
} from '../../../../src/shared/games/now-you-see-me'

/** Random legal moves; claims now and then; a Lead that sometimes lets the look timer run out. */
function randomBot(seed: string): Bot<View, Move> {
  const rng = new Rng(seed)
  return {
    level: 'property',
    decide(view, legal, ctx) {
      if (view.phase === 'look' && !view.isLead && rng.float() < 0.7) return null
      if (view.phase === 'look' && view.isLead && rng.float() < 0.5) return null
      const move = rng.pick(legal)
      // RULES-NOTES: The look — "close your eyes" is refused before the look is over, so the Lead waits.
      const wait = move.type === 'closeEyes' ? Math.max(0, (view.lookEndsAtMs ?? 0) - ctx.nowMs) : 0
      return { move, delayMs: wait + rng.int(4000) }
    },
  }
}

export function propertyGames(players: number, games: number, first = 0): void {
  let violations: string[] = []
  let illegalTried = 0
  let moves = 0
  for (let g = first; g < first + games; g++) {
    const seed = `prop-${players}-${g}`
    const rng = new Rng(`${seed}/checks`)
    const physical = g % 5 === 4
    // Every 4th game lets the app play the Lead (ignored with the real box): timers drive the Lead.
    const rules = { physical, appLeads: g % 4 === 1, wrongCountChance: g % 3 === 0 ? 0.7 : 0.1 }
    // Every 8th game uses the real bots so their memory code runs under the same checks.
    const seatBots = Array.from({ length: players }, (_, k) =>
      g % 8 === 0
        ? bots[(['easy', 'medium', 'hard'] as const)[k % 3] ?? 'hard'](k, seed)
        : randomBot(`${seed}/${k}`),
    )
    const check = (_before: State, after: State, _seat: number, move: Move): void => {
      moves++
      const found = invariants.checkState(after).map((v) => `${seed} after ${move.type}: ${v}`)
      for (let s = -1; s < players; s++) {
        const viewer = s < 0 ? null : s
        found.push(
          ...invariants.checkView(after, viewer, engine.view(after, viewer)).map((v) => `${seed}: ${v}`),
        )
      }
      if (rng.float() < 0.05) {
        const tester = rng.int(players)
        for (const bad of invariants.sampleIllegalMoves(after, tester, rng)) {
          illegalTried++
          try {
            engine.apply(after, tester, bad)
            found.push(
              `${seed}: illegal ${JSON.stringify(bad)} by seat ${tester} in ${after.phase} was accepted`,
            )
          } catch (e) {
            if (!isRuleError(e)) found.push(`${seed}: ${JSON.stringify(bad)} threw ${String(e)}`)
          }
        }
      }
      if (found.length > 0) violations = violations.concat(found)
    }
    const played = runGame({ engine, setup: { players, seed, rules }, bots: seatBots, onMove: check })
    expect(played.unfinished).toBe(false)
    if (violations.length > 20) break
  }
  expect(violations).toEqual([])
  expect(illegalTried).toBeGreaterThan(0)
  expect(moves).toBeGreaterThan(games * 10)
}
