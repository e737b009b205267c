/**
 * The four animals' outlines and painted details, as a toy maker would cut and paint them from a side
 * view: several outline styles per type, each with its proportions drawn afresh per box. Coordinates are
 * about one body length across, head towards +x, back towards +y; the box scales them to centimetres.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Animal } from '../../src/shared/referee/types'
import { circle, ellipse, intersect, limb, polygon, type Sdf, subtract, union } from './shapes'

/** What each painted area is, so the box can give it a colour. */
export type PaintRole =
  'face' | 'legs' | 'hoof' | 'mane' | 'patch' | 'eye' | 'snout' | 'ear' | 'horn' | 'light'

export interface Design {
  outline: Sdf
  /** Later regions paint over earlier ones. */
  details: { role: PaintRole; sdf: Sdf }[]
}

const span = (rng: Rng, a: number, b: number): number => a + rng.float() * (b - a)

/** Legs from hips/shoulders down to the ground line, some a little forward or back (trotting). */
function legs(rng: Rng, xs: number[], top: number, ground: number, r: number, swing: number): Sdf[] {
  return xs.map((x, i) => {
    const lean = (i % 2 === 0 ? 1 : -1) * swing * span(rng, 0.3, 1)
    return limb(x, top, x + lean, ground, r * 1.15, r * span(rng, 0.8, 1))
  })
}

/** Hooves: the bottom of each leg, as a band across the ground line. */
const hoofBand =
  (ground: number, height: number): Sdf =>
  (_x, y) =>
    y - (ground + height)

function sheep(rng: Rng): Design {
  const style = rng.int(3)
  const bodyR = span(rng, 0.2, 0.28)
  const bumps: Sdf[] = []
  const n = 6 + rng.int(4)
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI
    bumps.push(circle(Math.cos(a) * 0.3, Math.sin(a) * bodyR * 0.75, bodyR * span(rng, 0.45, 0.6)))
  }
  const body =
    style === 1 ? ellipse(0, 0, 0.36, bodyR) : union(0.04, ellipse(0, 0, 0.3, bodyR * 0.8), ...bumps)
  const grazing = style === 2
  const hx = span(rng, 0.44, 0.52)
  const hy = grazing ? -bodyR * 0.9 : bodyR * span(rng, 0.2, 0.7)
  const head = ellipse(
    hx,
    hy,
    span(rng, 0.12, 0.15),
    span(rng, 0.075, 0.095),
    grazing ? -1.1 : span(rng, -0.6, -0.2),
  )
  const ear = ellipse(hx - 0.07, hy + 0.06, 0.07, 0.03, grazing ? 0.4 : 2.6)
  const ground = -bodyR - span(rng, 0.1, 0.2)
  const legR = span(rng, 0.035, 0.05)
  const four = rng.float() < 0.6
  const legXs = four ? [-0.24, -0.14, 0.14, 0.24] : [-0.2, 0.2]
  const legSdf = legs(rng, legXs, -bodyR * 0.5, ground, legR, 0.03)
  const outline = union(0.03, body, head, ear, ...legSdf)
  const eye = circle(hx + 0.03, hy + 0.015, 0.018)
  return {
    outline,
    details: [
      { role: 'legs', sdf: subtract(union(0, ...legSdf), body) },
      { role: 'face', sdf: union(0.02, head, ear) },
      { role: 'eye', sdf: eye },
    ],
  }
}

function pig(rng: Rng): Design {
  const style = rng.int(2)
  const ry = span(rng, 0.24, 0.32)
  const body =
    style === 0
      ? ellipse(0, 0, 0.42, ry)
      : union(0.1, ellipse(-0.08, 0, 0.36, ry), circle(0.27, 0.03, ry * 0.78))
  const snoutX = span(rng, 0.48, 0.54)
  const snout = limb(
    0.36,
    span(rng, -0.02, 0.06),
    snoutX,
    span(rng, -0.04, 0.04),
    0.09,
    span(rng, 0.06, 0.08),
  )
  const earTip = [span(rng, 0.3, 0.42), ry + span(rng, 0.06, 0.12)]
  const ear = polygon([0.18, ry * 0.7, 0.3, ry * 0.45, earTip[0]!, earTip[1]!])
  const ground = -ry - span(rng, 0.06, 0.14)
  const legR = span(rng, 0.045, 0.06)
  const legSdf = legs(rng, [-0.28, -0.18, 0.18, 0.28], -ry * 0.6, ground, legR, 0.015)
  const tail = intersect(
    (x, y) => Math.abs(Math.hypot(x + 0.47, y - 0.06) - 0.05) - 0.018,
    (x) => -x - 0.43,
  )
  const outline = union(0.04, body, snout, ear, ...legSdf, tail)
  return {
    outline,
    details: [
      { role: 'hoof', sdf: intersect(union(0, ...legSdf), hoofBand(ground, 0.045)) },
      { role: 'snout', sdf: circle(snoutX - 0.005, snoutXY(snout, snoutX), 0.055) },
      { role: 'eye', sdf: circle(0.3, span(rng, 0.06, 0.11), 0.02) },
      { role: 'ear', sdf: subtract(ear, body) },
      {
        role: 'light',
        sdf: union(0, circle(snoutX - 0.02, 0.0, 0.014), circle(snoutX - 0.02, -0.04, 0.014)),
      },
    ],
  }
}

/** The y of the snout's end, found on the snout outline (keeps the snout's disc on the wood). */
function snoutXY(snout: Sdf, x: number): number {
  let best = 0
  let bestD = Infinity
  for (let y = -0.1; y <= 0.1; y += 0.005) {
    const d = snout(x - 0.03, y)
    if (d < bestD) [bestD, best] = [d, y]
  }
  return best
}

function cow(rng: Rng): Design {
  const ry = span(rng, 0.18, 0.24)
  const body = union(
    0.1,
    polygon([-0.4, -ry, 0.28, -ry, 0.3, ry, -0.42, ry * 0.9]),
    ellipse(-0.05, 0, 0.38, ry),
  )
  const headUp = rng.float() < 0.7
  const hx = span(rng, 0.4, 0.46)
  const hy = headUp ? ry * span(rng, 0.5, 1.1) : -ry * 0.2
  const head = ellipse(hx, hy - 0.05, 0.07, span(rng, 0.12, 0.15), span(rng, -0.7, -0.3))
  const neck = limb(0.24, ry * 0.3, hx - 0.03, hy, 0.12, 0.08)
  const horn = limb(hx - 0.05, hy + 0.08, hx - 0.1, hy + 0.17, 0.025, 0.018)
  const ear = ellipse(hx - 0.11, hy + 0.04, 0.07, 0.03, 2.8)
  const ground = -ry - span(rng, 0.16, 0.26)
  const legR = span(rng, 0.04, 0.055)
  const legSdf = legs(rng, [-0.33, -0.23, 0.16, 0.24], -ry * 0.6, ground, legR, 0.02)
  const tailX = -0.42
  const tail = union(
    0,
    limb(tailX, ry * 0.8, tailX - 0.06, -ry * 0.4, 0.018),
    circle(tailX - 0.06, -ry * 0.5, 0.035),
  )
  const udder = ellipse(0.02, -ry, 0.07, 0.06)
  const outline = union(0.03, body, neck, head, horn, ear, ...legSdf, tail, udder)
  // Patches: a few blobs whose size and place change per token design.
  const blobs: Sdf[] = []
  const nb = 2 + rng.int(4)
  for (let i = 0; i < nb; i++)
    blobs.push(
      ellipse(
        span(rng, -0.38, 0.25),
        span(rng, -ry, ry),
        span(rng, 0.07, 0.16),
        span(rng, 0.05, 0.12),
        rng.float() * 3,
      ),
    )
  if (rng.float() < 0.6) blobs.push(ellipse(hx, hy + 0.02, 0.07, 0.05))
  return {
    outline,
    details: [
      { role: 'patch', sdf: union(0.03, ...blobs) },
      { role: 'hoof', sdf: intersect(union(0, ...legSdf), hoofBand(ground, 0.05)) },
      { role: 'snout', sdf: intersect(head, circle(hx + 0.07, hy - 0.15, 0.08)) },
      { role: 'horn', sdf: horn },
      { role: 'light', sdf: subtract(udder, body) },
      { role: 'eye', sdf: circle(hx + 0.01, hy + 0.01, 0.02) },
    ],
  }
}

function horse(rng: Rng): Design {
  const ry = span(rng, 0.14, 0.19)
  const body = ellipse(-0.06, 0, 0.33, ry, span(rng, -0.05, 0.05))
  const neckLen = span(rng, 0.26, 0.36)
  const neckA = span(rng, 0.85, 1.2)
  const nx = 0.2 + Math.cos(neckA) * neckLen
  const ny = 0.05 + Math.sin(neckA) * neckLen
  const neck = limb(0.2, 0.05, nx, ny, 0.11, 0.065)
  const headA = span(rng, -0.9, -0.5)
  const head = limb(nx, ny, nx + Math.cos(headA) * 0.2, ny + Math.sin(headA) * 0.2, 0.07, 0.05)
  const ear = limb(nx - 0.02, ny + 0.05, nx - 0.03, ny + 0.12, 0.025, 0.012)
  const ground = -ry - span(rng, 0.28, 0.4)
  const legR = span(rng, 0.03, 0.045)
  const legSdf = legs(
    rng,
    [-0.32, -0.24, 0.12, 0.2],
    -ry * 0.5,
    ground,
    legR,
    rng.float() < 0.5 ? 0.03 : 0.09,
  )
  const tailBend = span(rng, -0.08, 0.04)
  const tail = union(
    0.02,
    limb(-0.38, ry * 0.4, -0.48, -ry * 0.5 + tailBend, 0.045, 0.06),
    limb(-0.48, -ry * 0.5 + tailBend, -0.46, -ry - 0.1, 0.06, 0.03),
  )
  const mane = limb(0.14, ry * 0.95, nx - 0.04, ny + 0.05, 0.05, 0.04)
  const outline = union(0.03, body, neck, head, ear, ...legSdf, tail, mane)
  const details: Design['details'] = [
    { role: 'mane', sdf: union(0.01, mane, tail, ear) },
    { role: 'hoof', sdf: intersect(union(0, ...legSdf), hoofBand(ground, 0.05)) },
    { role: 'eye', sdf: circle(nx + 0.04, ny - 0.01, 0.018) },
  ]
  if (rng.float() < 0.4)
    details.push({
      role: 'light',
      sdf: limb(nx + 0.05, ny, nx + Math.cos(headA) * 0.19, ny + Math.sin(headA) * 0.19, 0.018),
    })
  return { outline, details }
}

/** One outline style of `type`, its proportions drawn from `rng`. */
export function designAnimal(type: Animal, rng: Rng): Design {
  switch (type) {
    case 'sheep':
      return sheep(rng)
    case 'pig':
      return pig(rng)
    case 'cow':
      return cow(rng)
    case 'horse':
      return horse(rng)
  }
}
