/**
 * Silhouettes and paint of the flat wooden animal tokens, seen from above: each token is a profile
 * cut-out lying flat, painted on top, with the bare wood showing along its edge. Shapes are unions of
 * ellipses and capsules in body-length units (x along the body, facing +x; y down), so a signed
 * distance gives both the outline (anti-aliased) and the wooden rim.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Animal } from '../../src/shared/referee/types'

export type Rgb = [number, number, number]

export type Part = 'body' | 'head' | 'legs' | 'accent' | 'spot' | 'eye' | 'mane'

export type Primitive =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; cos: number; sin: number; part: Part }
  | { kind: 'capsule'; x1: number; y1: number; x2: number; y2: number; r: number; part: Part }

export interface Shape {
  /** Drawn in order: later primitives paint over earlier ones. */
  prims: Primitive[]
  /** Spots etc.: only paint where the silhouette already is; never extend it. */
  overlays: Primitive[]
}

/** The paint job of one animal type for one box of tokens. */
export interface TokenLook {
  colours: Record<Part, Rgb>
  /** Colour of the bare wood along the edge. */
  wood: Rgb
  /** Length of the token's long side in cm. */
  lengthCm: number
  shape: Shape
  /** A painted line along the face's edge, `width` body lengths wide (none: the paint runs to the edge). */
  outline?: { rgb: Rgb; width: number }
}

const ell = (cx: number, cy: number, rx: number, ry: number, part: Part, rot = 0): Primitive => ({
  kind: 'ellipse',
  cx,
  cy,
  rx,
  ry,
  cos: Math.cos(rot),
  sin: Math.sin(rot),
  part,
})
const cap = (x1: number, y1: number, x2: number, y2: number, r: number, part: Part): Primitive => ({
  kind: 'capsule',
  x1,
  y1,
  x2,
  y2,
  r,
  part,
})

const legs = (xs: number[], top: number, bottom: number, r: number): Primitive[] =>
  xs.map((x, i) => cap(x, top, x + (i % 2 === 0 ? -0.02 : 0.02), bottom, r, 'legs'))

function sheepShape(): Shape {
  return {
    prims: [
      ...legs([-0.25, -0.13, 0.12, 0.24], 0.12, 0.4, 0.045),
      ell(-0.12, -0.05, 0.27, 0.25, 'body'),
      ell(0.12, -0.06, 0.26, 0.24, 'body'),
      ell(-0.23, 0.06, 0.21, 0.19, 'body'),
      ell(0.2, 0.07, 0.21, 0.18, 'body'),
      ell(0, 0.1, 0.24, 0.18, 'body'),
      ell(0.43, -0.12, 0.14, 0.1, 'head', -0.4),
      ell(0.35, -0.21, 0.075, 0.035, 'head', -0.5),
    ],
    overlays: [ell(0.46, -0.15, 0.022, 0.022, 'eye')],
  }
}

function pigShape(): Shape {
  return {
    prims: [
      ...legs([-0.28, -0.16, 0.14, 0.25], 0.12, 0.34, 0.055),
      cap(-0.44, -0.05, -0.52, -0.13, 0.025, 'body'),
      ell(-0.02, 0, 0.42, 0.25, 'body'),
      ell(0.37, -0.04, 0.18, 0.17, 'head'),
      ell(0.55, 0, 0.05, 0.08, 'accent'),
      ell(0.3, -0.2, 0.09, 0.05, 'head', -0.7),
    ],
    overlays: [ell(0.42, -0.08, 0.022, 0.022, 'eye')],
  }
}

function cowShape(rng: Rng): Shape {
  const spots: Primitive[] = []
  const n = 3 + rng.int(3)
  for (let i = 0; i < n; i++) {
    spots.push(
      ell(
        -0.35 + rng.float() * 0.65,
        -0.18 + rng.float() * 0.3,
        0.07 + rng.float() * 0.1,
        0.05 + rng.float() * 0.07,
        'spot',
        rng.float() * 3,
      ),
    )
  }
  return {
    prims: [
      ...legs([-0.3, -0.19, 0.15, 0.26], 0.12, 0.44, 0.05),
      cap(-0.41, -0.1, -0.49, 0.24, 0.028, 'mane'),
      cap(-0.2, 0, 0.18, 0, 0.21, 'body'),
      cap(0.36, -0.3, 0.33, -0.37, 0.022, 'accent'),
      ell(0.44, -0.13, 0.12, 0.15, 'head', 0.35),
      ell(0.52, -0.03, 0.075, 0.065, 'accent'),
      ell(0.05, 0.2, 0.07, 0.05, 'accent'),
    ],
    overlays: [...spots, ell(0.45, -0.17, 0.022, 0.022, 'eye')],
  }
}

function horseShape(): Shape {
  return {
    prims: [
      ...legs([-0.28, -0.18, 0.13, 0.23], 0.08, 0.5, 0.04),
      cap(-0.36, -0.06, -0.47, 0.3, 0.05, 'mane'),
      cap(-0.2, 0, 0.17, 0, 0.17, 'body'),
      cap(0.17, -0.05, 0.35, -0.33, 0.1, 'body'),
      cap(0.36, -0.35, 0.52, -0.22, 0.07, 'head'),
      cap(0.33, -0.42, 0.31, -0.49, 0.025, 'head'),
      cap(0.19, -0.15, 0.3, -0.42, 0.04, 'mane'),
    ],
    overlays: [ell(0.39, -0.34, 0.02, 0.02, 'eye')],
  }
}

const jitter = (rng: Rng, c: Rgb, amount: number): Rgb =>
  c.map((v) => Math.max(0, Math.min(255, v + (rng.float() - 0.5) * 2 * amount))) as Rgb

/** One box of tokens: the paint and size of each type, randomised within what real pieces look like. */
export function makeLooks(rng: Rng): Record<Animal, TokenLook> {
  const wood = jitter(
    rng,
    rng.pick<Rgb>([
      [222, 188, 140],
      [205, 165, 115],
      [230, 205, 160],
    ]),
    10,
  )
  const dark: Rgb = [45, 40, 38]
  const sheepBody = jitter(
    rng,
    rng.pick<Rgb>([
      [246, 244, 236],
      [240, 230, 205],
      [232, 232, 226],
    ]),
    6,
  )
  const sheepHead = rng.pick<Rgb>([dark, [80, 72, 66], sheepBody])
  const pigBody = jitter(
    rng,
    rng.pick<Rgb>([
      [242, 160, 172],
      [232, 140, 152],
      [246, 182, 188],
    ]),
    8,
  )
  const pigSnout: Rgb = [pigBody[0] - 25, pigBody[1] - 45, pigBody[2] - 40]
  const cowKind = rng.int(3)
  const cowBody: Rgb = cowKind === 0 ? [244, 242, 236] : cowKind === 1 ? [140, 82, 45] : [40, 38, 38]
  const cowSpot: Rgb = cowKind === 0 ? [35, 33, 33] : [245, 242, 235]
  const horseBody = jitter(
    rng,
    rng.pick<Rgb>([
      [155, 85, 42],
      [118, 68, 36],
      [178, 112, 58],
    ]),
    10,
  )
  const horseMane = rng.pick<Rgb>([
    [45, 30, 20],
    [70, 45, 28],
    [225, 205, 160],
  ])
  const base = (body: Rgb, head: Rgb, legsC: Rgb, accent: Rgb, spot: Rgb, mane: Rgb): Record<Part, Rgb> => ({
    body,
    head,
    legs: legsC,
    accent,
    spot,
    eye: [25, 22, 22],
    mane,
  })
  const size = (cm: number): number => cm * (0.95 + rng.float() * 0.1)
  return {
    sheep: {
      colours: base(
        sheepBody,
        sheepHead,
        sheepHead === sheepBody ? dark : sheepHead,
        sheepHead,
        sheepBody,
        sheepBody,
      ),
      wood,
      lengthCm: size(2.8),
      shape: sheepShape(),
    },
    pig: {
      colours: base(pigBody, pigBody, pigBody, pigSnout, pigBody, pigBody),
      wood,
      lengthCm: size(3.0),
      shape: pigShape(),
    },
    cow: {
      colours: base(cowBody, cowBody, cowBody, [236, 160, 165], cowSpot, cowKind === 2 ? [40, 38, 38] : dark),
      wood,
      lengthCm: size(3.5),
      shape: cowShape(rng),
    },
    horse: {
      colours: base(horseBody, horseBody, horseBody, horseBody, horseBody, horseMane),
      wood,
      lengthCm: size(3.8),
      shape: horseShape(),
    },
  }
}

/** Signed distance (body-length units) from a point to one primitive; negative inside. */
export function primDistance(p: Primitive, x: number, y: number): number {
  if (p.kind === 'capsule') {
    const dx = p.x2 - p.x1
    const dy = p.y2 - p.y1
    const t = Math.max(0, Math.min(1, ((x - p.x1) * dx + (y - p.y1) * dy) / (dx * dx + dy * dy || 1)))
    return Math.hypot(x - p.x1 - t * dx, y - p.y1 - t * dy) - p.r
  }
  const u = (x - p.cx) * p.cos + (y - p.cy) * p.sin
  const v = -(x - p.cx) * p.sin + (y - p.cy) * p.cos
  const k = Math.hypot(u / p.rx, v / p.ry)
  return (k - 1) * Math.min(p.rx, p.ry)
}

/** Distance to the silhouette and the part painted at that point (the topmost primitive that covers it). */
export function sampleShape(shape: Shape, x: number, y: number): { d: number; part: Part } {
  let d = Infinity
  let part: Part = 'body'
  for (const p of shape.prims) {
    const dp = primDistance(p, x, y)
    if (dp < d) d = dp
    if (dp <= 0) part = p.part
  }
  if (d <= 0) {
    for (const p of shape.overlays) if (primDistance(p, x, y) <= 0) part = p.part
  }
  return { d, part }
}
