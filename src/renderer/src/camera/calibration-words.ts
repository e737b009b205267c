/**
 * Why calibration failed (vision/calibrate.ts's CalibrationProblem, data) in the app's language, for
 * the wizard's "Calibration failed: …". Pure: the locale is an argument.
 */
import { MAX_LAYOUTS, type CalibrationProblem } from '../../../shared/vision'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'
import { theAnimal } from './problem-words'
import { quarterCase } from './words'

export function calibrationWords(locale: AppLocale, p: CalibrationProblem): string {
  switch (p.kind) {
    case 'wrong-size':
      return format(locale, 'referee.calibration.wrongSize', {
        picture: p.picture,
        width: p.width,
        height: p.height,
        expectedWidth: p.expectedWidth,
        expectedHeight: p.expectedHeight,
      })
    case 'stored-size':
      return format(locale, 'referee.calibration.storedSize')
    case 'no-empty-table':
      return format(locale, 'referee.calibration.noEmptyTable')
    case 'no-card-length':
      return format(locale, 'referee.calibration.noCardLength')
    case 'no-animals':
      return format(locale, 'referee.calibration.noAnimals', { max: MAX_LAYOUTS })
    case 'table-changed':
      return inPicture(
        locale,
        p.layout,
        format(locale, 'referee.calibration.tableChanged', { percent: p.percent }),
      )
    case 'animal-missing':
    case 'animal-cut':
    case 'animal-not-alone': {
      const where = format(locale, 'referee.calibration.quarter', { quarter: quarterCase(p.quarter) })
      const values = { animal: p.animal, the: theAnimal(locale, p.animal), where }
      const problem =
        p.kind === 'animal-missing'
          ? format(locale, 'referee.calibration.animalMissing', values)
          : p.kind === 'animal-cut'
            ? format(locale, 'referee.calibration.animalCut', values)
            : format(locale, 'referee.calibration.animalNotAlone', values)
      return inPicture(locale, p.layout, problem)
    }
  }
}

/** With more than one picture of the animals, the problem says which one. */
function inPicture(locale: AppLocale, layout: number | undefined, problem: string): string {
  return layout === undefined
    ? problem
    : format(locale, 'referee.calibration.inPicture', { n: layout + 1, problem })
}
