/**
 * A flat object's top face as a signed distance field and a printed colour, both sampled on a grid in the
 * object's own centimetres: an animal token, the action card, a coaster or a mug. The renderer extrudes it
 * into a prism of its thickness.
 */
import type { Rgb } from './noise'

export type Sdf = (x: number, y: number) => number

export interface Art {
  /** Grid origin (cm, local), cell size (cm) and size in cells. */
  x0: number
  y0: number
  cell: number
  nx: number
  ny: number
  /** Signed distance to the outline, cm (negative inside). */
  sdf: Float32Array
  /** Linear RGB of the top face, three per cell. */
  color: Float32Array
  /** Colour of the extruded edge. */
  side: Rgb
  /** Height of the prism, cm. */
  thickness: number
  /** Specular strength of the top face (0 = matt). */
  gloss: number
  /** Farthest outline point from the local origin, cm. */
  radius: number
  /** Outline points and inner points (local cm) for contact tests. */
  outline: [number, number][]
  inner: [number, number][]
  /** Area centroid of the top face (local cm). */
  centroid: [number, number]
}

export interface ArtSpec {
  /** Local bounding box, cm. */
  box: [number, number, number, number]
  cell: number
  sdf: Sdf
  color: (x: number, y: number, d: number) => Rgb
  side: Rgb
  thickness: number
  gloss: number
}

export function buildArt(spec: ArtSpec): Art {
  const [bx0, by0, bx1, by1] = spec.box
  const cell = spec.cell
  const x0 = bx0 - 2 * cell
  const y0 = by0 - 2 * cell
  const nx = Math.ceil((bx1 - bx0) / cell) + 5
  const ny = Math.ceil((by1 - by0) / cell) + 5
  const sdf = new Float32Array(nx * ny)
  const color = new Float32Array(nx * ny * 3)
  let area = 0
  let sx = 0
  let sy = 0
  let radius = 0
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const x = x0 + i * cell
      const y = y0 + j * cell
      const d = spec.sdf(x, y)
      const k = j * nx + i
      sdf[k] = d
      if (d < cell) {
        const c = spec.color(x, y, d)
        color[k * 3] = c[0]
        color[k * 3 + 1] = c[1]
        color[k * 3 + 2] = c[2]
      }
      if (d < 0) {
        area++
        sx += x
        sy += y
        radius = Math.max(radius, Math.hypot(x, y))
      }
    }
  }
  const outline: [number, number][] = []
  const inner: [number, number][] = []
  const all: [number, number][] = []
  for (let j = 1; j < ny - 1; j++) {
    for (let i = 1; i < nx - 1; i++) {
      const k = j * nx + i
      const d = sdf[k]!
      if (d < 0 && (sdf[k + 1]! >= 0 || sdf[k - 1]! >= 0 || sdf[k + nx]! >= 0 || sdf[k - nx]! >= 0))
        all.push([x0 + i * cell, y0 + j * cell])
      else if (d < -3 * cell && (i + j * 7) % 23 === 0) inner.push([x0 + i * cell, y0 + j * cell])
    }
  }
  // Thin the outline to about 120 points, in grid order (good enough for contact tests).
  const step = Math.max(1, Math.floor(all.length / 120))
  for (let i = 0; i < all.length; i += step) outline.push(all[i]!)
  return {
    x0,
    y0,
    cell,
    nx,
    ny,
    sdf,
    color,
    side: spec.side,
    thickness: spec.thickness,
    gloss: spec.gloss,
    radius: radius + cell,
    outline,
    inner,
    centroid: area > 0 ? [sx / area, sy / area] : [0, 0],
  }
}

/** Bilinear signed distance at local (x, y); outside the grid, a distance that grows with the gap. */
export function sampleSdf(a: Art, x: number, y: number): number {
  const gx = (x - a.x0) / a.cell
  const gy = (y - a.y0) / a.cell
  if (gx < 0 || gy < 0 || gx >= a.nx - 1 || gy >= a.ny - 1) {
    const cx = Math.min(a.nx - 1.001, Math.max(0, gx))
    const cy = Math.min(a.ny - 1.001, Math.max(0, gy))
    return sampleSdf(a, a.x0 + cx * a.cell, a.y0 + cy * a.cell) + Math.hypot(gx - cx, gy - cy) * a.cell
  }
  const i = gx | 0
  const j = gy | 0
  const fx = gx - i
  const fy = gy - j
  const k = j * a.nx + i
  const s = a.sdf
  return (
    (s[k]! * (1 - fx) + s[k + 1]! * fx) * (1 - fy) + (s[k + a.nx]! * (1 - fx) + s[k + a.nx + 1]! * fx) * fy
  )
}

/** Bilinear top colour at local (x, y), written into out. */
export function sampleColor(a: Art, x: number, y: number, out: Float32Array): void {
  let gx = (x - a.x0) / a.cell
  let gy = (y - a.y0) / a.cell
  gx = Math.min(a.nx - 1.001, Math.max(0, gx))
  gy = Math.min(a.ny - 1.001, Math.max(0, gy))
  const i = gx | 0
  const j = gy | 0
  const fx = gx - i
  const fy = gy - j
  const k = (j * a.nx + i) * 3
  const k2 = k + a.nx * 3
  const c = a.color
  for (let ch = 0; ch < 3; ch++) {
    out[ch] =
      (c[k + ch]! * (1 - fx) + c[k + 3 + ch]! * fx) * (1 - fy) +
      (c[k2 + ch]! * (1 - fx) + c[k2 + 3 + ch]! * fx) * fy
  }
}

// Signed distance primitives (exact or close to it near the outline).

export function circle(px: number, py: number, cx: number, cy: number, r: number): number {
  return Math.hypot(px - cx, py - cy) - r
}

export function ellipse(
  px: number,
  py: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  ang = 0,
): number {
  const c = Math.cos(ang)
  const s = Math.sin(ang)
  const dx = (px - cx) * c + (py - cy) * s
  const dy = -(px - cx) * s + (py - cy) * c
  const k = Math.hypot(dx / rx, dy / ry)
  if (k < 1e-9) return -Math.min(rx, ry)
  const g = Math.hypot(dx / (rx * rx * k), dy / (ry * ry * k))
  return (k - 1) / g
}

/** A segment from a to b swept by a radius going from ra to rb. */
export function capsule(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ra: number,
  rb = ra,
): number {
  const vx = bx - ax
  const vy = by - ay
  const wx = px - ax
  const wy = py - ay
  const t = Math.min(1, Math.max(0, (wx * vx + wy * vy) / (vx * vx + vy * vy)))
  return Math.hypot(wx - vx * t, wy - vy * t) - (ra + (rb - ra) * t)
}

export function roundBox(
  px: number,
  py: number,
  cx: number,
  cy: number,
  hw: number,
  hh: number,
  rad: number,
  ang = 0,
): number {
  const c = Math.cos(ang)
  const s = Math.sin(ang)
  const dx = Math.abs((px - cx) * c + (py - cy) * s) - hw + rad
  const dy = Math.abs(-(px - cx) * s + (py - cy) * c) - hh + rad
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - rad
}

/** Polynomial smooth minimum (a union with a fillet of size k). */
export function smin(a: number, b: number, k: number): number {
  const h = Math.max(k - Math.abs(a - b), 0) / k
  return Math.min(a, b) - (h * h * k) / 4
}
