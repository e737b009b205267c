import { cardRank, type Card, type Move, type View } from '../../../../shared/games/s-head'

/** The one-key shortcuts of the table's buttons: keys, the same in every language. */
export const SHORTCUT = { play: 'P', pickup: 'U', hint: 'H', ready: 'R' } as const

/** Where a selectable card lies on my side of the table. */
export type Zone = 'hand' | 'faceUp' | 'faceDown'

/** What the legal moves allow me to do right now (derived from ctl.snap.legal only). */
export interface Allowed {
  swap: boolean
  ready: boolean
  pickup: boolean
  /** Ranks I may play from view.playFrom (hand or face-up). */
  ranks: Set<number>
  /** Face-down slots I may turn over. */
  blindSlots: Set<number>
}

export function allowedMoves(legal: readonly Move[]): Allowed {
  const a: Allowed = { swap: false, ready: false, pickup: false, ranks: new Set(), blindSlots: new Set() }
  for (const m of legal) {
    if (m.type === 'swap') a.swap = true
    else if (m.type === 'ready') a.ready = true
    else if (m.type === 'pickup') a.pickup = true
    else if (m.type === 'play') a.ranks.add(cardRank(m.cards[0] ?? ''))
    else if (m.type === 'blind') a.blindSlots.add(m.slot)
  }
  return a
}

/**
 * May this card be chosen now? Swap phase: any hand or face-up card (one of each). Play: cards of a
 * playable rank from where I play, all of one rank.
 */
export function canChoose(
  view: View,
  allowed: Allowed,
  zone: Zone,
  card: Card,
  chosen: readonly Card[],
): boolean {
  if (view.phase === 'swap') return allowed.swap && zone !== 'faceDown'
  if (zone === 'faceDown' || zone !== view.playFrom) return false
  const rank = cardRank(card)
  if (!allowed.ranks.has(rank)) return false
  const first = chosen[0]
  return first === undefined || chosen.includes(card) || cardRank(first) === rank
}

/** The swap described by a selection of one hand card and one face-up card, if complete. */
export function swapOf(view: View, chosen: readonly Card[]): Move | null {
  const hand = chosen.find((c) => view.hand?.includes(c))
  const mine = view.seat === null ? undefined : view.seats[view.seat]
  const faceUp = chosen.find((c) => mine?.faceUp.includes(c))
  return hand && faceUp ? { type: 'swap', hand, faceUp } : null
}

/** Adds or removes a card; in the swap phase a new card replaces the one chosen from the same zone. */
export function toggle(view: View, chosen: readonly Card[], card: Card): Card[] {
  if (chosen.includes(card)) return chosen.filter((c) => c !== card)
  if (view.phase !== 'swap') return [...chosen, card]
  const inHand = (c: Card): boolean => view.hand?.includes(c) ?? false
  return [...chosen.filter((c) => inHand(c) !== inHand(card)), card]
}
