/**
 * One family's box of animals: how long each type is (independently 25% either way of a typical
 * size, so a box's sheep may outsize its cows), how each type is painted (usually the expected
 * colour, sometimes not), and the wood the tokens are cut from (seen at the rim and the side).
 */
import type { Rng } from '../../src/shared/engine/rng'
import { ANIMALS, type Animal } from '../../src/shared/referee/types'
import { fbm } from './noise'
import { PROFILES } from './shapes'
import { linear, type Rgb } from './tables'

/** Body length of a typical token in cm (the real game's animals are a few cm long). */
const TYPICAL_CM: Record<Animal, number> = { sheep: 3.1, pig: 3.2, cow: 3.8, horse: 4.0 }

interface Paint {
  body: Rgb
  /** Face, snout, udder or mane colour. */
  detail: Rgb
  legs: Rgb
  /** Patches (cows) painted over the body, or null. */
  patches: Rgb | null
}

/** [weight, paint] per type: the obvious colours most often, odd ones now and then. */
const PAINTS: Record<Animal, [number, Paint][]> = {
  sheep: [
    [5, { body: linear(238, 234, 222), detail: linear(60, 52, 48), legs: linear(60, 52, 48), patches: null }],
    [
      2,
      {
        body: linear(232, 218, 186),
        detail: linear(232, 200, 180),
        legs: linear(110, 90, 70),
        patches: null,
      },
    ],
    [1, { body: linear(150, 150, 148), detail: linear(40, 40, 40), legs: linear(40, 40, 40), patches: null }],
    [1, { body: linear(48, 46, 46), detail: linear(30, 28, 28), legs: linear(30, 28, 28), patches: null }],
    [1, { body: linear(236, 220, 120), detail: linear(90, 70, 60), legs: linear(90, 70, 60), patches: null }],
    [
      1,
      { body: linear(170, 200, 226), detail: linear(250, 250, 250), legs: linear(60, 60, 80), patches: null },
    ],
  ],
  pig: [
    [
      5,
      {
        body: linear(238, 160, 170),
        detail: linear(214, 110, 130),
        legs: linear(226, 140, 150),
        patches: null,
      },
    ],
    [
      2,
      {
        body: linear(242, 178, 150),
        detail: linear(200, 120, 100),
        legs: linear(200, 130, 110),
        patches: null,
      },
    ],
    [
      1,
      { body: linear(168, 110, 80), detail: linear(110, 70, 50), legs: linear(110, 70, 50), patches: null },
    ],
    [1, { body: linear(60, 50, 50), detail: linear(236, 150, 160), legs: linear(40, 34, 34), patches: null }],
    [
      1,
      { body: linear(232, 120, 60), detail: linear(170, 70, 40), legs: linear(170, 70, 40), patches: null },
    ],
  ],
  cow: [
    [
      4,
      {
        body: linear(240, 238, 232),
        detail: linear(236, 160, 170),
        legs: linear(40, 38, 36),
        patches: linear(36, 34, 34),
      },
    ],
    [
      2,
      { body: linear(150, 90, 52), detail: linear(230, 200, 170), legs: linear(70, 44, 30), patches: null },
    ],
    [
      2,
      {
        body: linear(236, 226, 206),
        detail: linear(230, 160, 150),
        legs: linear(120, 70, 40),
        patches: linear(150, 84, 44),
      },
    ],
    [1, { body: linear(44, 42, 40), detail: linear(230, 160, 170), legs: linear(30, 30, 30), patches: null }],
    [
      1,
      {
        body: linear(176, 140, 200),
        detail: linear(250, 250, 250),
        legs: linear(90, 70, 110),
        patches: linear(250, 250, 250),
      },
    ],
  ],
  horse: [
    [4, { body: linear(128, 78, 44), detail: linear(40, 28, 22), legs: linear(40, 28, 22), patches: null }],
    [
      2,
      { body: linear(176, 96, 50), detail: linear(236, 214, 170), legs: linear(120, 64, 34), patches: null },
    ],
    [1, { body: linear(42, 38, 36), detail: linear(20, 20, 20), legs: linear(20, 20, 20), patches: null }],
    [1, { body: linear(176, 176, 172), detail: linear(90, 90, 90), legs: linear(70, 70, 70), patches: null }],
    [
      1,
      {
        body: linear(240, 236, 226),
        detail: linear(200, 196, 188),
        legs: linear(120, 110, 100),
        patches: null,
      },
    ],
    [
      1,
      {
        body: linear(214, 180, 120),
        detail: linear(248, 240, 220),
        legs: linear(140, 110, 70),
        patches: null,
      },
    ],
  ],
}

const WOOD_EDGES: Rgb[] = [
  linear(214, 184, 140),
  linear(190, 150, 104),
  linear(230, 208, 170),
  linear(150, 110, 74),
]

export interface Box {
  lengthCm: Record<Animal, number>
  paint: Record<Animal, Paint>
  /** The bare wood at the painted face's rim and on the side walls. */
  wood: Rgb
  /** Token thickness, cm. */
  thickness: number
  /** How wide the unpainted rim is, as a share of the body length. */
  rim: number
}

function weighted<T>(rng: Rng, options: [number, T][]): T {
  let r = rng.float() * options.reduce((s, [w]) => s + w, 0)
  for (const [w, v] of options) if ((r -= w) < 0) return v
  return options[options.length - 1]![1]
}

export function drawBox(rng: Rng): Box {
  const lengthCm = {} as Record<Animal, number>
  const paint = {} as Record<Animal, Paint>
  for (const a of ANIMALS) {
    lengthCm[a] = TYPICAL_CM[a] * (0.75 + rng.float() * 0.5)
    paint[a] = weighted(rng, PAINTS[a])
  }
  return {
    lengthCm,
    paint,
    wood: rng.pick(WOOD_EDGES),
    thickness: 0.5 + rng.float() * 0.4,
    rim: 0.012 + rng.float() * 0.02,
  }
}

/**
 * The colour of a token's painted face at unit point (x, y), or the bare wood where the paint (shifted
 * by the print's misregistration `mis`) does not reach. `tone` is the token's own small paint variation.
 */
export function paintAt(
  box: Box,
  type: Animal,
  x: number,
  y: number,
  mis: [number, number],
  tone: number,
  seed: number,
): Rgb {
  const prof = PROFILES[type]
  const px = x - mis[0]
  const py = y - mis[1]
  if (prof.outline(px, py) > -box.rim) return box.wood
  const p = box.paint[type]
  let c: Rgb = p.body
  if (p.patches && fbm(px * 3.2 + seed, py * 3.2, seed, 2) > 0.56) c = p.patches
  if (prof.legs(px, py) < 0 && py < -0.36) c = p.legs
  if (prof.detail(px, py) < 0) c = p.detail
  if (type === 'sheep' && prof.head(px, py) < 0) c = p.detail
  const [ex, ey] = prof.eye
  if ((px - ex) ** 2 + (py - ey) ** 2 < 0.028 ** 2) return linear(20, 18, 18)
  return [c[0] * tone, c[1] * tone, c[2] * tone]
}
