import { matchKind } from '../../../../shared/games/cards64'
import type { View } from '../../../../shared/games/sneak-peek'
import { format } from '../../i18n/format'
import type { AppLocale } from '../../i18n/locales'
import { cardList, cardName, kindWords } from '../cards64/words'

/** What changed between two views, in words for the log and as cards to fly. */
export interface Narration {
  lines: string[]
  /** Won cards flying to a pile: from the place they lay (null = from the pack). */
  flights: { card: number; fromSlot: number | null; toSeat: number }[]
  sound: 'good' | 'bad' | 'alert' | null
  /** A new turn began for this seat. */
  turnFor: number | null
}

/**
 * Compares the previous view with the new one. Updates may arrive coalesced (a fast computer makes
 * several moves between two reads), so it works from differences, not from single events.
 * `seenAt` remembers where face-up cards lay, so a won card can fly from its place. The lines come
 * from the catalogs in `locale`.
 */
export function narrate(
  prev: View,
  next: View,
  name: (seat: number) => string,
  seenAt: Map<number, number>,
  locale: AppLocale,
): Narration {
  const out: Narration = { lines: [], flights: [], sound: null, turnFor: null }
  // Cards turned over since the last read (by the seat whose turn it was).
  const before = new Set(prev.faceUp.map((f) => `${f.slot}:${f.card}`))
  for (const f of next.faceUp) {
    if (!before.has(`${f.slot}:${f.card}`))
      out.lines.push(
        format(locale, 'cards.ev.flip', { name: name(next.turn), card: cardName(locale, f.card) }),
      )
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
      const cards = cardList(locale, set)
      out.lines.push(
        kind
          ? format(locale, 'peek.ev.won', { name: name(seat), cards, kind: kindWords(locale, kind) })
          : format(locale, 'peek.ev.won-plain', { name: name(seat), cards }),
      )
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
    const cards = cardList(
      locale,
      next.faceUp.map((f) => f.card),
    )
    out.lines.push(format(locale, 'peek.ev.no-set', { name: name(next.turn), cards }))
    out.sound ??= 'bad'
  }
  if (next.phase === 'over' && prev.phase !== 'over') out.lines.push(format(locale, 'peek.ev.over'))
  else if (next.turnNo !== prev.turnNo && next.phase === 'flipping') {
    out.lines.push(format(locale, 'peek.ev.turn', { name: name(next.turn) }))
    out.turnFor = next.turn
  }
  return out
}
