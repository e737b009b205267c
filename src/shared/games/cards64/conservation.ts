import { DECK_SIZE } from './deck'

/**
 * The invariant both 64-card games share: every card of the deck lies in exactly one of the named
 * places. Returns one message per problem (a bad card id, or a card found other than once).
 */
export function checkDeckConserved(places: [where: string, cards: readonly number[]][]): string[] {
  const errors: string[] = []
  const seen = new Array<number>(DECK_SIZE).fill(0)
  for (const [where, cards] of places) {
    for (const card of cards) {
      if (!Number.isInteger(card) || card < 0 || card >= DECK_SIZE)
        errors.push(`bad card ${card} in ${where}`)
      else seen[card]! += 1
    }
  }
  seen.forEach((n, card) => n !== 1 && errors.push(`card ${card} found ${n} times`))
  return errors
}
