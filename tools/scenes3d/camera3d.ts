/**
 * A pinhole webcam with a little barrel distortion, looking down at the table from a height, tilted
 * towards the far side and rolled a little. Table coordinates are centimetres on the table plane
 * (x to the right, y away from the camera, z up); the camera aims at the table point (0, 0).
 */
import type { Rng } from '../../src/shared/engine/rng'

export type Vec3 = [number, number, number]

export interface CameraPose {
  width: number
  height: number
  /** Camera position in table centimetres. */
  pos: Vec3
  /** Unit vectors: image right, image down, viewing direction. */
  right: Vec3
  down: Vec3
  forward: Vec3
  /** Focal length in pixels, principal point and radial distortion (negative = barrel). */
  f: number
  cx: number
  cy: number
  k1: number
}

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

/** A camera as a family sets one up: 45-80 cm from the table, up to 20° from straight down. */
export function drawCamera(rng: Rng, width: number, height: number): CameraPose {
  const dist = 45 + rng.float() * 35
  const tilt = (rng.float() * 20 * Math.PI) / 180
  const roll = ((rng.float() * 2 - 1) * 4 * Math.PI) / 180
  // The play area (45-70 cm across at the aim point) fills the frame.
  const across = 45 + rng.float() * 25
  const f = (width / 2) * (dist / (across / 2))
  const s = Math.sin(tilt)
  const c = Math.cos(tilt)
  const forward: Vec3 = [0, s, -c]
  const r0: Vec3 = [1, 0, 0]
  const d0: Vec3 = [0, -c, -s]
  const cr = Math.cos(roll)
  const sr = Math.sin(roll)
  return {
    width,
    height,
    pos: [0, -dist * s, dist * c],
    right: [cr * r0[0] + sr * d0[0], cr * r0[1] + sr * d0[1], cr * r0[2] + sr * d0[2]],
    down: [-sr * r0[0] + cr * d0[0], -sr * r0[1] + cr * d0[1], -sr * r0[2] + cr * d0[2]],
    forward,
    f,
    cx: width / 2 + (rng.float() * 2 - 1) * 6,
    cy: height / 2 + (rng.float() * 2 - 1) * 6,
    k1: -0.08 + rng.float() * 0.09,
  }
}

/** Where a point (table cm, height z cm) appears in the picture, in pixels. */
export function project(cam: CameraPose, x: number, y: number, z = 0): [number, number] {
  const v: Vec3 = [x - cam.pos[0], y - cam.pos[1], z - cam.pos[2]]
  const zc = dot(v, cam.forward)
  const nx = dot(v, cam.right) / zc
  const ny = dot(v, cam.down) / zc
  const k = 1 + cam.k1 * (nx * nx + ny * ny)
  return [cam.cx + cam.f * nx * k, cam.cy + cam.f * ny * k]
}

/** Per pixel (pixel (u, v) is the point (u, v) of `project`), the viewing ray and where it meets the table. */
export interface RayField {
  dx: Float32Array
  dy: Float32Array
  dz: Float32Array
  /** Table point (cm) seen at the pixel. */
  tx: Float32Array
  ty: Float32Array
  /** Table centimetres per pixel there (for edge smoothing). */
  cmPerPx: Float32Array
}

export function rayField(cam: CameraPose): RayField {
  const n = cam.width * cam.height
  const field: RayField = {
    dx: new Float32Array(n),
    dy: new Float32Array(n),
    dz: new Float32Array(n),
    tx: new Float32Array(n),
    ty: new Float32Array(n),
    cmPerPx: new Float32Array(n),
  }
  const { right: r, down: d, forward: fw, pos } = cam
  for (let v = 0; v < cam.height; v++) {
    for (let u = 0; u < cam.width; u++) {
      const xd = (u - cam.cx) / cam.f
      const yd = (v - cam.cy) / cam.f
      let x = xd
      let y = yd
      for (let k = 0; k < 6; k++) {
        const s = 1 + cam.k1 * (x * x + y * y)
        x = xd / s
        y = yd / s
      }
      const dir: Vec3 = [
        fw[0] + x * r[0] + y * d[0],
        fw[1] + x * r[1] + y * d[1],
        fw[2] + x * r[2] + y * d[2],
      ]
      const i = v * cam.width + u
      field.dx[i] = dir[0]
      field.dy[i] = dir[1]
      field.dz[i] = dir[2]
      const t = -pos[2] / dir[2]
      field.tx[i] = pos[0] + t * dir[0]
      field.ty[i] = pos[1] + t * dir[1]
      const len = Math.sqrt(dot(dir, dir))
      // Distance along the ray over the focal length, stretched by the grazing angle.
      field.cmPerPx[i] = (t * len) / cam.f / Math.max(0.3, -dir[2] / len)
    }
  }
  return field
}
