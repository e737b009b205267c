/**
 * When may the camera referee accuse? The judge compares two token lists as if they were exact; vision
 * makes mistakes (a missed split, a fragment, a brown cow read as a horse), and most of them look like a
 * table that disagrees with the card. So a disagreement stands only when the evidence is clean: every
 * token seen with confidence, counts that fit the card's kind, one change and no more, and for a wrong
 * animal type, involved tokens that clearly are not the card's type. Anything else becomes "uncertain".
 */
import { ANIMALS, type ActionCard, type Animal, type Verdict } from '../referee/types'
import type { Detection } from './types'
import { VISION } from './params'

const { CLEAN_FIT } = VISION.policy

/** Change in the number of animals each card kind makes. */
const COUNT_CHANGE: Record<ActionCard['kind'], number> = { add: 1, remove: -1, move: 0, swap: 0 }

function typeCounts(d: Detection): Record<Animal, number> {
  const out = Object.fromEntries(ANIMALS.map((a) => [a, 0])) as Record<Animal, number>
  for (const t of d.tokens) out[t.type]++
  return out
}

/**
 * Reasons not to trust an accusation (empty = the accusation stands). Only called when the judge said
 * the table disagrees with the card.
 */
export function doubtsAboutAccusation(
  before: Detection,
  after: Detection,
  card: ActionCard | null,
  verdict: Verdict,
  minConfidence: number,
): string[] {
  const doubts: string[] = []
  if (!card) return doubts
  // An animal seen unchanged pixel for pixel in both frames was not touched: its doubt changes nothing.
  const doubtful = (d: Detection): number =>
    d.tokens.filter((t, i) => (t.confidence ?? 1) < minConfidence && !d.untouched?.[i]).length
  const shaky = doubtful(before) + doubtful(after)
  if (shaky > 0) doubts.push(`${shaky} animal(s) were hard to make out.`)
  const delta = after.tokens.length - before.tokens.length
  if (delta !== COUNT_CHANGE[card.kind]) {
    doubts.push(
      `The count went from ${before.tokens.length} to ${after.tokens.length}, which does not fit ` +
        `a ${card.kind} card: the camera may have missed or split an animal.`,
    )
  }
  // One action changes the type counts by at most one animal of one type.
  const cb = typeCounts(before)
  const ca = typeCounts(after)
  const changed = ANIMALS.filter((a) => cb[a] !== ca[a])
  const oneAction =
    changed.length === 0 || (changed.length === 1 && Math.abs(cb[changed[0]!] - ca[changed[0]!]) === 1)
  if (!oneAction) doubts.push('The animal types seen before and after do not add up to one action.')
  if (verdict.strayMoves.length > 0) doubts.push('More than one animal seems to have changed.')
  const act = verdict.action
  if (act && act.kind === card.kind) {
    // The card's type, if any involved token could plausibly be it, is not a clear mismatch.
    const involved = [
      ...act.before.map((i) => before.candidates[i] ?? []),
      ...act.after.map((j) => after.candidates[j] ?? []),
    ]
    const missing = card.animals.filter((a) => !act.animals.includes(a))
    const details = [...act.before.map((i) => before.details[i]), ...act.after.map((j) => after.details[j])]
    const clean = details.every((d) => !!d && Math.min(...Object.values(d.costs)) <= CLEAN_FIT)
    if (missing.length > 0 && !clean)
      doubts.push('The animal involved does not look quite like any calibrated one.')
    if (missing.some((a) => involved.some((c) => c.includes(a)))) {
      doubts.push(`The animal involved might be ${missing.map((a) => `a ${a}`).join(' or ')} after all.`)
    }
  }
  return doubts
}
