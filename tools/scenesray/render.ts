/**
 * Ray casting of the table scene into linear radiance. Every pixel casts four primary rays (a 2x2
 * grid inside the pixel); where they all meet the same surface one shading sample at the pixel centre
 * is enough, otherwise (an edge) the four are shaded and averaged (anti-aliasing where it matters).
 * Shading: direct light from each lamp with shadow rays towards a few points of the lamp (soft
 * shadows), a Blinn-Phong highlight widened by the lamp's size, the room's ambient light dimmed near
 * contact (ambient occlusion from each solid's footprint distance and height), light bounced off the
 * table onto the pieces' side walls, and a grazing reflection of the room on glossy tops.
 *
 * A table's empty picture is rendered once (`renderStill`); a picture with pieces re-renders only the
 * pixels whose rays or shadows the pieces can touch. Every random choice is a hash of the pixel, so a
 * re-rendered pixel untouched by a piece comes out bit-identical to the still.
 */
import { pixelRay as pixelRayImport, project, type Lens } from './lens'
import { hitSolid as hitSolidImport, type Hit, type Solid } from './solid'
import { shadowPatches, solidRect, type Rect } from './reach'
import { best, col, dir, shade as shadeImport, usePatches, type Scene } from './shade'

export type { Scene }

// Hot functions bound once (a module loader's import getters would otherwise run on every call).
const pixelRay = pixelRayImport
const hitSolid = hitSolidImport
const shade = shadeImport
const hit: Hit = { ...best }

/** Nearest surface along pixel (px, py)'s ray: null the table, else a solid (fills `best`). */
function cast(l: Lens, solids: Solid[], rects: Rect[], px: number, py: number): Solid | null {
  pixelRay(l, px, py, dir)
  let tBest = -l.pos[2] / dir[2]!
  let found: Solid | null = null
  for (let i = 0; i < solids.length; i++) {
    const r = rects[i]!
    if (px < r[0] || px > r[2] || py < r[1] || py > r[3]) continue
    const t = hitSolid(solids[i]!, l.pos[0], l.pos[1], l.pos[2], dir, tBest, hit)
    if (t >= 0 && t < tBest) {
      tBest = t
      found = solids[i]!
      best.face = hit.face
      best.u = hit.u
      best.v = hit.v
      best.w = hit.w
      best.nx = hit.nx
      best.ny = hit.ny
      best.nz = hit.nz
    }
  }
  best.s = tBest
  return found
}

const OFF = [-0.25, -0.25, 0.25, -0.25, -0.25, 0.25, 0.25, 0.25]

/**
 * Shade pixel (px, py) into rad[3 * (py * w + px)]; returns true if a solid covers part of it. The
 * four sub-rays are cast last-first so that, when they agree, the first one's hit is still in `best`
 * and is shaded alone.
 */
function pixel(
  sc: Scene,
  solids: Solid[],
  rects: Rect[],
  px: number,
  py: number,
  rad: Float32Array,
): boolean {
  let first: Solid | null = null
  let face = ''
  let same = true
  let any = false
  for (let k = 3; k >= 0; k--) {
    const s = cast(sc.lens, solids, rects, px + OFF[2 * k]!, py + OFF[2 * k + 1]!)
    if (s) any = true
    if (k === 3) {
      first = s
      face = best.face
    } else if (s !== first || (s !== null && best.face !== face)) same = false
  }
  const o = 3 * (py * sc.lens.width + px)
  if (same) {
    shade(sc, solids, first, px, py, 0)
    rad[o] = col[0]!
    rad[o + 1] = col[1]!
    rad[o + 2] = col[2]!
    return any
  }
  let [r, g, b] = [0, 0, 0]
  for (let k = 0; k < 4; k++) {
    const on = cast(sc.lens, solids, rects, px + OFF[2 * k]!, py + OFF[2 * k + 1]!)
    shade(sc, solids, on, px, py, k + 1)
    r += col[0]!
    g += col[1]!
    b += col[2]!
  }
  rad[o] = r / 4
  rad[o + 1] = g / 4
  rad[o + 2] = b / 4
  return any
}

export interface Still {
  rad: Float32Array
  /** 1 where clutter covers the pixel. */
  clutter: Uint8Array
}

/** The empty table (its clutter included), once per table. */
export function renderStill(sc: Scene): Still {
  const { width: w, height: h } = sc.lens
  const rad = new Float32Array(w * h * 3)
  const clutter = new Uint8Array(w * h)
  const rects = sc.clutter.map((s) => solidRect(sc.lens, s))
  usePatches(shadowPatches(sc.clutter, sc.lighting.lights))
  for (let py = 0; py < h; py++)
    for (let px = 0; px < w; px++) if (pixel(sc, sc.clutter, rects, px, py, rad)) clutter[py * w + px] = 1
  return { rad, clutter }
}

/** The table with `pieces` on it: the still, re-rendered wherever the pieces reach. */
export function renderWith(sc: Scene, still: Still, pieces: Solid[], reach: Rect[]): Float32Array {
  const { width: w, height: h } = sc.lens
  const rad = still.rad.slice()
  const solids = [...sc.clutter, ...pieces]
  const rects = solids.map((s) => solidRect(sc.lens, s))
  usePatches(shadowPatches(solids, sc.lighting.lights))
  const todo = new Uint8Array(w * h)
  for (const r of reach)
    for (let y = Math.max(0, r[1]); y <= Math.min(h - 1, r[3]); y++)
      todo.fill(1, y * w + Math.max(0, r[0]), y * w + Math.min(w - 1, r[2]) + 1)
  for (let py = 0; py < h; py++)
    for (let px = 0; px < w; px++) if (todo[py * w + px]) pixel(sc, solids, rects, px, py, rad)
  return rad
}

/** Centroid, area and bounds in pixels of one solid's whole silhouette (nothing hides it). */
export function silhouette(l: Lens, s: Solid): { x: number; y: number; area: number; box: Rect } {
  const r = solidRect(l, s)
  let [n, sx, sy] = [0, 0, 0]
  const box: Rect = [Infinity, Infinity, -Infinity, -Infinity]
  for (let py = Math.max(0, r[1]); py <= r[3]; py++)
    for (let px = r[0]; px <= r[2]; px++)
      for (let k = 0; k < 4; k++) {
        const qx = px + OFF[2 * k]!
        const qy = py + OFF[2 * k + 1]!
        pixelRay(l, qx, qy, dir)
        if (hitSolid(s, l.pos[0], l.pos[1], l.pos[2], dir, 1e9, null) < 0) continue
        n++
        sx += qx
        sy += qy
        box[0] = Math.min(box[0], px)
        box[1] = Math.min(box[1], py)
        box[2] = Math.max(box[2], px)
        box[3] = Math.max(box[3], py)
      }
  return { x: sx / Math.max(1, n), y: sy / Math.max(1, n), area: n / 4, box }
}

export { project }
