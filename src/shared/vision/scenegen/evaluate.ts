/**
 * Measures the camera referee on generated rounds: shared by the accuracy test and the benchmark, which
 * use different seeds. Every pair's card is the action really done, so "false" is a wrong accusation.
 */
import { Rng } from '../../engine/rng'
import { sameTypes } from '../../referee/judge'
import { calibrate } from '../calibrate'
import { detectTokens } from '../detect'
import { refereeDetections } from '../referee'
import { TABLE_KINDS } from './tables'
import { makeSession } from './render'
import { calibrationScenes, turnRounds } from './scenes'

export interface VisionScore {
  images: number
  pairs: number
  exactCountRate: number
  actionAccuracy: number
  wrongAccusationRate: number
  uncertainRate: number
  detectMs: number[]
  failures: string[]
}

/**
 * `sessions` cameras/tables (cycling through every table kind), each calibrated once (as the app does),
 * then `turns` drops of 3 rounds each: the after-frame of a round is the before-frame of the next.
 */
export function evaluateVision(seed: string, sessions: number, turns: number, rounds = 3): VisionScore {
  let images = 0
  let exact = 0
  let pairs = 0
  let right = 0
  let wrong = 0
  let unsure = 0
  const detectMs: number[] = []
  const failures: string[] = []
  for (let s = 0; s < sessions; s++) {
    const session = makeSession(`${seed}/${s}`, { table: TABLE_KINDS[s % TABLE_KINDS.length] })
    const rng = new Rng(`${seed}/${s}/scenes`)
    const cs = calibrationScenes(session, rng)
    let cal
    try {
      cal = calibrate({ empty: cs.empty, animals: cs.animals, card: cs.cardPoints })
    } catch (err) {
      // The app would ask for the calibration again; here its rounds count as uncounted and uncertain.
      failures.push(`${seed}/${s} ${session.table.kind} calibration failed: ${(err as Error).message}`)
      images += turns * (rounds + 1)
      pairs += turns * rounds
      unsure += turns * rounds
      continue
    }
    for (let t = 0; t < turns; t++) {
      const turn = turnRounds(session, rng, rounds, { cardPx: cal.cardLengthPx })
      const seen = turn.frames.map((f, k) => {
        const d = detectTokens(f, cal)
        detectMs.push(d.ms)
        images++
        exact += Number(d.tokens.length === turn.tokens[k]!.length)
        return d
      })
      turn.cards.forEach((card, p) => {
        const r = refereeDetections(cal, seen[p]!, seen[p + 1]!, card)
        pairs++
        const actionRight =
          !!r.action && r.action.kind === card.kind && sameTypes(r.action.animals, card.animals)
        if (actionRight && r.matchesCard === true) return void right++
        if (r.matchesCard === false) wrong++
        else unsure++
        const [nb, na] = [turn.tokens[p]!.length, turn.tokens[p + 1]!.length]
        failures.push(
          `${seed}/${s}/${t}#${p} ${session.table.kind} card ${card.kind}:${card.animals.join(',')} -> ` +
            `${String(r.matchesCard)} counts ${r.countBefore}/${nb} ${r.countAfter}/${na}: ` +
            r.problems.join(' '),
        )
      })
    }
  }
  return {
    images,
    pairs,
    exactCountRate: exact / images,
    actionAccuracy: right / pairs,
    wrongAccusationRate: wrong / pairs,
    uncertainRate: unsure / pairs,
    detectMs,
    failures,
  }
}

export function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b)
  return v.length ? v[v.length >> 1]! : NaN
}
