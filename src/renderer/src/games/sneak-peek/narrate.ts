import { cardName, matchKind, type MatchKind } from '../../../../shared/games/cards64'
import type { View } from '../../../../shared/games/sneak-peek'

/** What changed between two views, in words for the log and as cards to fly. */
export interface Narration {
  lines: string[]
  /** Won cards flying to a pile: from the place they lay (null = from the pack). */
  flights: { card: number; fromSlot: number | null; toSeat: number }[]
  sound: 'good' | 'bad' | 'alert' | null
  /** A new turn began for this seat. */
  turnFor: number | null
}

export const KIND_WORDS: Record<MatchKind, string> = {
  colour: 'all one colour',
  symbol: 'all one symbol',
  mixed: 'a colour pair and a symbol pair',
}

const list = (cards: number[]): string => cards.map(cardName).join(', ')

/**
 * Compares the previous view with the new one. Updates may arrive coalesced (a fast computer makes
 * several moves between two reads), so it works from differences, not from single events.
 * `seenAt` remembers where face-up cards lay, so a won card can fly from its place.
 */
export function narrate(
  prev: View,
  next: View,
  name: (seat: number) => string,
  seenAt: Map<number, number>,
): Narration {
  const out: Narration = { lines: [], flights: [], sound: null, turnFor: null }
  // Cards turned over since the last read (by the seat whose turn it was).
  const before = new Set(prev.faceUp.map((f) => `${f.slot}:${f.card}`))
  for (const f of next.faceUp) {
    if (!before.has(`${f.slot}:${f.card}`))
      out.lines.push(`${name(next.turn)} turned over ${cardName(f.card)}.`)
  }
  // Places that emptied: where won cards lay that the page never saw face up.
  const vacated: number[] = []
  next.slots.forEach((s, i) => {
    if (s.kind === 'empty' && prev.slots[i]?.kind !== 'empty') vacated.push(i)
  })
  const known = new Set(seenAt.values())
  const unseen = vacated.filter((i) => !known.has(i))
  next.won.forEach((pile, seat) => {
    const gained = pile.slice(prev.won[seat]?.length ?? 0)
    if (gained.length === 0) return
    for (let i = 0; i + 2 < gained.length; i += 3) {
      const set = gained.slice(i, i + 3)
      const kind = matchKind(set[0] as number, set[1] as number, set[2] as number)
      out.lines.push(`${name(seat)} won a set: ${list(set)}${kind ? ` (${KIND_WORDS[kind]})` : ''}!`)
    }
    for (const card of gained) {
      const at = seenAt.get(card)
      const fromSlot = at !== undefined && vacated.includes(at) ? at : (unseen.shift() ?? null)
      out.flights.push({ card, fromSlot, toSeat: seat })
      seenAt.delete(card)
    }
    out.sound = 'good'
  })
  for (const f of next.faceUp) seenAt.set(f.card, f.slot)
  if (next.phase === 'reveal' && (prev.phase !== 'reveal' || prev.turnNo !== next.turnNo)) {
    out.lines.push(`No set for ${name(next.turn)}: ${list(next.faceUp.map((f) => f.card))}. Remember them!`)
    out.sound ??= 'bad'
  }
  if (next.phase === 'over' && prev.phase !== 'over') out.lines.push('The game is over.')
  else if (next.turnNo !== prev.turnNo && next.phase === 'flipping') {
    out.lines.push(`${name(next.turn)}'s turn.`)
    out.turnFor = next.turn
  }
  return out
}
