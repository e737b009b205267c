/**
 * The most points a whole game of 1, 2, 3! Now you see me can give, so that a result typed in by hand
 * (Log a game) is checked against what the rounds allow. RULES-NOTES: Now you see me — Rounds (every
 * player is Lead once; 3 rounds a turn, 2 with 6 to 8), Scoring (nobody right: the Lead gets 1; else
 * each right player gets 1), Wrong count (the first to say so gets 1; three wrong drops end the turn).
 */
import { MAX_WRONG_DROPS, ROUNDS_PER_TURN } from './constants'

export interface PointLimits {
  /** The most one player can score in the game. */
  perPlayer: number
  /** The most all players together can score in the game. */
  total: number
}

export function pointLimits(players: number): PointLimits {
  const rounds = ROUNDS_PER_TURN(players)
  // In another player's turn: a claim on each wrong drop before the good one, then a point a round; or
  // a claim on all three wrong drops, which end the turn with no rounds.
  const asGuesser = Math.max(MAX_WRONG_DROPS - 1 + rounds, MAX_WRONG_DROPS)
  // As Lead: a point for each round nobody guessed; the Lead never claims a wrong count.
  const asLead = rounds
  // A round gives at most one point to each guesser (or one to the Lead when none is right).
  const perTurn = Math.max(MAX_WRONG_DROPS - 1 + rounds * Math.max(1, players - 1), MAX_WRONG_DROPS)
  return { perPlayer: asLead + (players - 1) * asGuesser, total: players * perTurn }
}
