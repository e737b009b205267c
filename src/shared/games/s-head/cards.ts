/**
 * Card identities. A card is a short string: rank char, suit char, deck index, e.g. 'QH0' is the
 * queen of hearts of the first deck and 'TS1' the ten of spades of the second deck. Strings keep
 * State plain JSON, make every card unique when two decks are used, and let the privacy check
 * scan a view's JSON for card identities without confusing them with counts.
 */
export type Card = string
export type Suit = 'C' | 'D' | 'H' | 'S'

export const RANK_CHARS = '23456789TJQKA'
export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S']
/** RULES-NOTES: S-head, Ranks — 2 lowest, Ace highest. */
export const LOWEST_RANK = 2
export const HIGHEST_RANK = 14

const RANK_BY_CODE: number[] = []
for (let i = 0; i < RANK_CHARS.length; i++) RANK_BY_CODE[RANK_CHARS.charCodeAt(i)] = i + 2

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && cardIndex(x) >= 0
}

const SUIT_BY_CODE: number[] = []
SUITS.forEach((s, i) => (SUIT_BY_CODE[s.charCodeAt(0)] = i))

/**
 * A card's number 0..103 in makeDeck order (deck * 52 + suit * 13 + rank - 2), or -1 for any
 * string that is not a card identity. The invariant checks index typed arrays by it.
 */
export function cardIndex(x: string): number {
  if (x.length !== 3) return -1
  const rank = RANK_BY_CODE[x.charCodeAt(0)]
  const suit = SUIT_BY_CODE[x.charCodeAt(1)]
  const deck = x.charCodeAt(2) - 48
  if (rank === undefined || suit === undefined || (deck !== 0 && deck !== 1)) return -1
  return deck * 52 + suit * 13 + rank - 2
}

/** 2..14 (J 11, Q 12, K 13, A 14); 0 for something that is not a card. */
export function cardRank(card: Card): number {
  return RANK_BY_CODE[card.charCodeAt(0)] ?? 0
}

export function cardSuit(card: Card): Suit {
  return card.charAt(1) as Suit
}

export function rankLabel(rank: number): string {
  if (rank === 10) return '10'
  return RANK_CHARS.charAt(rank - 2) || '?'
}

/** Player-facing name of a card, e.g. '10♥'. */
export function cardLabel(card: Card): string {
  const suit = { C: '♣', D: '♦', H: '♥', S: '♠' }[cardSuit(card)]
  return `${rankLabel(cardRank(card))}${suit}`
}

/** RULES-NOTES: S-head, Deck — one 52-card deck for 2 to 4 players, two decks for 5 or 6. */
export function decksFor(players: number): number {
  return players >= 5 ? 2 : 1
}

export function makeDeck(decks: number): Card[] {
  const cards: Card[] = []
  for (let d = 0; d < decks; d++) {
    for (const suit of SUITS) for (const r of RANK_CHARS) cards.push(`${r}${suit}${d}`)
  }
  return cards
}
