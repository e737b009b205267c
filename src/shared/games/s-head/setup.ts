import { RuleError } from '../../engine/errors'
import { seedRng, shuffleInPlace } from '../../engine/rng'
import type { SetupOptions } from '../../engine/types'
import { decksFor, makeDeck, type Card } from './cards'
import { resolveRules } from './rules-schema'
import type { SeatCards, State } from './types'

export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 6
export const CARDS_PER_ROW = 3

/**
 * Shuffle and deal like the rulebook: one card at a time to each player, starting at the dealer's
 * left, first the three face-down cards, then three face-up on top of them, then three for the hand.
 * The rest is the draw pile. The swap phase comes next; the starter card is turned when all are ready.
 */
export function setup(options: SetupOptions): State {
  const n = options.players
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) {
    throw new RuleError('bad-players', `S-head takes ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`, {
      kind: 'bad-players',
      values: { min: MIN_PLAYERS, max: MAX_PLAYERS },
    })
  }
  const rules = resolveRules(options.rules, n)
  const rng = seedRng(options.seed)
  const deck = shuffleInPlace(rng, makeDeck(decksFor(n)))
  const seats: SeatCards[] = Array.from({ length: n }, () => ({ hand: [], faceUp: [], faceDown: [] }))
  const deal = (row: 'faceDown' | 'faceUp' | 'hand'): void => {
    for (let i = 0; i < CARDS_PER_ROW; i++) {
      for (let k = 1; k <= n; k++) {
        const seat = seats[(rules.dealer + k) % n] as SeatCards
        seat[row].push(deck.pop() as Card)
      }
    }
  }
  deal('faceDown')
  deal('faceUp')
  deal('hand')
  return {
    players: n,
    rules,
    phase: 'swap',
    rng,
    seats,
    ready: seats.map(() => false),
    draw: deck,
    pile: [],
    pileOwner: null,
    burned: [],
    turn: (rules.dealer + 1) % n,
    placings: [],
    moveCount: 0,
    events: [],
  }
}
