import { describe, it, expect } from 'vitest'
import { bots, engine, invariants } from '../../../../src/shared/games/s-head'
import { runGame } from '../../../../src/shared/engine/runner'
import { Rng } from '../../../../src/shared/engine/rng'
import { isRuleError } from '../../../../src/shared/engine/errors'

/**
 * Random bots play seeded games to the end; after every move the state is checked, every seat's
 * view and the table view are scanned for hidden cards, and every few moves sampled illegal moves
 * must be rejected. Uniform random S-head games are long (a 4-player game averages ~2,800 moves of
 * pick-ups), so the number of full games per player count is what fits the time budget.
 */
const GAMES_PER_COUNT = Number(process.env.S_HEAD_PROPERTY_GAMES ?? 60)
const ILLEGAL_EVERY = 10
const MAX_MOVES = 6000

describe('S-head properties (random games)', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players: cards conserved, views private, illegal moves rejected`, () => {
      const violations: string[] = []
      const rng = new Rng(`illegal-${players}`)
      let checkedMoves = 0
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        const seed = `prop-${players}-${g}`
        runGame({
          engine,
          setup: { players, seed, rules: { preset: g % 2 === 0 ? 'rulebook' : 'popular' } },
          bots: Array.from({ length: players }, (_, s) => bots.random(s, seed)),
          maxMoves: MAX_MOVES,
          onMove: (_before, after) => {
            checkedMoves++
            const at = `${seed} move ${after.moveCount}`
            for (const e of invariants.checkState(after)) violations.push(`${at}: ${e}`)
            for (let seat = 0; seat < players; seat++) {
              for (const e of invariants.checkView(after, seat, engine.view(after, seat)))
                violations.push(`${at}: ${e}`)
            }
            for (const e of invariants.checkView(after, null, engine.view(after, null)))
              violations.push(`${at}: ${e}`)
            if (checkedMoves % ILLEGAL_EVERY !== 0) return
            const seat = rng.int(players)
            for (const move of invariants.sampleIllegalMoves(after, seat, rng)) {
              try {
                engine.apply(after, seat, move)
                violations.push(`${at}: seat ${seat} could play illegal ${JSON.stringify(move)}`)
              } catch (e) {
                if (!isRuleError(e)) violations.push(`${at}: ${String(e)}`)
              }
            }
          },
        })
      }
      expect(violations.slice(0, 10)).toEqual([])
      expect(checkedMoves).toBeGreaterThan(0)
    }, 600_000)
  }
})
