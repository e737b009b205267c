import type { SleekSeekEvent } from '../../../../shared/games/sleek-seek'
import { format } from '../../i18n/format'
import { formatList } from '../../i18n/intl'
import type { AppLocale } from '../../i18n/locales'
import { cardList, cardName, kindWords } from '../cards64/words'

export type Tone = 'good' | 'bad' | 'alert' | 'info'

/** One event in words, from the catalogs in `locale`: a log line and, for the big moments, a banner tone. */
export function describe(
  e: SleekSeekEvent,
  name: (seat: number) => string,
  locale: AppLocale,
): { text: string; tone: Tone } {
  const who = name(e.seat)
  switch (e.kind) {
    case 'flip':
      return {
        text: format(locale, 'cards.ev.flip', { name: who, card: cardName(locale, e.card) }),
        tone: 'info',
      }
    case 'call':
      return { text: format(locale, 'seek.ev.call', { name: who }), tone: 'alert' }
    case 'simultaneous':
      return { text: format(locale, 'seek.ev.simultaneous', { name: who }), tone: 'alert' }
    case 'take':
      return {
        text: format(locale, 'seek.ev.take', {
          name: who,
          cards: cardList(locale, e.cards),
          kind: kindWords(locale, e.matchKind),
        }),
        tone: 'good',
      }
    case 'removed':
      return {
        text: format(locale, 'seek.ev.removed', { names: formatList(locale, e.callers.map(name)) }),
        tone: 'info',
      }
    case 'mistake':
      return {
        text: format(locale, 'seek.ev.mistake', {
          name: who,
          reason: e.reason,
          returned: e.returned === null ? 'none' : 'yes',
          card: e.returned === null ? '' : cardName(locale, e.returned),
        }),
        tone: 'bad',
      }
  }
}
