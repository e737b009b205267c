import type { ActionCard, Animal } from './vocabulary'

export const GAME_ID = 'now-you-see-me'
export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 8

/** RULES-NOTES: Now you see me, Animals — 7 sheep, 7 pigs, 6 cows, 6 horses: 26 in all. */
export const ANIMAL_COUNTS: Readonly<Record<Animal, number>> = { sheep: 7, pig: 7, cow: 6, horse: 6 }
export const ANIMAL_TOTAL = 26

/**
 * ASSUMPTION (RULES-NOTES: Now you see me, Action deck): 18 cards = add x4 (one per animal),
 * remove x4, move x4, swap x6 (one per pair of types). The only place to change when the real
 * deck is known.
 */
export const ACTION_DECK: readonly ActionCard[] = [
  { kind: 'add', animals: ['sheep'] },
  { kind: 'add', animals: ['pig'] },
  { kind: 'add', animals: ['cow'] },
  { kind: 'add', animals: ['horse'] },
  { kind: 'remove', animals: ['sheep'] },
  { kind: 'remove', animals: ['pig'] },
  { kind: 'remove', animals: ['cow'] },
  { kind: 'remove', animals: ['horse'] },
  { kind: 'move', animals: ['sheep'] },
  { kind: 'move', animals: ['pig'] },
  { kind: 'move', animals: ['cow'] },
  { kind: 'move', animals: ['horse'] },
  { kind: 'swap', animals: ['sheep', 'pig'] },
  { kind: 'swap', animals: ['sheep', 'cow'] },
  { kind: 'swap', animals: ['sheep', 'horse'] },
  { kind: 'swap', animals: ['pig', 'cow'] },
  { kind: 'swap', animals: ['pig', 'horse'] },
  { kind: 'swap', animals: ['cow', 'horse'] },
]

/** ASSUMPTION (RULES-NOTES: Now you see me, Move): the long side of an action card, a standard playing card. */
export const CARD_LENGTH_CM = 8.8

/** The virtual table, in cm. */
export const TABLE = { width: 60, height: 40 } as const

/** RULES-NOTES: Now you see me, Wrong count — a right drop has 10 to 15 animals. */
export const DROP_MIN = 10
export const DROP_MAX = 15
/** RULES-NOTES: Now you see me, Wrong count — three wrong drops in a row end the Lead's turn. */
export const MAX_WRONG_DROPS = 3

/** Centres of two animals on the virtual table keep at least this distance (tokens are ~2.5 cm). */
export const MIN_GAP_CM = 1.5
/** The app-led drop and autoAct keep a little more room, as real dropped tokens rarely overlap. */
export const DROP_GAP_CM = 2.2

/** RULES-NOTES: Now you see me, Rounds — 3 per turn, 2 when 6 to 8 play. */
/** App-led Lead: after a right wrong-count claim the app waits this long before dropping again. */
export const APP_REDROP_MS = 2_500

export function ROUNDS_PER_TURN(players: number): number {
  return players >= 6 ? 2 : 3
}

export const DEFAULT_RULES = {
  /** Positions are not tracked: the app is deck, timers, answers and score keeper for the real box. */
  physical: false,
  /**
   * The app plays the Lead's hands (issue 5, item 3): the table timer drops the animals, closes the
   * look, makes the card's change and moves on, so only the guessers act. Ignored with the real box.
   */
  appLeads: false,
  /** Chance the app-led drop has 8-9 or 16-17 animals, so the wrong-count claim stays alive. */
  wrongCountChance: 0.1,
  /** Step 1: the look lasts 10 seconds. */
  lookMs: 10_000,
  /** App-led Lead: the card is played this long after "Now, close your eyes!", so eyes can close. */
  actMs: 4_000,
  /** After a reveal the table moves on by itself after this long (0 = wait for nextRound). */
  revealMs: 8_000,
}
export type Rules = typeof DEFAULT_RULES
