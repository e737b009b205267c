import type { View } from '../../../shared/games/now-you-see-me'
import type { ActionCard, Animal } from '../../../shared/games/now-you-see-me/vocabulary'
import { format } from '../i18n/format'
import { formatList } from '../i18n/intl'
import type { AppLocale } from '../i18n/locales'
import { answerSize, stillThinking, type RoundResult } from './nysm-choice'

/**
 * The *Now you see me* phone's words, from the catalogs (`phone.nysm.*`), in the phone's language.
 * Pure: the locale is an argument, so the unit tests say them in Node for every language.
 */

export const animalName = (locale: AppLocale, animal: Animal): string =>
  format(locale, 'phone.nysm.animal', { animal })

/** "Sheep and Pig", "Schaf und Schwein". */
export const animalList = (locale: AppLocale, animals: readonly Animal[]): string =>
  formatList(
    locale,
    animals.map((a) => animalName(locale, a)),
  )

/** The Lead's card: "Swap: Sheep and Pig". */
export const cardLabel = (locale: AppLocale, card: ActionCard): string =>
  format(locale, 'phone.nysm.card', { kind: card.kind, animals: animalList(locale, card.animals) })

/** The line at the top of the phone: what this seat does (or waits for) now. */
export function statusLine(locale: AppLocale, view: View, name: (seat: number) => string): string {
  const lead = name(view.leadSeat)
  switch (view.phase) {
    case 'drop':
      if (view.appLeads) return format(locale, 'phone.nysm.appDrops')
      return view.isLead
        ? format(locale, 'phone.nysm.youDrop')
        : format(locale, 'phone.nysm.leadDrops', { lead })
    case 'look':
      return format(locale, 'phone.nysm.look')
    case 'action':
      if (view.isLead) return format(locale, 'phone.nysm.leadActs')
      return view.appLeads
        ? format(locale, 'phone.nysm.eyesClosedApp')
        : format(locale, 'phone.nysm.eyesClosed', { lead })
    case 'answer': {
      if (!view.isLead && !view.myAnswer) {
        const question = format(locale, 'phone.nysm.question', { kind: view.question ?? 'move' })
        return `${question} ${format(locale, 'phone.nysm.pick', { count: answerSize(view.question) })}`
      }
      const waiting = stillThinking(view).map(name)
      return format(locale, 'phone.nysm.waiting', {
        count: waiting.length,
        names: formatList(locale, waiting),
      })
    }
    case 'reveal':
      return format(locale, 'phone.nysm.revealed')
    case 'over':
      return format(locale, 'phone.nysm.over')
  }
}

/** The round's result for this seat, after the reveal. */
export function resultLine(locale: AppLocale, result: RoundResult): string {
  switch (result.kind) {
    case 'right':
    case 'wrong':
    case 'lead-scored':
      return format(locale, 'phone.nysm.result', { result: result.kind })
    case 'others-right':
      return format(locale, 'phone.nysm.othersRight', { count: result.count })
    case 'none':
      return ''
  }
}
