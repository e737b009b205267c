/**
 * Procedural table tops, in table centimetres: oak and walnut planks with grain and seams, felt, linen,
 * a gingham or striped tablecloth, white laminate and dark slate, each with its own colour, scale and
 * orientation per table. Textures return sRGB; the renderer lights them in linear light.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Rgb } from './box'
import { fbm, hash2, valueNoise } from './noise'

export const SURFACES = ['oak', 'walnut', 'felt', 'linen', 'gingham', 'stripes', 'laminate', 'slate'] as const
export type Surface = (typeof SURFACES)[number]

export interface TableTop {
  surface: Surface
  /** sRGB colour at table point (x, y) cm, given the size of a pixel there (cm) to soften hard edges. */
  colour: (x: number, y: number, px: number) => Rgb
  /** Blinn-Phong sheen: strength (0..1) and exponent. */
  sheen: number
  shininess: number
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
const scale = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k]
const smooth = (e: number, w: number): number => Math.min(1, Math.max(0, 0.5 + e / Math.max(w, 1e-3)))
const vary = (rng: Rng, c: Rgb, k: number): Rgb => c.map((v) => v * (1 + (rng.float() * 2 - 1) * k)) as Rgb

function planks(rng: Rng, light: Rgb, dark: Rgb): TableTop['colour'] {
  const width = 8 + rng.float() * 8
  const seed = rng.int(1 << 30)
  const ringFreq = 0.8 + rng.float() * 1.6
  return (u, v, px) => {
    const p = v / width
    const k = Math.floor(p)
    const f = p - k
    const shade = 0.85 + 0.3 * hash2(k, 3, seed)
    const along = u + hash2(k, 4, seed) * 300
    // Growth rings cut lengthwise: thin darker late-wood lines, bent by the log's shape, denser here and
    // there, over a slow figure and fine pores.
    const warp = fbm(along * 0.03, v * 0.2 + k * 7, seed + k, 3) * 4
    const g = (v + warp) * ringFreq * (0.7 + 0.6 * hash2(k, 6, seed))
    const ph = g - Math.floor(g)
    const late = Math.exp(-((ph - 0.5) * (ph - 0.5)) / 0.012)
    const figure = fbm(along * 0.02, v * 0.15, seed + 31 + k, 3)
    const fine = valueNoise(along * 0.4, v * 12, seed + 99)
    let c = mix(light, dark, 0.3 * late + 0.45 * figure * figure + 0.2 * fine)
    c = scale(c, shade)
    // Seams between planks and the odd end joint.
    const seamDist = Math.min(f, 1 - f) * width
    const joint = (((along / 90) % 1) + 1) % 1
    const jointDist = Math.min(joint, 1 - joint) * 90
    const seam = Math.max(smooth(0.08 - seamDist, px), smooth(0.06 - jointDist, px) * 0.8)
    return mix(c, scale(dark, 0.45), seam)
  }
}

function cloth(rng: Rng, base: Rgb, weave: number): TableTop['colour'] {
  const seed = rng.int(1 << 30)
  return (u, v) => {
    const slub = (valueNoise(u * 0.3, Math.floor(v * 6), seed) - 0.5) * weave * 0.5
    const fibre = (hash2(Math.floor(u * 10), Math.floor(v * 10), seed) - 0.5) * weave * 0.6
    const fold = (fbm(u * 0.06, v * 0.06, seed + 5, 3) - 0.5) * 0.12
    return scale(base, 1 + slub + fibre + fold)
  }
}

export function drawTableTop(rng: Rng): TableTop {
  const surface = rng.pick(SURFACES)
  const rot = rng.float() * Math.PI
  const [c, s] = [Math.cos(rot), Math.sin(rot)]
  const [ou, ov] = [rng.float() * 100, rng.float() * 100]
  let colour: TableTop['colour']
  let sheen = 0
  let shininess = 8
  const seed = rng.int(1 << 30)
  switch (surface) {
    case 'oak':
      colour = planks(rng, vary(rng, [206, 168, 118], 0.08), vary(rng, [160, 118, 74], 0.08))
      sheen = 0.08
      shininess = 12
      break
    case 'walnut':
      colour = planks(rng, vary(rng, [120, 82, 56], 0.1), vary(rng, [70, 46, 32], 0.1))
      sheen = 0.1
      shininess = 16
      break
    case 'felt':
      colour = cloth(
        rng,
        vary(
          rng,
          rng.pick<Rgb>([
            [40, 110, 60],
            [34, 60, 110],
            [120, 120, 116],
            [110, 36, 44],
            [60, 80, 70],
          ]),
          0.1,
        ),
        0.08,
      )
      break
    case 'linen':
      colour = cloth(
        rng,
        vary(
          rng,
          rng.pick<Rgb>([
            [222, 210, 186],
            [236, 232, 222],
            [196, 200, 196],
            [190, 200, 176],
            [214, 190, 170],
          ]),
          0.05,
        ),
        0.07,
      )
      break
    case 'gingham': {
      const cell = 1 + rng.float() * 1.6
      const ink = vary(
        rng,
        rng.pick<Rgb>([
          [196, 40, 44],
          [40, 70, 160],
          [40, 130, 70],
          [30, 30, 34],
        ]),
        0.1,
      )
      const paper: Rgb = vary(rng, [240, 236, 228], 0.03)
      const weave = cloth(rng, [255, 255, 255], 0.1)
      colour = (u, v, px) => {
        const a = smooth(Math.sin((u / cell) * Math.PI) * cell * 0.3, px)
        const b = smooth(Math.sin((v / cell) * Math.PI) * cell * 0.3, px)
        const t = (a + b) / 2
        const w = weave(u, v, px)
        return mix(paper, ink, t * t * 0.9 + t * 0.1).map((x, i) => (x * w[i]!) / 255) as Rgb
      }
      break
    }
    case 'stripes': {
      const widths = [0.8 + rng.float() * 3, 0.5 + rng.float() * 2, 0.8 + rng.float() * 3]
      const cols: Rgb[] = [
        vary(rng, [236, 230, 214], 0.04),
        vary(
          rng,
          rng.pick<Rgb>([
            [40, 70, 140],
            [170, 50, 50],
            [200, 160, 60],
            [70, 120, 110],
          ]),
          0.1,
        ),
        vary(rng, [236, 230, 214], 0.04),
      ]
      const period = widths[0]! + widths[1]! + widths[2]!
      const weave = cloth(rng, [255, 255, 255], 0.1)
      colour = (u, v, px) => {
        const p = ((v % period) + period) % period
        const stripe = smooth(p - widths[0]!, px) * (1 - smooth(p - widths[0]! - widths[1]!, px))
        const w = weave(u, v, px)
        return mix(cols[0]!, cols[1]!, stripe).map((x, i) => (x * w[i]!) / 255) as Rgb
      }
      break
    }
    case 'laminate': {
      const base = vary(
        rng,
        rng.pick<Rgb>([
          [238, 238, 234],
          [228, 226, 218],
          [214, 216, 216],
        ]),
        0.03,
      )
      colour = (u, v) =>
        scale(
          base,
          0.98 +
            0.04 * hash2(Math.floor(u * 12), Math.floor(v * 12), seed) +
            0.03 * fbm(u * 0.05, v * 0.05, seed),
        )
      sheen = 0.25
      shininess = 30
      break
    }
    case 'slate': {
      const base = vary(
        rng,
        rng.pick<Rgb>([
          [62, 64, 68],
          [48, 50, 54],
          [76, 74, 72],
        ]),
        0.08,
      )
      colour = (u, v) =>
        scale(
          base,
          0.8 +
            0.35 * fbm(u * 0.15, v * 0.4, seed, 5) +
            0.08 * hash2(Math.floor(u * 10), Math.floor(v * 10), seed),
        )
      sheen = 0.18
      shininess = 20
      break
    }
  }
  const brightness = 0.85 + rng.float() * 0.25
  return {
    surface,
    colour: (x, y, px) => scale(colour(c * x + s * y + ou, -s * x + c * y + ov, px), brightness),
    sheen,
    shininess,
  }
}
