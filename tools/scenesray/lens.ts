/**
 * The camera over the table: a pinhole with its own focal length and a slightly off-centre principal
 * point, mounted 35-100 cm above the table and tilted 0-30 degrees from looking straight down (the far
 * side of the table at the top of the picture), rolled a little, and a cheap lens's barrel distortion.
 *
 * Distortion is modelled from the picture side: a pixel at distorted radius r (in focal units) looks
 * along the undistorted direction r * (1 + k1 r^2 + k2 r^4). Rendering needs exactly that (pixel to
 * ray); the rarer world-to-pixel direction inverts it with Newton steps.
 *
 * World units are centimetres; the table is the plane z = 0 and the optical axis meets it at the origin.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { between } from './noise'

export interface Lens {
  width: number
  height: number
  /** Focal length in pixels. */
  f: number
  cx: number
  cy: number
  k1: number
  k2: number
  /** Camera centre and its axes in the world: right and down along the picture, fwd the optical axis. */
  pos: [number, number, number]
  right: [number, number, number]
  down: [number, number, number]
  fwd: [number, number, number]
  /** Table width seen across the middle of the picture, cm. */
  viewCm: number
}

/** Draw a camera: 45-80 cm of table across, a 50-75 degree horizontal field, tilt, yaw, roll. */
export function drawLens(rng: Rng, width: number, height: number): Lens {
  const viewCm = between(rng, 45, 80)
  const hfov = (between(rng, 50, 75) * Math.PI) / 180
  const dist = viewCm / (2 * Math.tan(hfov / 2))
  const tilt = (Math.pow(rng.float(), 0.8) * 30 * Math.PI) / 180
  const yaw = rng.float() * 2 * Math.PI
  const roll = (between(rng, -6, 6) * Math.PI) / 180
  const h: [number, number] = [Math.cos(yaw), Math.sin(yaw)]
  const fwd: [number, number, number] = [Math.sin(tilt) * h[0], Math.sin(tilt) * h[1], -Math.cos(tilt)]
  const up0: [number, number, number] = [Math.cos(tilt) * h[0], Math.cos(tilt) * h[1], Math.sin(tilt)]
  const down0: [number, number, number] = [-up0[0], -up0[1], -up0[2]]
  const right0 = cross(down0, fwd)
  const [c, s] = [Math.cos(roll), Math.sin(roll)]
  const right = add(scale(right0, c), scale(down0, s))
  const down = add(scale(down0, c), scale(right0, -s))
  return {
    width,
    height,
    f: (width * dist) / viewCm,
    cx: (width - 1) / 2 + between(rng, -0.02, 0.02) * width,
    cy: (height - 1) / 2 + between(rng, -0.02, 0.02) * height,
    k1: between(rng, 0.01, 0.14),
    k2: between(rng, 0, 0.05),
    pos: [-fwd[0] * dist, -fwd[1] * dist, -fwd[2] * dist],
    right,
    down,
    fwd,
    viewCm,
  }
}

/** The unit direction pixel (px, py) looks along (pixel centres at integer coordinates). */
export function pixelRay(l: Lens, px: number, py: number, out: Float64Array): void {
  const xd = (px - l.cx) / l.f
  const yd = (py - l.cy) / l.f
  const r2 = xd * xd + yd * yd
  const k = 1 + l.k1 * r2 + l.k2 * r2 * r2
  const xu = xd * k
  const yu = yd * k
  const dx = l.fwd[0] + xu * l.right[0] + yu * l.down[0]
  const dy = l.fwd[1] + xu * l.right[1] + yu * l.down[1]
  const dz = l.fwd[2] + xu * l.right[2] + yu * l.down[2]
  const n = 1 / Math.sqrt(dx * dx + dy * dy + dz * dz)
  out[0] = dx * n
  out[1] = dy * n
  out[2] = dz * n
}

/** Where a world point appears in the picture (may be outside it); null behind the camera. */
export function project(l: Lens, x: number, y: number, z: number): [number, number] | null {
  const vx = x - l.pos[0]
  const vy = y - l.pos[1]
  const vz = z - l.pos[2]
  const zc = vx * l.fwd[0] + vy * l.fwd[1] + vz * l.fwd[2]
  if (zc <= 1e-6) return null
  const xu = (vx * l.right[0] + vy * l.right[1] + vz * l.right[2]) / zc
  const yu = (vx * l.down[0] + vy * l.down[1] + vz * l.down[2]) / zc
  const ru = Math.hypot(xu, yu)
  let rd = ru
  for (let i = 0; i < 8; i++) {
    const r2 = rd * rd
    const g = rd * (1 + l.k1 * r2 + l.k2 * r2 * r2) - ru
    const dg = 1 + 3 * l.k1 * r2 + 5 * l.k2 * r2 * r2
    rd -= g / dg
  }
  const k = ru > 1e-12 ? rd / ru : 1
  return [l.cx + xu * k * l.f, l.cy + yu * k * l.f]
}

/** The table point (z = 0) seen at pixel (px, py). */
export function tablePoint(l: Lens, px: number, py: number): [number, number] {
  const d = new Float64Array(3)
  pixelRay(l, px, py, d)
  const s = -l.pos[2] / d[2]!
  return [l.pos[0] + s * d[0]!, l.pos[1] + s * d[1]!]
}

export function cross(a: number[], b: number[]): [number, number, number] {
  return [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!]
}
function add(a: number[], b: number[]): [number, number, number] {
  return [a[0]! + b[0]!, a[1]! + b[1]!, a[2]! + b[2]!]
}
function scale(a: number[], k: number): [number, number, number] {
  return [a[0]! * k, a[1]! * k, a[2]! * k]
}
