/**
 * scenesreal: the third scene source, made to look like real kitchen tables under real webcams and kept
 * out of all tuning (README.md). Every table draws its own camera, surface, light, box of animals and
 * sensor from the seed; every picture is rendered afresh, so the same seed always gives the same set.
 */
import { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import type { ActionCard } from '../../src/shared/referee/types'
import type {
  SceneSource,
  SourceCalibration,
  SourceTable,
  SourceTurn,
  TruthToken,
} from '../eval/scene-source'
import { drawBox } from './box'
import { buildScene, CARD_CM, type Bounds, type Placed, type Scene } from './compose'
import { drawLens } from './lens'
import { drawLighting } from './light'
import { Layout } from './play'
import { drawSensor, expose, type Sensor } from './sensor'
import { drawTable } from './tables'

/** Webcam picture sizes: most send 4:3 VGA, laptop cameras often 16:9. */
const SIZES: [number, number][] = [
  [640, 480],
  [640, 480],
  [640, 360],
]

/** A table as the contract has it, plus the silhouettes' pixel bounds of a calibration (for tests). */
export interface ScenesrealTable extends SourceTable {
  calibrationBounds(attempt: number): Bounds[]
}

function whole(what: string, v: number, max: number): void {
  if (!Number.isInteger(v) || v < 0 || v > max)
    throw new RangeError(`scenesreal: ${what} must be a whole number from 0 to ${max}, got ${v}`)
}

export function scenesrealTable(seed: string, index: number): ScenesrealTable {
  whole('table index', index, 1_000_000)
  const rng = new Rng(`scenesreal/${seed}/${index}`)
  const [width, height] = rng.pick(SIZES)
  const lens = drawLens(rng, width, height)
  const [l, r] = [lens.toTable(0, height / 2), lens.toTable(width - 1, height / 2)]
  const [t, b] = [lens.toTable(width / 2, 0), lens.toTable(width / 2, height - 1)]
  const view: [number, number] = [Math.hypot(r[0] - l[0], r[1] - l[1]), Math.hypot(b[0] - t[0], b[1] - t[1])]
  const surface = drawTable(rng, view)
  const lighting = drawLighting(rng, view)
  const box = drawBox(rng)
  const sensor: Sensor = drawSensor(rng)
  let scene: Scene | null = null
  // The table's maps take a moment; a table that is never asked for a picture never builds them.
  const getScene = (): Scene => (scene ??= buildScene(lens, surface.albedo, lighting, box))
  const shot = (
    tokens: Placed[],
    frameSeed: number,
    card: Parameters<Scene['render']>[1] = null,
  ): { frame: Frame; truth: TruthToken[]; bounds: Bounds[] } => {
    const { light, truth, bounds } = getScene().render(tokens, card)
    return { frame: expose(light, width, height, sensor, frameSeed), truth, bounds }
  }
  const calibrate = (attempt: number): { calibration: SourceCalibration; bounds: Bounds[] } => {
    whole('calibration attempt', attempt, 100)
    const cr = new Rng(`scenesreal/${seed}/${index}/calibration/${attempt}`)
    const layout = new Layout(cr, lens, box)
    const empty = Array.from({ length: 1 + cr.int(2) }, () => shot([], cr.int(1 << 30)).frame)
    const { tokens, card } = layout.calibration(Math.min(attempt, 2))
    const { frame, truth, bounds } = shot(tokens, cr.int(1 << 30), card)
    // The user clicks the two corners of the card's long side nearer the camera, a pixel or two off.
    const [c, s] = [Math.cos(card.angle), Math.sin(card.angle)]
    const corner = (end: number, side: number): [number, number] => {
      const lx = (end * CARD_CM[0]) / 2
      const ly = (side * CARD_CM[1]) / 2
      return lens.toImage(card.x + lx * c - ly * s, card.y + lx * s + ly * c)
    }
    const side = corner(-1, -1)[1] + corner(1, -1)[1] > corner(-1, 1)[1] + corner(1, 1)[1] ? -1 : 1
    const click = (p: [number, number]): [number, number] => [
      p[0] + (cr.float() - 0.5) * 3,
      p[1] + (cr.float() - 0.5) * 3,
    ]
    return {
      calibration: {
        empty,
        animals: frame,
        animalTokens: truth,
        card: [click(corner(-1, side)), click(corner(1, side))],
      },
      bounds,
    }
  }
  return {
    name: `scenesreal/${seed}/${index} ${surface.kind}`,
    width,
    height,
    calibration: (attempt) => calibrate(attempt).calibration,
    calibrationBounds: (attempt) => calibrate(attempt).bounds,
    turn(turn, rounds, cardPx): SourceTurn {
      whole('turn', turn, 1_000_000)
      whole('rounds', rounds, 20)
      const longest = Math.min(width, height) / 2
      if (!Number.isFinite(cardPx) || cardPx <= 0 || cardPx > longest)
        throw new RangeError(
          `scenesreal: the card's length must be above 0 and at most ${longest} px, got ${cardPx}`,
        )
      const tr = new Rng(`scenesreal/${seed}/${index}/turn/${turn}`)
      const layout = new Layout(tr, lens, box)
      let table = layout.drop()
      const first = shot(table, tr.int(1 << 30))
      const frames = [first.frame]
      const tokens = [first.truth]
      const cards: ActionCard[] = []
      for (let k = 0; k < rounds; k++) {
        const card = layout.drawCard(table)
        table = layout.act(table, card, cardPx)
        const next = shot(table, tr.int(1 << 30))
        frames.push(next.frame)
        tokens.push(next.truth)
        cards.push(card)
      }
      return { frames, tokens, cards }
    },
  }
}

export const scenesrealSource: SceneSource = {
  name: 'scenesreal',
  table: scenesrealTable,
}
