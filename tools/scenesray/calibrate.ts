/**
 * The calibration layout the app asks the user for: the action card laid near the middle, then one
 * sheep, pig, cow and horse in the top-left, top-right, bottom-left and bottom-right quarters of the
 * picture, each whole, apart from the rest and off the picture's edges. A later attempt is a user
 * taking more care: further from the edges (3% of the picture at the first attempt, 12% at the third).
 * The user then clicks the two ends of the card's long side nearer the camera, a pixel or two off.
 */
import type { Animal } from '../../src/shared/referee/types'
import type { Rng } from '../../src/shared/engine/rng'
import { actionCard } from './clutter'
import { project, tablePoint } from './lens'
import { between, clamp, gauss, type Rgb } from './noise'
import { rectsMeet } from './pieces'
import type { Board } from './play'
import { solidRect, type Rect } from './reach'
import type { Solid } from './solid'

export const QUARTER_TYPES: Animal[] = ['sheep', 'pig', 'cow', 'horse']

/** Share of the picture kept clear along its edges at calibration attempt `attempt`. */
export function edgeMargin(attempt: number): number {
  return Math.min(0.2, 0.03 + 0.045 * attempt)
}

export interface Layout {
  card: Solid
  clicks: [[number, number], [number, number]]
}

/**
 * Lay out the card and the four animals on `board`; returns the card and the user's clicks. When an
 * animal finds no room in its quarter (the card, the clutter and a big animal fill it), the user starts
 * again with the card elsewhere, as a person would, up to LAYOUT_TRIES times.
 */
export function layOut(board: Board, rng: Rng, attempt: number, ink: Rgb): Layout {
  const start = board.pieces.length
  for (let tries = 0; tries < LAYOUT_TRIES; tries++) {
    const laid = tryLayOut(board, rng, attempt, ink)
    if (laid) return laid
    board.pieces.length = start
  }
  throw new Error('scenesray: no room for the four animals and the card')
}

/** Times the user lays the card and the four animals out afresh before giving up. */
const LAYOUT_TRIES = 20

function tryLayOut(board: Board, rng: Rng, attempt: number, ink: Rgb): Layout | null {
  const { lens } = board.ctx
  const { width: w, height: h } = lens
  const m = edgeMargin(attempt)
  const [mx, my] = [Math.ceil(m * w), Math.ceil(m * h)]
  let card: Solid | null = null
  let cardRect: Rect = [0, 0, 0, 0]
  for (let tries = 0; !card && tries < 300; tries++) {
    const spread = Math.min(0.3, 0.12 + tries / 1000)
    const [x, y] = tablePoint(
      lens,
      (0.5 + between(rng, -spread, spread)) * w,
      (0.5 + between(rng, -spread, spread)) * h,
    )
    const c = actionCard(900, x, y, rng.float() * 2 * Math.PI, ink)
    const r = solidRect(lens, c)
    if (r[0] < mx || r[1] < my || r[2] > w - mx || r[3] > h - my) continue
    if (board.ctx.keepOut.some((k) => rectsMeet(k, r, 6))) continue
    card = c
    cardRect = r
  }
  if (!card) throw new Error('scenesray: no room for the action card')
  const placed = QUARTER_TYPES.every((type, q) => {
    const left = q % 2 === 0
    const top = q < 2
    const region: Rect = [
      left ? mx : w / 2 + 3,
      top ? my : h / 2 + 3,
      left ? w / 2 - 3 : w - 1 - mx,
      top ? h / 2 - 3 : h - 1 - my,
    ]
    for (let tries = 0; tries < 2000; tries++) {
      const px = between(rng, region[0], region[2])
      const py = between(rng, region[1], region[3])
      const [x, y] = tablePoint(lens, px, py)
      const p = board.place({ type, x, y, a: rng.float() * 2 * Math.PI, flip: rng.float() < 0.4 }, region)
      if (!p || rectsMeet(p.truth.box, cardRect, 8)) continue
      board.pieces.push(p)
      return true
    }
    return false
  })
  if (!placed) return null
  // The long side nearer the camera, its two ends as the user clicks them.
  const ends: [number, number][] = []
  let best = Infinity
  for (const side of [-2.85, 2.85]) {
    const mid = [0, 1, 2].map((k) => card.t[k]! + side * card.ev[k]!)
    const d = Math.hypot(mid[0]! - lens.pos[0], mid[1]! - lens.pos[1], mid[2]! - lens.pos[2])
    if (d >= best) continue
    best = d
    ends.length = 0
    for (const u of [-4.4, 4.4]) {
      const p = project(
        lens,
        ...([0, 1, 2].map((k) => card.t[k]! + u * card.eu[k]! + side * card.ev[k]! + 0.035 * card.ew[k]!) as [
          number,
          number,
          number,
        ]),
      )!
      ends.push([p[0] + clamp(gauss(rng) * 0.8, -2, 2), p[1] + clamp(gauss(rng) * 0.8, -2, 2)])
    }
  }
  ends.sort((a, b) => a[0] - b[0])
  return { card, clicks: [ends[0]!, ends[1]!] }
}
