export { calibrationScenes } from '../../../tools/scenegen/scenes'
export { dropTokens as dropTokensForTest } from '../../../tools/scenegen/placement'

import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import { candidatesOf, sure, TYPE_SCALE } from '../../../src/shared/vision/detect'
import { evaluationSession } from '../../../tools/scenegen/evaluate'
import { turnRounds } from '../../../tools/scenegen/scenes'
import type { Detection } from '../../../src/shared/vision/types'
import { calibrate } from '../../../src/shared/vision/calibrate'
import { Rng } from '../../../src/shared/engine/rng'
import { detectTokens } from '../../../src/shared/vision/detect'
import { drawDrift, shoot, WEBCAM } from '../../../tools/eval/camera'
import { calibrateTable } from '../../../tools/eval/evaluate'
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

/** Rounds per drop in the evaluation (`tools/eval`). */
const ROUNDS = 3

/**
 * Layout `k` of table `t` of a scene source as the evaluation shoots it for calibration (through the
 * webcam's drift, at its start): the input `calibrate` takes, and where the four animals truly lie.
 */
export function calibrationLayout(source: string, seed: string, t: number, k = 0) {
  const table = SOURCES[source]!.table(seed, t)
  const drift = drawDrift(new Rng(`${seed}/${t}/camera`), WEBCAM)
  const c = table.calibration(k)
  const input = {
    empty: c.empty.map((f) => shoot(f, drift, 0)),
    animals: shoot(c.animals, drift, 0),
    card: c.card,
  }
  return { input, animalTokens: c.animalTokens }
}

/**
 * Table `t` of a scene source calibrated as the evaluation calibrates it (`tools/eval`): through the
 * webcam's drift, from `layouts` pictures of the animals.
 */
export function calibratedTable(source: string, seed: string, t: number, layouts = 1) {
  const table = SOURCES[source]!.table(seed, t)
  const drift = drawDrift(new Rng(`${seed}/${t}/camera`), WEBCAM)
  const { cal } = calibrateTable(table, drift, layouts)
  if (!cal) throw new Error(`${source} ${seed} table ${t} did not calibrate`)
  return { table, drift, cal }
}

/**
 * Drop `drop` of table `t` of a scene source as the evaluation shoots it (`tools/eval`): the table
 * calibrated through the webcam's drift from `layouts` pictures of the animals, the drop's turn, and a
 * reader for its picture `k`, shot at its place in the evening's drift over `drops` drops of 3 rounds.
 */
function shotTable(
  source: string,
  seed: string,
  t: number,
  drop: number,
  drops: number,
  layouts: number,
  passShadows = false,
) {
  const { table, drift, cal: chosen } = calibratedTable(source, seed, t, layouts)
  const cal = passShadows ? calibrate({ ...calibrationLayout(source, seed, t).input, shadows: true }) : chosen
  const turn = table.turn(drop, ROUNDS, cal.cardLengthPx)
  const shots = drops * (ROUNDS + 1)
  const read = (k: number) =>
    detectTokens(shoot(turn.frames[k]!, drift, (drop * (ROUNDS + 1) + k + 1) / shots), cal)
  return { cal, turn, read }
}

/**
 * One picture of a scenegen table read as the evaluation reads it (4 drops, calibrated from `layouts`
 * pictures of the animals; one, as the app's wizard takes, unless asked).
 */
export function evaluationPicture(seed: string, table: number, drop: number, frame: number, layouts = 1) {
  const { cal, turn, read } = shotTable('scenegen', seed, table, drop, 4, layouts)
  return { seen: read(frame), truth: turn.tokens[frame]!, cal }
}

/**
 * Round `round` of drop `drop` of an evaluation table of any source (3 drops, as `eval-vision` runs them):
 * its calibration, card and the two pictures read. `passShadows`: read as if calibration had chosen to
 * pass over shadows on this table (Calibration.shadows), to keep a scenario found before it could choose.
 */
export function evaluationRound(
  source: string,
  seed: string,
  t: number,
  drop: number,
  round = 0,
  passShadows = false,
) {
  const { cal, turn, read } = shotTable(source, seed, t, drop, 3, 1, passShadows)
  return { cal, card: turn.cards[round]!, b: read(round), a: read(round + 1) }
}
