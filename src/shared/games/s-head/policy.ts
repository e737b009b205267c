import { cardRank, type Card } from './cards'
import { isWild, topRun, type PlayRules } from './pile'
import type { Move, View } from './types'

/**
 * How much a card is worth keeping: the house-rule wild cards above an Ace (10 burns best, then a
 * 2 resets, then an invisible 3), otherwise its rank.
 */
export function keepValue(rank: number, rules: PlayRules): number {
  if (!isWild(rank, rules)) return rank
  return rank === 10 ? 17 : rank === 2 ? 16 : 15
}

type PlayMove = Extract<Move, { type: 'play' }>

function plays(legal: Move[]): PlayMove[] {
  return legal.filter((m): m is PlayMove => m.type === 'play')
}

/** The largest legal set of each rank, by rank. */
function biggestSets(legal: Move[]): Map<number, PlayMove> {
  const best = new Map<number, PlayMove>()
  for (const m of plays(legal)) {
    const r = cardRank(m.cards[0] as Card)
    const b = best.get(r)
    if (!b || b.cards.length < m.cards.length) best.set(r, m)
  }
  return best
}

/** Swap phase: the best hand card into the face-up row while it is worth more than the worst there. */
function swapOrReady(view: View, legal: Move[]): Move {
  const hand = view.hand ?? []
  const up = view.seat === null ? [] : (view.seats[view.seat]?.faceUp ?? [])
  const value = (c: Card): number => keepValue(cardRank(c), view.rules)
  const bestHand = hand.reduce<Card | null>((b, c) => (b === null || value(c) > value(b) ? c : b), null)
  const worstUp = up.reduce<Card | null>((w, c) => (w === null || value(c) < value(w) ? c : w), null)
  if (bestHand && worstUp && value(bestHand) > value(worstUp)) {
    const swap: Move = { type: 'swap', hand: bestHand, faceUp: worstUp }
    if (legal.some((m) => m.type === 'swap')) return swap
  }
  return legal.find((m) => m.type === 'ready') ?? (legal[0] as Move)
}

/**
 * Medium strategy (also the hint): complete a burn when possible (the burner leads again), else
 * the lowest plain rank as a whole set, keeping high cards and house-rule wild cards for later;
 * a wild card only when nothing else goes.
 */
export function mediumMove(view: View, legal: Move[]): Move {
  if (legal.length === 0) throw new Error('no legal move')
  if (view.phase === 'swap') return swapOrReady(view, legal)
  const sets = biggestSets(legal)
  if (sets.size === 0) return legal[0] as Move // pick-up or a blind card: nothing to choose
  const run = topRun(view.pile)
  const burner = sets.get(run.rank)
  if (burner && run.length > 0 && run.length + burner.cards.length >= 4) return burner
  let best: PlayMove | null = null
  let bestValue = Infinity
  for (const [rank, m] of sets) {
    const v = keepValue(rank, view.rules)
    if (v < bestValue) {
      best = m
      bestValue = v
    }
  }
  const chosen = best as PlayMove
  // A wild card is spent one at a time.
  if (isWild(cardRank(chosen.cards[0] as Card), view.rules))
    return { type: 'play', cards: chosen.cards.slice(0, 1) }
  return chosen
}

/** Easy strategy: ready at once, then always the lowest legal single card. */
export function easyMove(view: View, legal: Move[]): Move {
  if (legal.length === 0) throw new Error('no legal move')
  if (view.phase === 'swap') return legal.find((m) => m.type === 'ready') ?? (legal[0] as Move)
  let best: PlayMove | null = null
  for (const m of plays(legal)) {
    if (m.cards.length !== 1) continue
    if (!best || cardRank(m.cards[0] as Card) < cardRank(best.cards[0] as Card)) best = m
  }
  return best ?? (legal[0] as Move)
}
