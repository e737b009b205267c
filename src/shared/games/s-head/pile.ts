import { cardRank, rankLabel, type Card } from './cards'
import type { HouseRule } from './rules'
import type { ToBeat } from './types'

export type PlayRules = Record<HouseRule, boolean>

/** Cards that may go on anything under the house rules (2 resets, 3 is invisible, 10 burns). */
export function isWild(rank: number, rules: PlayRules): boolean {
  return (
    (rank === 2 && rules.twoResets) || (rank === 3 && rules.threeInvisible) || (rank === 10 && rules.tenBurns)
  )
}

/**
 * What the next play must satisfy. RULES-NOTES: S-head, Beat — equal or higher than the top card;
 * any card starts an empty pile. House rules: an invisible 3 is looked through (threeInvisible),
 * after a 7 the next play is 7 or lower (sevenOrLower). A 2 needs no branch: everything is >= 2.
 */
export function toBeatOf(pile: readonly Card[], rules: PlayRules): ToBeat {
  let i = pile.length - 1
  if (rules.threeInvisible) while (i >= 0 && cardRank(pile[i] as Card) === 3) i--
  if (i < 0) return { atLeast: null, atMost: null }
  const top = cardRank(pile[i] as Card)
  if (rules.sevenOrLower && top === 7) return { atLeast: null, atMost: 7 }
  return { atLeast: top, atMost: null }
}

export function rankAllowed(rank: number, toBeat: ToBeat, rules: PlayRules): boolean {
  if (isWild(rank, rules)) return true
  if (toBeat.atMost !== null && rank > toBeat.atMost) return false
  return toBeat.atLeast === null || rank >= toBeat.atLeast
}

export function canPlayRank(pile: readonly Card[], rank: number, rules: PlayRules): boolean {
  return rankAllowed(rank, toBeatOf(pile, rules), rules)
}

/** RULES-NOTES: S-head, Burn — four cards of one rank on top in a row, at once or across plays. */
export function topFourBurn(pile: readonly Card[]): boolean {
  const n = pile.length
  if (n < 4) return false
  const r = cardRank(pile[n - 1] as Card)
  return (
    cardRank(pile[n - 2] as Card) === r &&
    cardRank(pile[n - 3] as Card) === r &&
    cardRank(pile[n - 4] as Card) === r
  )
}

/** Length of the run of equal ranks on top of the pile (0 for an empty pile). */
export function topRun(pile: readonly Card[]): { rank: number; length: number } {
  const n = pile.length
  if (n === 0) return { rank: 0, length: 0 }
  const rank = cardRank(pile[n - 1] as Card)
  let length = 1
  while (length < n && cardRank(pile[n - 1 - length] as Card) === rank) length++
  return { rank, length }
}

/** 'a 9', 'an 8', 'an A': the English article before a rank said aloud (developers' messages). */
const aRank = (rank: number): string => {
  const label = rankLabel(rank)
  return `${/^(A|8)/.test(label) ? 'an' : 'a'} ${label}`
}

/** Sentence for logs and errors of what a play must be, e.g. 'a 9 or higher', 'an A or higher'. */
export function describeToBeat(toBeat: ToBeat): string {
  if (toBeat.atMost !== null) return `${aRank(toBeat.atMost)} or lower`
  if (toBeat.atLeast !== null) return `${aRank(toBeat.atLeast)} or higher`
  return 'any card'
}
