/**
 * Everything standing on the table is one kind of solid: a flat 2D shape extruded to a height (an
 * animal piece 3-6 mm thick, a card, a scoring chip, a phone, a mug), placed by a rigid transform that
 * may tilt it (a piece leaning on another). The shape is a signed distance field, so a ray is marched
 * through the solid's slab in steps as long as the distance to the outline (exact, no polygons), and a
 * side wall's normal is the field's gradient.
 */

/** A 2D outline in its own (u, v) frame: negative inside, positive outside, in cm. */
export interface Shape2 {
  u0: number
  v0: number
  u1: number
  v1: number
  sdf(u: number, v: number): number
}

export type Face = 'top' | 'side' | 'bottom'

/** What a surface looks like at a point: linear albedo, specular strength and sharpness. */
export interface Surf {
  r: number
  g: number
  b: number
  spec: number
  shine: number
}

export interface Solid {
  id: number
  shape: Shape2
  height: number
  /** World = t + u * eu + v * ev + w * ew (ev may be mirrored: a piece lying on its other face). */
  t: number[]
  eu: number[]
  ev: number[]
  ew: number[]
  /** World bounding box [x0, y0, z0, x1, y1, z1]. */
  box: number[]
  /** Radius (cm) over which the top face's edge is rounded; 0 for a sharp edge. */
  bevel: number
  /** The surface at a local point of a face. */
  material(u: number, v: number, w: number, face: Face, out: Surf): void
}

export function makeSolid(
  id: number,
  shape: Shape2,
  height: number,
  frame: { t: number[]; eu: number[]; ev: number[]; ew: number[] },
  material: Solid['material'],
  bevel = 0,
): Solid {
  const box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity]
  for (const u of [shape.u0, shape.u1])
    for (const v of [shape.v0, shape.v1])
      for (const w of [0, height])
        for (let k = 0; k < 3; k++) {
          const p = frame.t[k]! + u * frame.eu[k]! + v * frame.ev[k]! + w * frame.ew[k]!
          box[k] = Math.min(box[k]!, p)
          box[k + 3] = Math.max(box[k + 3]!, p)
        }
  return { id, shape, height, ...frame, box, material, bevel }
}

/** The nearest hit of a ray, filled in by `hitSolid`. */
export interface Hit {
  s: number
  face: Face
  u: number
  v: number
  w: number
  /** World normal. */
  nx: number
  ny: number
  nz: number
}

/** Scratch span [t0, t1, entry axis] of the slab clipping (a typed array: no boxing of numbers). */
const span = new Float64Array(3)

/** Clip span to the ray's stretch between planes lo and hi of axis k; false once the span is empty. */
function clip(k: number, o: number, d: number, lo: number, hi: number): boolean {
  if (d > -1e-12 && d < 1e-12) return o >= lo && o <= hi
  let a = (lo - o) / d
  let c = (hi - o) / d
  if (a > c) {
    const x = a
    a = c
    c = x
  }
  if (a > span[0]!) {
    span[0] = a
    span[2] = k
  }
  if (c < span[1]!) span[1] = c
  return span[0]! <= span[1]!
}

/** Slab test of a ray against an axis-aligned box; true if it may cross it before tmax. */
export function rayBox(
  b: number[],
  ox: number,
  oy: number,
  oz: number,
  d: Float64Array,
  tmax: number,
): boolean {
  span[0] = 0
  span[1] = tmax
  return (
    clip(0, ox, d[0]!, b[0]!, b[3]!) && clip(1, oy, d[1]!, b[1]!, b[4]!) && clip(2, oz, d[2]!, b[2]!, b[5]!)
  )
}

const EPS = 0.004

/**
 * March a ray through one solid. Returns the distance along the ray or -1; fills `hit` when given.
 * `o` and `d` are the world origin and unit direction.
 */
export function hitSolid(
  s: Solid,
  ox: number,
  oy: number,
  oz: number,
  d: Float64Array,
  tmax: number,
  hit: Hit | null,
): number {
  const rx = ox - s.t[0]!
  const ry = oy - s.t[1]!
  const rz = oz - s.t[2]!
  const eu = s.eu
  const ev = s.ev
  const ew = s.ew
  const shape = s.shape
  // Local origin and direction (eu, ev, ew are orthonormal, so the transpose inverts them).
  const lu = rx * eu[0]! + ry * eu[1]! + rz * eu[2]!
  const lv = rx * ev[0]! + ry * ev[1]! + rz * ev[2]!
  const lw = rx * ew[0]! + ry * ew[1]! + rz * ew[2]!
  const du = d[0]! * eu[0]! + d[1]! * eu[1]! + d[2]! * eu[2]!
  const dv = d[0]! * ev[0]! + d[1]! * ev[1]! + d[2]! * ev[2]!
  const dw = d[0]! * ew[0]! + d[1]! * ew[1]! + d[2]! * ew[2]!
  span[0] = 0
  span[1] = tmax
  span[2] = -1
  if (
    !clip(0, lu, du, shape.u0, shape.u1) ||
    !clip(1, lv, dv, shape.v0, shape.v1) ||
    !clip(2, lw, dw, 0, s.height)
  )
    return -1
  const t1 = span[1]!
  const axis = span[2]!
  const lat = Math.sqrt(du * du + dv * dv)
  let t = span[0]!
  for (let i = 0; i < 96; i++) {
    const u = lu + t * du
    const v = lv + t * dv
    const dist = shape.sdf(u, v)
    if (dist < EPS) {
      if (hit)
        fill(s, hit, t, u, v, lw + t * dw, i === 0 && axis === 2 ? (dw < 0 ? 'top' : 'bottom') : 'side')
      return t
    }
    if (lat < 1e-9) return -1
    t += Math.max(dist, EPS * 0.5) / lat
    if (t > t1) return -1
  }
  return -1
}

function fill(s: Solid, hit: Hit, t: number, u: number, v: number, w: number, face: Face): void {
  hit.s = t
  hit.face = face
  hit.u = u
  hit.v = v
  hit.w = w
  let a = 0
  let b = 0
  let c = 0
  if (face === 'top') c = 1
  else if (face === 'bottom') c = -1
  else {
    const e = 0.01
    a = s.shape.sdf(u + e, v) - s.shape.sdf(u - e, v)
    b = s.shape.sdf(u, v + e) - s.shape.sdf(u, v - e)
    const n = Math.hypot(a, b) || 1
    a /= n
    b /= n
  }
  hit.nx = a * s.eu[0]! + b * s.ev[0]! + c * s.ew[0]!
  hit.ny = a * s.eu[1]! + b * s.ev[1]! + c * s.ew[1]!
  hit.nz = a * s.eu[2]! + b * s.ev[2]! + c * s.ew[2]!
}

/** Analytic shapes for the table's clutter. */
export function roundRect(hw: number, hh: number, r: number): Shape2 {
  return {
    u0: -hw,
    v0: -hh,
    u1: hw,
    v1: hh,
    sdf(u, v) {
      const qx = Math.abs(u) - hw + r
      const qy = Math.abs(v) - hh + r
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
    },
  }
}

export function disc(r: number): Shape2 {
  return { u0: -r, v0: -r, u1: r, v1: r, sdf: (u, v) => Math.hypot(u, v) - r }
}
