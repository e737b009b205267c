/**
 * Now you see me's engine events in words, and the sound and speech cue each one gives (issue #23).
 * One small pure function per event kind, so each can move one to one into a message catalog.
 * Nothing here reads engine text: the engine reports typed events only.
 */
import type { NowYouSeeMeEvent, View } from '../../../../shared/games/now-you-see-me'
import { plural } from '../../lib/plural'
import { QUESTION } from './words'

type Name = (seat: number) => string
type Of<K extends NowYouSeeMeEvent['kind']> = Extract<NowYouSeeMeEvent, { kind: K }>

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
const names = (seats: number[], name: Name): string =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })
    .format(seats.map(name))
    .replace(', and ', ' and ')

const words: { [K in NowYouSeeMeEvent['kind']]: (e: Of<K>, name: Name) => string } = {
  dropped: (e) =>
    e.count === null
      ? 'The animals are on the table.'
      : `${plural(e.count, 'animal')} ${e.count === 1 ? 'is' : 'are'} on the table.`,
  'claim-false': (e, name) => `${name(e.seat)} claimed a wrong count, but ${e.count} is right.`,
  'claim-right': (e, name) =>
    e.turnEnds
      ? `${name(e.seat)} was right: a wrong count for the third time ends the Lead's turn.`
      : `${name(e.seat)} was right: wrong count. The Lead drops again.`,
  'eyes-closed': () => 'Now, close your eyes!',
  'card-redrawn': () => 'The Lead drew another card.',
  'eyes-opened': () => 'You can open your eyes!',
  'answered-right': (e, name) =>
    `${names(e.seats, name)} ${e.seats.length === 1 ? 'was' : 'were'} right: ${plural(1, 'point')} each.`,
  'nobody-right': (e, name) =>
    `Nobody was right: ${name(e.leadSeat)} (the Lead) scores ${plural(1, 'point')}.`,
  'round-started': (e) => `Round ${e.round}: look carefully!`,
}

/** The event as a sentence; `name(seat)` gives the person's name for a 0-based seat. */
export function eventText(e: NowYouSeeMeEvent, name: Name): string {
  return (words[e.kind] as (e: NowYouSeeMeEvent, name: Name) => string)(e, name)
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
export function cueFor(prev: View, next: View): Cue | null {
  const e = next.event
  if (!e || JSON.stringify(e) === JSON.stringify(prev.event)) return null
  switch (e.kind) {
    case 'eyes-closed':
      return { chime: 'alert', say: 'Now, close your eyes!' }
    case 'eyes-opened':
      return {
        chime: 'good',
        say: `You can open your eyes! ${next.question ? QUESTION[next.question] : ''}`.trim(),
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
