/**
 * The camera round's verdict from two token lists (issue 6, item 5). Detected positions are in pixels;
 * the judge works in cm (pixels scaled by the calibrated card length), so sentences read "moved 12.3 cm".
 * The judge is scale-free, so this finds the same action as refereeFrames' own judge; the camera's
 * accusation gate is passed in (`gate`), so it never accuses where the camera would not. It is re-run
 * after every correction by hand.
 */
import { CARD_LENGTH_CM } from '../../../shared/games/now-you-see-me/constants'
import {
  judge,
  type ActionCard,
  type RefereeProblem,
  type Token,
  type Verdict,
} from '../../../shared/referee'
import type { CameraWarning } from '../../../shared/vision/types'
import { currentLocale } from '../i18n'
import { verdictWords } from './verdict-words'

export interface RoundResult {
  before: Token[]
  after: Token[]
  verdict: Verdict
  /** One sentence or more, for the Lead and the reveal. */
  text: string
  /** Indices of the changed (or unaccounted) tokens in each picture, for the outlines. */
  changedBefore: number[]
  changedAfter: number[]
  corrected: boolean
}

/** What a camera round hands to the game: the result and the two pictures (PNG data URLs). */
export interface CameraVerdict extends RoundResult {
  urls: { before: string; after: string }
}

export function judgeTokens(
  before: Token[],
  after: Token[],
  card: ActionCard | null,
  cardLengthPx: number,
  /** Detector warnings (a hand over the table): the verdict stays "not sure" until corrected by hand. */
  warnings: CameraWarning[] = [],
  corrected = false,
  /**
   * The camera's own verdict on the same two pictures (`RefereeReport`), which holds back any
   * accusation its evidence does not carry (the accusation gate, src/shared/vision/policy.ts). The
   * tokens judged again here in cm must never accuse where the camera did not: the gate's doubts then
   * make the round "not sure". A correction by hand vouches for the tokens, so it is judged plainly.
   */
  gate?: { matchesCard: boolean | null; problems: RefereeProblem[] },
): RoundResult {
  const k = CARD_LENGTH_CM / cardLengthPx
  const cm = (t: Token): Token => ({ ...t, x: t.x * k, y: t.y * k })
  const judged = judge(before.map(cm), after.map(cm), card, { cardLength: CARD_LENGTH_CM, unit: 'cm' })
  let verdict = judged
  if (warnings.length > 0 && !corrected) {
    verdict = {
      ...judged,
      matchesCard: null,
      problems: [
        ...judged.problems,
        ...warnings.map((warning) => ({ kind: 'camera' as const, warning })),
        { kind: 'retake-or-correct' as const },
      ],
    }
  }
  if (gate && !corrected && verdict.matchesCard === false && gate.matchesCard !== false) {
    const known = new Set(verdict.problems.map((p) => JSON.stringify(p)))
    const doubts = gate.problems.filter((p) => !known.has(JSON.stringify(p)))
    verdict = {
      ...verdict,
      matchesCard: null,
      problems: [
        ...verdict.problems,
        ...(doubts.length > 0 ? doubts : [{ kind: 'retake-or-correct' as const }]),
      ],
    }
  }
  const cb = new Set<number>(verdict.action?.before ?? [])
  const ca = new Set<number>(verdict.action?.after ?? [])
  for (const s of verdict.strayMoves) {
    cb.add(s.before)
    ca.add(s.after)
  }
  const matched = new Set<number>()
  verdict.assignment.forEach((j, i) => {
    if (j < 0) cb.add(i)
    else matched.add(j)
  })
  after.forEach((_, j) => {
    if (!matched.has(j)) ca.add(j)
  })
  return {
    before,
    after,
    verdict,
    text: verdictWords(currentLocale(), verdict, 'cm'),
    changedBefore: [...cb].sort((a, b) => a - b),
    changedAfter: [...ca].sort((a, b) => a - b),
    corrected,
  }
}
