/**
 * The referee's problems (shared/referee/problems.ts, data) in the app's language, from the catalogs'
 * `referee.` keys. Pure: the locale is an argument, so the unit tests word every kind in every language.
 */
import type { Animal, RefereeProblem } from '../../../shared/referee'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

/** First letter up, as the language writes it: the sentences start with an animal's phrase. */
const cap = (locale: AppLocale, s: string): string => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1)

export function problemWords(locale: AppLocale, p: RefereeProblem): string {
  const a = (animal: Animal | undefined): string => format(locale, 'referee.a', { animal: animal ?? '' })
  const the = (animal: Animal): string => format(locale, 'referee.the', { animal })
  const pair = (animals: readonly Animal[]): { a: string; b: string } => ({
    a: a(animals[0]),
    b: a(animals[1]),
  })
  const seen = (): string =>
    'seen' in p ? format(locale, 'referee.seen', { kind: p.seen, ...pair(p.animals) }) : ''
  const card = (): string =>
    'card' in p && typeof p.card === 'object'
      ? format(locale, 'referee.card', { kind: p.card.kind, ...pair(p.card.animals) })
      : ''
  const text = ((): string => {
    switch (p.kind) {
      case 'relabelled':
        return format(locale, 'referee.relabelled', { from: the(p.from), to: a(p.to) })
      case 'hard-to-see':
        return format(locale, 'referee.hardToSee')
      case 'no-card':
        return format(locale, 'referee.noCard')
      case 'kind-mismatch':
        return format(locale, 'referee.kindMismatch', { seen: seen(), card: card() })
      case 'animal-mismatch':
        return format(locale, 'referee.animalMismatch', { seen: seen(), card: card() })
      case 'short-move':
        return format(locale, 'referee.shortMove', {
          the: the(p.animal),
          distance: p.distance,
          cardLength: p.cardLength,
          unit: p.unit,
        })
      case 'close-move':
        return format(locale, 'referee.closeMove', { the: the(p.animal), distance: p.distance, unit: p.unit })
      case 'extra':
        return format(locale, 'referee.extra', { kind: p.seen, ...pair(p.animals) })
      case 'tight-swap':
        return format(locale, 'referee.tightSwap', { x: the(p.animals[0]), y: the(p.animals[1]) })
      case 'nothing-changed':
        return format(locale, 'referee.nothingChanged')
      case 'count-unsure':
        return format(locale, 'referee.countUnsure')
      case 'readings-disagree':
        return format(locale, 'referee.readingsDisagree')
      case 'type-unclear':
        return format(locale, 'referee.typeUnclear')
      case 'hard-to-make-out':
        return format(locale, 'referee.hardToMakeOut', { count: p.count })
      case 'count-misfit':
        return format(locale, 'referee.countMisfit', { before: p.before, after: p.after, card: p.card })
      case 'types-do-not-add-up':
        return format(locale, 'referee.typesDoNotAddUp')
      case 'several-changed':
        return format(locale, 'referee.severalChanged')
      case 'unlike-calibrated':
        return format(locale, 'referee.unlikeCalibrated')
      case 'might-be': {
        const list = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'disjunction' })
        return format(locale, 'referee.mightBe', { animals: list.format(p.animals.map(a)) })
      }
      case 'card-animal-unseen':
        return format(locale, 'referee.cardAnimalUnseen')
      case 'card-animal-unclear':
        return format(locale, 'referee.cardAnimalUnclear')
      case 'read-differently':
        return format(locale, 'referee.readDifferently')
      case 'check-by-hand':
        return format(locale, 'referee.checkByHand')
      case 'check-animal-by-hand':
        return format(locale, 'referee.checkAnimalByHand')
      case 'camera':
        // The detector's own warning: vision/detect.ts still words it (in English).
        return p.warning
      case 'retake':
        return format(locale, 'referee.retake')
      case 'retake-or-correct':
        return format(locale, 'referee.retakeOrCorrect')
    }
  })()
  return cap(locale, text)
}
