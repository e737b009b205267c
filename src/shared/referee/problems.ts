/**
 * What the referee found wrong or doubtful, as data (issue #23: the referee reports structured data,
 * never sentences). The renderer words each kind from its catalogs (camera/problem-words.ts); the
 * command-line tools word them in English (src/cli/referee-words.ts). Every field is an id, a number
 * or a code: test/unit/referee/no-sentences.test.ts keeps sentences out of this folder and vision's.
 */
import type { ActionCard, ActionKind, Animal } from '../games/now-you-see-me/vocabulary'
import type { CameraWarning } from '../vision/types'

/** The unit the judge's distances are in: the camera's pixels or the table's centimetres. */
export type LengthUnit = 'cm' | 'px'

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
  | { kind: 'short-move'; animal: Animal; distance: number; cardLength: number; unit: LengthUnit }
  | { kind: 'close-move'; animal: Animal; distance: number; unit: LengthUnit }
  | ({ kind: 'extra' } & SeenChange)
  | { kind: 'tight-swap'; animals: [Animal, Animal] }
  | { kind: 'nothing-changed' }
  /** The Lead's change breaks the card but the judge named no reason (lead-check.ts). */
  | { kind: 'does-not-match' }
  // The camera's accusation gate (vision/policy.ts, vision/referee.ts): why it is not sure.
  | { kind: 'count-unsure' }
  | { kind: 'readings-disagree' }
  | { kind: 'type-unclear' }
  | { kind: 'hard-to-make-out'; count: number }
  | { kind: 'count-misfit'; before: number; after: number; card: ActionKind }
  | { kind: 'types-do-not-add-up' }
  /** A picture reads more animals of a type than the box holds (ANIMAL_COUNTS): some are other animals. */
  | { kind: 'more-than-in-box'; animal: Animal; seen: number; inBox: number }
  | { kind: 'several-changed' }
  | { kind: 'unlike-calibrated' }
  | { kind: 'might-be'; animals: Animal[] }
  | { kind: 'card-animal-unseen' }
  | { kind: 'card-animal-unclear' }
  /** The card names a type calibration found hard to tell from this table (vision visibility.ts faintTypes). */
  | { kind: 'card-animal-faint'; animals: Animal[] }
  /**
   * Where the involved animal lay, the table would hide much of a card animal's colours (vision
   * camouflage.ts): the animal seen in part may be the card's.
   */
  | { kind: 'card-animal-hidden'; animals: Animal[] }
  /** The judge's short move is of an animal in a heap: the heap's split may have shifted it. */
  | { kind: 'moved-in-heap' }
  | { kind: 'read-differently' }
  /** The camera's slant changed the animals' sizes, and read with the calibrated sizes the table says otherwise. */
  | { kind: 'sizes-unsure' }
  | { kind: 'check-by-hand' }
  | { kind: 'check-animal-by-hand' }
  /** A detector warning (vision/detect.ts: a hand in view, a camera that moved), passed on as its code. */
  | { kind: 'camera'; warning: CameraWarning }
  | { kind: 'retake' }
  | { kind: 'retake-or-correct' }

export type ProblemKind = RefereeProblem['kind']
