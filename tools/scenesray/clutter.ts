/**
 * What else lies on a real table during a game and stays put all evening (so it is in the empty
 * table's pictures too): the game's green and red scoring chips in stacks, a player's animal cards
 * fanned face down, a mug of coffee, a phone, a score pad with a pencil. They sit in the band along
 * the picture's edges, often cut by the edge. The action card the user lays down for calibration is
 * made here too: a plain card of this source's own design.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { tablePoint, type Lens } from './lens'
import { between, fbm, lin, type Rgb } from './noise'
import { disc, makeSolid, roundRect, type Shape2, type Solid, type Surf } from './solid'

function paint(out: Surf, c: Rgb, spec: number, shine: number): void {
  out.r = c[0]
  out.g = c[1]
  out.b = c[2]
  out.spec = spec
  out.shine = shine
}

/** A flat solid lying on the table (or at height z), turned by `a` about the vertical. */
function flat(
  id: number,
  shape: Shape2,
  h: number,
  x: number,
  y: number,
  z: number,
  a: number,
  m: Solid['material'],
): Solid {
  const [c, s] = [Math.cos(a), Math.sin(a)]
  return makeSolid(id, shape, h, { t: [x, y, z], eu: [c, s, 0], ev: [-s, c, 0], ew: [0, 0, 1] }, m)
}

/** The action card, 8.8 x 5.7 cm: off-white with a coloured frame and an eye in the middle. */
export function actionCard(id: number, x: number, y: number, a: number, ink: Rgb): Solid {
  const paper = lin(244, 240, 228)
  return flat(id, roundRect(4.4, 2.85, 0.35), 0.035, x, y, 0, a, (u, v, _w, face, out) => {
    const edge = Math.min(4.4 - Math.abs(u), 2.85 - Math.abs(v))
    const eye = Math.hypot(u / 1.6, v / 0.8)
    const pupil = Math.hypot(u, v)
    const c =
      face === 'side'
        ? paper
        : edge > 0.25 && edge < 0.55
          ? ink
          : eye < 1 && pupil > 0.45
            ? paper
            : eye < 1.12
              ? ink
              : paper
    paint(out, pupil < 0.3 ? lin(30, 30, 34) : c, 0.02, 30)
  })
}

export const CARD_INKS: Rgb[] = [lin(20, 120, 130), lin(210, 100, 30), lin(110, 50, 140), lin(40, 90, 170)]

function mug(rng: Rng, id: number, x: number, y: number): Solid[] {
  const r = between(rng, 3.8, 4.5)
  const h = between(rng, 8.5, 10.5)
  const glaze = lin(
    ...rng.pick<[number, number, number]>([
      [235, 232, 225],
      [40, 70, 120],
      [200, 60, 50],
      [70, 120, 90],
      [30, 30, 32],
    ]),
  )
  const coffee = rng.float() < 0.7
  const body = flat(id, disc(r), h, x, y, 0, 0, (u, v, _w, face, out) => {
    const d = Math.hypot(u, v)
    if (face === 'top' && d < r - 0.35)
      return coffee
        ? paint(out, lin(45, 26, 14), 0.4, 300)
        : paint(out, [glaze[0] * 0.5, glaze[1] * 0.5, glaze[2] * 0.5], 0.1, 60)
    paint(out, glaze, 0.12, 90)
  })
  // The handle: a half ring in a vertical plane, 0.8 cm thick.
  const a = rng.float() * 2 * Math.PI
  const rad = [Math.cos(a), Math.sin(a), 0]
  const tan = [-Math.sin(a), Math.cos(a), 0]
  const ring: Shape2 = {
    u0: 0,
    v0: -3,
    u1: 2.6,
    v1: 3,
    sdf: (u, v) => Math.max(Math.abs(Math.hypot(u, v) - 2.1) - 0.4, -u),
  }
  const t = [x + rad[0]! * (r - 0.2) - tan[0]! * 0.4, y + rad[1]! * (r - 0.2) - tan[1]! * 0.4, h * 0.55]
  const handle = makeSolid(id + 1, ring, 0.8, { t, eu: rad, ev: [0, 0, 1], ew: tan }, (_u, _v, _w, _f, out) =>
    paint(out, glaze, 0.12, 90),
  )
  return [body, handle]
}

function phone(rng: Rng, id: number, x: number, y: number, a: number): Solid[] {
  const caseCol = lin(
    ...rng.pick<[number, number, number]>([
      [25, 25, 28],
      [30, 40, 70],
      [170, 40, 45],
      [200, 185, 160],
    ]),
  )
  const screen = lin(8, 9, 12)
  return [
    flat(id, roundRect(3.6, 7.4, 0.9), 0.85, x, y, 0, a, (u, v, _w, face, out) => {
      const inside = face === 'top' && Math.abs(u) < 3.25 && Math.abs(v) < 7.0
      return inside ? paint(out, screen, 0.6, 1500) : paint(out, caseCol, 0.05, 30)
    }),
  ]
}

function chips(rng: Rng, id: number, x: number, y: number): Solid[] {
  const green = lin(50, 150, 75)
  const red = lin(200, 45, 40)
  const r = between(rng, 0.95, 1.2)
  const h = between(rng, 0.2, 0.3)
  const out: Solid[] = []
  const stacks = 1 + rng.int(4)
  for (let s = 0; s < stacks; s++) {
    const sx = x + between(rng, -3, 3)
    const sy = y + between(rng, -3, 3)
    const n = 1 + rng.int(6)
    const col = rng.float() < 0.65 ? green : red
    for (let k = 0; k < n; k++) {
      const c = rng.float() < 0.85 ? col : col === green ? red : green
      const chip = flat(
        out.length + id,
        disc(r),
        h,
        sx + between(rng, -0.12, 0.12),
        sy + between(rng, -0.12, 0.12),
        k * h,
        0,
        (u, v, _w, face, o) => {
          const d = Math.hypot(u, v)
          const ring = face === 'top' && Math.abs(d - r * 0.7) < 0.05 ? 1.25 : 1
          paint(o, [c[0] * ring, c[1] * ring, c[2] * ring], 0.03, 30)
        },
      )
      // Every chip is its own solid so shadows fall between the stacks.
      out.push(chip)
    }
  }
  return out
}

function cards(rng: Rng, id: number, x: number, y: number, a0: number): Solid[] {
  const back = lin(
    ...rng.pick<[number, number, number]>([
      [200, 40, 50],
      [40, 90, 170],
      [50, 140, 70],
      [240, 200, 40],
      [120, 60, 150],
      [235, 120, 30],
    ]),
  )
  const white = lin(245, 245, 240)
  const out: Solid[] = []
  for (let k = 0; k < 4; k++) {
    const a = a0 + (k - 1.5) * between(rng, 0.08, 0.25)
    out.push(
      flat(
        id + k,
        roundRect(3.15, 4.4, 0.3),
        0.03,
        x + between(rng, -0.4, 0.4),
        y + between(rng, -0.4, 0.4),
        k * 0.031,
        a,
        (u, v, _w, face, o) => {
          const edge = Math.min(3.15 - Math.abs(u), 4.4 - Math.abs(v))
          const motif = Math.hypot(u, v) < 1.6 && Math.hypot(u, v) > 1.3
          paint(o, face === 'side' || edge < 0.3 || motif ? white : back, 0.03, 40)
        },
      ),
    )
  }
  return out
}

function pad(rng: Rng, id: number, x: number, y: number, a: number): Solid[] {
  const paper = lin(248, 248, 242)
  const line = lin(150, 170, 210)
  const sheet = flat(id, roundRect(5, 7.5, 0.1), 0.5, x, y, 0, a, (u, v, _w, face, o) => {
    const ruled = face === 'top' && v < 6 && ((v + 7.5) % 0.8 < 0.04 || Math.abs(u + 3.8) < 0.03)
    // Scores written on the ruled lines: thin strokes just above a line, in short words.
    const above = (v + 7.5) % 0.8
    const scrawl =
      face === 'top' &&
      v > -3 &&
      v < 5.5 &&
      u > -3.6 &&
      above > 0.12 &&
      above < 0.42 &&
      fbm(u * 1.2, Math.floor((v + 7.5) / 0.8), id, 2) > 0.5 &&
      Math.abs(Math.sin(u * 19 + above * 14)) < 0.3
    paint(
      o,
      face === 'side'
        ? [paper[0] * 0.85, paper[1] * 0.85, paper[2] * 0.85]
        : ruled
          ? line
          : scrawl
            ? lin(60, 60, 90)
            : paper,
      0.01,
      10,
    )
  })
  // A pencil lying beside it: a 0.7 cm rod extruded along its length.
  const b = a + between(rng, -0.4, 0.4)
  const dirv = [Math.cos(b), Math.sin(b), 0]
  const side = [-Math.sin(b), Math.cos(b), 0]
  const t = [x + side[0]! * 6.2 - dirv[0]! * 8, y + side[1]! * 6.2 - dirv[1]! * 8, 0.36]
  const yellow = lin(240, 190, 30)
  const rod = makeSolid(
    id + 1,
    disc(0.36),
    17,
    { t, eu: side, ev: [0, 0, 1], ew: dirv },
    (_u, _v, w, _f, o) =>
      paint(o, w > 16 ? lin(230, 150, 150) : w < 1.2 ? lin(220, 190, 150) : yellow, 0.08, 60),
  )
  return [sheet, rod]
}

/** The clutter of one table: up to three items in the band along the picture's edges. */
export function drawClutter(rng: Rng, lens: Lens): Solid[][] {
  const { width: w, height: h } = lens
  const kinds = (['chips', 'cards', 'mug', 'phone', 'pad'] as const).filter(
    (_, i) => rng.float() < [0.7, 0.5, 0.4, 0.3, 0.25][i]!,
  )
  rng.shuffle(kinds)
  const out: Solid[][] = []
  const used: [number, number, number][] = []
  let id = 1000
  for (const kind of kinds.slice(0, 3)) {
    const reach = kind === 'mug' ? 7 : kind === 'chips' ? 5 : kind === 'pad' ? 11 : 8
    for (let tries = 0; tries < 30; tries++) {
      // A point in the outer band: along one edge, 2-10% in (a mug or a phone may be cut by the edge).
      const side = rng.int(4)
      const along = between(rng, 0.05, 0.95)
      const into = between(rng, kind === 'mug' || kind === 'phone' ? -0.04 : 0.02, 0.1)
      const px = side === 0 ? along * w : side === 1 ? w * (1 - into) : side === 2 ? along * w : w * into
      const py = side === 0 ? h * into : side === 2 ? h * (1 - into) : along * h
      const [x, y] = tablePoint(lens, px, py)
      if (used.some(([ux, uy, ur]) => Math.hypot(ux - x, uy - y) < ur + reach)) continue
      used.push([x, y, reach])
      const a = rng.float() * Math.PI * 2
      const made =
        kind === 'mug'
          ? mug(rng, id, x, y)
          : kind === 'phone'
            ? phone(rng, id, x, y, a)
            : kind === 'chips'
              ? chips(rng, id, x, y)
              : kind === 'cards'
                ? cards(rng, id, x, y, a)
                : pad(rng, id, x, y, a)
      out.push(made)
      id += 100
      break
    }
  }
  return out
}
