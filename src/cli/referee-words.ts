/**
 * The referee's findings in English, for the command-line tools and logs: the referee itself reports
 * data only (issue #23), and the app words the same data from its catalogs (camera/problem-words.ts,
 * camera/verdict-words.ts), whose English reads exactly as these sentences (unit tests compare them).
 */
import type { RefereeProblem, SeenChange } from '../shared/referee/problems'
import type { ActionCard, Animal, DetectedAction, Verdict } from '../shared/referee/types'
import type { CameraWarning } from '../shared/vision/types'

const WARNINGS: Record<CameraWarning, string> = {
  'camera-moved':
    'The camera or the table seems to have moved since calibration: calibrate again (Camera setup).',
  'faint-table':
    'The table has too little texture to tell whether the camera moved since calibration: counts are not sure.',
  'large-object': 'Something large (a hand?) is in view.',
  'changed-unseen':
    'The table changed before the hand came in, while no hand was in view: the before picture may be out of date, so this round is not sure.',
}

export const fmt = (n: number): string => n.toFixed(1)
const article = (a: Animal): string => `a ${a}`
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

export function describeCard(card: ActionCard): string {
  const [a, b] = card.animals
  switch (card.kind) {
    case 'add':
      return `add ${article(a as Animal)}`
    case 'remove':
      return `take away ${article(a as Animal)}`
    case 'move':
      return `move ${article(a as Animal)}`
    case 'swap':
      return `trade the places of ${article(a as Animal)} and ${article(b as Animal)}`
  }
}

function describeSeen({ seen, animals }: SeenChange): string {
  const [a, b] = animals
  switch (seen) {
    case 'add':
      return `${article(a as Animal)} appearing`
    case 'remove':
      return `${article(a as Animal)} taken away`
    case 'move':
      return `${article(a as Animal)} moving`
    case 'swap':
      return `${article(a as Animal)} and ${article(b as Animal)} trading places`
  }
}

function describeExtra({ seen, animals }: SeenChange): string {
  const [a, b] = animals
  const what = cap(article(a as Animal))
  switch (seen) {
    case 'add':
      return `${what} also appeared.`
    case 'remove':
      return `${what} also disappeared.`
    case 'move':
      return `${what} also moved.`
    case 'swap':
      return `${what} and ${article(b as Animal)} also traded places.`
  }
}

/** The problem in English, for the command-line tools and logs. */
export function problemText(p: RefereeProblem): string {
  switch (p.kind) {
    case 'relabelled':
      return `Not sure whether the ${p.from} is now ${article(p.to)}.`
    case 'hard-to-see':
      return 'Some animals were hard to see; check the table by hand.'
    case 'no-card':
      return 'No action card to compare with.'
    case 'kind-mismatch':
      return `The table shows ${describeSeen(p)}, but the card says ${describeCard(p.card)}.`
    case 'animal-mismatch':
      return `The card says ${describeCard(p.card)}, but ${describeSeen(p)} happened.`
    case 'short-move':
      return (
        `The ${p.animal} moved only ${fmt(p.distance)} ${p.unit}, ` +
        `less than the card length ${fmt(p.cardLength)} ${p.unit}.`
      )
    case 'close-move':
      return `The ${p.animal} moved ${fmt(p.distance)} ${p.unit}, about the card length: too close to call.`
    case 'extra':
      return describeExtra(p)
    case 'tight-swap':
      return `The ${p.animals[0]} and the ${p.animals[1]} stood too close together to see whether they traded places.`
    case 'nothing-changed':
      return 'Nothing seems to have changed on the table.'
    case 'does-not-match':
      return 'That change does not match the action card.'
    case 'count-unsure':
      return 'The camera is not sure how many animals lie in a heap.'
    case 'readings-disagree':
      return 'The two pictures do not agree on which animal was involved.'
    case 'type-unclear':
      return 'The animal involved is not clearly one type rather than another.'
    case 'hard-to-make-out':
      return `${p.count} animal(s) were hard to make out.`
    case 'count-misfit':
      return (
        `The count went from ${p.before} to ${p.after}, which does not fit a ${p.card} card: ` +
        'the camera may have missed or split an animal.'
      )
    case 'types-do-not-add-up':
      return 'The animal types seen before and after do not add up to one action.'
    case 'more-than-in-box':
      return `The camera counts ${p.seen} ${p.animal === 'sheep' ? 'sheep' : `${p.animal}s`}, but the box holds only ${p.inBox}: some of them are other animals, so it cannot call this card wrong.`
    case 'several-changed':
      return 'More than one animal seems to have changed.'
    case 'unlike-calibrated':
      return 'The animal involved does not look quite like any calibrated one.'
    case 'might-be':
      return `The animal involved might be ${p.animals.map(article).join(' or ')} after all.`
    case 'card-animal-unseen':
      return 'The animal on the card was not seen on the table.'
    case 'card-animal-unclear':
      return 'The animal on the card does not look quite like its calibrated self.'
    case 'moved-in-heap':
      return 'The animal moved only a little within a heap of animals: the heap may just have been read a little differently.'
    case 'card-animal-faint':
      return `The camera can hardly see ${p.animals.map((a) => `the ${a}`).join(' and ')} on this table, so it cannot call this card wrong.`
    case 'card-animal-hidden':
      return `Where the animal lay, the camera may see only part of ${p.animals.map((a) => `the ${a}`).join(' and ')} against the table, so it cannot call this card wrong.`
    case 'read-differently':
      return 'Some animals were read differently in the two pictures.'
    case 'sizes-unsure':
      return 'The camera sees the table at a slant, and the animals’ sizes there leave the reading in doubt.'
    case 'check-by-hand':
      return 'Not sure: check the table by hand.'
    case 'check-animal-by-hand':
      return 'The animal involved does not look quite like any calibrated one: check it by hand.'
    case 'camera':
      return WARNINGS[p.warning]
    case 'retake':
      return 'Take the pictures again with nothing but the animals on the table.'
    case 'retake-or-correct':
      return 'Take the pictures again, or correct the animals by hand.'
  }
}

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
