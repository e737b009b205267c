import { judge } from './judge'
import type { RefereeProblem } from './problems'
import type { ActionCard, Token, Verdict } from './types'

/**
 * The human Lead's drag-and-drop uses the same judge as the camera, with exact positions: no jitter
 * is tolerated and a move must reach the full card length (RULES-NOTES: Now you see me, Move).
 */
export function checkLeadAction(
  before: Token[],
  after: Token[],
  card: ActionCard,
  cardLength: number,
): Verdict {
  return judge(before, after, card, { cardLength, exact: true })
}

/**
 * The first reason the Lead's change breaks the card, as data (the engine's rule error carries it and
 * the Lead's desk words it), or null when it does exactly what the card says.
 */
export function leadActionProblem(
  before: Token[],
  after: Token[],
  card: ActionCard,
  cardLength: number,
): RefereeProblem | null {
  const v = checkLeadAction(before, after, card, cardLength)
  if (v.matchesCard === true) return null
  return v.problems[0] ?? { kind: 'does-not-match' }
}
