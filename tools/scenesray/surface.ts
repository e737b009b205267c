/**
 * Procedural table tops, evaluated at table points in cm: a painted white table, dark walnut boards,
 * light oak or birch with strong grain, glass over a cloth, marble, a glossy oilcloth with a busy
 * print, felt, grey laminate. Some tables carry a linen runner across the view, some crumbs or a
 * coffee ring. Each has its own gloss (a glass or varnished top shows the lamp as a soft highlight).
 */
import type { Rng } from '../../src/shared/engine/rng'
import { between, clamp, fbm, hash3, lin, noise2, smoothstep, type Rgb } from './noise'
import type { Surf } from './solid'

export interface TableTop {
  name: string
  /** Fills albedo (linear), specular strength and sharpness at table point (x, y). */
  at(x: number, y: number, out: Surf): void
  /** Share of the room mirrored by the top at grazing angles (glass, varnish). */
  env: number
}

type Paint = (x: number, y: number, out: Surf) => void

const KINDS = ['white', 'walnut', 'oak', 'glass', 'marble', 'oilcloth', 'felt', 'laminate'] as const

export function drawTop(rng: Rng): TableTop {
  const kind = rng.pick(KINDS)
  const seed = rng.int(1 << 30)
  const rot = rng.float() * Math.PI
  const [c, s] = [Math.cos(rot), Math.sin(rot)]
  const [ox, oy] = [between(rng, -500, 500), between(rng, -500, 500)]
  const base = paintFor(kind, rng, seed)
  let paint: Paint = (x, y, out) => base(c * x + s * y + ox, -s * x + c * y + oy, out)
  let name: string = kind
  if (rng.float() < 0.22) {
    paint = withRunner(rng, paint, seed)
    name += '+runner'
  }
  paint = withCrumbs(rng, paint, seed, kind === 'white' || kind === 'oak' || kind === 'marble')
  const env = kind === 'glass' ? 0.09 : kind === 'felt' ? 0 : kind === 'oilcloth' ? 0.05 : 0.03
  return { name, at: paint, env }
}

function set(out: Surf, c: Rgb, k: number, spec: number, shine: number): void {
  out.r = c[0] * k
  out.g = c[1] * k
  out.b = c[2] * k
  out.spec = spec
  out.shine = shine
}

function wood(rng: Rng, seed: number, light: Rgb, dark: Rgb, strength: number): Paint {
  const board = between(rng, 9, 16)
  const freq = between(rng, 1.2, 3)
  const spec = between(rng, 0.02, 0.07)
  return (x, y, out) => {
    const b = Math.floor(y / board)
    const yy = y - b * board
    const seam = smoothstep(0.05, 0.18, Math.min(yy, board - yy))
    const bx = x + hash3(b, 1, seed) * 300
    const warp = fbm(bx * 0.03, yy * 0.15, seed + b, 3) * 6
    const ring = 0.5 + 0.5 * Math.sin((yy + warp + 2 * noise2(bx * 0.01, b, seed)) * freq * 2.4)
    const fine = fbm(bx * 0.08, yy * 6, seed + 11, 2)
    const t = clamp(strength * Math.pow(ring, 3) + 0.5 * fine * strength + 0.25 * hash3(b, 7, seed), 0, 1)
    const k = (0.55 + 0.45 * seam) * (0.92 + 0.08 * noise2(bx * 0.2, yy * 0.2, seed + 3))
    set(
      out,
      [
        light[0] + (dark[0] - light[0]) * t,
        light[1] + (dark[1] - light[1]) * t,
        light[2] + (dark[2] - light[2]) * t,
      ],
      k,
      spec,
      40,
    )
  }
}

function paintFor(kind: (typeof KINDS)[number], rng: Rng, seed: number): Paint {
  if (kind === 'walnut') return wood(rng, seed, lin(120, 80, 52), lin(52, 32, 22), 0.9)
  if (kind === 'oak') {
    const light = rng.pick<Rgb>([lin(224, 194, 150), lin(232, 212, 178), lin(210, 170, 120)])
    return wood(rng, seed, light, [light[0] * 0.55, light[1] * 0.5, light[2] * 0.42], 1)
  }
  if (kind === 'white') {
    const c = lin(
      ...rng.pick<[number, number, number]>([
        [236, 234, 228],
        [244, 242, 236],
        [226, 228, 226],
      ]),
    )
    return (x, y, out) => {
      const roll = 0.97 + 0.03 * fbm(x * 0.8, y * 3, seed, 3) + 0.015 * hash3(x * 40, y * 40, seed)
      const scuff = fbm(x * 0.05, y * 0.05, seed + 5, 3) > 0.68 ? 0.95 : 1
      set(out, c, roll * scuff, 0.025, 25)
    }
  }
  if (kind === 'marble') {
    const vein = lin(120, 120, 125)
    const c = lin(236, 234, 230)
    return (x, y, out) => {
      const t = Math.abs(Math.sin(x * 0.12 + 7 * fbm(x * 0.04, y * 0.04, seed, 5)))
      const v = Math.pow(1 - t, 10) * 0.9 + 0.2 * fbm(x * 0.3, y * 0.3, seed + 9, 3)
      set(
        out,
        [c[0] + (vein[0] - c[0]) * v, c[1] + (vein[1] - c[1]) * v, c[2] + (vein[2] - c[2]) * v],
        1,
        0.07,
        120,
      )
    }
  }
  if (kind === 'felt') {
    const c = lin(
      ...rng.pick<[number, number, number]>([
        [52, 96, 70],
        [92, 92, 98],
        [60, 72, 110],
        [120, 40, 45],
      ]),
    )
    return (x, y, out) =>
      set(out, c, 0.85 + 0.15 * fbm(x * 6, y * 6, seed, 3) + 0.06 * hash3(x * 60, y * 60, seed), 0, 4)
  }
  if (kind === 'laminate') {
    const c = lin(
      ...rng.pick<[number, number, number]>([
        [150, 150, 146],
        [190, 186, 176],
        [110, 108, 104],
      ]),
    )
    return (x, y, out) => {
      const speck = hash3(x * 25, y * 25, seed) > 0.93 ? 0.8 : 1
      set(out, c, (0.93 + 0.1 * fbm(x * 0.5, y * 0.5, seed, 4)) * speck, 0.03, 30)
    }
  }
  const cloth = clothFor(rng, seed, kind === 'oilcloth')
  if (kind === 'oilcloth') return (x, y, out) => (cloth(x, y, out), (out.spec = 0.07), (out.shine = 60))
  // Glass over a cloth: the cloth seen a little darker and greener, the glass mirror-smooth.
  return (x, y, out) => {
    cloth(x, y, out)
    out.r *= 0.82
    out.g *= 0.88
    out.b *= 0.85
    out.spec = 0.12
    out.shine = 600
  }
}

/** A printed or woven cloth: gingham check, flowers on a ground, or stripes. */
function clothFor(rng: Rng, seed: number, busy: boolean): Paint {
  const ground = lin(
    ...rng.pick<[number, number, number]>([
      [238, 232, 215],
      [200, 40, 45],
      [40, 80, 150],
      [250, 240, 200],
    ]),
  )
  const ink = lin(
    ...rng.pick<[number, number, number]>([
      [200, 30, 40],
      [30, 110, 60],
      [20, 60, 140],
      [230, 160, 30],
    ]),
  )
  const ink2 = lin(
    ...rng.pick<[number, number, number]>([
      [250, 250, 245],
      [240, 200, 40],
      [80, 160, 70],
    ]),
  )
  const p = between(rng, 1.2, 3)
  const pattern = busy ? rng.pick(['flowers', 'check', 'flowers']) : rng.pick(['check', 'stripes', 'weave'])
  return (x, y, out) => {
    let c = ground
    if (pattern === 'check') {
      const a = Math.floor(x / p) & 1
      const b = Math.floor(y / p) & 1
      const t = (a + b) / 2
      c = [
        ground[0] + (ink[0] - ground[0]) * t,
        ground[1] + (ink[1] - ground[1]) * t,
        ground[2] + (ink[2] - ground[2]) * t,
      ]
    } else if (pattern === 'stripes') {
      if ((x / p) % 3 < 1 && (x / p) % 3 >= 0) c = ink
    } else if (pattern === 'flowers') {
      const q = p * 2.2
      const ci = Math.floor(x / q)
      const cj = Math.floor(y / q)
      const fx = x - (ci + 0.5) * q + (hash3(ci, cj, seed) - 0.5) * q * 0.4
      const fy = y - (cj + 0.5) * q + (hash3(cj, ci, seed + 1) - 0.5) * q * 0.4
      const r = Math.hypot(fx, fy)
      const petal = q * (0.26 + 0.09 * Math.cos(5 * Math.atan2(fy, fx) + hash3(ci, cj, seed + 2) * 6))
      if (r < q * 0.09) c = ink2
      else if (r < petal) c = hash3(ci, cj, seed + 3) < 0.5 ? ink : ink2
      else if (Math.abs(fy + q * 0.3) < q * 0.04 && Math.abs(fx) < q * 0.3) c = lin(60, 130, 60)
    }
    const weave = 0.9 + 0.1 * (0.5 + 0.25 * Math.sin(x * 40) + 0.25 * Math.sin(y * 40))
    set(out, c, weave * (0.95 + 0.05 * fbm(x, y, seed, 2)), 0.005, 6)
  }
}

function withRunner(rng: Rng, under: Paint, seed: number): Paint {
  const a = rng.float() * Math.PI
  const [c, s] = [Math.cos(a), Math.sin(a)]
  const off = between(rng, -25, 25)
  const half = between(rng, 14, 20)
  const col = lin(
    ...rng.pick<[number, number, number]>([
      [214, 200, 176],
      [190, 205, 200],
      [235, 230, 222],
      [160, 60, 50],
    ]),
  )
  const band = lin(
    ...rng.pick<[number, number, number]>([
      [120, 40, 40],
      [40, 60, 110],
      [90, 110, 70],
    ]),
  )
  return (x, y, out) => {
    const d = -s * x + c * y - off
    if (Math.abs(d) > half) return under(x, y, out)
    const along = c * x + s * y
    const edge = half - Math.abs(d)
    const stripe = edge > 1.2 && edge < 2.2 ? band : col
    const weave = 0.88 + 0.12 * fbm(along * 1.5, d * 25, seed + 21, 2) * (0.8 + 0.2 * Math.sin(d * 30))
    set(out, stripe, weave * (edge < 0.3 ? 0.8 : 1), 0.002, 4)
  }
}

function withCrumbs(rng: Rng, under: Paint, seed: number, ring: boolean): Paint {
  const density = rng.float() < 0.6 ? between(rng, 0.002, 0.012) : 0
  const ringAt =
    ring && rng.float() < 0.3 ? [between(rng, -25, 25), between(rng, -20, 20), between(rng, 3.5, 4.3)] : null
  const crumb = lin(200, 160, 110)
  return (x, y, out) => {
    under(x, y, out)
    if (ringAt) {
      const d = Math.abs(Math.hypot(x - ringAt[0]!, y - ringAt[1]!) - ringAt[2]!)
      if (d < 0.12) {
        const k = 0.85 + 0.15 * (d / 0.12)
        out.r *= k
        out.g *= k * 0.97
        out.b *= k * 0.92
      }
    }
    if (density > 0 && hash3(x * 7, y * 7, seed + 31) < density) {
      out.r = crumb[0]
      out.g = crumb[1]
      out.b = crumb[2]
    }
  }
}
