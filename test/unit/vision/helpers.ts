export { calibrationScenes } from '../../../tools/scenegen/scenes'
export { dropTokens as dropTokensForTest } from '../../../tools/scenegen/placement'

import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import { candidatesOf, sure, TYPE_SCALE } from '../../../src/shared/vision/detect'
import { evaluationSession } from '../../../tools/scenegen/evaluate'
import { turnRounds } from '../../../tools/scenegen/scenes'
import type { Detection } from '../../../src/shared/vision/types'

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
