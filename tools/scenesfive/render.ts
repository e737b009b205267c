/**
 * Renders prisms (animal tokens, the card, fixed objects) standing on the table through the lens, per
 * pixel: every pixel's ray is intersected with a prism's top plane (flat or tilted when the token rests on
 * another) and marched down its walls; the top is lit with its bevelled edge, the walls with their own
 * normals, and each piece casts a soft shadow per light plus contact darkening on the table.
 */
import { sampleColor, sampleSdf, type Art } from './art'
import type { Lens } from './lens'
import { project } from './lens'
import { lightAt, uneven, type Lighting } from './light'

/** One prism lying on the table. Local x is rotated by `angle` and mirrored by `flip` (+1 or -1). */
export interface Piece {
  art: Art
  x: number
  y: number
  angle: number
  flip: number
  /** Base height at (x, y) and its slope (a token resting on another is tilted). */
  z0: number
  gx: number
  gy: number
}

export interface Scene {
  lens: Lens
  lighting: Lighting
}

interface Hit {
  covTop: number
  covAll: number
  /** Local coordinates of the top hit, and world position. */
  lx: number
  ly: number
  wx: number
  wy: number
  wz: number
  /** Wall hit: local coordinates, height fraction (0 bottom, 1 top). */
  sx: number
  sy: number
  sFrac: number
}

const H: Hit = { covTop: 0, covAll: 0, lx: 0, ly: 0, wx: 0, wy: 0, wz: 0, sx: 0, sy: 0, sFrac: 0 }

/** Picture box [x0, y0, x1, y1] (inclusive, clipped) that covers a piece and `extra` cm around it. */
export function pieceBox(lens: Lens, p: Piece, extra = 0, shift: [number, number][] = []): number[] {
  const r = p.art.radius + extra
  const zTop = p.z0 + p.art.thickness + Math.hypot(p.gx, p.gy) * r
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  const offs: [number, number][] = [[0, 0], ...shift]
  for (const [ox, oy] of offs) {
    for (let k = 0; k < 16; k++) {
      const a = (k / 16) * Math.PI * 2
      for (const z of [0, zTop]) {
        const [u, v] = project(lens, p.x + ox + Math.cos(a) * r * 1.05, p.y + oy + Math.sin(a) * r * 1.05, z)
        x0 = Math.min(x0, u)
        y0 = Math.min(y0, v)
        x1 = Math.max(x1, u)
        y1 = Math.max(y1, v)
      }
    }
  }
  return [
    Math.max(0, Math.floor(x0) - 2),
    Math.max(0, Math.floor(y0) - 2),
    Math.min(lens.width - 1, Math.ceil(x1) + 2),
    Math.min(lens.height - 1, Math.ceil(y1) + 2),
  ]
}

/** Intersects pixel i's ray with piece p; fills H and returns the piece's coverage of the pixel. */
function hit(lens: Lens, p: Piece, cos: number, sin: number, i: number, wallSamples: number): number {
  const X0 = lens.tableX[i]!
  const Y0 = lens.tableY[i]!
  const [Cx, Cy, Cz] = lens.c
  const px = lens.cmPerPx[i]!
  const den = 1 - (p.gx * (Cx - X0) + p.gy * (Cy - Y0)) / Cz
  const baseAt0 = p.z0 + p.gx * (X0 - p.x) + p.gy * (Y0 - p.y)
  const t = p.art.thickness
  const zt = (baseAt0 + t) / den
  const zb = Math.max(0, baseAt0 / den)
  const ft = zt / Cz
  const fb = zb / Cz
  const tx = X0 + ft * (Cx - X0) - p.x
  const ty = Y0 + ft * (Cy - Y0) - p.y
  const bx = X0 + fb * (Cx - X0) - p.x
  const by = Y0 + fb * (Cy - Y0) - p.y
  const ltx = (tx * cos + ty * sin) * p.flip
  const lty = -tx * sin + ty * cos
  const lbx = (bx * cos + by * sin) * p.flip
  const lby = -bx * sin + by * cos
  const a = p.art
  // Quick reject: both ends far outside the piece.
  const far = a.radius + 2 * px
  if (Math.hypot(ltx, lty) > far && Math.hypot(lbx, lby) > far) {
    const mx = (ltx + lbx) / 2
    const my = (lty + lby) / 2
    if (Math.hypot(mx, my) > far + Math.hypot(ltx - lbx, lty - lby)) return 0
  }
  const dTop = sampleSdf(a, ltx, lty)
  let dMin = dTop
  let frac = -1
  for (let k = 1; k <= wallSamples; k++) {
    const s = k / wallSamples
    const lx = ltx + (lbx - ltx) * s
    const ly = lty + (lby - lty) * s
    const d = sampleSdf(a, lx, ly)
    if (d < dMin) dMin = d
    if (frac < 0 && d < 0) {
      frac = 1 - s
      H.sx = lx
      H.sy = ly
    }
  }
  H.covTop = Math.min(1, Math.max(0, 0.5 - dTop / px))
  H.covAll = Math.max(H.covTop, Math.min(1, Math.max(0, 0.5 - dMin / px)))
  if (frac < 0) {
    H.sx = lbx
    H.sy = lby
    frac = 0
  }
  H.sFrac = frac
  H.lx = ltx
  H.ly = lty
  H.wx = tx + p.x
  H.wy = ty + p.y
  H.wz = zt
  return H.covAll
}

/** Picture-pixel centroid of a piece's whole silhouette (top and edge), ignoring anything in front of it. */
export function silhouetteCentroid(lens: Lens, p: Piece): [number, number] {
  const [x0, y0, x1, y1] = pieceBox(lens, p)
  const cos = Math.cos(p.angle)
  const sin = Math.sin(p.angle)
  let sw = 0
  let sx = 0
  let sy = 0
  for (let y = y0!; y <= y1!; y++) {
    for (let x = x0!; x <= x1!; x++) {
      const c = hit(lens, p, cos, sin, y * lens.width + x, 3)
      if (c > 0) {
        sw += c
        sx += c * (x + 0.5)
        sy += c * (y + 0.5)
      }
    }
  }
  return sw > 0 ? [sx / sw, sy / sw] : project(lens, p.x, p.y, 0)
}

const L = new Float32Array(3)
const COL = new Float32Array(3)

/**
 * Light leaving a surface point towards the camera: albedo (a) under the room's lights with normal n,
 * plus a highlight. Writes linear RGB into out.
 */
export function shadePoint(
  s: Scene,
  x: number,
  y: number,
  z: number,
  nx: number,
  ny: number,
  nz: number,
  ar: number,
  ag: number,
  ab: number,
  gloss: number,
  shininess: number,
  out: Float32Array,
  o: number,
): void {
  const lg = s.lighting
  const amb = 0.55 + 0.45 * nz
  let er = lg.ambient[0] * amb
  let eg = lg.ambient[1] * amb
  let eb = lg.ambient[2] * amb
  let sr = 0
  let sg = 0
  let sb = 0
  let vx = 0
  let vy = 0
  let vz = 0
  if (gloss > 0) {
    vx = s.lens.c[0] - x
    vy = s.lens.c[1] - y
    vz = s.lens.c[2] - z
    const vl = Math.hypot(vx, vy, vz)
    vx /= vl
    vy /= vl
    vz /= vl
  }
  for (const l of lg.lights) {
    const k = lightAt(lg, l, x, y, z, L)
    const ndl = nx * L[0]! + ny * L[1]! + nz * L[2]!
    if (ndl <= 0) continue
    er += l.color[0] * k * ndl
    eg += l.color[1] * k * ndl
    eb += l.color[2] * k * ndl
    if (gloss > 0) {
      let hx = L[0]! + vx
      let hy = L[1]! + vy
      let hz = L[2]! + vz
      const hl = Math.hypot(hx, hy, hz)
      hx /= hl
      hy /= hl
      hz /= hl
      const ndh = Math.max(0, nx * hx + ny * hy + nz * hz)
      const sp = gloss * Math.pow(ndh, shininess) * k * (l.point ? 1 : 0.6)
      sr += l.color[0] * sp
      sg += l.color[1] * sp
      sb += l.color[2] * sp
    }
  }
  const u = uneven(lg, x, y)
  out[o] = (ar * er + sr) * u
  out[o + 1] = (ag * eg + sg) * u
  out[o + 2] = (ab * eb + sb) * u
}

const SHADED = new Float32Array(3)
const OUT = new Float64Array(2)

/**
 * The outline's outward direction at (lx, ly) in the piece's own frame (its distance field's gradient),
 * turned into the table's frame and of unit length, into OUT.
 */
function outward(a: Art, flip: number, cos: number, sin: number, lx: number, ly: number): void {
  const e = a.cell
  const dgx = sampleSdf(a, lx + e, ly) - sampleSdf(a, lx - e, ly)
  const dgy = sampleSdf(a, lx, ly + e) - sampleSdf(a, lx, ly - e)
  const gx = dgx * flip
  const wgx = gx * cos - dgy * sin
  const wgy = gx * sin + dgy * cos
  const gn = Math.hypot(wgx, wgy) || 1
  OUT[0] = wgx / gn
  OUT[1] = wgy / gn
}

/** Paints piece p over buf (linear RGB, three floats a pixel). */
export function drawPiece(s: Scene, buf: Float32Array, p: Piece, wallSamples: number): void {
  const lens = s.lens
  const a = p.art
  const [x0, y0, x1, y1] = pieceBox(lens, p)
  const cos = Math.cos(p.angle)
  const sin = Math.sin(p.angle)
  const gl = Math.hypot(p.gx, p.gy, 1)
  const bevel = Math.min(0.12, a.thickness * 0.3)
  for (let y = y0!; y <= y1!; y++) {
    for (let x = x0!; x <= x1!; x++) {
      const i = y * lens.width + x
      const cov = hit(lens, p, cos, sin, i, wallSamples)
      if (cov <= 0) continue
      const o = i * 3
      let r = 0
      let g = 0
      let b = 0
      if (H.covTop > 0) {
        sampleColor(a, H.lx, H.ly, COL)
        let nx = -p.gx / gl
        let ny = -p.gy / gl
        let nz = 1 / gl
        const d = sampleSdf(a, H.lx, H.ly)
        if (d > -bevel) {
          // The sanded edge rounds off: tilt the normal outwards.
          outward(a, p.flip, cos, sin, H.lx, H.ly)
          const tilt = 1.2 * (1 - -d / bevel)
          nx += OUT[0]! * tilt
          ny += OUT[1]! * tilt
          const nl = Math.hypot(nx, ny, nz)
          nx /= nl
          ny /= nl
          nz /= nl
        }
        shadePoint(s, H.wx, H.wy, H.wz, nx, ny, nz, COL[0]!, COL[1]!, COL[2]!, a.gloss, 30, SHADED, 0)
        r = SHADED[0]! * H.covTop
        g = SHADED[1]! * H.covTop
        b = SHADED[2]! * H.covTop
      }
      const side = cov - H.covTop
      if (side > 0) {
        outward(a, p.flip, cos, sin, H.sx, H.sy)
        const wgx = OUT[0]!
        const wgy = OUT[1]!
        const ao = 0.6 + 0.4 * H.sFrac
        const wx = H.sx * p.flip * cos - H.sy * sin + p.x
        const wy = H.sx * p.flip * sin + H.sy * cos + p.y
        const sc = a.side
        shadePoint(
          s,
          wx,
          wy,
          H.sFrac * a.thickness,
          wgx,
          wgy,
          0.15,
          sc[0] * ao,
          sc[1] * ao,
          sc[2] * ao,
          0,
          1,
          SHADED,
          0,
        )
        r += SHADED[0]! * side
        g += SHADED[1]! * side
        b += SHADED[2]! * side
      }
      buf[o] = buf[o]! * (1 - cov) + r
      buf[o + 1] = buf[o + 1]! * (1 - cov) + g
      buf[o + 2] = buf[o + 2]! * (1 - cov) + b
    }
  }
}

/** Multiplies into `shade` (one float a pixel) the shadows piece p casts on the table, and contact darkening. */
export function shadowPiece(s: Scene, shade: Float32Array, p: Piece, heightSamples: number): void {
  const lens = s.lens
  const lg = s.lighting
  const a = p.art
  const t = a.thickness
  const cos = Math.cos(p.angle)
  const sin = Math.sin(p.angle)
  // Share of the light on the table here that each light gives, and the shadow's offset per cm of height.
  const shares: number[] = []
  const offs: [number, number][] = []
  let total = (lg.ambient[0] + lg.ambient[1] + lg.ambient[2]) * 0.8
  for (const l of lg.lights) {
    const k = lightAt(lg, l, p.x, p.y, t, L)
    const e = Math.max(0, L[2]!) * k * (l.color[0] + l.color[1] + l.color[2])
    shares.push(e)
    total += e
    const lz = Math.max(0.12, L[2]!)
    offs.push([L[0]! / lz, L[1]! / lz])
  }
  for (let k = 0; k < shares.length; k++) shares[k] = shares[k]! / total
  const topZ = p.z0 + t
  const reach = Math.min(60, topZ * 1.2)
  const box = pieceBox(
    lens,
    p,
    0.6 + Math.min(3, t * 0.3),
    offs.map(([ox, oy]) => [-ox * reach, -oy * reach] as [number, number]),
  )
  const [x0, y0, x1, y1] = box
  const aoR = 0.12 + Math.min(2.5, t * 0.35)
  for (let y = y0!; y <= y1!; y++) {
    for (let x = x0!; x <= x1!; x++) {
      const i = y * lens.width + x
      const X = lens.tableX[i]!
      const Y = lens.tableY[i]!
      const px = lens.cmPerPx[i]!
      let f = 1
      for (let l = 0; l < offs.length; l++) {
        const [ox, oy] = offs[l]!
        let dMin = Infinity
        let hAt = topZ
        for (let k = 1; k <= heightSamples; k++) {
          const h = p.z0 + (t * k) / heightSamples
          const qx = X + ox * h - p.x
          const qy = Y + oy * h - p.y
          const lx = (qx * cos + qy * sin) * p.flip
          const ly = -qx * sin + qy * cos
          const d = sampleSdf(a, lx, ly)
          if (d < dMin) {
            dMin = d
            hAt = h
          }
        }
        const pen = 0.04 + lg.lights[l]!.soft * hAt + px * 0.5
        const occ = Math.min(1, Math.max(0, 0.5 - dMin / pen))
        f -= shares[l]! * occ * 0.92
      }
      const qx = X - p.x
      const qy = Y - p.y
      const d0 = sampleSdf(a, (qx * cos + qy * sin) * p.flip, -qx * sin + qy * cos)
      if (d0 < aoR) f *= 1 - 0.35 * (1 - Math.max(0, d0) / aoR) ** 2
      if (f < 1) shade[i] = shade[i]! * Math.max(0.08, f)
    }
  }
}
