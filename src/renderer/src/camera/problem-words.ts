/**
 * The referee's problems (shared/referee/problems.ts, data) in the app's language, from the catalogs'
 * `referee.` keys. Pure: the locale is an argument, so the unit tests word every kind in every language.
 */
import type { Animal, ProblemKind, RefereeProblem } from '../../../shared/referee'
import type { HandReason } from '../../../shared/vision/motion'
import type { CameraWarning } from '../../../shared/vision/types'
import { format } from '../i18n/format'
import { formatChoices, formatList } from '../i18n/intl'
import type { AppLocale } from '../i18n/locales'

/** First letter up, as the language writes it: the sentences start with an animal's phrase. */
export const cap = (locale: AppLocale, s: string): string =>
  s.charAt(0).toLocaleUpperCase(locale) + s.slice(1)

/** "a sheep", with the language's article ("ein Schaf", "une vache"); any animal when none is known. */
export const anAnimal = (locale: AppLocale, animal: Animal | undefined): string =>
  format(locale, 'referee.a', { animal: animal ?? '' })
/** "the sheep" ("das Schaf", "la vache"). */
export const theAnimal = (locale: AppLocale, animal: Animal | undefined): string =>
  format(locale, 'referee.the', { animal: animal ?? '' })

/** A detector warning (vision/detect.ts) in words: why the camera cannot judge a picture. */
export function warningWords(locale: AppLocale, w: CameraWarning): string {
  const words: Record<CameraWarning, () => string> = {
    'camera-moved': () => format(locale, 'referee.warning.cameraMoved'),
    'faint-table': () => format(locale, 'referee.warning.faintTable'),
    'large-object': () => format(locale, 'referee.warning.largeObject'),
    'changed-unseen': () => format(locale, 'referee.warning.changedUnseen'),
  }
  return words[w]()
}

/** Why the camera waits for a hand to leave ("coco-ssd sees a person (score 0.91)"); "seen" when unsaid. */
export function handWords(locale: AppLocale, r: HandReason | undefined): string {
  if (!r) return format(locale, 'camera.watch.seen')
  const words: { [K in HandReason['kind']]: (q: Extract<HandReason, { kind: K }>) => string } = {
    person: (q) => format(locale, 'camera.watch.person', { score: q.score.toFixed(2) }),
    'large-region': (q) => format(locale, 'referee.hand.largeRegion', { times: q.times }),
    'from-edge': () => format(locale, 'referee.hand.fromEdge'),
  }
  return (words[r.kind] as (q: HandReason) => string)(r)
}

type Words<K extends ProblemKind> = (p: Extract<RefereeProblem, { kind: K }>) => string

export function problemWords(locale: AppLocale, p: RefereeProblem): string {
  const a = (animal: Animal | undefined): string => anAnimal(locale, animal)
  const the = (animal: Animal): string => theAnimal(locale, animal)
  const pair = (animals: readonly Animal[]): { a: string; b: string } => ({
    a: a(animals[0]),
    b: a(animals[1]),
  })
  const seen = (q: { seen: string; animals: Animal[] }): string =>
    format(locale, 'referee.seen', { kind: q.seen, ...pair(q.animals) })
  const card = (q: { card: { kind: string; animals: Animal[] } }): string =>
    format(locale, 'referee.card', { kind: q.card.kind, ...pair(q.card.animals) })
  // One entry per kind: the record's type makes a new kind fail to compile until it is worded.
  const words: { [K in ProblemKind]: Words<K> } = {
    relabelled: (q) => format(locale, 'referee.relabelled', { from: the(q.from), to: a(q.to) }),
    'hard-to-see': () => format(locale, 'referee.hardToSee'),
    'no-card': () => format(locale, 'referee.noCard'),
    'kind-mismatch': (q) => format(locale, 'referee.kindMismatch', { seen: seen(q), card: card(q) }),
    'animal-mismatch': (q) => format(locale, 'referee.animalMismatch', { seen: seen(q), card: card(q) }),
    'short-move': (q) =>
      format(locale, 'referee.shortMove', {
        the: the(q.animal),
        distance: q.distance,
        cardLength: q.cardLength,
        unit: q.unit,
      }),
    'close-move': (q) =>
      format(locale, 'referee.closeMove', { the: the(q.animal), distance: q.distance, unit: q.unit }),
    extra: (q) => format(locale, 'referee.extra', { kind: q.seen, ...pair(q.animals) }),
    'tight-swap': (q) => format(locale, 'referee.tightSwap', { x: the(q.animals[0]), y: the(q.animals[1]) }),
    'nothing-changed': () => format(locale, 'referee.nothingChanged'),
    'does-not-match': () => format(locale, 'referee.doesNotMatch'),
    'count-unsure': () => format(locale, 'referee.countUnsure'),
    'readings-disagree': () => format(locale, 'referee.readingsDisagree'),
    'type-unclear': () => format(locale, 'referee.typeUnclear'),
    'hard-to-make-out': (q) => format(locale, 'referee.hardToMakeOut', { count: q.count }),
    'count-misfit': (q) =>
      format(locale, 'referee.countMisfit', { before: q.before, after: q.after, card: q.card }),
    'types-do-not-add-up': () => format(locale, 'referee.typesDoNotAddUp'),
    'more-than-in-box': (q) =>
      format(locale, 'referee.moreThanInBox', { animal: q.animal, seen: q.seen, inBox: q.inBox }),
    'several-changed': () => format(locale, 'referee.severalChanged'),
    'unlike-calibrated': () => format(locale, 'referee.unlikeCalibrated'),
    'might-be': (q) =>
      format(locale, 'referee.mightBe', { animals: formatChoices(locale, q.animals.map(a)) }),
    'card-animal-unseen': () => format(locale, 'referee.cardAnimalUnseen'),
    'card-animal-unclear': () => format(locale, 'referee.cardAnimalUnclear'),
    'moved-in-heap': () => format(locale, 'referee.movedInHeap'),
    'card-animal-faint': (q) =>
      format(locale, 'referee.cardAnimalFaint', {
        animals: formatList(
          locale,
          q.animals.map((x) => theAnimal(locale, x)),
        ),
      }),
    'card-animal-hidden': (q) =>
      format(locale, 'referee.cardAnimalHidden', {
        animals: formatList(
          locale,
          q.animals.map((x) => theAnimal(locale, x)),
        ),
      }),
    'read-differently': () => format(locale, 'referee.readDifferently'),
    'sizes-unsure': () => format(locale, 'referee.sizesUnsure'),
    'check-by-hand': () => format(locale, 'referee.checkByHand'),
    'check-animal-by-hand': () => format(locale, 'referee.checkAnimalByHand'),
    camera: (q) => warningWords(locale, q.warning),
    retake: () => format(locale, 'referee.retake'),
    'retake-or-correct': () => format(locale, 'referee.retakeOrCorrect'),
  }
  return cap(locale, (words[p.kind] as Words<typeof p.kind>)(p as never))
}
