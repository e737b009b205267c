/**
 * The room's light over one table: a lamp (a small round shade at a height, warm or cool, somewhere
 * around the table) plus ambient light from the room that varies gently across the table. Precomputes
 * what the empty table receives per pixel, so frames only add the tokens and their shadows.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Rgb } from './box'
import type { CameraPose, RayField, Vec3 } from './camera3d'
import { fbm } from './noise'
import type { TableTop } from './tables'

export interface Lamp {
  pos: Vec3
  /** Radius of the shade's opening (cm): the softness of the shadows. */
  radius: number
  /** Linear colour times power, scaled so that a point 1 m below receives about `colour`. */
  colour: Rgb
  ambient: Rgb
}

/** Colour of a lamp of colour temperature warm (0) .. cool (1), linear. */
const lampTint = (t: number): Rgb => [1, 0.78 + 0.2 * t, 0.55 + 0.42 * t]

export function drawLamp(rng: Rng): Lamp {
  // A ceiling or pendant lamp over the table, or (one table in three) a low desk lamp to one side.
  const desk = rng.float() < 0.33
  const height = desk ? 35 + rng.float() * 25 : 60 + rng.float() * 100
  const a = rng.float() * 2 * Math.PI
  const off = desk ? height * (0.8 + rng.float() * 0.8) : rng.float() * height * 0.8
  const tint = lampTint(rng.float())
  const amb = lampTint(0.3 + rng.float() * 0.7)
  const share = 0.25 + rng.float() * 0.45
  return {
    pos: [Math.cos(a) * off, Math.sin(a) * off, height],
    radius: 4 + rng.float() * 20,
    colour: tint.map((c) => c * (1 - share) * 1e4) as Rgb,
    ambient: amb.map((c) => c * share) as Rgb,
  }
}

export interface LitTable {
  /** Albedo of the empty table, linear RGB per pixel. */
  albedo: Float32Array
  /** Lamp irradiance reaching the table (scalar, times lamp colour), per pixel. */
  direct: Float32Array
  /** Ambient share per pixel (gentle gradient across the room). */
  ambient: Float32Array
  /** Lamp's sheen off the table, per pixel (scalar, times lamp colour). */
  sheen: Float32Array
}

export function lightTable(
  cam: CameraPose,
  field: RayField,
  top: TableTop,
  lamp: Lamp,
  seed: number,
): LitTable {
  const n = cam.width * cam.height
  const lit: LitTable = {
    albedo: new Float32Array(n * 3),
    direct: new Float32Array(n),
    ambient: new Float32Array(n),
    sheen: new Float32Array(n),
  }
  const lin = (c: number): number => {
    const s = Math.min(1, Math.max(0, c / 255))
    return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
  }
  for (let i = 0; i < n; i++) {
    const x = field.tx[i]!
    const y = field.ty[i]!
    const c = top.colour(x, y, field.cmPerPx[i]!)
    lit.albedo[3 * i] = lin(c[0])
    lit.albedo[3 * i + 1] = lin(c[1])
    lit.albedo[3 * i + 2] = lin(c[2])
    const lx = lamp.pos[0] - x
    const ly = lamp.pos[1] - y
    const lz = lamp.pos[2]
    const d2 = lx * lx + ly * ly + lz * lz
    const d = Math.sqrt(d2)
    // Lambert on the flat table, inverse square, and the shade's cone narrowing the light.
    const cos = lz / d
    lit.direct[i] = (cos * Math.pow(cos, 1.5)) / d2
    lit.ambient[i] = 0.85 + 0.3 * fbm(x * 0.012, y * 0.012, seed, 2)
    if (top.sheen > 0) {
      const vx = cam.pos[0] - x
      const vy = cam.pos[1] - y
      const vz = cam.pos[2]
      const vd = Math.hypot(vx, vy, vz)
      const hx = lx / d + vx / vd
      const hy = ly / d + vy / vd
      const hz = lz / d + vz / vd
      const nh = hz / Math.hypot(hx, hy, hz)
      lit.sheen[i] = (top.sheen * Math.pow(nh, top.shininess)) / d2
    }
  }
  return lit
}
