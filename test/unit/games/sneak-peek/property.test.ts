import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../src/shared/engine/errors'
import { Rng } from '../../../../src/shared/engine/rng'
import { engine, invariants } from '../../../../src/shared/games/sneak-peek'
import { randomPlayout } from '../../../../src/shared/games/sneak-peek/playout'

/**
 * Seeded random games per player count: the full 2,000 each (a few minutes);
 * PROPERTY_GAMES=N runs fewer while iterating.
 */
const GAMES = Number(process.env['PROPERTY_GAMES'] ?? 2000)
/** Illegal moves are tried after one move in this many (they cost as much as the game itself). */
const ILLEGAL_EVERY = 5

describe('Sneak Peek property: random games keep every invariant', () => {
  for (const players of [2, 3, 4]) {
    it(`${GAMES} random ${players}-player games: 0 violations`, () => {
      const violations: string[] = []
      const rng = new Rng(`illegal-${players}`)
      let moves = 0
      for (let g = 0; g < GAMES; g++) {
        randomPlayout({
          players,
          seed: `prop-${players}-${g}`,
          packBias: 0.5,
          onMove: (before, after) => {
            moves++
            const where = `game ${g} move ${moves}`
            for (const e of invariants.checkState(after)) violations.push(`${where}: ${e}`)
            for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
              for (const e of invariants.checkView(after, seat, engine.view(after, seat)))
                violations.push(`${where}: ${e}`)
            }
            if (moves % ILLEGAL_EVERY !== 0) return
            const seat = rng.int(players)
            for (const m of invariants.sampleIllegalMoves(before, seat, rng)) {
              try {
                engine.apply(before, seat, m)
                violations.push(`${where}: accepted illegal ${JSON.stringify(m)} from seat ${seat}`)
              } catch (e) {
                if (!isRuleError(e)) violations.push(`${where}: ${JSON.stringify(m)} threw ${String(e)}`)
              }
            }
          },
        })
        if (violations.length > 20) break
      }
      expect(violations).toEqual([])
    }, 900_000)
  }
})
