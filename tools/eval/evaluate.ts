/**
 * Measures the camera referee on any scene source, through a drifting webcam (camera.ts): each table is
 * calibrated once as the app does (a refused calibration is laid out again, up to CALIBRATION_TRIES
 * times), then `turns` drops of `rounds` rounds are read and refereed. Every pair's card is the action
 * really done, so a "does not match" verdict is a wrong accusation.
 */
import { Rng } from '../../src/shared/engine/rng'
import { sameTypes } from '../../src/shared/referee/judge'
import { problemText } from '../../src/cli/referee-words'
import { ANIMALS, type ActionCard } from '../../src/shared/referee/types'
import { ACTION_DECK } from '../../src/shared/games/now-you-see-me/constants'
import { calibrate, CalibrationError } from '../../src/shared/vision/calibrate'
import { detectTokens } from '../../src/shared/vision/detect'
import { readChange } from '../../src/shared/vision/change-reading'
import type { AccusationEvidence } from '../../src/shared/vision/policy'
import { refereeDetections, weighable } from '../../src/shared/vision/referee'
import type { Calibration, Frame } from '../../src/shared/vision/types'
import { drawDrift, movePoint, shoot, WEBCAM, type CameraDrift, type DriftProfile } from './camera'
import { noMiscounts, tallyMiscounts, type Miscounts } from './miscounts'
import type { SceneSource, SourceCalibration, SourceTable } from './scene-source'

/** Times a picture of the animals is refused (and they are laid out again) before the table counts as unread. */
export const CALIBRATION_TRIES = 3

/**
 * Pictures of the four animals a calibration takes, as the app's wizard does (one). With more (eval-vision
 * --layouts), each further picture is the source's next layout, its animals turned and moved within their
 * quarters, and each type is learnt from every picture (calibrate.ts mergeLayouts).
 */
export const CALIBRATION_LAYOUTS = 1

export interface SourceScore {
  source: string
  tables: number
  /** Tables whose first calibration was accepted, and those accepted after retakes. */
  calibratedFirstTry: number
  calibrated: number
  images: number
  pairs: number
  exactCountRate: number
  actionAccuracy: number
  wrongAccusationRate: number
  uncertainRate: number
  /** Pairs where a card other than the one played (decoyOf) was said to agree. */
  decoyAgreementRate: number
  /** Pairs where that card was rightly said not to agree: the accusations the referee still makes. */
  decoyAccusationRate: number
  /**
   * With `everyCard`: every card other than the one played (otherCards, 17 a pair) judged against each
   * pair, and those said to agree: a Lead who did anything but the card shown, let through. The one decoy a
   * pair changes only the first animal's type; this covers every animal and every other kind. Zero when
   * not measured.
   */
  wrongCards: number
  wrongCardsAgreed: number
  /** Pairs where at least one wrong card was said to agree. */
  pairsWrongCardAgreed: number
  /**
   * Every verdict whose accusation hung on nothing but the strength of its evidence (referee.ts), with
   * whether its card was the one played (an accusation would be wrong) or the decoy (it would be right):
   * what the thresholds of params.ts VISION.policy are measured on.
   */
  evidence: { played: boolean; evidence: AccusationEvidence }[]
  /**
   * Every pair's reading of what changed (change-reading.ts), where it read an action: whether that is
   * the action played, and the type terms and fit the referee weighs before letting it make a card agree.
   * What the agreement's thresholds are measured on (policy-sweep.ts): a reading of another action that
   * passes them lets that action's card agree.
   */
  changes: ChangeEvidence[]
  /** Blobs counted wrong over every picture, by where the count went wrong (miscounts.ts). */
  miscounts: Miscounts
  /**
   * Every pair not read right, by what the change reading (change-reading.ts) made of it: `read <kind>`
   * when it read another action (or the right one, which the referee did not let agree), else why each
   * of its two readings gave none, `<one-animal reason> / <trade reason>` (ChangeRefusal). Where to look
   * next when the action accuracy falls short.
   */
  changeRefusals: Record<string, number>
  detectMs: number[]
  failures: string[]
}

/** One pair's reading of what changed (SourceScore.changes). */
export interface ChangeEvidence {
  /** The action read is the one played (kind and animals). */
  played: boolean
  typeMargin: number
  typeShare: number
  fit: number
  /** The referee weighs it at all (referee.ts weighable: a clean fit, a move at least the card's length). */
  weighable: boolean
}

/** A card other than the one played: the same kind with the first animal changed to the next type. */
export function decoyOf(card: ActionCard): ActionCard {
  const next = ANIMALS.filter((a) => !card.animals.includes(a))
  const i = ANIMALS.indexOf(card.animals[0]!)
  const other = next.find((a) => ANIMALS.indexOf(a) > i) ?? next[0]!
  return { kind: card.kind, animals: [other, ...card.animals.slice(1)] }
}

/** Every card of the game's deck other than `card` (17): whatever order a trade names its animals. */
export function otherCards(card: ActionCard): ActionCard[] {
  return ACTION_DECK.filter((c) => !sameCard(c, card))
}

function sameCard(x: ActionCard, y: ActionCard): boolean {
  return x.kind === y.kind && sameTypes(x.animals, y.animals)
}

/**
 * A table calibrated as the app does, through the camera as it stood at calibration. A refused
 * calibration is made again from the start (the source's next layout, with its own empty table and
 * card), up to CALIBRATION_TRIES refusals in all. With `layouts` above one, the pictures after the first
 * accepted one are the source's next layouts' animals over that first one's empty table and card; a
 * calibration that got fewer pictures than asked uses those it has. No `cal` when none was accepted.
 */
export function calibrateTable(
  table: SourceTable,
  drift: CameraDrift,
  layouts = CALIBRATION_LAYOUTS,
): { cal?: Calibration; firstTry: boolean; error: string } {
  type Base = { empty: Frame[]; card: SourceCalibration['card'] }
  let base: Base | null = null
  let one: Calibration | undefined
  const taken: Frame[] = []
  let error = ''
  let refused = 0
  for (let k = 0; taken.length < layouts && refused < CALIBRATION_TRIES; k++) {
    const c = table.calibration(k)
    const from: Base = base ?? { empty: c.empty.map((f) => shoot(f, drift, 0)), card: c.card }
    const picture = shoot(c.animals, drift, 0)
    try {
      const cal = calibrate({ empty: from.empty, animals: picture, card: from.card })
      one ??= cal
      taken.push(picture)
      base = from
    } catch (err) {
      if (!(err instanceof CalibrationError)) throw err
      error = err.message
      refused++
    }
  }
  if (!base) return { firstTry: false, error }
  const cal = taken.length === 1 ? one : calibrate({ empty: base.empty, animals: taken, card: base.card })
  return { cal, firstTry: refused === 0, error: '' }
}

export interface SourceEvalOptions {
  seed: string
  tables: number
  /** Number of the first table (a long run split over processes reads tables first .. first + tables - 1). */
  first?: number
  turns: number
  rounds?: number
  profile?: DriftProfile
  /** Pictures of the animals per calibration (CALIBRATION_LAYOUTS). */
  layouts?: number
  /** Judge every other card against each pair as well (SourceScore.wrongCards; 17 more referee calls a pair). */
  everyCard?: boolean
  /** Called after each table, for progress lines. */
  onTable?: (index: number, score: SourceScore) => void
}

export function evaluateSource(source: SceneSource, opts: SourceEvalOptions): SourceScore {
  const rounds = opts.rounds ?? 3
  const profile = opts.profile ?? WEBCAM
  const score: SourceScore = {
    source: source.name,
    tables: 0,
    calibratedFirstTry: 0,
    calibrated: 0,
    images: 0,
    pairs: 0,
    exactCountRate: 0,
    actionAccuracy: 0,
    wrongAccusationRate: 0,
    uncertainRate: 0,
    decoyAgreementRate: 0,
    decoyAccusationRate: 0,
    wrongCards: 0,
    wrongCardsAgreed: 0,
    pairsWrongCardAgreed: 0,
    evidence: [],
    changes: [],
    miscounts: noMiscounts(),
    changeRefusals: {},
    detectMs: [],
    failures: [],
  }
  let exact = 0
  let right = 0
  let wrong = 0
  let unsure = 0
  let decoys = 0
  let decoyAccused = 0
  const first = opts.first ?? 0
  for (let i = first; i < first + opts.tables; i++) {
    const table = source.table(opts.seed, i)
    const drift = drawDrift(new Rng(`${opts.seed}/${i}/camera`), profile)
    score.tables++
    const { cal, firstTry, error } = calibrateTable(table, drift, opts.layouts)
    if (firstTry) score.calibratedFirstTry++
    if (!cal) {
      score.failures.push(`${table.name} calibration refused ${CALIBRATION_TRIES} times: ${error}`)
      score.images += opts.turns * (rounds + 1)
      score.pairs += opts.turns * rounds
      unsure += opts.turns * rounds
      opts.onTable?.(i, score)
      continue
    }
    score.calibrated++
    const shots = opts.turns * (rounds + 1)
    for (let t = 0; t < opts.turns; t++) {
      const turn = table.turn(t, rounds, cal.cardLengthPx)
      const seen = turn.frames.map((f, k) => {
        // The camera drifts steadily from calibration to the table's last picture.
        const at = (t * (rounds + 1) + k + 1) / shots
        const d = detectTokens(shoot(f, drift, at), cal)
        score.detectMs.push(d.ms)
        score.images++
        const ok = d.tokens.length === turn.tokens[k]!.length
        exact += Number(ok)
        const truth = turn.tokens[k]!.map((q) => {
          const [x, y] = movePoint(drift, at, f.width, f.height, q.x, q.y)
          return { ...q, x, y }
        })
        tallyMiscounts(d, truth, score.miscounts)
        if (!ok)
          score.failures.push(
            `${table.name} drop ${t} frame ${k}: counted ${d.tokens.length} of ${turn.tokens[k]!.length}`,
          )
        return d
      })
      turn.cards.forEach((card, p) => {
        const r = refereeDetections(cal, seen[p]!, seen[p + 1]!, card)
        score.pairs++
        const decoy = decoyOf(card)
        const d = refereeDetections(cal, seen[p]!, seen[p + 1]!, decoy)
        decoys += Number(d.matchesCard === true)
        if (d.matchesCard === true)
          score.failures.push(
            `${table.name} drop ${t} pair ${p} card ${card.kind}:${card.animals.join(',')} -> ` +
              `DECOY AGREED: ${decoy.kind}:${decoy.animals.join(',')} was said to match`,
          )
        decoyAccused += Number(d.matchesCard === false)
        if (opts.everyCard) {
          // The decoy is one of them, already judged.
          const others = otherCards(card)
          const agreed = others.filter(
            (other) =>
              (sameCard(other, decoy) ? d : refereeDetections(cal, seen[p]!, seen[p + 1]!, other))
                .matchesCard === true,
          )
          score.wrongCards += others.length
          score.wrongCardsAgreed += agreed.length
          score.pairsWrongCardAgreed += Number(agreed.length > 0)
          if (agreed.length > 0)
            score.failures.push(
              `${table.name} drop ${t} pair ${p} card ${card.kind}:${card.animals.join(',')} -> ` +
                `WRONG CARDS AGREED: ${agreed.map((c) => `${c.kind}:${c.animals.join(',')}`).join(' ')}`,
            )
        }
        const reading = readChange(cal, seen[p]!, seen[p + 1]!)
        const change = reading.action
        if (change)
          score.changes.push({
            played: change.kind === card.kind && sameTypes(change.animals, card.animals),
            typeMargin: change.typeMargin,
            typeShare: change.typeShare,
            fit: change.fit,
            weighable: weighable(change, cal.cardLengthPx),
          })
        if (r.evidence) score.evidence.push({ played: true, evidence: r.evidence })
        if (d.evidence) score.evidence.push({ played: false, evidence: d.evidence })
        const actionRight =
          !!r.action && r.action.kind === card.kind && sameTypes(r.action.animals, card.animals)
        if (actionRight && r.matchesCard === true) return void right++
        if (r.matchesCard === false) wrong++
        else unsure++
        const why = change ? `read ${change.kind}` : `${reading.refused.one} / ${reading.refused.trade}`
        score.changeRefusals[why] = (score.changeRefusals[why] ?? 0) + 1
        score.failures.push(
          `${table.name} drop ${t} pair ${p} card ${card.kind}:${card.animals.join(',')} -> ` +
            `${r.matchesCard === false ? 'WRONG ACCUSATION' : 'uncertain'}: ${r.problems.map(problemText).join(' ')}`,
        )
      })
    }
    opts.onTable?.(i, score)
  }
  score.exactCountRate = exact / score.images
  score.actionAccuracy = right / score.pairs
  score.wrongAccusationRate = wrong / score.pairs
  score.uncertainRate = unsure / score.pairs
  score.decoyAgreementRate = decoys / score.pairs
  score.decoyAccusationRate = decoyAccused / score.pairs
  return score
}
