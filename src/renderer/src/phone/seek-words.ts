import type { SleekSeekEvent, View } from '../../../shared/games/sleek-seek'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'
import { cardLabel } from './cards64-words'

/** What a Sleek Seek phone asks of its person now, as data (worded by seekStatusText). */
export type SeekStatus =
  | { kind: 'over' }
  /** I called first: pick three cards before the deadline. */
  | { kind: 'pick' }
  /** I called within the window of the first caller's call: they pick; a set leaves play. */
  | { kind: 'sameMoment'; caller: number }
  /** Someone else called and is picking. */
  | { kind: 'called'; caller: number }
  /** My turn to turn over the next card (anyone may still call). */
  | { kind: 'flip' }
  /** Someone else turns over the next card. */
  | { kind: 'watch'; turn: number }
  /** The pack is empty: only calls are left. */
  | { kind: 'lastLook' }

export function seekStatus(view: View): SeekStatus {
  const me = view.seat
  if (view.phase === 'over') return { kind: 'over' }
  const call = view.call
  if (call) {
    if (call.caller === me) return { kind: 'pick' }
    if (me !== null && call.simultaneous.includes(me)) return { kind: 'sameMoment', caller: call.caller }
    return { kind: 'called', caller: call.caller }
  }
  if (view.packCount === 0) return { kind: 'lastLook' }
  return view.turn === me ? { kind: 'flip' } : { kind: 'watch', turn: view.turn }
}

/** Whole seconds left to pick, from the view's deadline and the time since the view arrived. */
export function secondsLeft(deadlineMs: number, clockMs: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - clockMs - elapsedMs) / 1000))
}

/** "4 seconds left": shown beside the status, outside its live region (it changes every second). */
export const secondsText = (locale: AppLocale, seconds: number): string =>
  format(locale, 'phone.seek.secondsLeft', { seconds })

export function seekStatusText(
  locale: AppLocale,
  status: SeekStatus,
  name: (seat: number) => string,
): string {
  switch (status.kind) {
    case 'over':
      return format(locale, 'phone.seek.status.over')
    case 'pick':
      return format(locale, 'phone.seek.status.pick')
    case 'sameMoment':
      return format(locale, 'phone.seek.status.sameMoment', { name: name(status.caller) })
    case 'called':
      return format(locale, 'phone.seek.status.called', { name: name(status.caller) })
    case 'flip':
      return format(locale, 'phone.seek.status.flip')
    case 'watch':
      return format(locale, 'phone.seek.status.watch', { name: name(status.turn) })
    case 'lastLook':
      return format(locale, 'phone.seek.status.lastLook')
  }
}

/** The table's latest event, said to this seat ("You called…", "Bo called…"). */
export function seekEventText(
  locale: AppLocale,
  e: SleekSeekEvent,
  mySeat: number | null,
  name: (seat: number) => string,
): string {
  const who = { me: e.seat === mySeat ? 'yes' : 'no', name: name(e.seat) }
  switch (e.kind) {
    case 'flip':
      return format(locale, 'phone.seek.event.flip', { ...who, card: cardLabel(locale, e.card) })
    case 'call':
      return format(locale, 'phone.seek.event.call', who)
    case 'simultaneous':
      return format(locale, 'phone.seek.event.simultaneous', who)
    case 'take':
      return format(locale, 'phone.seek.event.take', who)
    case 'removed':
      return format(locale, 'phone.seek.event.removed')
    case 'mistake':
      return format(locale, 'phone.seek.event.mistake', {
        ...who,
        reason: e.reason,
        returned: e.returned === null ? 'no' : 'yes',
      })
  }
}

/** A pick toggled: a chosen card is let go, another is added while fewer than three are chosen. */
export function togglePick(picked: readonly number[], card: number): number[] {
  if (picked.includes(card)) return picked.filter((c) => c !== card)
  return picked.length >= 3 ? [...picked] : [...picked, card]
}
