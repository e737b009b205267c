/**
 * Animal pieces lying on the table: their placement (centre, turn, face up or down), the solid they
 * become, and the two physical facts placement must respect: pieces never pass through each other,
 * and a piece that lands partly on another rests tilted on that piece's edge, its far end on the table.
 */
import type { Animal } from '../../src/shared/referee/types'
import type { Lens } from './lens'
import type { Family, PieceKind } from './family'
import { makeSolid, type Solid } from './solid'
import { silhouette } from './render'
import { solidRect, type Rect } from './reach'

export interface Piece {
  uid: number
  type: Animal
  /** Flat placement: centroid on the table (cm), turn (radians), lying on its other face. */
  x: number
  y: number
  a: number
  flip: boolean
  /** The piece it leans on, or null when it lies flat. */
  on: number | null
  solid: Solid
  /** Silhouette centroid (picture pixels), area and bounds: the truth. */
  truth: { x: number; y: number; area: number; box: Rect }
}

export interface Ctx {
  lens: Lens
  family: Family
  /** Picture rectangles of the clutter, where pieces are not put. */
  keepOut: Rect[]
}

function frame(
  x: number,
  y: number,
  a: number,
  flip: boolean,
): { t: number[]; eu: number[]; ev: number[]; ew: number[] } {
  const [c, s] = [Math.cos(a), Math.sin(a)]
  const f = flip ? -1 : 1
  return { t: [x, y, 0], eu: [c, s, 0], ev: [-s * f, c * f, 0], ew: [0, 0, 1] }
}

/** World point of local (u, v) on the table for a flat placement. */
function world(
  p: { x: number; y: number; a: number; flip: boolean },
  u: number,
  v: number,
): [number, number] {
  const [c, s] = [Math.cos(p.a), Math.sin(p.a)]
  const vv = p.flip ? -v : v
  return [p.x + c * u - s * vv, p.y + s * u + c * vv]
}

/** Signed distance from world (x, y) to a flat placement's outline. */
export function footDist(
  kind: PieceKind,
  p: { x: number; y: number; a: number; flip: boolean },
  x: number,
  y: number,
): number {
  const [c, s] = [Math.cos(p.a), Math.sin(p.a)]
  const dx = x - p.x
  const dy = y - p.y
  const u = c * dx + s * dy
  const v = (-s * dx + c * dy) * (p.flip ? -1 : 1)
  return kind.shape.sdf(u, v)
}

export interface Place {
  type: Animal
  x: number
  y: number
  a: number
  flip: boolean
}

/** Smallest gap (cm, negative = overlap) between two flat placements. */
export function gap(fam: Family, p: Place, q: Place): number {
  const kp = fam[p.type]
  const kq = fam[q.type]
  if (Math.hypot(p.x - q.x, p.y - q.y) > kp.radius + kq.radius + 1) return 1
  let g = Infinity
  for (const [u, v] of kp.rim) g = Math.min(g, footDist(kq, q, ...world(p, u, v)))
  for (const [u, v] of kq.rim) g = Math.min(g, footDist(kp, p, ...world(q, u, v)))
  return g
}

/** Share of q's area that p's footprint covers. */
export function coverShare(fam: Family, p: Place, q: Place): number {
  const kq = fam[q.type]
  let n = 0
  for (const [u, v] of kq.inner) if (footDist(fam[p.type], p, ...world(q, u, v)) < 0) n++
  return n / kq.inner.length
}

let nextUid = 0

/** The piece for a placement, flat (`on` null) or resting tilted on the flat piece `on`. */
export function makePiece(ctx: Ctx, pl: Place, on: Piece | null, uid?: number): Piece | null {
  const kind = ctx.family[pl.type]
  const fr = frame(pl.x, pl.y, pl.a, pl.flip)
  if (on) {
    // Rest on `on`'s top edge: turn about the far edge (the lowest point, on the table) until the
    // underside clears `on` where their footprints first meet.
    const len = Math.hypot(on.x - pl.x, on.y - pl.y) || 1
    const n = [(on.x - pl.x) / len, (on.y - pl.y) / len]
    const kq = ctx.family[on.type]
    let eMin = Infinity
    let pStar = Infinity
    for (const [u, v] of kind.rim) {
      const w = world(pl, u, v)
      const d = n[0]! * w[0] + n[1]! * w[1]
      eMin = Math.min(eMin, d)
      if (footDist(kq, on, w[0], w[1]) < 0) pStar = Math.min(pStar, d)
    }
    for (const [u, v] of kq.rim) {
      const w = world(on, u, v)
      if (footDist(kind, pl, w[0], w[1]) < 0) pStar = Math.min(pStar, n[0]! * w[0] + n[1]! * w[1])
    }
    const s = pStar - eMin
    if (!Number.isFinite(s) || s < 0.9) return null
    const alpha = Math.atan2(on.solid.height + 0.01, s)
    if (alpha > (28 * Math.PI) / 180) return null
    const k = [n[1]!, -n[0]!, 0]
    const rot = (v: number[]): number[] => {
      const kv = k[0]! * v[0]! + k[1]! * v[1]! + k[2]! * v[2]!
      const kx = [k[1]! * v[2]! - k[2]! * v[1]!, k[2]! * v[0]! - k[0]! * v[2]!, k[0]! * v[1]! - k[1]! * v[0]!]
      const [c, si] = [Math.cos(alpha), Math.sin(alpha)]
      return [0, 1, 2].map((i) => v[i]! * c + kx[i]! * si + k[i]! * kv * (1 - c))
    }
    const c0 = n[0]! * pl.x + n[1]! * pl.y
    const pivot = [pl.x + n[0]! * (eMin - c0), pl.y + n[1]! * (eMin - c0), 0]
    const rel = rot([fr.t[0]! - pivot[0]!, fr.t[1]! - pivot[1]!, 0])
    fr.t = [pivot[0]! + rel[0]!, pivot[1]! + rel[1]!, rel[2]!]
    fr.eu = rot(fr.eu)
    fr.ev = rot(fr.ev)
    fr.ew = rot(fr.ew)
  }
  const id = uid ?? nextUid++
  const solid = makeSolid(id, kind.shape, kind.height, fr, kind.material, 0.05)
  return { uid: id, ...pl, on: on ? on.uid : null, solid, truth: silhouette(ctx.lens, solid) }
}

/** Picture rectangle of a placement's solid without the exact silhouette (for quick rejection). */
export function quickRect(ctx: Ctx, pl: Place): Rect {
  const kind = ctx.family[pl.type]
  return solidRect(
    ctx.lens,
    makeSolid(-1, kind.shape, kind.height, frame(pl.x, pl.y, pl.a, pl.flip), kind.material),
  )
}

export function rectsMeet(a: Rect, b: Rect, pad: number): boolean {
  return a[0] <= b[2] + pad && b[0] <= a[2] + pad && a[1] <= b[3] + pad && b[1] <= a[3] + pad
}

/** Is the rectangle inside [x0, y0, x1, y1] and clear of the clutter? */
export function fits(ctx: Ctx, r: Rect, within: Rect): boolean {
  if (r[0] < within[0] || r[1] < within[1] || r[2] > within[2] || r[3] > within[3]) return false
  return !ctx.keepOut.some((k) => rectsMeet(k, r, 4))
}
