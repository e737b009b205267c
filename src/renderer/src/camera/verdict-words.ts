/**
 * The camera referee's verdict in the app's language: what happened on the table, whether it matches
 * the card, then each problem once ("The sheep moved 12.3 cm: matches the card."). The referee gives
 * data (shared/referee); this words it, so the same verdict reads in every language. Pure: the locale
 * is an argument.
 */
import type { DetectedAction, LengthUnit, Verdict } from '../../../shared/referee'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'
import { cap, problemWords, theAnimal } from './problem-words'

/** What happened, without the verdict ("The sheep moved 12.3 cm"). */
export function actionWords(locale: AppLocale, action: DetectedAction, unit: LengthUnit = 'cm'): string {
  const [a, b] = action.animals
  const text = format(locale, 'referee.verdict.action', {
    kind: action.kind,
    the: theAnimal(locale, a),
    other: theAnimal(locale, b),
    distance: action.distance ?? 0,
    unit,
  })
  return cap(locale, text)
}

const OUTCOME = (matches: boolean | null): 'match' | 'mismatch' | 'unsure' =>
  matches === true ? 'match' : matches === false ? 'mismatch' : 'unsure'

/** The verdict and its problems, each sentence once: uncertain verdicts say so instead of accusing. */
export function verdictWords(locale: AppLocale, verdict: Verdict, unit: LengthUnit = 'cm'): string {
  const outcome = OUTCOME(verdict.matchesCard)
  const head = verdict.action
    ? format(locale, 'referee.verdict.outcome', {
        outcome,
        action: actionWords(locale, verdict.action, unit),
      })
    : format(locale, 'referee.verdict.bare', { outcome })
  const sentences = [head]
  for (const p of verdict.problems) {
    const text = problemWords(locale, p)
    if (!sentences.includes(text)) sentences.push(text)
  }
  return sentences.join(' ')
}
