/**
 * Measures the camera referee on generated rounds: shared by the accuracy test and the benchmark, which
 * use different seeds. Every pair's card is the action really done, so "false" is a wrong accusation.
 */
import { Rng } from '../../src/shared/engine/rng'
import { sameTypes } from '../../src/shared/referee/judge'
import { problemText } from '../../src/cli/referee-words'
import { ANIMALS, type ActionCard } from '../../src/shared/referee/types'
import { calibrate, CalibrationError, type CalibrationInput } from '../../src/shared/vision/calibrate'
import { detectTokens } from '../../src/shared/vision/detect'
import { refereeDetections } from '../../src/shared/vision/referee'
import type { Calibration, Frame } from '../../src/shared/vision/types'
import { TABLE_KINDS } from './tables'
import { makeSession, type Session } from './render'
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
  /** Calibrations refused (the app asks the user to lay the four animals out again) and retaken. */
  calibrationRetakes: number
  /** Share of pairs where a card other than the one played (decoyOf) was wrongly said to agree. */
  decoyAgreementRate: number
}

/** A card other than the one played: the same kind with the first animal changed to the next type. */
export function decoyOf(card: ActionCard): ActionCard {
  const next = ANIMALS.filter((a) => !card.animals.includes(a))
  const i = ANIMALS.indexOf(card.animals[0]!)
  const other = next.find((a) => ANIMALS.indexOf(a) > i) ?? next[0]!
  return { kind: card.kind, animals: [other, ...card.animals.slice(1)] }
}

/** Times a session may lay the calibration animals out again before its rounds count as uncertain. */
const CALIBRATION_TRIES = 3

/**
 * The frame as the camera sees it after being knocked by whole pixels (dx right, dy down) since
 * calibration: the picture's content moves, and the strip it uncovers repeats the edge.
 */
export function knocked(f: Frame, dx: number, dy: number): Frame {
  const { width: w, height: h } = f
  const data = new Uint8ClampedArray(f.data.length)
  for (let y = 0; y < h; y++) {
    const sy = Math.min(h - 1, Math.max(0, y - dy))
    for (let x = 0; x < w; x++) {
      const sx = Math.min(w - 1, Math.max(0, x - dx))
      const i = (sy * w + sx) * 4
      data.set(f.data.subarray(i, i + 4), (y * w + x) * 4)
    }
  }
  return { width: w, height: h, data }
}

export interface EvaluateOptions {
  /** Rounds per drop (3). */
  rounds?: number
  /** Knock the camera by these whole pixels after calibration: every frame of the rounds is moved. */
  knock?: [number, number]
  /** What the camera does to every picture it delivers, calibration included (JPEG compression). */
  camera?: (f: Frame) => Frame
}

/**
 * Session `s` of the evaluation seeded `seed` (table kinds in turn), calibrated as the evaluation does: a
 * refused calibration is laid out again, as the app asks the user to (a fresh arrangement), up to
 * CALIBRATION_TRIES times. `rng` is ready for the session's drops. `shot` is what the camera does to
 * every picture.
 */
export function evaluationSession(
  seed: string,
  s: number,
  shot: (f: Frame) => Frame = (f) => f,
): { session: Session; rng: Rng; calibration?: Calibration; retakes: number; error: string } {
  const session = makeSession(`${seed}/${s}`, { table: TABLE_KINDS[s % TABLE_KINDS.length] })
  const rng = new Rng(`${seed}/${s}/scenes`)
  let calibration: Calibration | undefined
  let retakes = 0
  let error = ''
  for (let k = 0; k < CALIBRATION_TRIES && !calibration; k++) {
    if (k > 0) retakes++
    const cs = calibrationScenes(session, rng)
    const input: CalibrationInput = { empty: shot(cs.empty), animals: shot(cs.animals), card: cs.cardPoints }
    try {
      calibration = calibrate(input)
    } catch (err) {
      if (!(err instanceof CalibrationError)) throw err
      error = err.message
    }
  }
  return { session, rng, calibration, retakes, error }
}

/**
 * `sessions` cameras/tables (cycling through every table kind), each calibrated once (as the app does),
 * then `turns` drops of 3 rounds each: the after-frame of a round is the before-frame of the next.
 */
export function evaluateVision(
  seed: string,
  sessions: number,
  turns: number,
  opts: EvaluateOptions = {},
): VisionScore {
  const rounds = opts.rounds ?? 3
  const knock = opts.knock
  const shot = opts.camera ?? ((f: Frame): Frame => f)
  let images = 0
  let exact = 0
  let pairs = 0
  let right = 0
  let wrong = 0
  let unsure = 0
  const detectMs: number[] = []
  const failures: string[] = []
  let calibrationRetakes = 0
  let decoyAgreed = 0
  for (let s = 0; s < sessions; s++) {
    const { session, rng, calibration: cal, retakes, error } = evaluationSession(seed, s, shot)
    calibrationRetakes += retakes
    if (!cal) {
      // Still refused: its rounds count as uncounted and uncertain.
      failures.push(`${seed}/${s} ${session.table.kind} calibration failed: ${error}`)
      images += turns * (rounds + 1)
      pairs += turns * rounds
      unsure += turns * rounds
      continue
    }
    for (let t = 0; t < turns; t++) {
      const turn = turnRounds(session, rng, rounds, { cardPx: cal.cardLengthPx })
      const seen = turn.frames.map((f, k) => {
        const d = detectTokens(shot(knock ? knocked(f, knock[0], knock[1]) : f), cal)
        detectMs.push(d.ms)
        images++
        exact += Number(d.tokens.length === turn.tokens[k]!.length)
        return d
      })
      turn.cards.forEach((card, p) => {
        const r = refereeDetections(cal, seen[p]!, seen[p + 1]!, card)
        pairs++
        // The same table against a card that was not played: saying it agrees lets a wrong move pass.
        decoyAgreed += Number(
          refereeDetections(cal, seen[p]!, seen[p + 1]!, decoyOf(card)).matchesCard === true,
        )
        const actionRight =
          !!r.action && r.action.kind === card.kind && sameTypes(r.action.animals, card.animals)
        if (actionRight && r.matchesCard === true) return void right++
        if (r.matchesCard === false) wrong++
        else unsure++
        const [nb, na] = [turn.tokens[p]!.length, turn.tokens[p + 1]!.length]
        failures.push(
          `${seed}/${s}/${t}#${p} ${session.table.kind} card ${card.kind}:${card.animals.join(',')} -> ` +
            `${String(r.matchesCard)} counts ${r.countBefore}/${nb} ${r.countAfter}/${na}: ` +
            r.problems.map(problemText).join(' '),
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
    calibrationRetakes,
    decoyAgreementRate: decoyAgreed / pairs,
  }
}

export function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b)
  return v.length ? v[v.length >> 1]! : NaN
}
