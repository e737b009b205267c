/**
 * The room's light: one to three sources of different colour temperature, each with a real extent so
 * shadows have soft penumbras (shadow rays go to a few points spread over the source):
 *  - a ceiling lamp: a 10-25 cm disc 110-190 cm above the table, warm or neutral;
 *  - a window: light from a direction 20-60 degrees above the horizon spread over 6-14 degrees, cool;
 *  - a desk lamp: a small disc 35-70 cm away with a reflector that pools its light, warm.
 * Plus the room's ambient light, dimmed near contact (ambient occlusion, in render.ts).
 */
import type { Rng } from '../../src/shared/engine/rng'
import { between, hash3, kelvinRgb, type Rgb } from './noise'

export interface Light {
  name: 'ceiling' | 'window' | 'desk'
  /** Linear colour times strength. */
  colour: Rgb
  /** Disc lamps: centre, emitting axis (unit, towards the table), radius, tangent basis. */
  pos: number[]
  axis: number[]
  radius: number
  ta: number[]
  tb: number[]
  /** Reflector: cosines of the angle from the axis where the pool fades out / is full. */
  spot: [number, number] | null
  /** Window: unit direction towards the light and its angular half-spread; null for discs. */
  dir: number[] | null
  spread: number
  samples: number
  /** Mains flicker depth (a share of brightness that changes between pictures). */
  flicker: number
}

function basis(n: number[]): [number[], number[]] {
  const a = Math.abs(n[0]!) < 0.9 ? [1, 0, 0] : [0, 1, 0]
  const t = [n[1]! * a[2]! - n[2]! * a[1]!, n[2]! * a[0]! - n[0]! * a[2]!, n[0]! * a[1]! - n[1]! * a[0]!]
  const l = Math.hypot(t[0]!, t[1]!, t[2]!)
  const ta = t.map((x) => x / l)
  const tb = [
    n[1]! * ta[2]! - n[2]! * ta[1]!,
    n[2]! * ta[0]! - n[0]! * ta[2]!,
    n[0]! * ta[1]! - n[1]! * ta[0]!,
  ]
  return [ta, tb]
}

function disc(rng: Rng, name: 'ceiling' | 'desk', kelvin: number): Light {
  const ceiling = name === 'ceiling'
  const h = ceiling ? between(rng, 110, 190) : between(rng, 30, 55)
  const off = ceiling ? between(rng, 0, 90) : between(rng, 25, 55)
  const az = rng.float() * 2 * Math.PI
  const pos = [Math.cos(az) * off, Math.sin(az) * off, h]
  // A desk lamp's head points at a spot on the table near the view's centre.
  const aim = ceiling ? [pos[0]!, pos[1]!, 0] : [between(rng, -10, 10), between(rng, -10, 10), 0]
  const ax = [aim[0]! - pos[0]!, aim[1]! - pos[1]!, aim[2]! - pos[2]!]
  const l = Math.hypot(ax[0]!, ax[1]!, ax[2]!)
  const axis = ax.map((x) => x / l)
  const [ta, tb] = basis(axis)
  const inner = ceiling ? null : between(rng, 0.7, 0.85)
  return {
    name,
    colour: kelvinRgb(kelvin),
    pos,
    axis,
    radius: ceiling ? between(rng, 8, 25) : between(rng, 3, 6),
    ta,
    tb,
    spot: inner === null ? null : [inner - between(rng, 0.1, 0.25), inner],
    dir: null,
    spread: 0,
    samples: SAMPLES,
    flicker: rng.float() < 0.5 ? between(rng, 0.005, 0.03) : 0,
  }
}

function window(rng: Rng): Light {
  const el = (between(rng, 20, 60) * Math.PI) / 180
  const az = rng.float() * 2 * Math.PI
  const dir = [Math.cos(az) * Math.cos(el), Math.sin(az) * Math.cos(el), Math.sin(el)]
  const [ta, tb] = basis(dir)
  return {
    name: 'window',
    colour: kelvinRgb(between(rng, 5200, 7500)),
    pos: [0, 0, 0],
    axis: [0, 0, -1],
    radius: 0,
    ta,
    tb,
    spot: null,
    dir,
    spread: (between(rng, 6, 14) * Math.PI) / 180,
    samples: SAMPLES,
    flicker: 0,
  }
}

export interface Lighting {
  lights: Light[]
  ambient: Rgb
}

/** Irradiance at the table's centre from one light, unshadowed (to set the lights' shares). */
function centreIrradiance(l: Light): number {
  if (l.dir) return l.dir[2]!
  const d = Math.hypot(l.pos[0]!, l.pos[1]!, l.pos[2]!)
  const cosS = l.pos[2]! / d
  const cosL = (-l.axis[0]! * l.pos[0]! - l.axis[1]! * l.pos[1]! - l.axis[2]! * l.pos[2]!) / d
  return (cosS * Math.max(cosL, 0.05) * Math.PI * l.radius * l.radius) / (d * d)
}

export function drawLighting(rng: Rng): Lighting {
  const lights: Light[] = []
  const mainIsWindow = rng.float() < 0.4
  lights.push(mainIsWindow ? window(rng) : disc(rng, 'ceiling', between(rng, 2600, 4200)))
  const extra = rng.float() < 0.35 ? 0 : rng.float() < 0.65 ? 1 : 2
  const others = [mainIsWindow ? 'ceiling' : 'window', 'desk'] as const
  for (let i = 0; i < extra; i++) {
    const kind = others[i]!
    lights.push(
      kind === 'window'
        ? window(rng)
        : disc(rng, kind, kind === 'desk' ? between(rng, 2500, 3500) : between(rng, 2700, 4000)),
    )
  }
  const shares = [1, between(rng, 0.25, 0.8), between(rng, 0.2, 0.6)]
  lights.forEach((l, i) => {
    const k = shares[i]! / centreIrradiance(l)
    l.colour = [l.colour[0] * k, l.colour[1] * k, l.colour[2] * k]
  })
  const amb = between(rng, 0.15, 0.4)
  const tint = kelvinRgb(between(rng, 3500, 7000))
  return { lights, ambient: [tint[0] * amb, tint[1] * amb, tint[2] * amb] }
}

/**
 * Sets of `SAMPLES` points on the unit disc, each set stratified (one point per quarter of the square
 * mapped onto the disc) and jittered differently. A pixel picks sets by a hash of its position, so its
 * few shadow rays are spread differently from its neighbours' (grainy penumbras, not banded ones).
 */
export const SAMPLES = 4
export const SETS = 256
export const discSets: Float64Array = (() => {
  const out = new Float64Array(SETS * SAMPLES * 2)
  for (let m = 0; m < SETS; m++)
    for (let j = 0; j < SAMPLES; j++) {
      const a = ((j % 2) + hash3(m, j, 11)) / 2
      const b = (Math.floor(j / 2) + hash3(m, j, 12)) / 2
      const r = Math.sqrt(a)
      out[(m * SAMPLES + j) * 2] = r * Math.cos(2 * Math.PI * b)
      out[(m * SAMPLES + j) * 2 + 1] = r * Math.sin(2 * Math.PI * b)
    }
  return out
})()
