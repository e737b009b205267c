/**
 * The camera screens' words that depend on the table (issue 23): animals, action cards and places on
 * the picture, in one locale. Pure functions of the locale, so unit tests render exactly what the
 * screens show; the article and the noun's gender live in the catalogs (ICU select), never here.
 */
import { ANIMALS, type ActionCard, type Animal } from '../../../shared/referee'
import { CALIBRATION_QUADRANTS } from '../../../shared/vision'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

/** The bare name, for lists, options and labels: "sheep", "Schaf", "oveja", "mouton". */
export const animalName = (locale: AppLocale, animal: Animal): string =>
  format(locale, 'camera.animal', { animal })

/** With its indefinite article, agreeing in gender: "a cow", "eine Kuh", "una vaca", "une vache". */
export const anAnimal = (locale: AppLocale, animal: Animal): string =>
  format(locale, 'camera.animal.a', { animal })

/** The short mark on a snapshot's token (aria-hidden: the button's label names the animal). */
export const animalMark = (locale: AppLocale, animal: Animal): string =>
  format(locale, 'camera.animal.mark', { animal })

/** What the card asks for, as it reads inside a sentence: "move a sheep", "eine Kuh wegnehmen". */
export function cardPhrase(locale: AppLocale, card: ActionCard): string {
  const [a, b] = card.animals
  return format(locale, 'camera.card', {
    kind: card.kind,
    a: a ? anAnimal(locale, a) : '',
    b: b ? anAnimal(locale, b) : '',
  })
}

/** ICU select cases cannot hold a hyphen: "top-left" is the case topLeft. */
export const quarterCase = (quarter: string): string =>
  quarter.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** Where the calibration wants each animal: "a sheep top-left, a pig top-right, …". */
export const calibrationLayout = (locale: AppLocale): string =>
  format(locale, 'camera.step.animalsHelp', {
    animals: ANIMALS.map((a) =>
      format(locale, 'camera.step.animalAt', {
        a: anAnimal(locale, a),
        where: quarterCase(CALIBRATION_QUADRANTS[a]),
      }),
    ).join(', '),
  })

/** The quarter of a picture a point is in, in words: "top left", "unten rechts". */
export function quarterOf(locale: AppLocale, x: number, y: number, width: number, height: number): string {
  const where = `${y < height / 2 ? 'top' : 'bottom'}${x < width / 2 ? 'Left' : 'Right'}`
  return format(locale, 'camera.where', { where })
}
