/**
 * Rasterising one token at one pose. The silhouette's signed distance and paint are sampled once per
 * session on a fine grid in the token's own frame; each pose then only rotates and looks up, which keeps
 * scene generation fast enough for hundreds of test scenes.
 */
import type { Animal } from '../../src/shared/referee/types'
import { sampleShape, type Part, type TokenLook } from './animals'
import { pixelNoise } from './noise'
import type { PlacedToken, Session } from './render'

const PARTS: Part[] = ['body', 'head', 'legs', 'accent', 'spot', 'eye', 'mane']
/** Half-size of the grid in body lengths; every silhouette fits within it. */
const EXTENT = 0.72

interface ShapeGrid {
  n: number
  step: number
  d: Float32Array
  part: Uint8Array
}

const grids = new WeakMap<TokenLook, ShapeGrid>()

function gridOf(look: TokenLook, scale: number): ShapeGrid {
  const hit = grids.get(look)
  if (hit) return hit
  // Half a pixel per cell at this camera scale is fine enough for anti-aliasing after bilinear lookup.
  const n = Math.ceil((2 * EXTENT * scale) / 0.5) + 1
  const step = (2 * EXTENT) / (n - 1)
  const d = new Float32Array(n * n)
  const part = new Uint8Array(n * n)
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const smp = sampleShape(look.shape, -EXTENT + i * step, -EXTENT + j * step)
      d[j * n + i] = smp.d
      part[j * n + i] = PARTS.indexOf(smp.part)
    }
  }
  const g = { n, step, d, part }
  grids.set(look, g)
  return g
}

/** Bilinear signed distance (body lengths); outside the grid counts as far outside. */
function distAt(g: ShapeGrid, x: number, y: number): number {
  const fx = (x + EXTENT) / g.step
  const fy = (y + EXTENT) / g.step
  const i = Math.floor(fx)
  const j = Math.floor(fy)
  if (i < 0 || j < 0 || i >= g.n - 1 || j >= g.n - 1) return 1
  const tx = fx - i
  const ty = fy - j
  const k = j * g.n + i
  const a = g.d[k]!
  const b = g.d[k + 1]!
  const c = g.d[k + g.n]!
  const e = g.d[k + g.n + 1]!
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + e) * tx * ty
}

function partAt(g: ShapeGrid, x: number, y: number): Part {
  const i = Math.round((x + EXTENT) / g.step)
  const j = Math.round((y + EXTENT) / g.step)
  return PARTS[g.part[Math.max(0, Math.min(g.n - 1, j)) * g.n + Math.max(0, Math.min(g.n - 1, i))]!] ?? 'body'
}

/** Token radius in pixels that surely contains its silhouette. */
export function tokenRadius(s: Session, type: Animal): number {
  const most = 1 + Math.abs(s.tilt?.[0] ?? 0) + Math.abs(s.tilt?.[1] ?? 0)
  return s.looks[type].lengthCm * s.pxPerCm * most * EXTENT + Math.hypot(...s.rimShift) + 2
}

/**
 * A camera that looks at the table at a slant sees the near side larger than the far side: the token's
 * scale at (x, y), relative to the picture's centre (realism.ts `tilt`; 1 without it).
 */
export function magnification(s: Session, x: number, y: number): number {
  if (!s.tilt) return 1
  return (
    1 + (s.tilt[0] * (x - s.width / 2)) / (s.width / 2) + (s.tilt[1] * (y - s.height / 2)) / (s.height / 2)
  )
}

/** The pixels one token covers: index, coverage (anti-aliased) and colour (paint or bare wood). */
export interface TokenRaster {
  idx: Int32Array
  alpha: Float32Array
  rgb: Float32Array
}

const rasterCache = new WeakMap<Session, Map<string, TokenRaster>>()

/** Rasterises a token once per session and pose (before and after frames share most tokens). */
export function rasterToken(s: Session, t: PlacedToken): TokenRaster {
  let cache = rasterCache.get(s)
  if (!cache) {
    cache = new Map()
    rasterCache.set(s, cache)
  }
  const key = `${t.type}|${t.x}|${t.y}|${t.angle}|${t.flip}`
  const hit = cache.get(key)
  if (hit) return hit
  const r = drawToken(s, t)
  if (cache.size > 400) cache.clear()
  cache.set(key, r)
  return r
}

/** Maps image pixels to the token's own frame (body lengths, centred on the shape's origin). */
function toLocal(s: Session, t: PlacedToken): (px: number, py: number) => [number, number] {
  const scale = s.looks[t.type].lengthCm * s.pxPerCm * magnification(s, t.x, t.y)
  const [cx, cy] = s.centroids[t.type]
  const c = Math.cos(-t.angle)
  const sn = Math.sin(-t.angle)
  return (px, py) => {
    const dx = px - t.x
    const dy = py - t.y
    const u = dx * c - dy * sn
    const v = (dx * sn + dy * c) * (t.flip ? -1 : 1)
    return [u / scale + cx, v / scale + cy]
  }
}

function drawToken(s: Session, t: PlacedToken): TokenRaster {
  const look = s.looks[t.type]
  const scale = look.lengthCm * s.pxPerCm * magnification(s, t.x, t.y)
  const g = gridOf(look, look.lengthCm * s.pxPerCm)
  const local = toLocal(s, t)
  const r = tokenRadius(s, t.type)
  const edge = 0.7 / scale
  const rim = Math.hypot(...s.rimShift)
  const [hx, hy] = [s.rimShift[0] / 2, s.rimShift[1] / 2]
  const x0 = Math.max(0, Math.floor(t.x - r))
  const x1 = Math.min(s.width - 1, Math.ceil(t.x + r))
  const y0 = Math.max(0, Math.floor(t.y - r))
  const y1 = Math.min(s.height - 1, Math.ceil(t.y + r))
  const idx: number[] = []
  const alphas: number[] = []
  const rgb: number[] = []
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const [mx, my] = local(px, py)
      const mid = distAt(g, mx, my)
      if (mid * scale > rim / 2 + 1.5) continue
      // The painted face sits on top of the wooden body, shifted by the token's visible thickness.
      const [fx, fy] = local(px - hx, py - hy)
      const face = distAt(g, fx, fy)
      const [bx, by] = local(px + hx, py + hy)
      const d = Math.min(face, distAt(g, bx, by), mid) * scale
      const alpha = Math.max(0, Math.min(1, 0.5 - d))
      if (alpha <= 0) continue
      if (face < -edge) {
        const base =
          look.outline && face > -edge - look.outline.width
            ? look.outline.rgb
            : look.colours[partAt(g, fx, fy)]
        const f = 1 + (pixelNoise(py * 7919 + px, 17) - 0.5) * 0.05
        rgb.push(base[0] * f, base[1] * f, base[2] * f)
      } else {
        // The cut edge is bare wood; the side facing away from the light is a little darker.
        const shade = face < 0 ? 0.95 : 0.8
        rgb.push(look.wood[0] * shade, look.wood[1] * shade, look.wood[2] * shade)
      }
      idx.push(py * s.width + px)
      alphas.push(alpha)
    }
  }
  return { idx: Int32Array.from(idx), alpha: Float32Array.from(alphas), rgb: Float32Array.from(rgb) }
}

/** Offsets (dx, dy) from the rounded centre of the pixels a token surely covers; for placement only. */
export function footprint(
  s: Session,
  type: Animal,
  angle: number,
  flip: boolean,
  at: [number, number] = [s.width / 2, s.height / 2],
): Int32Array {
  const look = s.looks[type]
  const scale = look.lengthCm * s.pxPerCm * magnification(s, at[0], at[1])
  const g = gridOf(look, look.lengthCm * s.pxPerCm)
  const local = toLocal(s, { type, x: at[0], y: at[1], angle, flip })
  const r = Math.ceil(tokenRadius(s, type))
  const rim = Math.hypot(...s.rimShift)
  const out: number[] = []
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const [u, v] = local(at[0] + dx, at[1] + dy)
      if (distAt(g, u, v) * scale < rim / 2) out.push(dx, dy)
    }
  }
  return Int32Array.from(out)
}
