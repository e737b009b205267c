import { cap, fmt, problemText, type RefereeProblem } from './problems'
import type { Animal, DetectedAction, Verdict } from './types'

const the = (a: Animal | undefined): string => `the ${a ?? 'animal'}`

/** What happened, as a short sentence without the verdict ("The sheep moved 12.3 cm"). */
export function describeAction(action: DetectedAction | null, unit = 'cm'): string {
  if (!action) return 'Nothing seems to have changed'
  const [a, b] = action.animals
  switch (action.kind) {
    case 'add':
      return `${cap(the(a))} appeared`
    case 'remove':
      return `${cap(the(a))} was taken away`
    case 'move':
      return `${cap(the(a))} moved ${fmt(action.distance ?? 0)} ${unit}`
    case 'swap':
      return `${cap(the(a))} and ${the(b)} traded places`
  }
}

/**
 * Sentences for the UI: "The sheep moved 12.3 cm: matches the card." followed by the problems, if any,
 * each worded by `words` (English by default; the renderer passes its catalogs' words). Uncertain
 * verdicts say so instead of accusing.
 */
export function describeVerdict(
  verdict: Verdict,
  unit = 'cm',
  words: (p: RefereeProblem) => string = problemText,
): string {
  const head = verdict.action ? describeAction(verdict.action, unit) : 'The table'
  const outcome =
    verdict.matchesCard === true
      ? 'matches the card.'
      : verdict.matchesCard === false
        ? 'does not match the card.'
        : 'not sure.'
  const sentences = [verdict.action ? `${head}: ${outcome}` : cap(outcome)]
  for (const p of verdict.problems) {
    const text = words(p)
    if (!sentences.includes(text)) sentences.push(text)
  }
  return sentences.join(' ')
}
