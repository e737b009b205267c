/** Camera referee end to end: detect the tokens before and after, then let the judge compare with the card. */
import { judge } from '../referee/judge'
import { ANIMALS, type ActionCard, type Token, type Verdict } from '../referee/types'
import { jointCosts, unifyMoved, unifyUnchanged, unifyUnchangedBlobs } from './consistency'
import { detectTokens } from './detect'
import { doubtsAboutAccusation } from './policy'
import type { Calibration, Detection, Frame, TokenDetail } from './types'

export interface RefereeReport {
  countBefore: number
  countAfter: number
  animalsBefore: Token[]
  animalsAfter: Token[]
  action: { kind: ActionCard['kind']; animals: ActionCard['animals'] } | null
  /** true = the table agrees with the card, false = it does not (see problems), null = cannot tell. */
  matchesCard: boolean | null
  problems: string[]
  ms: number
  verdict: Verdict
  detections: { before: Detection; after: Detection }
}

/** The animals of an action that agrees with the card must match their type this well (cost, detect.ts). */
const AGREE_FIT = 0.8

/** Tokens below this confidence never support an accusation (the judge's default). */
const minConfidence = 0.5

/**
 * Pairs (before index, after index) that are one animal at two places: the animals of a move or swap.
 * Untouched animals are left alone.
 */
function movedPairs(b: Detection, a: Detection, verdict: Verdict): [number, number][] {
  const out: [number, number][] = []
  const free = (i: number, j: number): boolean => !b.untouched?.[i] && !a.untouched?.[j]
  const act = verdict.action
  if (act && (act.kind === 'move' || act.kind === 'swap')) {
    act.before.forEach((i, k) => {
      const j = act.after[k]
      if (j !== undefined && free(i, j)) out.push([i, j])
    })
  }
  return out
}

const round1 = (t: Token): Token => ({
  type: t.type,
  x: Math.round(t.x * 10) / 10,
  y: Math.round(t.y * 10) / 10,
  confidence: t.confidence,
})

export function refereeFrames(
  cal: Calibration,
  before: Frame,
  after: Frame,
  card: ActionCard | null,
): RefereeReport {
  const start = performance.now()
  const report = refereeDetections(cal, detectTokens(before, cal), detectTokens(after, cal), card)
  return { ...report, ms: Math.round(performance.now() - start) }
}

/**
 * The same from detections already made: rounds 2 and 3 of a turn start from the table the previous
 * round left, so its "after" detection is the next round's "before".
 */
export function refereeDetections(
  cal: Calibration,
  seenBefore: Detection,
  seenAfter: Detection,
  card: ActionCard | null,
): RefereeReport {
  const start = performance.now()
  const minArea = Math.min(...ANIMALS.map((t) => cal.animals[t].area))
  const opts = { cardLength: cal.cardLengthPx, unit: 'px', minConfidence }
  let [b, a] = unifyUnchanged(...unifyUnchangedBlobs(seenBefore, seenAfter, minArea))
  let verdict = judge(b.tokens, a.tokens, card, opts)
  // The animals that moved are each one animal seen twice: type them from both pictures and judge again.
  const moved = movedPairs(b, a, verdict)
  if (moved.length > 0) {
    ;[b, a] = unifyMoved(b, a, moved)
    verdict = judge(b.tokens, a.tokens, card, opts)
  }
  const problems = [...verdict.problems]
  let matchesCard = verdict.matchesCard
  if (matchesCard === false) {
    const doubts = doubtsAboutAccusation(b, a, card, verdict, minConfidence)
    if (doubts.length > 0) {
      problems.push(...doubts, 'Not sure: check the table by hand.')
      matchesCard = null
    }
  }
  if (matchesCard === true && verdict.action) {
    // Agreeing lets the round go on: the animals that changed must clearly look like their types, or a
    // wrong move (a sheep taken away where the card said a pig) could pass as the card's.
    const act = verdict.action
    const bestCost = (d: TokenDetail | undefined): number =>
      d ? Math.min(...Object.values(d.costs)) : Infinity
    // An animal seen at its old and its new place is judged on both readings together.
    const cost = (i: number | undefined, j: number | undefined): number => {
      const db = i === undefined ? undefined : b.details[i]
      const da = j === undefined ? undefined : a.details[j]
      const pair = moved.some(([p, q]) => p === i && q === j)
      if (pair && db && da) return jointCosts(db, da)[0]!.cost
      return Math.min(bestCost(db), bestCost(da))
    }
    const fits =
      act.kind === 'move' || act.kind === 'swap'
        ? act.before.map((i, k) => cost(i, act.after[k]))
        : [...act.before.map((i) => bestCost(b.details[i])), ...act.after.map((j) => bestCost(a.details[j]))]
    const vague = fits.some((c) => c > AGREE_FIT)
    if (vague) {
      problems.push('The animal involved does not look quite like any calibrated one: check it by hand.')
      matchesCard = null
    }
  }
  // A hand over the table hides animals: never judge such a frame.
  const blocked = [...new Set([...b.warnings, ...a.warnings])]
  if (blocked.length > 0) {
    problems.push(...blocked, 'Take the pictures again with nothing but the animals on the table.')
    matchesCard = null
  }
  return {
    countBefore: b.tokens.length,
    countAfter: a.tokens.length,
    animalsBefore: b.tokens.map(round1),
    animalsAfter: a.tokens.map(round1),
    action: verdict.action ? { kind: verdict.action.kind, animals: [...verdict.action.animals] } : null,
    matchesCard,
    problems,
    ms: Math.round(performance.now() - start + b.ms + a.ms),
    verdict,
    detections: { before: b, after: a },
  }
}
