/**
 * One family's box: for each animal an outline style, a size (each type's own, drawn independently),
 * paint colours from that animal's plausible family, and the wood of the tokens' edges. Each design is
 * rasterised once into a sprite (distance to the edge and painted colour per cell, in centimetres) that
 * the renderer and the layout read.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { ANIMALS, type Animal } from '../../src/shared/referee/types'
import { designAnimal, type PaintRole } from './animals'
import { fbm, toLinear } from './noise'

export type Rgb = [number, number, number]

export interface Sprite {
  type: Animal
  /** Local centimetres of cell (0, 0); the local origin is the silhouette's centroid. */
  x0: number
  y0: number
  res: number
  w: number
  h: number
  /** Signed distance to the edge in cm (negative inside), per cell. */
  sdf: Float32Array
  /** Painted colour of the top face, linear light, 3 floats per cell. */
  paint: Float32Array
  /** Points on the edge (local cm, x y pairs), for collision tests. */
  edge: Float32Array
  /** Largest distance of the edge from the origin (cm). */
  radius: number
  /** Long side of the silhouette (cm). */
  length: number
}

export interface Box {
  sprites: Record<Animal, Sprite>
  /** Thickness of the wooden tokens (cm). */
  thickness: number
  /** Colour of the sawn edges (linear), or null when the edges are painted like the face. */
  wall: Rgb | null
  /** Varnish: how glossy the painted faces are (0..1). */
  gloss: number
}

const jitter = (rng: Rng, c: Rgb, amount: number): Rgb =>
  c.map((v) => Math.min(255, Math.max(0, v * (1 + (rng.float() * 2 - 1) * amount)))) as Rgb

/** Paint colours per role, sRGB, from each animal's family. */
function palette(type: Animal, rng: Rng): { base: Rgb; roles: Partial<Record<PaintRole, Rgb>> } {
  const dark = rng.pick<Rgb>([
    [38, 34, 33],
    [62, 46, 38],
    [55, 55, 58],
    [28, 28, 30],
  ])
  switch (type) {
    case 'sheep': {
      const base = jitter(
        rng,
        rng.pick<Rgb>([
          [242, 240, 232],
          [238, 228, 204],
          [214, 214, 208],
          [246, 238, 222],
        ]),
        0.04,
      )
      return { base, roles: { face: dark, legs: jitter(rng, dark, 0.2), eye: [235, 232, 220] } }
    }
    case 'pig': {
      const base = jitter(
        rng,
        rng.pick<Rgb>([
          [240, 168, 176],
          [244, 160, 138],
          [248, 198, 168],
          [228, 138, 150],
          [236, 184, 190],
        ]),
        0.05,
      )
      const deeper: Rgb = [base[0] * 0.93, base[1] * 0.8, base[2] * 0.82]
      return {
        base,
        roles: { snout: deeper, ear: deeper, hoof: [120, 80, 72], eye: dark, light: [110, 60, 60] },
      }
    }
    case 'cow': {
      const white = jitter(rng, [240, 238, 230], 0.03)
      const brown = jitter(
        rng,
        rng.pick<Rgb>([
          [120, 72, 40],
          [150, 92, 50],
          [96, 60, 38],
        ]),
        0.08,
      )
      const scheme = rng.int(3)
      const base = scheme === 2 ? brown : white
      const patch = scheme === 0 ? dark : scheme === 1 ? brown : white
      return {
        base,
        roles: {
          patch,
          snout: jitter(rng, [226, 170, 170], 0.06),
          hoof: dark,
          horn: [232, 220, 190],
          light: [236, 176, 180],
          eye: dark,
        },
      }
    }
    case 'horse': {
      const base = jitter(
        rng,
        rng.pick<Rgb>([
          [120, 76, 46],
          [156, 86, 42],
          [46, 40, 38],
          [150, 150, 148],
          [94, 62, 44],
          [196, 186, 170],
        ]),
        0.06,
      )
      const mane: Rgb = base[0] < 70 ? [20, 18, 18] : [base[0] * 0.45, base[1] * 0.42, base[2] * 0.42]
      return {
        base,
        roles: {
          mane,
          hoof: [34, 30, 30],
          eye: base[0] < 70 ? [200, 196, 190] : [25, 22, 22],
          light: [238, 236, 228],
        },
      }
    }
  }
}

function buildSprite(type: Animal, rng: Rng, length: number, outlined: boolean): Sprite {
  const design = designAnimal(type, rng)
  const { base, roles } = palette(type, rng)
  // Find the outline's extent in design units.
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity]
  for (let y = -1; y <= 1; y += 0.015)
    for (let x = -1; x <= 1; x += 0.015)
      if (design.outline(x, y) < 0) {
        minX = Math.min(minX, x)
        maxX = Math.max(maxX, x)
        minY = Math.min(minY, y)
        maxY = Math.max(maxY, y)
      }
  const scale = length / (maxX - minX)
  const res = Math.max(0.012, length / 170)
  const pad = 0.25
  const w = Math.ceil(((maxX - minX) * scale + 2 * pad) / res)
  const h = Math.ceil(((maxY - minY) * scale + 2 * pad) / res)
  const sdf = new Float32Array(w * h)
  const paint = new Float32Array(w * h * 3)
  const seed = rng.int(1 << 30)
  const lin = (c: Rgb): Rgb => [toLinear(c[0]), toLinear(c[1]), toLinear(c[2])]
  const baseLin = lin(base)
  const roleLin = Object.fromEntries(Object.entries(roles).map(([k, v]) => [k, lin(v)])) as Partial<
    Record<PaintRole, Rgb>
  >
  const edgeLin = lin([30, 28, 28])
  let [sx, sy, n] = [0, 0, 0]
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      const cx = minX * scale - pad + (i + 0.5) * res
      const cy = minY * scale - pad + (j + 0.5) * res
      const d = design.outline(cx / scale, cy / scale) * scale
      const k = j * w + i
      sdf[k] = d
      if (d < 0) [sx, sy, n] = [sx + cx, sy + cy, n + 1]
      let c = baseLin
      if (d < 0.05)
        for (const part of design.details)
          if (roleLin[part.role] && part.sdf(cx / scale, cy / scale) < 0) c = roleLin[part.role]!
      if (outlined && d > -0.035) c = edgeLin
      // Brush strokes and the grain under the paint: a few percent of brightness.
      const g = 0.94 + 0.1 * fbm(cx * 3, cy * 12, seed, 3)
      paint[3 * k] = c[0] * g
      paint[3 * k + 1] = c[1] * g
      paint[3 * k + 2] = c[2] * g
    }
  // Re-centre on the silhouette's centroid.
  const x0 = minX * scale - pad + res / 2 - sx / n
  const y0 = minY * scale - pad + res / 2 - sy / n
  const edgePts: number[] = []
  let radius = 0
  for (let j = 1; j < h - 1; j++)
    for (let i = 1; i < w - 1; i++) {
      const d = sdf[j * w + i]!
      if (d >= 0 && d < res && (j * 7 + i * 13) % 3 === 0) {
        const ex = x0 + i * res
        const ey = y0 + j * res
        edgePts.push(ex, ey)
        radius = Math.max(radius, Math.hypot(ex, ey))
      }
    }
  return { type, x0, y0, res, w, h, sdf, paint, edge: Float32Array.from(edgePts), radius, length }
}

/** A family's box: four independently sized, styled and painted animals and their wood. */
export function drawBox(rng: Rng): Box {
  const outlined = rng.float() < 0.25
  const sprites = {} as Record<Animal, Sprite>
  for (const type of ANIMALS) sprites[type] = buildSprite(type, rng, 2.5 + rng.float() * 3, outlined)
  const woods: Rgb[] = [
    [222, 196, 150],
    [206, 170, 120],
    [184, 140, 96],
    [150, 108, 72],
  ]
  const wood = jitter(rng, rng.pick(woods), 0.05)
  return {
    sprites,
    thickness: 0.6 + rng.float() * 0.4,
    wall: rng.float() < 0.75 ? [toLinear(wood[0]), toLinear(wood[1]), toLinear(wood[2])] : null,
    gloss: rng.float() * 0.6,
  }
}

/** Signed distance (cm) of a local point from the sprite's edge, bilinear; far outside = a large value. */
export function sampleSdf(s: Sprite, x: number, y: number): number {
  const fx = (x - s.x0) / s.res
  const fy = (y - s.y0) / s.res
  if (fx < 0 || fy < 0 || fx >= s.w - 1 || fy >= s.h - 1) return 1
  const i = fx | 0
  const j = fy | 0
  const ax = fx - i
  const ay = fy - j
  const k = j * s.w + i
  const a = s.sdf[k]!
  const b = s.sdf[k + 1]!
  const c = s.sdf[k + s.w]!
  const d = s.sdf[k + s.w + 1]!
  return (a + (b - a) * ax) * (1 - ay) + (c + (d - c) * ax) * ay
}

/** Index of the sprite cell nearest a local point (caller checks it is inside). */
export function cellOf(s: Sprite, x: number, y: number): number {
  const i = Math.min(s.w - 1, Math.max(0, Math.round((x - s.x0) / s.res)))
  const j = Math.min(s.h - 1, Math.max(0, Math.round((y - s.y0) / s.res)))
  return j * s.w + i
}
