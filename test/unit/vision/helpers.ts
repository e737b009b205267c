export { calibrationScenes } from '../../../tools/scenegen/scenes'
export { dropTokens as dropTokensForTest } from '../../../tools/scenegen/placement'

import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import { candidatesOf, sure, TYPE_SCALE } from '../../../src/shared/vision/detect'
import { evaluationSession } from '../../../tools/scenegen/evaluate'
import { turnRounds } from '../../../tools/scenegen/scenes'
import type { Detection } from '../../../src/shared/vision/types'
import { Rng } from '../../../src/shared/engine/rng'
import { detectTokens } from '../../../src/shared/vision/detect'
import { drawDrift, shoot, WEBCAM } from '../../../tools/eval/camera'
import { calibrateTable } from '../../../tools/eval/evaluate'
import { scenegenSource } from '../../../tools/scenegen/source'
import { SOURCES } from '../../../tools/eval/sources'

/** Drop `turn` (0-based) of session `s` of an evaluation seed, as the evaluation sees it. */
export function evaluationDrop(seed: string, s: number, turn: number) {
  const { session, rng, calibration } = evaluationSession(seed, s)
  const cal = calibration!
  let drop = turnRounds(session, rng, 3, { cardPx: cal.cardLengthPx })
  for (let t = 1; t <= turn; t++) drop = turnRounds(session, rng, 3, { cardPx: cal.cardLengthPx })
  return { session, drop, cal }
}

/**
 * A detection made only of tokens with the given type costs (no pixels: nothing looks untouched), for
 * testing the referee's reasoning without pictures. Confidence and candidates are derived from the
 * costs as the detector derives them.
 */
export function detectionFromCosts(
  tokens: { x: number; y: number; costs: Record<Animal, number> }[],
): Detection {
  const sorted = tokens.map((t) =>
    ANIMALS.map((type) => ({ type, cost: t.costs[type] })).sort((p, q) => p.cost - q.cost),
  )
  return {
    tokens: tokens.map((t, k) => {
      const [best, second] = sorted[k]!
      const confidence = sure(second!.cost - best!.cost, TYPE_SCALE)
      return { type: best!.type, x: t.x, y: t.y, confidence }
    }),
    blobs: [],
    mask: new Uint8Array(0),
    warnings: [],
    candidates: sorted.map(candidatesOf),
    details: tokens.map((t) => ({
      area: 800,
      elongation: 1.5,
      histogram: new Float32Array(8),
      costs: t.costs,
      countConf: 1,
      fitConf: 1,
      pixels: new Int32Array(0),
    })),
    regions: [],
    colour: new Float32Array(0),
    width: 0,
    ms: 0,
  }
}

/**
 * One picture of a scenegen table read as the evaluation reads it (tools/eval: calibrated through the
 * webcam's drift from `layouts` pictures of the animals, 4 drops of 3 rounds, each picture shot at its
 * place in the evening's drift).
 */
export function evaluationPicture(seed: string, table: number, drop: number, frame: number, layouts = 1) {
  const TURNS = 4
  const ROUNDS = 3
  const t = scenegenSource.table(seed, table)
  const drift = drawDrift(new Rng(`${seed}/${table}/camera`), WEBCAM)
  // One picture of the animals, as the app's wizard takes, unless asked.
  const { cal } = calibrateTable(t, drift, layouts)
  if (!cal) throw new Error(`table ${table} did not calibrate`)
  const turn = t.turn(drop, ROUNDS, cal.cardLengthPx)
  const shots = TURNS * (ROUNDS + 1)
  const seen = detectTokens(shoot(turn.frames[frame]!, drift, (drop * (ROUNDS + 1) + frame + 1) / shots), cal)
  return { seen, truth: turn.tokens[frame]!, cal }
}

/**
 * Round `round` of drop `drop` of an evaluation table (`tools/eval`, 3 drops), calibrated and shot through
 * the evaluation's webcam as `eval-vision` does: its calibration, card and the two pictures read.
 */
export function evaluationRound(source: string, seed: string, t: number, drop: number, round = 0) {
  const table = SOURCES[source]!.table(seed, t)
  const drift = drawDrift(new Rng(`${seed}/${t}/camera`), WEBCAM)
  const cal = calibrateTable(table, drift, 1).cal!
  const turn = table.turn(drop, 3, cal.cardLengthPx)
  const [b, a] = [round, round + 1].map((k) =>
    detectTokens(shoot(turn.frames[k]!, drift, (drop * 4 + k + 1) / 12), cal),
  )
  return { cal, card: turn.cards[round]!, b: b!, a: a! }
}
