/**
 * The webcam clamped over the table: a pinhole at a height, tilted up to about 25 degrees, with a small
 * roll and radial lens distortion. Table coordinates are centimetres on the table top (z up, z = 0 the
 * table); picture coordinates are pixels.
 */
import type { Rng } from '../../src/shared/engine/rng'

export type Vec3 = [number, number, number]

export interface Lens {
  width: number
  height: number
  /** Camera position (cm). */
  c: Vec3
  /** Camera axes in table coordinates: picture right, picture down, forward. */
  r: Vec3
  d: Vec3
  f: Vec3
  /** Focal length in pixels and the principal point. */
  focal: number
  cx: number
  cy: number
  /** Radial distortion on the radius normalised by the half diagonal. */
  k1: number
  k2: number
  /** Normalised radius of the half diagonal (for the distortion's scale). */
  rmax: number
  /** Where each pixel's ray meets the table (z = 0), cm. */
  tableX: Float32Array
  tableY: Float32Array
  /** Centimetres per pixel on the table at each pixel (for antialiasing). */
  cmPerPx: Float32Array
}

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2])
  return [a[0] / l, a[1] / l, a[2] / l]
}

/** A camera drawn for one table: `cardPx` is how long the action card's long side (`cardCm`) looks mid-picture. */
export function drawLens(rng: Rng, width: number, height: number, cardCm: number): Lens {
  const cardPx = 92 + rng.float() * 36
  const hfov = ((52 + rng.float() * 22) * Math.PI) / 180
  const focal = width / 2 / Math.tan(hfov / 2)
  // Distance along the axis at which the card has the wanted size.
  const dist = (focal * cardCm) / cardPx
  const tilt = rng.float() < 0.25 ? rng.float() * 0.06 : (rng.float() * 25 * Math.PI) / 180
  const yaw = rng.float() * Math.PI * 2
  const h: Vec3 = [Math.cos(yaw), Math.sin(yaw), 0]
  const c: Vec3 = [h[0] * Math.sin(tilt) * dist, h[1] * Math.sin(tilt) * dist, Math.cos(tilt) * dist]
  const f = norm([-c[0], -c[1], -c[2]])
  // Picture down points at the camera's own side of the table (the near edge is at the bottom).
  let d = norm([h[0] - dot(h, f) * f[0], h[1] - dot(h, f) * f[1], h[2] - dot(h, f) * f[2]])
  if (tilt < 1e-3) d = norm([h[0], h[1], 0])
  let r = cross(d, f)
  const roll = ((rng.float() * 2 - 1) * 4 * Math.PI) / 180
  const cr = Math.cos(roll)
  const sr = Math.sin(roll)
  const r2: Vec3 = [r[0] * cr + d[0] * sr, r[1] * cr + d[1] * sr, r[2] * cr + d[2] * sr]
  const d2: Vec3 = [d[0] * cr - r[0] * sr, d[1] * cr - r[1] * sr, d[2] * cr - r[2] * sr]
  r = r2
  d = d2
  const cx = width / 2 + (rng.float() * 2 - 1) * 6
  const cy = height / 2 + (rng.float() * 2 - 1) * 6
  const k1 = -0.11 + rng.float() * 0.14
  const k2 = (rng.float() * 2 - 1) * 0.02
  const rmax = Math.hypot(width / 2, height / 2) / focal
  const lens: Lens = {
    width,
    height,
    c,
    r,
    d,
    f,
    focal,
    cx,
    cy,
    k1,
    k2,
    rmax,
    tableX: new Float32Array(width * height),
    tableY: new Float32Array(width * height),
    cmPerPx: new Float32Array(width * height),
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const p = pixelToTable(lens, x + 0.5, y + 0.5, 0)
      lens.tableX[i] = p[0]
      lens.tableY[i] = p[1]
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const j = x + 1 < width ? i + 1 : i - 1
      const k = y + 1 < height ? i + width : i - width
      const a = Math.hypot(lens.tableX[j]! - lens.tableX[i]!, lens.tableY[j]! - lens.tableY[i]!)
      const b = Math.hypot(lens.tableX[k]! - lens.tableX[i]!, lens.tableY[k]! - lens.tableY[i]!)
      lens.cmPerPx[i] = Math.sqrt(a * b)
    }
  }
  return lens
}

function distortFactor(lens: Lens, rn: number): number {
  const q = (rn / lens.rmax) ** 2
  return 1 + lens.k1 * q + lens.k2 * q * q
}

/** Where a table point (cm, height z) appears in the picture, pixels. */
export function project(lens: Lens, x: number, y: number, z: number): [number, number] {
  const v: Vec3 = [x - lens.c[0], y - lens.c[1], z - lens.c[2]]
  const zc = dot(v, lens.f)
  const xn = dot(v, lens.r) / zc
  const yn = dot(v, lens.d) / zc
  const k = distortFactor(lens, Math.hypot(xn, yn))
  return [lens.cx + lens.focal * xn * k, lens.cy + lens.focal * yn * k]
}

/** The point at height z seen at picture pixel (px, py). */
export function pixelToTable(lens: Lens, px: number, py: number, z: number): [number, number] {
  const xd = (px - lens.cx) / lens.focal
  const yd = (py - lens.cy) / lens.focal
  const rd = Math.hypot(xd, yd)
  // Undistort: solve rn * k(rn) = rd by fixed-point iteration.
  let rn = rd
  for (let i = 0; i < 6; i++) rn = rd / distortFactor(lens, rn)
  const s = rd > 1e-12 ? rn / rd : 1
  const xn = xd * s
  const yn = yd * s
  const dir: Vec3 = [
    lens.f[0] + xn * lens.r[0] + yn * lens.d[0],
    lens.f[1] + xn * lens.r[1] + yn * lens.d[1],
    lens.f[2] + xn * lens.r[2] + yn * lens.d[2],
  ]
  const t = (z - lens.c[2]) / dir[2]
  return [lens.c[0] + t * dir[0], lens.c[1] + t * dir[1]]
}
