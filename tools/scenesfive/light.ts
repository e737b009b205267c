/**
 * The room's light: a lamp over or beside the table (a point light with a colour temperature), sometimes a
 * window (a broad directional light that fades across the table), a fill from the room, and a slowly
 * varying unevenness (shades, the camera's arm, people nearby).
 */
import type { Rng } from '../../src/shared/engine/rng'
import { fbm, kelvinRgb, scale, type Rgb } from './noise'

export interface Light {
  point: boolean
  /** Position (point light) or direction towards the light (directional), table cm. */
  p: [number, number, number]
  color: Rgb
  /** Penumbra growth per cm of height of the shadow caster. */
  soft: number
  /** Directional lights fade across the table along this direction (per cm). */
  fade: [number, number]
}

export interface Lighting {
  lights: Light[]
  ambient: Rgb
  unevenSeed: number
  unevenAmp: number
  /** Centre of the view on the table (where a window's light has its mean strength). */
  center: [number, number]
  name: string
}

export function drawLighting(rng: Rng, cx: number, cy: number): Lighting {
  const lights: Light[] = []
  const lampK = 2600 + rng.float() * 1800
  const hasLamp = rng.float() < 0.85
  const hasWindow = !hasLamp || rng.float() < 0.45
  let name = ''
  if (hasLamp) {
    const a = rng.float() * Math.PI * 2
    const off = rng.float() < 0.4 ? rng.float() * 20 : 30 + rng.float() * 90
    const hgt = 70 + rng.float() * 110
    lights.push({
      point: true,
      p: [cx + Math.cos(a) * off, cy + Math.sin(a) * off, hgt],
      color: scale(kelvinRgb(lampK), 1.0 + rng.float() * 0.3),
      soft: 0.03 + rng.float() * 0.15,
      fade: [0, 0],
    })
    name += `lamp${Math.round(lampK / 100) * 100}`
  }
  if (hasWindow) {
    const a = rng.float() * Math.PI * 2
    const elev = ((15 + rng.float() * 45) * Math.PI) / 180
    const winK = 5200 + rng.float() * 2500
    const strength = hasLamp ? 0.25 + rng.float() * 0.5 : 0.8 + rng.float() * 0.4
    const fadeRate = 0.004 + rng.float() * 0.012
    lights.push({
      point: false,
      p: [Math.cos(a) * Math.cos(elev), Math.sin(a) * Math.cos(elev), Math.sin(elev)],
      color: scale(kelvinRgb(winK), strength),
      soft: 0.25 + rng.float() * 0.5,
      fade: [Math.cos(a) * fadeRate, Math.sin(a) * fadeRate],
    })
    name += (name ? '+' : '') + 'window'
  }
  const ambK = hasWindow ? 6500 + rng.float() * 2000 : lampK + 300
  const ambient = scale(kelvinRgb(ambK), 0.12 + rng.float() * 0.25)
  return {
    lights,
    ambient,
    unevenSeed: rng.int(1 << 30),
    unevenAmp: 0.1 + rng.float() * 0.35,
    center: [cx, cy],
    name,
  }
}

/** The light reaching table point (x, y, z) from light `l` on a surface of normal n, and its direction. */
export function lightAt(lg: Lighting, l: Light, x: number, y: number, z: number, out: Float32Array): number {
  if (l.point) {
    const dx = l.p[0] - x
    const dy = l.p[1] - y
    const dz = l.p[2] - z
    const d2 = dx * dx + dy * dy + dz * dz
    const d = Math.sqrt(d2)
    out[0] = dx / d
    out[1] = dy / d
    out[2] = dz / d
    // Normalised so that the light straight under a lamp 100 cm up is 1.
    return 10000 / d2
  }
  out[0] = l.p[0]
  out[1] = l.p[1]
  out[2] = l.p[2]
  return Math.max(0.25, 1 - (x - lg.center[0]) * l.fade[0] - (y - lg.center[1]) * l.fade[1])
}

/** Slowly varying brightness factor (shades and people around the table). */
export function uneven(lg: Lighting, x: number, y: number): number {
  return 1 - lg.unevenAmp * 0.5 + lg.unevenAmp * fbm(x * 0.025, y * 0.025, lg.unevenSeed, 2)
}
