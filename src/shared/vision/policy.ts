/**
 * When may the camera referee accuse? The judge compares two token lists as if they were exact; vision
 * makes mistakes (a missed split, a fragment, a brown cow read as a horse), and most of them look like a
 * table that disagrees with the card. So a disagreement stands only on positive evidence, with a margin,
 * for every part of the reading it rests on (params.ts VISION.policy says how each margin was measured):
 * - every token seen with confidence, and the count of every blob that holds a touched animal sure;
 * - counts that fit the card's kind, one change and no more;
 * - every reading of an animal the action involves (each picture on its own) names the type the verdict
 *   used, ahead of every other type by a margin learnt from calibration (separation.ts): a share of how
 *   far apart the two types looked in the calibration picture, and never less than a floor;
 * - for a wrong animal type, involved animals that match their own type well and could not be the card's,
 *   nor the card's animal seen in part where the table would hide much of it (camouflage.ts);
 * - no animal on the card of a type calibration found hard to tell from the table (it may move unseen).
 * The registration's doubts (a camera that moved, a table that could not be lined up) are warnings that
 * hold every verdict (referee.ts). Anything else becomes "uncertain".
 */
import type { RefereeProblem } from '../referee/problems'
import { ANIMAL_COUNTS } from '../games/now-you-see-me/constants'
import { ANIMALS, type ActionCard, type Animal, type Verdict } from '../referee/types'
import { leastVisible } from './camouflage'
import { separation } from './separation'
import { faintTypes } from './visibility'
import type { Calibration, Detection, TokenDetail } from './types'
import { VISION } from './params'

const { CLEAN_FIT, FAINT, SURE_COUNT, TYPE_FLOOR, TYPE_SHARE } = VISION.policy

/** Change in the number of animals each card kind makes. */
const COUNT_CHANGE: Record<ActionCard['kind'], number> = { add: 1, remove: -1, move: 0, swap: 0 }

function typeCounts(d: Detection): Record<Animal, number> {
  const out = Object.fromEntries(ANIMALS.map((a) => [a, 0])) as Record<Animal, number>
  for (const t of d.tokens) out[t.type]++
  return out
}

/** A type a picture reads more of than the box holds: how many it reads, how many the box has. */
export interface OverCount {
  animal: Animal
  seen: number
  inBox: number
}

/**
 * The types the pictures read more animals of than the box holds (the rulebook's ANIMAL_COUNTS), each
 * with the most any picture read: such a reading has taken other animals for that type, however sure
 * each animal looks. Used by the referee (no accusation) and the set-up screens (the family is told).
 */
export function overCounted(...pictures: readonly Detection[]): OverCount[] {
  const counts = pictures.map(typeCounts)
  return ANIMALS.map((animal) => ({
    animal,
    seen: Math.max(0, ...counts.map((c) => c[animal])),
    inBox: ANIMAL_COUNTS[animal],
  })).filter((o) => o.seen > o.inBox)
}

/** The raw evidence an accusation rests on, before any threshold (for measuring the thresholds). */
export interface AccusationEvidence {
  /** Lowest count confidence of a blob holding an animal not seen unchanged in both pictures (1: none). */
  countConf: number
  /** Lowest margin of an involved animal's reading over another type (Infinity: no animal involved). */
  typeMargin: number
  /** Lowest such margin over the two types' calibrated separation. */
  typeShare: number
  /** Whether every reading of every involved animal names the type the verdict gave it. */
  readingsAgree: boolean
}

/**
 * How far one reading puts `type` ahead of every other type: the least cost margin, and the least such
 * margin over the two types' calibrated separation (separation.ts). The terms of TYPE_FLOOR and
 * TYPE_SHARE, for an accusation here and for the change reading's agreement (change-reading.ts).
 */
export function typeLead(
  cal: Calibration,
  type: Animal,
  costOf: (t: Animal) => number,
): { margin: number; share: number } {
  let margin = Infinity
  let share = Infinity
  for (const other of ANIMALS) {
    if (other === type) continue
    const m = costOf(other) - costOf(type)
    const sep = separation(cal.animals, type, other)
    margin = Math.min(margin, m)
    share = Math.min(share, sep > 0 ? m / sep : m > 0 ? Infinity : 0)
  }
  return { margin, share }
}

/** The evidence behind the verdict's action: counts, and each involved animal's readings. */
export function accusationEvidence(
  cal: Calibration,
  before: Detection,
  after: Detection,
  verdict: Verdict,
  card: ActionCard | null = null,
): AccusationEvidence {
  let countConf = 1
  for (const d of [before, after]) {
    d.tokens.forEach((_, i) => {
      if (!d.untouched?.[i]) countConf = Math.min(countConf, d.details[i]?.countConf ?? 0)
    })
  }
  let typeMargin = Infinity
  let typeShare = Infinity
  let readingsAgree = true
  const read = (d: Detection, i: number): void => {
    const type = d.tokens[i]?.type
    const detail: TokenDetail | undefined = d.details[i]
    if (!type || !detail) return void (readingsAgree = false)
    const lead = typeLead(cal, type, (other) => detail.costs[other])
    if (lead.margin <= 0) readingsAgree = false
    typeMargin = Math.min(typeMargin, lead.margin)
    typeShare = Math.min(typeShare, lead.share)
  }
  const act = verdict.action
  if (act) {
    act.before.forEach((i) => read(before, i))
    act.after.forEach((j) => read(after, j))
  } else if (card) {
    // Nothing seen to change proves nothing unless the card's action would have shown (issue #20): a
    // pig and a sheep traded on wood can read as the same two animals where they were. So the count of
    // every heap must be sure, unchanged or not (an added animal can hide in a miscounted one), and every
    // animal of the card's types must read as its type, clearly, in each picture on its own.
    for (const d of [before, after]) {
      d.tokens.forEach((_, i) => (countConf = Math.min(countConf, d.details[i]?.countConf ?? 0)))
      d.tokens.forEach((t, i) => card.animals.includes(t.type) && read(d, i))
    }
  }
  return { countConf, typeMargin, typeShare, readingsAgree }
}

/**
 * Whether a type leads clearly enough to stand on: by TYPE_FLOOR in cost, and by `minShare` of the two
 * types' calibrated separation (TYPE_SHARE for an accusation; the change reading's agreement passes its
 * own CHANGE_SHARE, referee.ts).
 */
export function typeClear(margin: number, share: number, minShare: number = TYPE_SHARE): boolean {
  return margin >= TYPE_FLOOR && share >= minShare
}

/** Reasons the evidence is too weak to accuse on (empty: it is strong enough). */
export function weakEvidence(e: AccusationEvidence): RefereeProblem[] {
  const doubts: RefereeProblem[] = []
  if (e.countConf < SURE_COUNT) doubts.push({ kind: 'count-unsure' })
  if (!e.readingsAgree) doubts.push({ kind: 'readings-disagree' })
  else if (!typeClear(e.typeMargin, e.typeShare)) doubts.push({ kind: 'type-unclear' })
  return doubts
}

/** The weaker of two readings' evidence: an accusation must stand on each. */
export function weakerEvidence(x: AccusationEvidence, y: AccusationEvidence): AccusationEvidence {
  return {
    countConf: Math.min(x.countConf, y.countConf),
    typeMargin: Math.min(x.typeMargin, y.typeMargin),
    typeShare: Math.min(x.typeShare, y.typeShare),
    readingsAgree: x.readingsAgree && y.readingsAgree,
  }
}

/**
 * Whether one of `tokens` of `d`, seen smaller than a card animal of type `card` is, may be that animal
 * seen in part: where it lay, less than VISION.policy.FAINT of that type's calibrated colours would stand
 * out from the table (camouflage.ts). The bar is the one under which calibration calls a whole type faint
 * on a table; here it is asked of the spot. A white cow on the white squares of gingham showed only its
 * patches, a part the size of a sheep that read as one (scenes3d s3d-fresh-31, table 7).
 */
function mayHide(cal: Calibration, card: Animal, d: Detection, tokens: number[]): boolean {
  const spread = d.spread ?? [0, 0, 0]
  return tokens.some((i) => {
    const t = d.tokens[i]
    const area = d.details[i]?.area ?? 0
    return !!t && area < cal.animals[card].area && leastVisible(cal, card, spread, t.x, t.y) < FAINT
  })
}

/**
 * Reasons not to trust an accusation apart from the strength of its evidence (empty = it stands if the
 * evidence is strong enough: weakEvidence), and that evidence. Only called when the judge said the table
 * disagrees with the card.
 */
export function doubtsAboutAccusation(
  cal: Calibration,
  before: Detection,
  after: Detection,
  card: ActionCard | null,
  verdict: Verdict,
  minConfidence: number,
): { doubts: RefereeProblem[]; evidence: AccusationEvidence } {
  const doubts: RefereeProblem[] = []
  const evidence = accusationEvidence(cal, before, after, verdict, card)
  if (!card) return { doubts, evidence }
  // An animal of a type calibration found hard to tell from this table may have been touched unseen (a
  // dark horse traded with a cow on walnut reads as the cow moving a little): what the camera saw proves
  // nothing against a card that names it.
  const faint = faintTypes(cal).filter((x) => card.animals.includes(x))
  if (faint.length > 0) doubts.push({ kind: 'card-animal-faint', animals: faint })
  // An animal seen unchanged pixel for pixel in both frames was not touched: its doubt changes nothing.
  const doubtful = (d: Detection): number =>
    d.tokens.filter((t, i) => (t.confidence ?? 1) < minConfidence && !d.untouched?.[i]).length
  const shaky = doubtful(before) + doubtful(after)
  if (shaky > 0) doubts.push({ kind: 'hard-to-make-out', count: shaky })
  const delta = after.tokens.length - before.tokens.length
  if (delta !== COUNT_CHANGE[card.kind]) {
    doubts.push({
      kind: 'count-misfit',
      before: before.tokens.length,
      after: after.tokens.length,
      card: card.kind,
    })
  }
  // One action changes the type counts by at most one animal of one type.
  const cb = typeCounts(before)
  const ca = typeCounts(after)
  const changed = ANIMALS.filter((a) => cb[a] !== ca[a])
  const oneAction =
    changed.length === 0 || (changed.length === 1 && Math.abs(cb[changed[0]!] - ca[changed[0]!]) === 1)
  if (!oneAction) doubts.push({ kind: 'types-do-not-add-up' })
  // The box holds so many animals of each type (the rulebook): a picture that reads more of one has
  // taken other animals for it, however sure each reading looks, and its types prove nothing.
  for (const o of overCounted(before, after)) doubts.push({ kind: 'more-than-in-box', ...o })
  if (verdict.strayMoves.length > 0) doubts.push({ kind: 'several-changed' })
  const act = verdict.action
  if (!act) doubts.push(...unseenCardAnimals(before, after, card))
  // A move shorter than the card is evidence only of an animal seen on its own: inside a heap, where each
  // animal lies comes from how the heap was cut, and a heap cut a little differently, or one whose
  // unseen animal was traded, moves an animal by part of its length.
  if (act?.kind === 'move' && verdict.problems.some((p) => p.kind === 'short-move')) {
    const inHeap = (d: Detection, i: number | undefined): boolean =>
      i === undefined || (d.regions.find((r) => i >= r.first && i < r.first + r.count)?.count ?? 1) > 1
    if (inHeap(before, act.before[0]) || inHeap(after, act.after[0])) doubts.push({ kind: 'moved-in-heap' })
  }
  if (act && act.kind === card.kind) {
    // The card's type, if any involved token could plausibly be it, is not a clear mismatch.
    const involved = [
      ...act.before.map((i) => before.candidates[i] ?? []),
      ...act.after.map((j) => after.candidates[j] ?? []),
    ]
    const missing = card.animals.filter((a) => !act.animals.includes(a))
    const details = [...act.before.map((i) => before.details[i]), ...act.after.map((j) => after.details[j])]
    const clean = details.every((d) => !!d && Math.min(...Object.values(d.costs)) <= CLEAN_FIT)
    if (missing.length > 0 && !clean) doubts.push({ kind: 'unlike-calibrated' })
    const hidden = missing.filter(
      (c) => mayHide(cal, c, before, act.before) || mayHide(cal, c, after, act.after),
    )
    if (hidden.length > 0) doubts.push({ kind: 'card-animal-hidden', animals: hidden })
    if (missing.some((a) => involved.some((c) => c.includes(a)))) {
      doubts.push({ kind: 'might-be', animals: missing })
    }
  }
  return { doubts, evidence }
}

/**
 * Why "nothing changed" would not show the card's action: an animal the card names that is not on the
 * table before it (a move, swap or take-away of an animal the camera missed), or one of the card's types
 * that does not fit its calibrated look cleanly (CLEAN_FIT) in a picture: part of it hidden or cut off.
 */
function unseenCardAnimals(before: Detection, after: Detection, card: ActionCard): RefereeProblem[] {
  const doubts: RefereeProblem[] = []
  if (card.kind !== 'add' && card.animals.some((x) => !before.tokens.some((t) => t.type === x)))
    doubts.push({ kind: 'card-animal-unseen' })
  const unclean = [before, after].some((d) =>
    d.tokens.some(
      (t, i) =>
        card.animals.includes(t.type) &&
        !(Math.min(...Object.values(d.details[i]?.costs ?? {})) <= CLEAN_FIT),
    ),
  )
  if (unclean) doubts.push({ kind: 'card-animal-unclear' })
  return doubts
}
