/**
 * Camera referee end to end: detect the tokens before and after, read the table from them
 * (table-reading.ts), then decide whether the card agrees, and never accuse on doubtful evidence.
 */
import type { RefereeProblem } from '../referee/problems'
import { type ActionCard, sameTypes, type Token, type Verdict } from '../referee/types'
import { changeAction } from './change-reading'
import { detectTokens, sure, TYPE_SCALE } from './detect'
import { pixelsAgree } from './direction'
import {
  type AccusationEvidence,
  doubtsAboutAccusation,
  typeClear,
  weakerEvidence,
  weakEvidence,
} from './policy'
import { minConfidence, readTable } from './table-reading'
import type { Calibration, ChangeAction, Detection, Frame, TokenDetail } from './types'
import { VISION } from './params'

const { AGREE_FIT, CHANGE_SHARE } = VISION.referee

export interface RefereeReport {
  countBefore: number
  countAfter: number
  animalsBefore: Token[]
  animalsAfter: Token[]
  action: { kind: ActionCard['kind']; animals: ActionCard['animals'] } | null
  /** true = the table agrees with the card, false = it does not (see problems), null = cannot tell. */
  matchesCard: boolean | null
  problems: RefereeProblem[]
  ms: number
  verdict: Verdict
  detections: { before: Detection; after: Detection }
  /**
   * When nothing but the strength of the evidence decided whether to accuse: that evidence (policy.ts),
   * so the evaluation can measure the thresholds on accusations right and wrong.
   */
  evidence?: AccusationEvidence
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
 * The plain reading of the table (readTable without re-readings): the evidence of a clean accusation, or
 * null when it does not make one.
 */
function plainAccusation(
  cal: Calibration,
  seenBefore: Detection,
  seenAfter: Detection,
  card: ActionCard | null,
): AccusationEvidence | null {
  const { b, a, verdict } = readTable(cal, seenBefore, seenAfter, card, false)
  if (verdict.matchesCard !== false) return null
  const { doubts, evidence } = doubtsAboutAccusation(cal, b, a, card, verdict, minConfidence)
  return doubts.length === 0 ? evidence : null
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
  const { b, a, verdict, unified, fitBefore, fitAfter, reread } = readTable(
    cal,
    seenBefore,
    seenAfter,
    card,
    true,
  )
  const problems: RefereeProblem[] = [...verdict.problems]
  let matchesCard = verdict.matchesCard
  let evidence: AccusationEvidence | undefined
  if (matchesCard === false) {
    const found = doubtsAboutAccusation(cal, b, a, card, verdict, minConfidence)
    const doubts = found.doubts
    evidence = found.evidence
    // The re-readings let the card agree; an accusation must stand on the plain reading as well.
    if (reread && doubts.length === 0) {
      const plain = plainAccusation(cal, seenBefore, seenAfter, card)
      if (plain) evidence = weakerEvidence(evidence, plain)
      else doubts.push({ kind: 'read-differently' })
    }
    // A field fitted from the frame itself changed some sizes: the same accusation, the same action, must
    // stand on the frames read with the calibrated sizes as well (detect.ts, perspective.ts).
    if ((seenBefore.flat || seenAfter.flat) && doubts.length === 0) {
      const flat = refereeDetections(cal, seenBefore.flat ?? seenBefore, seenAfter.flat ?? seenAfter, card)
      if (flat.matchesCard === false && flat.evidence && sameAction(flat.action, verdict.action)) {
        evidence = weakerEvidence(evidence, flat.evidence)
      } else doubts.push({ kind: 'sizes-unsure' })
    }
    if (doubts.length > 0) evidence = undefined
    else doubts.push(...weakEvidence(evidence))
    if (doubts.length > 0) {
      problems.push(...doubts, { kind: 'check-by-hand' })
      matchesCard = null
    }
  }
  if (matchesCard === true && verdict.action) {
    // Agreeing lets the round go on: the animals that changed must clearly look like their types, or a
    // wrong move (a sheep taken away where the card said a pig) could pass as the card's.
    const act = verdict.action
    const bestCost = (d: TokenDetail | undefined): number =>
      d ? Math.min(...Object.values(d.costs)) : Infinity
    // An animal seen in both pictures is judged on the reading its type came from.
    const fitB = (i: number): number =>
      fitBefore.get(i) ?? unified.find((p) => p.before === i)?.costs[0]!.cost ?? bestCost(b.details[i])
    const fitA = (j: number): number =>
      fitAfter.get(j) ?? unified.find((p) => p.after === j)?.costs[0]!.cost ?? bestCost(a.details[j])
    const vague = [...act.before.map(fitB), ...act.after.map(fitA)].some((c) => c > AGREE_FIT)
    if (vague) {
      problems.push({ kind: 'check-animal-by-hand' })
      matchesCard = null
    } else if (!pixelsAgree(seenBefore, seenAfter, b, a, act)) {
      // The counts say an animal came where the pixels say one went, or the other way (direction.ts):
      // a heap split wrong in one picture or both.
      problems.push({ kind: 'count-unsure' }, { kind: 'check-by-hand' })
      matchesCard = null
    }
  }
  // What changed, read on its own (change-reading.ts): it may let a card agree that the counts left unsure,
  // and it takes an accusation back when it reads the card's own action; it never accuses.
  let action = verdict.action ? { kind: verdict.action.kind, animals: [...verdict.action.animals] } : null
  if (matchesCard !== true && card) {
    const change = changeAction(cal, seenBefore, seenAfter)
    if (change && confirms(change, card, cal.cardLengthPx)) {
      if (matchesCard === false) {
        problems.push({ kind: 'read-differently' }, { kind: 'check-by-hand' })
        matchesCard = null
        evidence = undefined
      } else {
        problems.length = 0
        matchesCard = true
        action = { kind: card.kind, animals: [...change.animals] }
      }
    }
  }
  // A hand over the table hides animals: never judge such a frame.
  const blocked = [...new Set([...b.warnings, ...a.warnings])]
  if (blocked.length > 0) {
    problems.push(...blocked.map((warning) => ({ kind: 'camera' as const, warning })), { kind: 'retake' })
    matchesCard = null
    evidence = undefined
  }
  return {
    countBefore: b.tokens.length,
    countAfter: a.tokens.length,
    animalsBefore: b.tokens.map(round1),
    animalsAfter: a.tokens.map(round1),
    action,
    matchesCard,
    problems,
    ms: Math.round(performance.now() - start + b.ms + a.ms),
    verdict,
    detections: { before: b, after: a },
    ...(evidence ? { evidence } : {}),
  }
}

/**
 * The change is the card's action, read clearly enough to agree: the same kind and animals, each
 * matching its type as well as an agreeing action's must (AGREE_FIT), and a move at least the card's
 * length. It overrules what the counts left in doubt, so its type must lead by an accusation's
 * TYPE_FLOOR (at the judge's own bar it let cards for another animal agree, a cow moved read as a horse
 * and a horse as a sheep: margins 0.17-0.22) and by CHANGE_SHARE of the two types' separation.
 */
function confirms(change: ChangeAction, card: ActionCard, cardLength: number): boolean {
  return (
    change.kind === card.kind &&
    sameTypes(change.animals, card.animals) &&
    weighable(change, cardLength) &&
    sure(change.typeMargin, TYPE_SCALE) >= minConfidence &&
    typeClear(change.typeMargin, change.typeShare, CHANGE_SHARE)
  )
}

/**
 * A reading of what changed that `confirms` weighs at all, whatever the card: its animals fit their
 * types within AGREE_FIT, and a move is at least the card's length. The evaluation records it with every
 * reading (tools/eval/evaluate.ts), so the agreement's type terms are measured on the readings that face them.
 */
export function weighable(change: ChangeAction, cardLength: number): boolean {
  return change.fit <= AGREE_FIT && (change.kind !== 'move' || (change.distance ?? 0) >= cardLength)
}

/** The same kind of action on the same animals (in any order), or both none. */
function sameAction(x: RefereeReport['action'], y: Verdict['action']): boolean {
  if (!x || !y) return !x && !y
  return x.kind === y.kind && sameTypes(x.animals, y.animals)
}
