/**
 * scenesray: webcam pictures of a real kitchen or living-room table made by ray casting a small 3D
 * scene (camera, table top, clutter, lamps, die-cut wooden animals) and developing the light through a
 * simulated camera pipeline. It is the evaluator's held-out source: its look was made without seeing
 * the other sources or the referee. Keep its look out of tuning (README.md).
 *
 * Table `index` of seed `seed` draws everything from `scenesray/<seed>/<index>/<part>`: each part
 * (camera, top, lamps, box, clutter, sensor, each calibration attempt, each drop, each picture) has
 * its own generator, so nothing depends on the order the evaluator asks in.
 */
import { Rng } from '../../src/shared/engine/rng'
import type { ActionCard } from '../../src/shared/referee/types'
import type { Frame } from '../../src/shared/vision/types'
import type {
  SceneSource,
  SourceCalibration,
  SourceTable,
  SourceTurn,
  TruthToken,
} from '../eval/scene-source'
import { layOut } from './calibrate'
import { CARD_INKS, drawClutter } from './clutter'
import { drawFamily, type Family } from './family'
import { drawLens, type Lens } from './lens'
import { drawLighting } from './light'
import type { Piece } from './pieces'
import { Board, deck } from './play'
import { pieceReach, solidRect } from './reach'
import { renderStill, renderWith, type Scene, type Still } from './render'
import { develop, drawSensor, type Sensor } from './sensor'
import type { Solid } from './solid'
import { drawTop } from './surface'

/** Bounds the arguments are checked against. */
export const LIMITS = { tables: 1_000_000, attempts: 10, turns: 1_000_000, rounds: 12 } as const

function wholeIn(what: string, v: number, lo: number, hi: number): void {
  if (!Number.isInteger(v) || v < lo || v > hi)
    throw new RangeError(`scenesray: ${what} must be an integer in ${lo}..${hi}, got ${v}`)
}

class RayTable implements SourceTable {
  readonly name: string
  readonly width: number
  readonly height: number
  private readonly base: string
  private readonly scene: Scene
  private readonly sensor: Sensor
  private readonly ink: (typeof CARD_INKS)[number]
  private fam: Family | null = null
  private still: Still | null = null

  constructor(seed: string, index: number) {
    this.base = `scenesray/${seed}/${index}`
    const part = (p: string): Rng => new Rng(`${this.base}/${p}`)
    const shape = part('shape')
    this.width = 640
    this.height = shape.float() < 0.8 ? 480 : 360
    const lens = drawLens(part('lens'), this.width, this.height)
    const lighting = drawLighting(part('lamps'))
    const top = drawTop(part('top'))
    const clutter = clearQuarters(drawClutter(part('clutter'), lens), lens)
    this.scene = { lens, top, lighting, clutter }
    const flicker = Math.max(0, ...lighting.lights.map((l) => l.flicker))
    this.sensor = drawSensor(part('sensor'), flicker)
    this.ink = part('card').pick(CARD_INKS)
    this.name = `${this.base} ${top.name}`
  }

  private get family(): Family {
    return (this.fam ??= drawFamily(new Rng(`${this.base}/box`)))
  }

  private board(rng: Rng): Board {
    const keepOut = this.scene.clutter.map((s) => solidRect(this.scene.lens, s))
    return new Board({ lens: this.scene.lens, family: this.family, keepOut }, rng)
  }

  /** One developed picture of the table with `solids` on it; `luck` names the picture's own seed. */
  private picture(solids: Solid[], luck: string): Frame {
    this.still ??= renderStill(this.scene)
    const reach = solids.map((s) => pieceReach(this.scene.lens, this.scene.lighting, s))
    const rad = solids.length ? renderWith(this.scene, this.still, solids, reach) : this.still.rad
    return develop(rad, this.width, this.height, this.sensor, new Rng(`${this.base}/${luck}`))
  }

  calibration(attempt: number): SourceCalibration {
    wholeIn('calibration attempt', attempt, 0, LIMITS.attempts)
    const rng = new Rng(`${this.base}/calibration/${attempt}`)
    const empty = Array.from({ length: 1 + rng.int(2) }, (_, k) =>
      this.picture([], `calibration/${attempt}/empty/${k}`),
    )
    const board = this.board(rng)
    const { card, clicks } = layOut(board, rng, attempt, this.ink)
    const animals = this.picture(
      [card, ...board.pieces.map((p) => p.solid)],
      `calibration/${attempt}/animals`,
    )
    return { empty, animals, animalTokens: tokens(board.pieces), card: clicks }
  }

  turn(turn: number, rounds: number, cardPx: number): SourceTurn {
    wholeIn('turn', turn, 0, LIMITS.turns)
    wholeIn('rounds', rounds, 0, LIMITS.rounds)
    if (!Number.isFinite(cardPx) || cardPx <= 0 || cardPx > 0.4 * this.width)
      throw new RangeError(
        `scenesray: cardPx must be a length in (0, ${0.4 * this.width}] pixels, got ${cardPx}`,
      )
    const rng = new Rng(`${this.base}/turn/${turn}`)
    const board = this.board(rng)
    board.drop()
    const shot = (k: number): Frame =>
      this.picture(
        board.pieces.map((p) => p.solid),
        `turn/${turn}/picture/${k}`,
      )
    const frames = [shot(0)]
    const truth = [tokens(board.pieces)]
    const cards: ActionCard[] = []
    let pile: ActionCard[] = []
    for (let k = 0; k < rounds; k++) {
      // RULES-NOTES: Now you see me, Step 2 - a card that cannot be done is set aside for the next.
      let done: ActionCard | null = null
      for (let draws = 0; !done; draws++) {
        if (draws > 36) throw new Error('scenesray: no action card can be done on this table')
        if (pile.length === 0) pile = rng.shuffle(deck())
        const card = pile.pop()!
        if (board.apply(card, cardPx)) done = card
      }
      cards.push(done)
      frames.push(shot(k + 1))
      truth.push(tokens(board.pieces))
    }
    return { frames, tokens: truth, cards }
  }
}

function tokens(pieces: Piece[]): TruthToken[] {
  return pieces.map((p) => ({ type: p.type, x: p.truth.x, y: p.truth.y }))
}

export const scenesraySource: SceneSource = {
  name: 'scenesray',
  table(seed: string, index: number): SourceTable {
    if (typeof seed !== 'string') throw new RangeError(`scenesray: seed must be a string, got ${typeof seed}`)
    wholeIn('table index', index, 0, LIMITS.tables - 1)
    return new RayTable(seed, index)
  },
}

/** Most of one quarter of the picture the things left on the table may cover together. */
const QUARTER_FILL = 0.3

/**
 * The things left on the table after the family has cleared room for calibration: while the things in
 * one quarter of the picture cover more than QUARTER_FILL of it (their boxes' overlaps added),
 * the thing covering most of it goes off the table whole (a mug with its handle and coffee, a pad with
 * its pencil; the app asks for one animal in each quarter), so it never shows that evening.
 */
function clearQuarters(things: Solid[][], lens: Lens): Solid[] {
  const [hw, hh] = [lens.width / 2, lens.height / 2]
  const overlap = (r: readonly number[], qx: number, qy: number): number =>
    Math.max(0, Math.min(r[2]!, qx + hw) - Math.max(r[0]!, qx)) *
    Math.max(0, Math.min(r[3]!, qy + hh) - Math.max(r[1]!, qy))
  // Each thing's box in the picture: the box around its solids' (a stack of chips counts once).
  const kept = things.map((solids) => {
    const rs = solids.map((s) => solidRect(lens, s))
    const box = [0, 1, 2, 3].map((k) => (k < 2 ? Math.min : Math.max)(...rs.map((r) => r[k]!)))
    return { solids, box }
  })
  const cover = (i: number, qx: number, qy: number): number => overlap(kept[i]!.box, qx, qy)
  for (const [qx, qy] of [
    [0, 0],
    [hw, 0],
    [0, hh],
    [hw, hh],
  ] as const) {
    for (;;) {
      const covered = kept.reduce((sum, _, i) => sum + cover(i, qx, qy), 0)
      if (covered <= QUARTER_FILL * hw * hh) break
      let most = 0
      for (let i = 1; i < kept.length; i++) if (cover(i, qx, qy) > cover(most, qx, qy)) most = i
      kept.splice(most, 1)
    }
  }
  return kept.flatMap((k) => k.solids)
}
