import { describe, expect, it } from 'vitest'
import { bots, engine, invariants, type State, type View } from '../../../../src/shared/games/s-head'
import { Rng } from '../../../../src/shared/engine/rng'
import { isRuleError } from '../../../../src/shared/engine/errors'

/**
 * Issue 3: 2,000 seeded random games for each player count 2-6, 0 invariant violations. Uniform
 * random S-head games are long (a 4-player rulebook game averages ~2,700 moves, most of them
 * shedding picked-up piles), so this is ~18M moves in all. After every move:
 * - the whole state is checked (every card exactly once, counts right for the phase, placings);
 * - every seat's view and the table view are built and walked in full for any hidden card;
 * - every ILLEGAL_EVERY moves, sampled illegal moves for a random seat must be refused with a RuleError.
 * Half the games use the Rulebook preset and half Popular. The random bot chooses each move from the
 * acting seat's view, as in the app. S_HEAD_PROPERTY_GAMES=N runs fewer games for a quick local run.
 */
export const GAMES_PER_COUNT = Number(process.env.S_HEAD_PROPERTY_GAMES ?? 2000)
const ILLEGAL_EVERY = 10
// Random games have a long tail (the longest of 400 six-player rulebook games took ~31,000 moves); the
// cap only guards against a game that never ends, and a capped game fails the test.
const MAX_MOVES = 100_000

interface Tally {
  games: number
  moves: number
  unfinished: number
  violations: string[]
}

function playOne(players: number, g: number, illegalRng: Rng, tally: Tally): void {
  const seed = `prop-${players}-${g}`
  const seats = Array.from({ length: players }, (_, s) => bots.random(s, seed))
  const pickSeat = new Rng(`seat-${seed}`)
  const at = (state: State): string => `${seed} move ${state.moveCount}`
  /** Checks the state and every view of it; returns the seats' views (the bot decides from its own). */
  const check = (state: State): View[] => {
    for (const e of invariants.checkState(state)) tally.violations.push(`${at(state)}: ${e}`)
    const views: View[] = []
    for (let seat = -1; seat < players; seat++) {
      const who = seat < 0 ? null : seat
      const view = engine.view(state, who)
      for (const e of invariants.checkView(state, who, view)) tally.violations.push(`${at(state)}: ${e}`)
      if (who !== null) views.push(view)
    }
    return views
  }
  let state = engine.setup({ players, seed, rules: { preset: g % 2 === 0 ? 'rulebook' : 'popular' } })
  let views = check(state)
  while (!engine.isOver(state)) {
    if (state.moveCount >= MAX_MOVES) {
      tally.unfinished++
      break
    }
    const acting = engine.currentSeats(state)
    const seat = pickSeat.pick(acting)
    const legal = engine.legalMoves(state, seat)
    const decision = seats[seat]?.decide(views[seat] as View, legal, { nowMs: 0 })
    if (!decision) {
      tally.violations.push(`${at(state)}: seat ${seat} may act but has no legal move`)
      break
    }
    state = engine.apply(state, seat, decision.move)
    tally.moves++
    views = check(state)
    if (tally.moves % ILLEGAL_EVERY !== 0) continue
    const probe = illegalRng.int(players)
    for (const move of invariants.sampleIllegalMoves(state, probe, illegalRng)) {
      try {
        engine.apply(state, probe, move)
        tally.violations.push(`${at(state)}: seat ${probe} could play illegal ${JSON.stringify(move)}`)
      } catch (e) {
        if (!isRuleError(e)) tally.violations.push(`${at(state)}: ${String(e)}`)
      }
    }
  }
  tally.games++
}

/** One test per player count; each file holds a share of the counts so vitest runs them in parallel. */
export function propertySuite(playerCounts: number[]): void {
  describe('S-head properties (random games)', () => {
    for (const players of playerCounts) {
      it(`${players} players, ${GAMES_PER_COUNT} games: cards conserved, views private, illegal moves rejected`, () => {
        const tally: Tally = { games: 0, moves: 0, unfinished: 0, violations: [] }
        const illegalRng = new Rng(`illegal-${players}`)
        // Refused moves throw; without stack traces thousands of them cost little.
        const limit = Error.stackTraceLimit
        Error.stackTraceLimit = 0
        try {
          for (let g = 0; g < GAMES_PER_COUNT; g++) playOne(players, g, illegalRng, tally)
        } finally {
          Error.stackTraceLimit = limit
        }
        console.log(
          `S-head ${players} players: ${tally.games} games, ${tally.moves} moves checked, ` +
            `${tally.unfinished} stopped at ${MAX_MOVES} moves, ${tally.violations.length} violations`,
        )
        expect(tally.violations.slice(0, 10)).toEqual([])
        expect(tally.games).toBe(GAMES_PER_COUNT)
        expect(tally.unfinished).toBe(0)
      }, 1_200_000)
    }
  })
}
