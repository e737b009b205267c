import type { Card } from './cards'
import type { View } from './types'

/**
 * What one seat has seen of other hands: cards that went into a hand in plain sight (a face-up
 * card swapped into the hand, a picked-up pile, a failed blind card) and have not been played since.
 * Built only from the views the seat receives.
 */
export class CardMemory {
  readonly known: Card[][] = []
  private prev: View | null = null

  observe(view: View): void {
    const prev = this.prev
    if (prev && view.moveCount === prev.moveCount) return
    while (this.known.length < view.players) this.known.push([])
    if (prev && view.moveCount === prev.moveCount + 1) this.learn(prev, view)
    else if (prev) this.known.forEach((k) => (k.length = 0)) // missed moves: forget rather than guess
    this.prev = view
  }

  private learn(prev: View, view: View): void {
    let blind: Card | null = null
    for (const e of view.events) {
      if (e.type === 'end') continue
      const mine = this.known[e.seat] as Card[] | undefined
      if (!mine || e.seat === view.seat) continue
      if (e.type === 'swap') {
        const before = prev.seats[e.seat]?.faceUp ?? []
        const after = view.seats[e.seat]?.faceUp ?? []
        for (const c of before) if (!after.includes(c)) mine.push(c)
        for (const c of after) remove(mine, c)
      } else if (e.type === 'play' && e.from === 'hand') {
        for (const c of e.cards) remove(mine, c)
      } else if (e.type === 'blind' && !e.beats) {
        blind = e.card
      } else if (e.type === 'pickup') {
        mine.push(...prev.pile)
        if (blind) mine.push(blind)
      }
    }
  }
}

function remove(list: Card[], card: Card): void {
  const i = list.indexOf(card)
  if (i >= 0) list.splice(i, 1)
}
