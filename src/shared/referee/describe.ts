import { cap, fmt } from './judge'
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
 * Plain-English sentences for the UI: "The sheep moved 12.3 cm: matches the card." followed by
 * the problems, if any. Uncertain verdicts say so instead of accusing.
 */
export function describeVerdict(verdict: Verdict, unit = 'cm'): string {
  const head = verdict.action ? describeAction(verdict.action, unit) : 'The table'
  const outcome =
    verdict.matchesCard === true
      ? 'matches the card.'
      : verdict.matchesCard === false
        ? 'does not match the card.'
        : 'not sure.'
  const sentences = [verdict.action ? `${head}: ${outcome}` : cap(outcome)]
  for (const p of verdict.problems) if (!sentences.includes(p)) sentences.push(p)
  return sentences.join(' ')
}
