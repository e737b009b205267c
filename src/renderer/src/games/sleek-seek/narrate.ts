import { cardName } from '../../../../shared/games/cards64'
import type { SleekSeekEvent } from '../../../../shared/games/sleek-seek'
import { KIND_WORDS } from '../sneak-peek/narrate'

export type Tone = 'good' | 'bad' | 'alert' | 'info'

/** One event in words: a log line and, for the big moments, a banner tone. */
export function describe(e: SleekSeekEvent, name: (seat: number) => string): { text: string; tone: Tone } {
  const who = name(e.seat)
  switch (e.kind) {
    case 'flip':
      return { text: `${who} turned over ${cardName(e.card)}.`, tone: 'info' }
    case 'call':
      return { text: `${who} calls "Seek!"`, tone: 'alert' }
    case 'simultaneous':
      return { text: `${who} called at the same moment!`, tone: 'alert' }
    case 'take':
      return {
        text: `${who} found a set: ${e.cards.map(cardName).join(', ')} (${KIND_WORDS[e.matchKind]})!`,
        tone: 'good',
      }
    case 'removed':
      return {
        text: `Simultaneous "Seek!" by ${e.callers.map(name).join(' and ')}: the set leaves play, nobody scores.`,
        tone: 'info',
      }
    case 'mistake': {
      const why = e.reason === 'time' ? 'time ran out' : 'that is not a set'
      const back =
        e.returned === null
          ? `${who} has no card to give back.`
          : `${who}'s last card, ${cardName(e.returned)}, goes back on the table.`
      return { text: `Oops, ${why}! ${back}`, tone: 'bad' }
    }
  }
}
