/**
 * Now you see me's engine events in words, and the sound and speech cue each one gives (issue #23).
 * One small pure function per event kind, each one message of the catalogs (i18n/messages/nysm);
 * the locale is an argument, so unit tests render every language. Nothing here reads engine text:
 * the engine reports typed events only.
 */
import type { NowYouSeeMeEvent, View } from '../../../../shared/games/now-you-see-me'
import { format } from '../../i18n/format'
import { formatList } from '../../i18n/intl'
import type { AppLocale } from '../../i18n/locales'
import { question } from './words'

type Name = (seat: number) => string
type Of<K extends NowYouSeeMeEvent['kind']> = Extract<NowYouSeeMeEvent, { kind: K }>

/** RULES-NOTES: Now you see me, Scoring — one point for each right player, or for the Lead. */
const POINTS = 1

const words: { [K in NowYouSeeMeEvent['kind']]: (l: AppLocale, e: Of<K>, name: Name) => string } = {
  dropped: (l, e) =>
    e.count === null
      ? format(l, 'nysm.event.droppedUncounted')
      : format(l, 'nysm.event.dropped', { count: e.count }),
  'claim-false': (l, e, name) => format(l, 'nysm.event.claimFalse', { name: name(e.seat), count: e.count }),
  'claim-right': (l, e, name) =>
    format(l, e.turnEnds ? 'nysm.event.claimRightTurnEnds' : 'nysm.event.claimRight', { name: name(e.seat) }),
  'eyes-closed': (l) => format(l, 'nysm.event.eyesClosed'),
  'card-redrawn': (l) => format(l, 'nysm.event.cardRedrawn'),
  'eyes-opened': (l) => format(l, 'nysm.event.eyesOpened'),
  'answered-right': (l, e, name) =>
    format(l, 'nysm.event.answeredRight', {
      names: formatList(l, e.seats.map(name)),
      count: e.seats.length,
      points: POINTS,
    }),
  'nobody-right': (l, e, name) =>
    format(l, 'nysm.event.nobodyRight', { name: name(e.leadSeat), points: POINTS }),
  'round-started': (l, e) => format(l, 'nysm.event.roundStarted', { round: e.round }),
}

/** The event as a sentence; `name(seat)` gives the person's name for a 0-based seat. */
export function eventText(locale: AppLocale, e: NowYouSeeMeEvent, name: Name): string {
  return (words[e.kind] as (l: AppLocale, e: NowYouSeeMeEvent, name: Name) => string)(locale, e, name)
}

export interface Cue {
  chime: 'good' | 'bad' | 'alert'
  /** Spoken aloud where the system has a voice (with eyes closed, nobody reads the screen). */
  say: string | null
}

/**
 * The cue for the event the new view brings, or null when nothing new happened. Views keep the last
 * event, so a new one is one that differs from the previous view's.
 * RULES-NOTES: Now you see me, Steps 1 and 3 — "Now, close your eyes!" and "You can open your eyes!".
 */
export function cueFor(locale: AppLocale, prev: View, next: View): Cue | null {
  const e = next.event
  if (!e || JSON.stringify(e) === JSON.stringify(prev.event)) return null
  switch (e.kind) {
    case 'eyes-closed':
      return { chime: 'alert', say: format(locale, 'nysm.event.eyesClosed') }
    case 'eyes-opened':
      return {
        chime: 'good',
        say: `${format(locale, 'nysm.event.eyesOpened')} ${next.question ? question(locale, next.question) : ''}`.trim(),
      }
    case 'claim-right':
      return { chime: 'bad', say: null }
    case 'dropped':
    case 'round-started':
    case 'answered-right':
    case 'nobody-right':
      return { chime: 'good', say: null }
    case 'claim-false':
    case 'card-redrawn':
      return null
  }
}
