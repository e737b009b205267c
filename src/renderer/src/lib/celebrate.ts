import type { GameSnapshot } from '../../../shared/api'

export interface Celebration {
  /** Big line: who won. */
  headline: string
  /** S-head only: the last one out, named with a smile (the rulebook's S-head deals next). */
  sHead: { name: string; quip: string } | null
}

/** Everyone's name, joined the way people say it: "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function andList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** The words of a finished game's celebration, from its result (place 1 wins; S-head: last place). */
export function celebration(snap: Pick<GameSnapshot, 'game' | 'seats' | 'result'>): Celebration {
  const ranked = [...(snap.result ?? [])].sort((a, b) => a.place - b.place || a.seat - b.seat)
  const name = (seat: number): string => snap.seats[seat]?.name ?? `Seat ${seat + 1}`
  const winners = ranked.filter((r) => r.winner).map((r) => name(r.seat))
  const headline =
    winners.length === 0
      ? 'Nobody won this time.'
      : `${andList(winners)} ${winners.length > 1 ? 'win' : 'wins'}!`
  const last = ranked[ranked.length - 1]
  // RULES-NOTES: S-head: the last player holding cards is the S-head and deals the next game.
  const sHead =
    snap.game === 's-head' && last && ranked.length > 1
      ? { name: name(last.seat), quip: 'wears the crown of shame, and deals the next game.' }
      : null
  return { headline, sHead }
}
