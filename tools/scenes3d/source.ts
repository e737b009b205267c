/**
 * The `scenes3d` scene source: a perspective webcam over a lamp-lit table of wooden animal tokens with
 * thickness and cast shadows, drawn independently of the project's own generator. Everything follows
 * from (seed, table index); seeds are named `s3d-...` (tests `s3d-test`, reports `s3d-report-N`).
 */
import { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import type {
  SceneSource,
  SourceCalibration,
  SourceTable,
  SourceTurn,
  TruthToken,
} from '../eval/scene-source'
import { drawBox } from './box'
import { drawCamera, project, rayField } from './camera3d'
import { calibrationLayout, drop } from './layout'
import { develop, drawLens, meter, type Lens } from './lens'
import { drawLamp, lightTable } from './light'
import { CARD_CM, fullBox, playRounds } from './play'
import { render, type Placed, type Stage } from './render'
import { drawTableTop } from './tables'

export const WIDTH = 640
export const HEIGHT = 480

/** A picture of `tokens` and their truth: each token's type and the centroid of its visible pixels. */
export function shootScene(
  stage: Stage,
  lens: Lens,
  tokens: Placed[],
  rng: Rng,
): { frame: Frame; truth: TruthToken[] } {
  // The lamp flickers a little between pictures (the evaluator adds the evening's drift).
  const { rgb, owner } = render(stage, tokens, 1 + (rng.float() * 2 - 1) * 0.01)
  const frame = develop(lens, rgb, rng.int(1 << 30))
  const sx = new Float64Array(tokens.length)
  const sy = new Float64Array(tokens.length)
  const n = new Float64Array(tokens.length)
  for (let i = 0; i < owner.length; i++) {
    const k = owner[i]!
    if (k < 0) continue
    sx[k] = sx[k]! + (i % WIDTH)
    sy[k] = sy[k]! + Math.floor(i / WIDTH)
    n[k] = n[k]! + 1
  }
  const truth = tokens.map((p, k) => {
    if (!n[k]) throw new Error(`scenes3d: a ${p.type} is hidden from the camera`)
    return { type: p.type, x: sx[k]! / n[k]!, y: sy[k]! / n[k]! }
  })
  return { frame, truth }
}

export interface Scenes3dTable extends SourceTable {
  stage: Stage
  lens: Lens
}

export function buildTable(seed: string, index: number): Scenes3dTable {
  const base = `scenes3d/${seed}/${index}`
  const rng = new Rng(base)
  const cam = drawCamera(rng, WIDTH, HEIGHT)
  const field = rayField(cam)
  const top = drawTableTop(rng)
  const lamp = drawLamp(rng)
  const lit = lightTable(cam, field, top, lamp, rng.int(1 << 30))
  const box = drawBox(rng)
  const lens = drawLens(rng, WIDTH, HEIGHT)
  const stage: Stage = { cam, field, lit, lamp, box }
  meter(lens, render(stage, [], 1).rgb)
  return {
    name: `${base} ${top.surface}`,
    width: WIDTH,
    height: HEIGHT,
    stage,
    lens,
    calibration(attempt: number): SourceCalibration {
      const r = new Rng(`${base}/calibration/${attempt}`)
      const empty = Array.from({ length: 1 + r.int(2) }, () => shootScene(stage, lens, [], r).frame)
      const layout = calibrationLayout(r, stage)
      const shot = shootScene(stage, lens, layout, r)
      // The card lies somewhere in the middle; the user clicks its two ends to within a pixel or two.
      const [cx, cy] = [(r.float() * 2 - 1) * 6, (r.float() * 2 - 1) * 5]
      const a = r.float() * Math.PI
      const click = (sgn: number): [number, number] => {
        const [u, v] = project(
          cam,
          cx + sgn * (CARD_CM / 2) * Math.cos(a),
          cy + sgn * (CARD_CM / 2) * Math.sin(a),
        )
        return [u + (r.float() * 2 - 1) * 1.5, v + (r.float() * 2 - 1) * 1.5]
      }
      return { empty, animals: shot.frame, animalTokens: shot.truth, card: [click(-1), click(1)] }
    },
    turn(turn: number, rounds: number, _cardPx: number): SourceTurn {
      const r = new Rng(`${base}/turn/${turn}`)
      const bag = r.shuffle(fullBox())
      const dropped = drop(r, stage, bag.slice(0, 10 + r.int(6)))
      const { states, cards } = playRounds(r, stage, dropped, rounds)
      const shots = states.map((s) => shootScene(stage, lens, s, r))
      return { frames: shots.map((s) => s.frame), tokens: shots.map((s) => s.truth), cards }
    },
  }
}

export const scenes3dSource: SceneSource = { name: 'scenes3d', table: buildTable }
