/**
 * Table tops as procedural textures in table centimetres (so perspective shrinks them properly): wood
 * planks, gingham and felt cloths, printed oilcloth, laminate, granite and marble, with crumbs and rings
 * of old coffee on some.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { fbm, hashFloat, hsvLinear, mix, scale, srgbToLinear, valueNoise, type Rgb } from './noise'

export interface Surface {
  name: string
  /** Linear albedo at table point (x, y), cm. */
  albedo(x: number, y: number): Rgb
  /** Specular strength (0 matt) and sharpness of the highlight. */
  gloss: number
  shininess: number
}

const lin = (r: number, g: number, b: number): Rgb => [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)]

function jitter(rng: Rng, c: Rgb, amount: number): Rgb {
  const k = 1 + (rng.float() * 2 - 1) * amount
  return [
    c[0] * k * (1 + (rng.float() - 0.5) * amount),
    c[1] * k,
    c[2] * k * (1 + (rng.float() - 0.5) * amount),
  ]
}

function wood(rng: Rng): Surface {
  const tones: Rgb[] = [
    lin(196, 152, 102),
    lin(120, 76, 44),
    lin(214, 178, 128),
    lin(212, 200, 184),
    lin(78, 50, 32),
    lin(160, 110, 70),
  ]
  const base = jitter(rng, rng.pick(tones), 0.1)
  const dark = scale(base, 0.55 + rng.float() * 0.2)
  const plank = 8 + rng.float() * 9
  const ang = rng.float() * Math.PI
  const ca = Math.cos(ang)
  const sa = Math.sin(ang)
  const s = rng.int(1 << 30)
  const ringF = 0.9 + rng.float() * 1.4
  return {
    name: 'wood',
    gloss: 0.04 + rng.float() * 0.25,
    shininess: 20 + rng.float() * 60,
    albedo(x, y) {
      const u = x * ca + y * sa
      const v = -x * sa + y * ca
      const pi = Math.floor(v / plank)
      const pv = v - pi * plank
      const off = hashFloat(pi, 3, s) * 200
      const tone = 0.86 + 0.26 * hashFloat(pi, 7, s)
      // Growth rings cut at a slant: wavy bands whose spacing wanders, and fine streaks along the plank.
      const warp = fbm((u + off) * 0.03, pv * 0.12, s + pi, 4) * 9 + (u + off) * 0.02 * hashFloat(pi, 5, s)
      const band = pv * ringF * (0.6 + 0.8 * fbm((u + off) * 0.01, pv * 0.05, s + 7 * pi, 2)) + warp
      const ring = 0.5 + 0.5 * Math.sin(band * 2.2 + hashFloat(pi, 11, s) * 6)
      const streak = fbm((u + off) * 0.06, pv * 3, s + 99, 3)
      const figure = fbm((u + off) * 0.02, pv * 0.3, s + 13, 2)
      let c = mix(base, dark, Math.pow(ring, 3) * 0.6 * (0.35 + figure) + streak * 0.35)
      c = scale(c, tone * (0.94 + 0.12 * fbm(x * 0.05, y * 0.05, s + 5, 2)))
      // The gap between planks.
      const gap = Math.min(pv, plank - pv)
      if (gap < 0.12) c = scale(c, 0.35 + 2.5 * gap)
      return c
    },
  }
}

function gingham(rng: Rng): Surface {
  const hue = rng.pick([0, 0, 215, 130, 30, 280, 350])
  const col = hsvLinear(hue + rng.float() * 10, 0.55 + rng.float() * 0.35, 0.5 + rng.float() * 0.35)
  const white = lin(236, 234, 226)
  const check = 1 + rng.float() * 1.6
  const ang = (rng.float() * 2 - 1) * 0.4
  const ca = Math.cos(ang)
  const sa = Math.sin(ang)
  const s = rng.int(1 << 30)
  return {
    name: 'gingham',
    gloss: 0.01,
    shininess: 5,
    albedo(x, y) {
      // The cloth lies in soft folds: its pattern is warped a little and shaded by them.
      const wx = x + (fbm(x * 0.03, y * 0.03, s, 2) - 0.5) * 2
      const wy = y + (fbm(x * 0.03 + 9, y * 0.03, s, 2) - 0.5) * 2
      const u = wx * ca + wy * sa
      const v = -wx * sa + wy * ca
      const a = Math.floor(u / check) & 1
      const b = Math.floor(v / check) & 1
      let c = mix(white, col, a && b ? 1 : a || b ? 0.5 : 0)
      const weave = 0.92 + 0.08 * valueNoise(u * 3, v * 3, s + 4)
      const fold = 0.85 + 0.2 * fbm(x * 0.08, y * 0.02, s + 8, 3)
      c = scale(c, weave * fold)
      return c
    },
  }
}

function oilcloth(rng: Rng): Surface {
  const bg = hsvLinear(rng.float() * 360, 0.1 + rng.float() * 0.35, 0.75 + rng.float() * 0.22)
  const m1 = hsvLinear(rng.float() * 360, 0.5 + rng.float() * 0.4, 0.5 + rng.float() * 0.4)
  const m2 = hsvLinear(rng.float() * 360, 0.4 + rng.float() * 0.4, 0.3 + rng.float() * 0.4)
  const cell = 3.5 + rng.float() * 4
  const motif = rng.int(3)
  const s = rng.int(1 << 30)
  return {
    name: ['oilcloth-flowers', 'oilcloth-dots', 'oilcloth-lemons'][motif]!,
    gloss: 0.25 + rng.float() * 0.3,
    shininess: 40 + rng.float() * 80,
    albedo(x, y) {
      const row = Math.floor(y / cell)
      const xs = x + (row & 1) * cell * 0.5
      const col = Math.floor(xs / cell)
      const lx = xs - (col + 0.5) * cell
      const ly = y - (row + 0.5) * cell
      const r = Math.hypot(lx, ly)
      let c = bg
      if (motif === 0) {
        const a = Math.atan2(ly, lx) + hashFloat(col, row, s) * 6
        const petal = cell * 0.28 * (0.55 + 0.45 * Math.abs(Math.cos(a * 2.5)))
        if (r < cell * 0.08) c = m2
        else if (r < petal) c = m1
        else {
          const leaf = Math.hypot(lx - cell * 0.3, ly + cell * 0.22)
          if (leaf < cell * 0.09) c = mix(m2, [0.05, 0.25, 0.05], 0.6)
        }
      } else if (motif === 1) {
        if (r < cell * 0.18) c = (col + row) & 1 ? m1 : m2
      } else {
        const e = Math.hypot(lx / (cell * 0.3), ly / (cell * 0.19))
        if (e < 1) c = mix(m1, [0.8, 0.7, 0.05], 0.6)
        else if (Math.hypot(lx + cell * 0.3, ly - cell * 0.12) < cell * 0.08)
          c = mix(m2, [0.05, 0.3, 0.08], 0.5)
      }
      return scale(
        c,
        0.94 + 0.06 * valueNoise(x * 2, y * 2, s) + 0.05 * (fbm(x * 0.05, y * 0.05, s + 1, 2) - 0.5),
      )
    },
  }
}

function plain(rng: Rng): Surface {
  const tones: Rgb[] = [
    lin(232, 230, 224),
    lin(200, 200, 196),
    lin(228, 218, 196),
    lin(170, 190, 205),
    lin(70, 72, 76),
    lin(150, 160, 140),
    lin(40, 40, 42),
  ]
  const base = jitter(rng, rng.pick(tones), 0.06)
  const s = rng.int(1 << 30)
  const grainy = rng.float() * 0.06
  return {
    name: 'plain',
    gloss: rng.float() < 0.5 ? 0.03 : 0.15 + rng.float() * 0.35,
    shininess: 30 + rng.float() * 90,
    albedo(x, y) {
      const smudge = 0.96 + 0.06 * fbm(x * 0.04, y * 0.04, s, 3)
      return scale(base, smudge * (1 - grainy / 2 + grainy * valueNoise(x * 4, y * 4, s + 3)))
    },
  }
}

function stone(rng: Rng): Surface {
  const marble = rng.float() < 0.4
  const base = marble
    ? jitter(rng, lin(228, 226, 220), 0.04)
    : jitter(rng, rng.pick([lin(60, 58, 56), lin(150, 140, 130), lin(110, 100, 96)]), 0.1)
  const flecks: Rgb[] = [scale(base, 0.4), scale(base, 1.5), lin(150, 110, 90), lin(30, 30, 30)]
  const s = rng.int(1 << 30)
  return {
    name: marble ? 'marble' : 'granite',
    gloss: 0.3 + rng.float() * 0.3,
    shininess: 60 + rng.float() * 100,
    albedo(x, y) {
      if (marble) {
        // A few soft grey veins where a warped noise crosses its middle, over a cloudy ground.
        const n = fbm(x * 0.03 + fbm(x * 0.05, y * 0.05, s + 4, 3) * 1.5, y * 0.03, s, 4)
        const vein = Math.max(0, 1 - Math.abs(n - 0.5) * 60) * (0.4 + 0.6 * fbm(x * 0.1, y * 0.1, s + 5, 2))
        const cloud = 0.1 * fbm(x * 0.15, y * 0.15, s + 2, 3)
        return mix(base, lin(130, 130, 136), vein * 0.55 + cloud)
      }
      const n = valueNoise(x * 3.2, y * 3.2, s)
      const m = valueNoise(x * 1.7 + 5, y * 1.7, s + 1)
      let c = base
      if (n > 0.72) c = flecks[Math.floor(m * 4) & 3]!
      return scale(c, 0.9 + 0.2 * valueNoise(x * 6, y * 6, s + 2))
    },
  }
}

function felt(rng: Rng): Surface {
  const c0 =
    rng.float() < 0.5
      ? hsvLinear(rng.float() * 360, 0.3 + rng.float() * 0.5, 0.3 + rng.float() * 0.5)
      : jitter(rng, lin(205, 192, 170), 0.05)
  const s = rng.int(1 << 30)
  return {
    name: 'linen',
    gloss: 0.01,
    shininess: 4,
    albedo(x, y) {
      const weave = 0.9 + 0.1 * valueNoise(x * 5, y * 1.2, s) * valueNoise(x * 1.2, y * 5, s + 1)
      const fold = 0.86 + 0.2 * fbm(x * 0.03 + y * 0.05, y * 0.06, s + 2, 3)
      return scale(c0, weave * fold)
    },
  }
}

/** Crumbs and coffee rings over a surface. */
function withLife(rng: Rng, inner: Surface, cx: number, cy: number): Surface {
  const crumbs: [number, number, number, Rgb][] = []
  const nc = rng.int(3) === 0 ? 0 : rng.int(25)
  for (let i = 0; i < nc; i++)
    crumbs.push([
      cx + (rng.float() * 2 - 1) * 30,
      cy + (rng.float() * 2 - 1) * 22,
      0.04 + rng.float() * 0.12,
      rng.pick([lin(190, 150, 90), lin(90, 60, 35), lin(240, 235, 220)]),
    ])
  const rings: [number, number, number][] = []
  if (rng.float() < 0.3)
    rings.push([cx + (rng.float() * 2 - 1) * 25, cy + (rng.float() * 2 - 1) * 18, 3.5 + rng.float()])
  return {
    ...inner,
    albedo(x, y) {
      let c = inner.albedo(x, y)
      for (const [rx, ry, r] of rings) {
        const d = Math.abs(Math.hypot(x - rx, y - ry) - r)
        if (d < 0.25) c = mix(c, scale(c, 0.7), 0.5 * (1 - d / 0.25))
      }
      for (const [kx, ky, r, col] of crumbs)
        if (Math.abs(x - kx) < r && Math.abs(y - ky) < r && Math.hypot(x - kx, y - ky) < r) c = col
      return c
    },
  }
}

export function drawSurface(rng: Rng, cx: number, cy: number): Surface {
  const k = rng.float()
  const base =
    k < 0.28
      ? wood(rng)
      : k < 0.42
        ? gingham(rng)
        : k < 0.56
          ? oilcloth(rng)
          : k < 0.72
            ? plain(rng)
            : k < 0.86
              ? stone(rng)
              : felt(rng)
  return withLife(rng, base, cx, cy)
}
