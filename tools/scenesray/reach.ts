/**
 * How far each solid's influence reaches, so the renderer skips solids that cannot matter for a ray:
 * its rectangle in the picture (primary rays), the patch of table its shadow can fall on for each
 * lamp (shadow rays from the table), and its ambient-occlusion halo. The same reaches give the
 * picture region a piece can change (everything else is copied from the empty table's still).
 */
import { project, type Lens } from './lens'
import type { Light, Lighting } from './light'
import { hitSolid as hitSolidImport, rayBox as rayBoxImport, type Solid } from './solid'

// Hot functions bound once (a module loader's import getters would otherwise run on every call).
const hitSolid = hitSolidImport
const rayBox = rayBoxImport

/** [x0, y0, x1, y1]: pixels in the picture, or cm on the table. */
export type Rect = [number, number, number, number]

const rects = new WeakMap<Solid, Rect>()
const shadows = new WeakMap<Solid, Map<Light, Rect>>()

/**
 * Each solid's shadow patches, one per lamp, in the order of `lights` (the renderer asks for them
 * for every shadow ray, so they are looked up by index, not by a map).
 */
export function shadowPatches(solids: Solid[], lights: Light[]): Rect[][] {
  return solids.map((s) => lights.map((L) => shadowRect(s, L)))
}

function corners(s: Solid, zTop: boolean): number[][] {
  const b = s.box
  const out: number[][] = []
  for (const x of [b[0]!, b[3]!]) for (const y of [b[1]!, b[4]!]) out.push([x, y, zTop ? b[5]! : b[2]!])
  return out
}

function pixelRect(l: Lens, pts: number[][], pad: number): Rect {
  const r: Rect = [Infinity, Infinity, -Infinity, -Infinity]
  for (const p of pts) {
    const q = project(l, p[0]!, p[1]!, p[2]!)
    if (!q) return [-1e6, -1e6, 1e6, 1e6]
    r[0] = Math.min(r[0], q[0])
    r[1] = Math.min(r[1], q[1])
    r[2] = Math.max(r[2], q[0])
    r[3] = Math.max(r[3], q[1])
  }
  return [Math.floor(r[0] - pad), Math.floor(r[1] - pad), Math.ceil(r[2] + pad), Math.ceil(r[3] + pad)]
}

/** The solid's rectangle in the picture (1 px margin; the lens's distortion is monotonic). */
export function solidRect(l: Lens, s: Solid): Rect {
  let r = rects.get(s)
  if (!r) {
    r = pixelRect(l, [...corners(s, false), ...corners(s, true)], 1)
    rects.set(s, r)
  }
  return r
}

/** Where on the table the solid's shadow from lamp L can fall (cm). */
function shadowRect(s: Solid, L: Light): Rect {
  let m = shadows.get(s)
  if (!m) shadows.set(s, (m = new Map()))
  let r = m.get(L)
  if (r) return r
  const pts: number[][] = [...corners(s, false)]
  const top = corners(s, true)
  const rim = [
    [0, 0],
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]
  for (const [a, b] of rim) {
    if (L.dir) {
      const d = [0, 1, 2].map((k) => L.dir![k]! + 1.05 * L.spread * (a! * L.ta[k]! + b! * L.tb[k]!))
      for (const c of top) pts.push([c[0]! - (d[0]! * c[2]!) / d[2]!, c[1]! - (d[1]! * c[2]!) / d[2]!, 0])
    } else {
      const q = [0, 1, 2].map((k) => L.pos[k]! + L.radius * 1.05 * (a! * L.ta[k]! + b! * L.tb[k]!))
      for (const c of top) {
        if (q[2]! <= c[2]! + 0.5) return (m.set(L, [-1e9, -1e9, 1e9, 1e9]), m.get(L)!)
        const k = q[2]! / (q[2]! - c[2]!)
        pts.push([q[0]! + (c[0]! - q[0]!) * k, q[1]! + (c[1]! - q[1]!) * k, 0])
      }
    }
  }
  r = [Infinity, Infinity, -Infinity, -Infinity]
  for (const p of pts) {
    r[0] = Math.min(r[0], p[0]! - 0.05)
    r[1] = Math.min(r[1], p[1]! - 0.05)
    r[2] = Math.max(r[2], p[0]! + 0.05)
    r[3] = Math.max(r[3], p[1]! + 0.05)
  }
  m.set(L, r)
  return r
}

const sdir = new Float64Array(3)

/** Is the way from (ox, oy, oz) towards (lx, ly, lz) blocked within `dist`? */
export function shadowed(
  solids: Solid[],
  patches: Rect[][],
  self: Solid | null,
  li: number,
  ox: number,
  oy: number,
  oz: number,
  lx: number,
  ly: number,
  lz: number,
  dist: number,
): boolean {
  sdir[0] = lx
  sdir[1] = ly
  sdir[2] = lz
  // A blocked ray from a point above the table is blocked from where it meets the table too, so
  // that point must lie in the solid's shadow patch.
  const k = oz > 0.01 && lz > 0.02 ? oz / lz : 0
  const tx = ox - lx * k
  const ty = oy - ly * k
  const steep = oz <= 0.01 || lz > 0.02
  for (let i = 0; i < solids.length; i++) {
    const s = solids[i]!
    if (s === self) continue
    if (steep) {
      const r = patches[i]![li]!
      if (tx < r[0] || tx > r[2] || ty < r[1] || ty > r[3]) continue
    }
    if (!rayBox(s.box, ox, oy, oz, sdir, dist)) continue
    if (hitSolid(s, ox, oy, oz, sdir, dist, null) >= 0) return true
  }
  return false
}

/** Indices of the solids whose shadow from lamp `li` can reach table point (x, y), into out; count. */
export function candidates(patches: Rect[][], li: number, x: number, y: number, out: Int32Array): number {
  let n = 0
  for (let i = 0; i < patches.length; i++) {
    const r = patches[i]![li]!
    if (x < r[0] || x > r[2] || y < r[1] || y > r[3]) continue
    out[n++] = i
  }
  return n
}

/** Is the way from table point (ox, oy, oz) towards (lx, ly, lz) blocked by one of the candidates? */
export function blockedFromTable(
  solids: Solid[],
  cand: Int32Array,
  n: number,
  ox: number,
  oy: number,
  oz: number,
  lx: number,
  ly: number,
  lz: number,
  dist: number,
): boolean {
  sdir[0] = lx
  sdir[1] = ly
  sdir[2] = lz
  for (let i = 0; i < n; i++) if (hitSolid(solids[cand[i]!]!, ox, oy, oz, sdir, dist, null) >= 0) return true
  return false
}

/** How far (cm) a solid of top height h darkens the table around it. */
export function aoRange(h: number): number {
  return Math.min(2.5 * h, 3)
}

/** Ambient light left at table point (x, y) after the nearby solids' occlusion, 0..1. */
export function aoFactor(solids: Solid[], x: number, y: number): number {
  let f = 1
  for (let i = 0; i < solids.length; i++) {
    const s = solids[i]!
    const b = s.box
    const h = b[5]!
    const range = aoRange(h)
    if (x < b[0]! - range || x > b[3]! + range || y < b[1]! - range || y > b[4]! + range) continue
    const px = x - s.t[0]!
    const py = y - s.t[1]!
    const pz = -s.t[2]!
    const u = px * s.eu[0]! + py * s.eu[1]! + pz * s.eu[2]!
    const v = px * s.ev[0]! + py * s.ev[1]! + pz * s.ev[2]!
    const d = s.shape.sdf(u, v)
    if (d > range) continue
    const occl = d > 0 ? 0.5 * (1 - d / Math.hypot(d, h)) : 0.5 + 0.4 * Math.min(1, -d)
    f *= 1 - 0.85 * occl
  }
  return f
}

/** The pixels a piece can change: itself, its shadows from every lamp and its occlusion halo. */
export function pieceReach(l: Lens, lit: Lighting, s: Solid): Rect {
  const pts = [...corners(s, false), ...corners(s, true)]
  for (const L of lit.lights) {
    const r = shadowRect(s, L)
    pts.push([r[0], r[1], 0], [r[2], r[1], 0], [r[0], r[3], 0], [r[2], r[3], 0])
  }
  const g = aoRange(s.box[5]!)
  const b = s.box
  pts.push(
    [b[0]! - g, b[1]! - g, 0],
    [b[3]! + g, b[1]! - g, 0],
    [b[0]! - g, b[4]! + g, 0],
    [b[3]! + g, b[4]! + g, 0],
  )
  return pixelRect(l, pts, 2)
}
