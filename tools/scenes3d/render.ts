/**
 * Renders one picture of the table with its tokens lying on it: each token a wooden extrusion of its
 * silhouette, painted on top with bevelled edges and a little varnish, its sawn side walls lit by the
 * lamp, casting a soft shadow (the lamp has a size) and darkening the table around its foot. Tokens are
 * drawn far to near; the truth is each token's visible pixels. Output is linear light, before the lens.
 */
import type { Animal } from '../../src/shared/referee/types'
import { cellOf, sampleSdf, type Box, type Sprite } from './box'
import { project, type CameraPose, type RayField } from './camera3d'
import type { Lamp, LitTable } from './light'

/** An animal lying on the table: its centroid (table cm), turn (radians) and which face is up. */
export interface Placed {
  type: Animal
  x: number
  y: number
  angle: number
  mirrored: boolean
}

export interface Stage {
  cam: CameraPose
  field: RayField
  lit: LitTable
  lamp: Lamp
  box: Box
}

export interface RenderOut {
  /** Linear RGB per pixel (before exposure and lens). */
  rgb: Float32Array
  /** Token index seen at each pixel, -1 for the table. */
  owner: Int16Array
}

/** Pixel box around a token, its walls and its shadow (`reach` cm beyond its outline). */
function pixelBox(stage: Stage, p: Placed, s: Sprite, reach: number): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity]
  const r = s.radius + reach
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * 2 * Math.PI
    for (const z of [0, stage.box.thickness]) {
      const [u, v] = project(stage.cam, p.x + r * Math.cos(a), p.y + r * Math.sin(a), z)
      x0 = Math.min(x0, u)
      y0 = Math.min(y0, v)
      x1 = Math.max(x1, u)
      y1 = Math.max(y1, v)
    }
  }
  const { width: w, height: h } = stage.cam
  return [
    Math.max(0, Math.floor(x0) - 2),
    Math.max(0, Math.floor(y0) - 2),
    Math.min(w - 1, Math.ceil(x1) + 2),
    Math.min(h - 1, Math.ceil(y1) + 2),
  ]
}

/** Shadow (0..1 of the lamp blocked) and ambient occlusion factor on the table around each token. */
function shade(stage: Stage, tokens: Placed[], shadow: Float32Array, occl: Float32Array): void {
  const { cam, field, lamp, box } = stage
  const th = box.thickness
  const w = cam.width
  const steps = [0.15, 0.35, 0.55, 0.75, 0.95]
  for (const p of tokens) {
    const s = box.sprites[p.type]
    const ca = Math.cos(p.angle)
    const sa = Math.sin(p.angle)
    const m = p.mirrored ? -1 : 1
    const [x0, y0, x1, y1] = pixelBox(stage, p, s, 1.6)
    for (let v = y0; v <= y1; v++)
      for (let u = x0; u <= x1; u++) {
        const i = v * w + u
        const x = field.tx[i]!
        const y = field.ty[i]!
        const dx = x - p.x
        const dy = y - p.y
        const base = sampleSdf(s, ca * dx + sa * dy, (-sa * dx + ca * dy) * m)
        if (base > 1.6) continue
        if (base > 0) occl[i] = occl[i]! * (1 - 0.5 * Math.exp(-base / (0.6 * th)))
        const hx = (lamp.pos[0] - x) / lamp.pos[2]
        const hy = (lamp.pos[1] - y) / lamp.pos[2]
        let blocked = 0
        for (const t of steps) {
          const z = t * th
          const ex = dx + hx * z
          const ey = dy + hy * z
          const d = sampleSdf(s, ca * ex + sa * ey, (-sa * ex + ca * ey) * m)
          const pen = 0.03 + (z * lamp.radius) / lamp.pos[2]
          blocked = Math.max(blocked, Math.min(1, Math.max(0, 0.5 - d / pen)))
        }
        shadow[i] = Math.max(shadow[i]!, blocked)
      }
  }
}

export function render(stage: Stage, tokens: Placed[], flicker: number): RenderOut {
  const { cam, lit, lamp } = stage
  const n = cam.width * cam.height
  const shadow = new Float32Array(n)
  const occl = new Float32Array(n).fill(1)
  shade(stage, tokens, shadow, occl)
  const rgb = new Float32Array(n * 3)
  const L = lamp.colour.map((c) => c * flicker)
  const [A0, A1, A2] = lamp.ambient
  const [L0, L1, L2] = L as [number, number, number]
  const { albedo, direct, ambient, sheen } = lit
  for (let i = 0; i < n; i++) {
    const lit = 1 - shadow[i]!
    const dir = direct[i]! * lit
    const amb = ambient[i]! * occl[i]!
    const sh = sheen[i]! * lit
    rgb[3 * i] = albedo[3 * i]! * (A0 * amb + L0 * dir) + L0 * sh
    rgb[3 * i + 1] = albedo[3 * i + 1]! * (A1 * amb + L1 * dir) + L1 * sh
    rgb[3 * i + 2] = albedo[3 * i + 2]! * (A2 * amb + L2 * dir) + L2 * sh
  }
  const owner = new Int16Array(n).fill(-1)
  // Far tokens first, so nearer walls cover them where they touch.
  const order = tokens
    .map((p, k) => ({ k, d: Math.hypot(p.x - cam.pos[0], p.y - cam.pos[1]) }))
    .sort((a, b) => b.d - a.d)
  for (const { k } of order) drawToken(stage, tokens[k]!, k, L, rgb, owner)
  return { rgb, owner }
}

function drawToken(
  stage: Stage,
  p: Placed,
  k: number,
  L: number[],
  rgb: Float32Array,
  owner: Int16Array,
): void {
  const { cam, field, lamp, box } = stage
  const s = box.sprites[p.type]
  const th = box.thickness
  const [x0, y0, x1, y1] = pixelBox(stage, p, s, 0.1)
  const ca = Math.cos(p.angle)
  const sa = Math.sin(p.angle)
  const m = p.mirrored ? -1 : 1
  const N = 7
  const bevel = 0.06
  for (let v = y0; v <= y1; v++)
    for (let u = x0; u <= x1; u++) {
      const i = v * cam.width + u
      const dz = field.dz[i]!
      const t = (th - cam.pos[2]) / dz
      const topX = cam.pos[0] + t * field.dx[i]!
      const topY = cam.pos[1] + t * field.dy[i]!
      const ax = ca * (topX - p.x) + sa * (topY - p.y)
      const ay = (-sa * (topX - p.x) + ca * (topY - p.y)) * m
      const tdx = field.tx[i]! - p.x
      const tdy = field.ty[i]! - p.y
      const bx = ca * tdx + sa * tdy
      const by = (-sa * tdx + ca * tdy) * m
      const px = field.cmPerPx[i]!
      const dTop = sampleSdf(s, ax, ay)
      const aTop = Math.min(1, Math.max(0, 0.5 - dTop / px))
      // March down the slab for the side wall.
      let wall = -1
      let minD = dTop
      let prev = dTop
      for (let j = 1; j <= N && wall < 0; j++) {
        const f = j / N
        const d = sampleSdf(s, ax + (bx - ax) * f, ay + (by - ay) * f)
        minD = Math.min(minD, d)
        if (d < 0 && prev >= 0) wall = (j - 1 + prev / (prev - d)) / N
        prev = d
      }
      const aWall = wall >= 0 ? 1 : Math.min(1, Math.max(0, 0.5 - minD / px))
      if (aTop <= 0 && aWall <= 0) continue
      const o = 3 * i
      const lx = lamp.pos[0] - topX
      const ly = lamp.pos[1] - topY
      const lz = lamp.pos[2] - th
      const ld2 = lx * lx + ly * ly + lz * lz
      const ld = Math.sqrt(ld2)
      // The wall: where the ray met it (or the nearest edge point when it only grazed it).
      let wr = 0
      let wg = 0
      let wb = 0
      if (aWall > 0) {
        const f = wall >= 0 ? wall : 1
        const qx = ax + (bx - ax) * f
        const qy = ay + (by - ay) * f
        const gx = sampleSdf(s, qx + 0.02, qy) - sampleSdf(s, qx - 0.02, qy)
        const gy = (sampleSdf(s, qx, qy + 0.02) - sampleSdf(s, qx, qy - 0.02)) * m
        const gl = Math.hypot(gx, gy) || 1
        const nx = (ca * gx - sa * gy) / gl
        const ny = (sa * gx + ca * gy) / gl
        const height = 1 - f
        const lam = Math.max(0, (nx * lx + ny * ly) / ld) / ld2
        const amb = 0.45 + 0.35 * height
        const cell = cellOf(s, qx, qy) * 3
        const grain = 0.9 + 0.1 * Math.sin(height * 40 + qx * 3)
        const col = box.wall ?? [s.paint[cell]! * 0.92, s.paint[cell + 1]! * 0.92, s.paint[cell + 2]! * 0.92]
        wr = col[0]! * grain * (stage.lamp.ambient[0]! * amb + L[0]! * lam)
        wg = col[1]! * grain * (stage.lamp.ambient[1]! * amb + L[1]! * lam)
        wb = col[2]! * grain * (stage.lamp.ambient[2]! * amb + L[2]! * lam)
      }
      let r = rgb[o]! * (1 - aWall) + wr * aWall
      let g = rgb[o + 1]! * (1 - aWall) + wg * aWall
      let b = rgb[o + 2]! * (1 - aWall) + wb * aWall
      if (aTop > 0) {
        // Bevelled edge: the normal leans outwards over the last `bevel` cm.
        const e = Math.min(1, Math.max(0, 1 + dTop / bevel))
        let nx = 0
        let ny = 0
        if (e > 0) {
          const gx = sampleSdf(s, ax + 0.02, ay) - sampleSdf(s, ax - 0.02, ay)
          const gy = (sampleSdf(s, ax, ay + 0.02) - sampleSdf(s, ax, ay - 0.02)) * m
          const gl = Math.hypot(gx, gy) || 1
          nx = ((ca * gx - sa * gy) / gl) * e * 0.8
          ny = ((sa * gx + ca * gy) / gl) * e * 0.8
        }
        const nz = Math.sqrt(Math.max(0.05, 1 - nx * nx - ny * ny))
        const lam = Math.max(0, (nx * lx + ny * ly + nz * lz) / ld) / ld2
        // Varnish: a highlight towards the camera.
        const vx = cam.pos[0] - topX
        const vy = cam.pos[1] - topY
        const vz = cam.pos[2] - th
        const vd = Math.hypot(vx, vy, vz)
        const hx = lx / ld + vx / vd
        const hy = ly / ld + vy / vd
        const hz = lz / ld + vz / vd
        const nh = Math.max(0, (nx * hx + ny * hy + nz * hz) / Math.hypot(hx, hy, hz))
        const spec = (box.gloss * 0.3 * Math.pow(nh, 40)) / ld2
        const cell = cellOf(s, ax, ay) * 3
        const amb = 0.9 + 0.1 * nz
        const tr = s.paint[cell]! * (stage.lamp.ambient[0]! * amb + L[0]! * lam) + L[0]! * spec
        const tg = s.paint[cell + 1]! * (stage.lamp.ambient[1]! * amb + L[1]! * lam) + L[1]! * spec
        const tb = s.paint[cell + 2]! * (stage.lamp.ambient[2]! * amb + L[2]! * lam) + L[2]! * spec
        r = r * (1 - aTop) + tr * aTop
        g = g * (1 - aTop) + tg * aTop
        b = b * (1 - aTop) + tb * aTop
      }
      rgb[o] = r
      rgb[o + 1] = g
      rgb[o + 2] = b
      if (Math.max(aTop, aWall) >= 0.5) owner[i] = k
    }
}
