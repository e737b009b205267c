/**
 * What the referee found wrong or doubtful, as data (issue #23: the referee reports structured data,
 * never sentences). The renderer words each kind from its catalogs (camera/problem-words.ts); the
 * command-line tools and the engine's rule errors use the English of `problemText` below.
 */
import type { ActionCard, ActionKind, Animal } from '../games/now-you-see-me/vocabulary'

/** A change the judge read off the table: its kind and the animals in it. */
export interface SeenChange {
  seen: ActionKind
  animals: Animal[]
}

export type RefereeProblem =
  // The judge (judge.ts): how the table differs from the card, or why it cannot tell.
  | { kind: 'relabelled'; from: Animal; to: Animal }
  | { kind: 'hard-to-see' }
  | { kind: 'no-card' }
  | ({ kind: 'kind-mismatch'; card: ActionCard } & SeenChange)
  | ({ kind: 'animal-mismatch'; card: ActionCard } & SeenChange)
  | { kind: 'short-move'; animal: Animal; distance: number; cardLength: number; unit: string }
  | { kind: 'close-move'; animal: Animal; distance: number; unit: string }
  | ({ kind: 'extra' } & SeenChange)
  | { kind: 'tight-swap'; animals: [Animal, Animal] }
  | { kind: 'nothing-changed' }
  // The camera's accusation gate (vision/policy.ts, vision/referee.ts): why it is not sure.
  | { kind: 'count-unsure' }
  | { kind: 'readings-disagree' }
  | { kind: 'type-unclear' }
  | { kind: 'hard-to-make-out'; count: number }
  | { kind: 'count-misfit'; before: number; after: number; card: ActionKind }
  | { kind: 'types-do-not-add-up' }
  | { kind: 'several-changed' }
  | { kind: 'unlike-calibrated' }
  | { kind: 'might-be'; animals: Animal[] }
  | { kind: 'card-animal-unseen' }
  | { kind: 'card-animal-unclear' }
  | { kind: 'read-differently' }
  | { kind: 'check-by-hand' }
  | { kind: 'check-animal-by-hand' }
  /** A detector warning (vision/detect.ts: a hand in view, a camera that moved), passed on as it is. */
  | { kind: 'camera'; warning: string }
  | { kind: 'retake' }
  | { kind: 'retake-or-correct' }

export type ProblemKind = RefereeProblem['kind']

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

/** The problem in English, for the command-line tools, logs and the engine's rule errors. */
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
    case 'read-differently':
      return 'Some animals were read differently in the two pictures.'
    case 'check-by-hand':
      return 'Not sure: check the table by hand.'
    case 'check-animal-by-hand':
      return 'The animal involved does not look quite like any calibrated one: check it by hand.'
    case 'camera':
      return p.warning
    case 'retake':
      return 'Take the pictures again with nothing but the animals on the table.'
    case 'retake-or-correct':
      return 'Take the pictures again, or correct the animals by hand.'
  }
}
