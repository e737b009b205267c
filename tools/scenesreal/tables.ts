/**
 * What kitchen tables are made of, as a colour (linear RGB, 0..1) at each table point in cm: wood of
 * several species and stains in planks, plain or wood-print laminate, tablecloths with checks, stripes
 * or small flowers at low contrast, and sometimes a placemat or a newspaper reaching into the picture.
 * Crumbs and specks lie on all of them.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { fbm, hash2, mix, smoothstep, valueNoise } from './noise'

export type Rgb = [number, number, number]
export type Albedo = (x: number, y: number) => Rgb

/** sRGB bytes -> linear light, so shading and the camera's gamma act as on real light. */
export const linear = (r: number, g: number, b: number): Rgb => [
  (r / 255) ** 2.2,
  (g / 255) ** 2.2,
  (b / 255) ** 2.2,
]
const scale = (c: Rgb, s: number): Rgb => [c[0] * s, c[1] * s, c[2] * s]
const blend = (a: Rgb, b: Rgb, t: number): Rgb => [mix(a[0], b[0], t), mix(a[1], b[1], t), mix(a[2], b[2], t)]
const jitter = (rng: Rng, c: Rgb, amount: number): Rgb =>
  c.map((v) => v * (1 + (rng.float() * 2 - 1) * amount)) as Rgb

const WOODS: Rgb[] = [
  linear(196, 160, 118), // oak
  linear(120, 78, 50), // walnut stain
  linear(214, 180, 128), // pine
  linear(160, 96, 66), // cherry
  linear(206, 198, 184), // white-washed
  linear(90, 62, 44), // dark stain
  linear(178, 138, 96), // beech
]

function wood(rng: Rng, seed: number): Albedo {
  const base = jitter(rng, rng.pick(WOODS), 0.12)
  const dark = scale(base, 0.55 + rng.float() * 0.2)
  const plank = 9 + rng.float() * 12
  const angle = rng.float() * Math.PI
  const [c, s] = [Math.cos(angle), Math.sin(angle)]
  const ringFreq = 0.8 + rng.float() * 1.6
  const contrast = 0.25 + rng.float() * 0.35
  return (x, y) => {
    const along = x * c + y * s
    const across = -x * s + y * c
    const board = Math.floor(across / plank)
    const offset = hash2(board, 3, seed) * 400
    const tone = 0.9 + hash2(board, 7, seed) * 0.2
    const warp = fbm(along * 0.05 + offset, across * 0.6, seed, 3) * 6
    const ring = 0.5 + 0.5 * Math.sin((across + warp) * ringFreq * 3 + offset)
    const fibre = valueNoise(along * 0.3 + offset, across * 9, seed + 5)
    const seam = 1 - 0.45 * (1 - smoothstep(0, 0.12, Math.abs(across - board * plank - 0)))
    const t = contrast * ring ** 3 + 0.15 * fibre
    return scale(blend(base, dark, t), tone * seam)
  }
}

function laminate(rng: Rng, seed: number): Albedo {
  const base = jitter(
    rng,
    rng.pick([linear(232, 230, 224), linear(180, 182, 180), linear(214, 200, 176)]),
    0.06,
  )
  return (x, y) => {
    const speck = valueNoise(x * 6, y * 6, seed) * 0.08 + fbm(x * 0.08, y * 0.08, seed + 1, 2) * 0.06
    return scale(base, 0.95 + speck - 0.07)
  }
}

function cloth(rng: Rng, seed: number): Albedo {
  const ground = jitter(
    rng,
    rng.pick([linear(236, 232, 220), linear(214, 224, 232), linear(238, 226, 214)]),
    0.05,
  )
  const ink = blend(
    ground,
    rng.pick([linear(160, 70, 70), linear(70, 110, 160), linear(90, 140, 90), linear(200, 160, 60)]),
    0.25 + rng.float() * 0.25,
  )
  const kind = rng.int(3)
  const period = 1.6 + rng.float() * 3
  const angle = (rng.float() * 2 - 1) * 0.2
  const [c, s] = [Math.cos(angle), Math.sin(angle)]
  return (x, y) => {
    const u = x * c + y * s
    const v = -x * s + y * c
    const weave = 0.96 + 0.04 * hash2(Math.floor(u * 8), Math.floor(v * 8), seed)
    const fold = 0.93 + 0.07 * fbm(u * 0.04, v * 0.04, seed + 3, 2)
    let t: number
    if (kind === 0) {
      const a = Math.floor(u / period) & 1
      const b = Math.floor(v / period) & 1
      t = (a + b) / 2
    } else if (kind === 1) {
      t = (((u / period) % 2) + 2) % 2 < 0.7 ? 1 : 0
    } else {
      const cu = Math.floor(u / (period * 1.6))
      const cv = Math.floor(v / (period * 1.6))
      const fx = u - (cu + 0.5 + (hash2(cu, cv, seed) - 0.5) * 0.4) * period * 1.6
      const fy = v - (cv + 0.5 + (hash2(cv, cu, seed) - 0.5) * 0.4) * period * 1.6
      const r = Math.hypot(fx, fy)
      const petal = 0.28 * period * (0.7 + 0.3 * Math.cos(5 * Math.atan2(fy, fx)))
      t = r < petal ? (r < petal * 0.3 ? 0.5 : 1) : 0
    }
    return scale(blend(ground, ink, t), weave * fold)
  }
}

/** A newspaper or a placemat reaching in from one edge of the view: a half-plane with its own look. */
function overlay(rng: Rng, seed: number, under: Albedo, view: [number, number]): Albedo {
  const side = rng.int(4)
  const reach = 4 + rng.float() * 8
  const edge = (side < 2 ? view[0] : view[1]) / 2 - reach
  const tilt = (rng.float() * 2 - 1) * 0.15
  const newspaper = rng.float() < 0.5
  const mat = jitter(rng, rng.pick([linear(120, 150, 170), linear(196, 170, 120), linear(150, 60, 60)]), 0.1)
  return (x, y) => {
    const [a, b] = side === 0 ? [x, y] : side === 1 ? [-x, y] : side === 2 ? [y, x] : [-y, x]
    if (a < edge + b * tilt) return under(x, y)
    if (newspaper) {
      const line = Math.floor(b / 0.45)
      const col = Math.floor(b / 12)
      const ink = (b / 0.45) % 1 < 0.55 && hash2(Math.floor(a / 0.5), line, seed + col) > 0.25 ? 0.72 : 1
      const headline = hash2(line >> 3, col, seed) > 0.93 ? 0.55 : 1
      return scale(linear(220, 216, 204), Math.min(ink, headline))
    }
    const stitch = Math.abs(a - edge - b * tilt - 0.8) < 0.08 && Math.floor(b * 3) % 2 === 0 ? 1.4 : 1
    const straw = 0.9 + 0.1 * valueNoise(a * 0.5, b * 5, seed + 9)
    return scale(mat, straw * stitch)
  }
}

/** Crumbs and specks scattered on whatever the table is. */
function crumbs(rng: Rng, seed: number, under: Albedo): Albedo {
  // Up to a few crumbs in a hand's width: a wiped table has almost none.
  const density = rng.float() * 0.025
  return (x, y) => {
    const c = under(x, y)
    const cx = Math.floor(x * 2)
    const cy = Math.floor(y * 2)
    if (hash2(cx, cy, seed) > density) return c
    const px = (cx + hash2(cx, cy, seed + 1)) / 2
    const py = (cy + hash2(cx, cy, seed + 2)) / 2
    const r = 0.03 + hash2(cx, cy, seed + 3) * 0.09
    if (Math.hypot(x - px, y - py) > r) return c
    // Dark specks, or crumbs a little lighter than the table (not white dots on a dark table).
    return hash2(cx, cy, seed + 4) < 0.6 ? scale(c, 0.45) : blend(c, linear(226, 204, 160), 0.45)
  }
}

/** One table's surface; `view` is roughly how many cm the camera sees across and down. */
export function drawTable(rng: Rng, view: [number, number]): { kind: string; albedo: Albedo } {
  const seed = rng.int(1 << 30)
  const roll = rng.float()
  const kind = roll < 0.5 ? 'wood' : roll < 0.7 ? 'laminate' : 'cloth'
  let albedo =
    kind === 'wood' ? wood(rng, seed) : kind === 'laminate' ? laminate(rng, seed) : cloth(rng, seed)
  if (rng.float() < 0.3) albedo = overlay(rng, seed + 11, albedo, view)
  return { kind, albedo: crumbs(rng, seed + 17, albedo) }
}
