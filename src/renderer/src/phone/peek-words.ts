import type { SneakPeekEvent, View } from '../../../shared/games/sneak-peek'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

/** What a Sneak Peek phone tells its person now, as data (worded by peekStatusText). */
export type PeekStatus =
  | { kind: 'over' }
  /** My turn: this many flips are left of the three. */
  | { kind: 'yourTurn'; left: number }
  /** A missed three are on show until the table turns them face down again. */
  | { kind: 'reveal' }
  | { kind: 'theirTurn'; turn: number }

/** RULES-NOTES: Sneak Peek turn — three flips, one at a time. */
const FLIPS_A_TURN = 3

export function peekStatus(view: View): PeekStatus {
  if (view.phase === 'over') return { kind: 'over' }
  if (view.phase === 'reveal') return { kind: 'reveal' }
  if (view.turn === view.seat) return { kind: 'yourTurn', left: FLIPS_A_TURN - view.faceUp.length }
  return { kind: 'theirTurn', turn: view.turn }
}

export function peekStatusText(
  locale: AppLocale,
  status: PeekStatus,
  name: (seat: number) => string,
): string {
  switch (status.kind) {
    case 'over':
      return format(locale, 'phone.peek.status.over')
    case 'yourTurn':
      return format(locale, 'phone.peek.status.yourTurn', { left: status.left })
    case 'reveal':
      return format(locale, 'phone.peek.status.reveal')
    case 'theirTurn':
      return format(locale, 'phone.peek.status.theirTurn', { name: name(status.turn) })
  }
}

/** The table's latest event, said to this seat. */
export function peekEventText(
  locale: AppLocale,
  e: SneakPeekEvent,
  mySeat: number | null,
  name: (seat: number) => string,
): string {
  const who = { me: e.seat === mySeat ? 'yes' : 'no', name: name(e.seat) }
  return e.kind === 'match'
    ? format(locale, 'phone.peek.event.match', who)
    : format(locale, 'phone.peek.event.miss', who)
}
