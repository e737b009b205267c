/**
 * Outlines baked into grids of exact signed distances: the inside is sampled once, then Felzenszwalb
 * and Huttenlocher's linear-time distance transform gives every cell its distance to the outline, so
 * a ray can march by those distances safely and the side wall's normal is the grid's gradient.
 */
import type { Shape2 } from './solid'

/** A shape baked into a grid of exact signed distances (Felzenszwalb's distance transform). */
export function gridShape(
  inside: (u: number, v: number) => boolean,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  cell: number,
): Shape2 {
  const nx = Math.ceil((u1 - u0) / cell) + 1
  const ny = Math.ceil((v1 - v0) / cell) + 1
  const occ = new Uint8Array(nx * ny)
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) occ[j * nx + i] = inside(u0 + i * cell, v0 + j * cell) ? 1 : 0
  const dOut = distanceTransform(occ, nx, ny, 1)
  const dIn = distanceTransform(occ, nx, ny, 0)
  const g = new Float32Array(nx * ny)
  for (let k = 0; k < g.length; k++)
    g[k] = occ[k] ? -(Math.sqrt(dIn[k]!) - 0.5) * cell : (Math.sqrt(dOut[k]!) - 0.5) * cell
  return {
    u0,
    v0,
    u1: u0 + (nx - 1) * cell,
    v1: v0 + (ny - 1) * cell,
    sdf(u: number, v: number): number {
      let x = (u - u0) / cell
      let y = (v - v0) / cell
      // Outside the grid: the distance to its edge plus the edge's own distance (an upper bound).
      let out = 0
      if (x < 0 || y < 0 || x > nx - 1 || y > ny - 1) {
        const cx = Math.min(Math.max(x, 0), nx - 1)
        const cy = Math.min(Math.max(y, 0), ny - 1)
        out = Math.hypot(x - cx, y - cy) * cell
        x = cx
        y = cy
      }
      const xi = Math.min(nx - 2, Math.floor(x))
      const yi = Math.min(ny - 2, Math.floor(y))
      const fx = x - xi
      const fy = y - yi
      const k = yi * nx + xi
      const a = g[k]! + (g[k + 1]! - g[k]!) * fx
      const b = g[k + nx]! + (g[k + nx + 1]! - g[k + nx]!) * fx
      return out > 0 ? Math.max(cell, a + (b - a) * fy) + out : a + (b - a) * fy
    },
  }
}

/** Squared distance (cells) from each cell to the nearest cell whose occupancy equals `target`. */
function distanceTransform(occ: Uint8Array, nx: number, ny: number, target: number): Float64Array {
  const INF = 1e20
  const f = new Float64Array(nx * ny)
  for (let k = 0; k < f.length; k++) f[k] = occ[k] === target ? 0 : INF
  const n = Math.max(nx, ny)
  const line = new Float64Array(n)
  const out = new Float64Array(n)
  const v = new Int32Array(n)
  const z = new Float64Array(n + 1)
  const pass = (len: number, get: (i: number) => number, set: (i: number, x: number) => void): void => {
    for (let i = 0; i < len; i++) line[i] = get(i)
    let k = 0
    v[0] = 0
    z[0] = -INF
    z[1] = INF
    for (let q = 1; q < len; q++) {
      let p = v[k]!
      let s = (line[q]! + q * q - (line[p]! + p * p)) / (2 * q - 2 * p)
      while (s <= z[k]!) {
        k--
        p = v[k]!
        s = (line[q]! + q * q - (line[p]! + p * p)) / (2 * q - 2 * p)
      }
      k++
      v[k] = q
      z[k] = s
      z[k + 1] = INF
    }
    k = 0
    for (let q = 0; q < len; q++) {
      while (z[k + 1]! < q) k++
      const p = v[k]!
      out[q] = (q - p) * (q - p) + line[p]!
    }
    for (let i = 0; i < len; i++) set(i, out[i]!)
  }
  for (let x = 0; x < nx; x++)
    pass(
      ny,
      (i) => f[i * nx + x]!,
      (i, val) => (f[i * nx + x] = val),
    )
  for (let y = 0; y < ny; y++)
    pass(
      nx,
      (i) => f[y * nx + i]!,
      (i, val) => (f[y * nx + i] = val),
    )
  return f
}
