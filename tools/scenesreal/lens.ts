/**
 * The webcam's geometry: a pinhole on a stand or a laptop lid looking down at the table at a mild
 * angle, with the slight barrel distortion of a cheap wide lens. Table points are in centimetres
 * (x to the right, y away from the person in front of the camera); pictures in pixels.
 */
import type { Rng } from '../../src/shared/engine/rng'

type Vec3 = [number, number, number]

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
const unit = (a: Vec3): Vec3 => {
  const n = Math.hypot(a[0], a[1], a[2])
  return [a[0] / n, a[1] / n, a[2] / n]
}

export interface Lens {
  width: number
  height: number
  /** Table point (cm) -> picture pixel, distortion included. */
  toImage(x: number, y: number): [number, number]
  /** Picture pixel -> table point (cm): where that pixel's ray meets the table. */
  toTable(u: number, v: number): [number, number]
  /** Height of the camera above the table, cm (for the side walls of tokens seen at an angle). */
  position: Vec3
}

/** A camera drawn from what webcams on stands and laptop screens see: 50-75 cm of table across. */
export function drawLens(rng: Rng, width: number, height: number): Lens {
  const hfov = ((58 + rng.float() * 20) * Math.PI) / 180
  const viewWidth = 50 + rng.float() * 25
  const tilt = ((4 + rng.float() * 24) * Math.PI) / 180
  const yaw = ((rng.float() * 2 - 1) * 8 * Math.PI) / 180
  const roll = ((rng.float() * 2 - 1) * 2.5 * Math.PI) / 180
  const k = 0.02 + rng.float() * 0.06
  const dist = viewWidth / 2 / Math.tan(hfov / 2)
  const target: Vec3 = [0, 0, 0]
  const away: Vec3 = [-Math.sin(yaw), Math.cos(yaw), 0]
  const back = dist * Math.sin(tilt)
  const position: Vec3 = [-away[0] * back, -away[1] * back, dist * Math.cos(tilt)]
  const f = unit(sub(target, position))
  const r0 = unit(cross(f, away))
  const d0 = cross(f, r0)
  const [cr, sr] = [Math.cos(roll), Math.sin(roll)]
  const r: Vec3 = [0, 1, 2].map((i) => r0[i]! * cr + d0[i]! * sr) as Vec3
  const dn: Vec3 = [0, 1, 2].map((i) => d0[i]! * cr - r0[i]! * sr) as Vec3
  const focal = width / 2 / Math.tan(hfov / 2)
  const cx = (width - 1) / 2
  const cy = (height - 1) / 2
  const half = Math.hypot(cx, cy)

  // Barrel: a pixel at distorted radius rd (in half-diagonals) shows the ideal ray at rd (1 + k rd^2).
  const undistort = (u: number, v: number): [number, number] => {
    const dx = (u - cx) / half
    const dy = (v - cy) / half
    const s = 1 + k * (dx * dx + dy * dy)
    return [cx + dx * s * half, cy + dy * s * half]
  }
  const distort = (u: number, v: number): [number, number] => {
    const ix = (u - cx) / half
    const iy = (v - cy) / half
    const ri = Math.hypot(ix, iy)
    if (ri === 0) return [u, v]
    let rd = ri
    for (let i = 0; i < 6; i++) rd -= (rd * (1 + k * rd * rd) - ri) / (1 + 3 * k * rd * rd)
    return [cx + ((ix * rd) / ri) * half, cy + ((iy * rd) / ri) * half]
  }
  return {
    width,
    height,
    position,
    toImage(x, y) {
      const q = sub([x, y, 0], position)
      const z = dot(q, f)
      return distort(cx + (focal * dot(q, r)) / z, cy + (focal * dot(q, dn)) / z)
    },
    toTable(u, v) {
      const [iu, iv] = undistort(u, v)
      const xn = (iu - cx) / focal
      const yn = (iv - cy) / focal
      const dir: Vec3 = [0, 1, 2].map((i) => f[i]! + r[i]! * xn + dn[i]! * yn) as Vec3
      const t = -position[2] / dir[2]
      return [position[0] + t * dir[0], position[1] + t * dir[1]]
    },
  }
}
