/**
 * The measuring half of registration (register.ts holds the parameters and what is done with the
 * result): patches of the empty table are found again in the frame, coarse to fine on a brightness
 * pyramid, and a similarity (shift, turn, zoom) is fitted to where they went, robustly, so patches
 * that an animal covers or that a repeating weave matched one period off are outvoted.
 *
 * The similarity maps a point p of the calibrated view to T(p) = p + t + A (p - c) in the frame, with
 * c the picture's centre and A = [[a, -b], [b, a]]: a = zoom * cos(turn) - 1, b = zoom * sin(turn).
 * It is linear in (tx, ty, a, b), so each patch's displacement gives two linear equations.
 */

/** Shift, turn and zoom from the calibrated view to the frame (see the module comment). */
export interface Similarity {
  tx: number
  ty: number
  a: number
  b: number
}

export const IDENTITY: Similarity = { tx: 0, ty: 0, a: 0, b: 0 }

/** One level of a brightness pyramid. */
export interface Level {
  w: number
  h: number
  lum: Float32Array
}

/** Brightness at full size, then halved (2 x 2 means) `levels - 1` times. */
export function pyramid(lum: Float32Array, w: number, h: number, levels: number): Level[] {
  const out: Level[] = [{ w, h, lum }]
  for (let l = 1; l < levels; l++) {
    const p = out[l - 1]!
    const nw = p.w >> 1
    const nh = p.h >> 1
    const q = new Float32Array(nw * nh)
    for (let y = 0; y < nh; y++) {
      const r0 = 2 * y * p.w
      const r1 = r0 + p.w
      for (let x = 0; x < nw; x++) {
        const s = 2 * x
        q[y * nw + x] = (p.lum[r0 + s]! + p.lum[r0 + s + 1]! + p.lum[r1 + s]! + p.lum[r1 + s + 1]!) / 4
      }
    }
    out.push({ w: nw, h: nh, lum: q })
  }
  return out
}

/** A patch of the empty table at one level: its centre, zero-mean unit-norm values and structure. */
export interface Patch {
  /** Centre at full size. */
  x: number
  y: number
  /** Structure tensor per level, normalised to trace 1: how well each direction is pinned down. */
  tensor: [number, number, number][]
  /** Per level: zero-mean values scaled to unit norm (side * side), or null when flat there. */
  values: (Float32Array | null)[]
  /** Gradient energy per pixel at full size (grey levels squared per pixel). */
  energy: number
}

/** The table's patches on a grid, side `side` at full size, with at least `minEnergy` of texture. */
export function tablePatches(
  table: Level[],
  side: number,
  nx: number,
  ny: number,
  minEnergy: number,
): Patch[] {
  const { w, h } = table[0]!
  const out: Patch[] = []
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const x = Math.round(((i + 0.5) * w) / nx)
      const y = Math.round(((j + 0.5) * h) / ny)
      const tensor: [number, number, number][] = []
      const values: (Float32Array | null)[] = []
      let energy = 0
      table.forEach((lv, l) => {
        const s = Math.max(6, side >> l)
        const v = patchAt(lv, x / (1 << l), y / (1 << l), s)
        const t = structure(v, s)
        if (l === 0) energy = (t[0] + t[2]) / (s * s)
        const tr = t[0] + t[2]
        tensor.push(tr > 0 ? [t[0] / tr, t[1] / tr, t[2] / tr] : [0.5, 0, 0.5])
        values.push(normalise(v))
      })
      if (energy >= minEnergy) out.push({ x, y, tensor, values, energy })
    }
  }
  return out
}

/** The side x side values around (cx, cy) of a level (edges repeated). */
function patchAt(lv: Level, cx: number, cy: number, side: number): Float32Array {
  const v = new Float32Array(side * side)
  const x0 = Math.round(cx - side / 2)
  const y0 = Math.round(cy - side / 2)
  for (let y = 0; y < side; y++) {
    const yy = Math.min(lv.h - 1, Math.max(0, y0 + y))
    for (let x = 0; x < side; x++) {
      const xx = Math.min(lv.w - 1, Math.max(0, x0 + x))
      v[y * side + x] = lv.lum[yy * lv.w + xx]!
    }
  }
  return v
}

function structure(v: Float32Array, s: number): [number, number, number] {
  let xx = 0
  let xy = 0
  let yy = 0
  for (let y = 1; y < s - 1; y++) {
    for (let x = 1; x < s - 1; x++) {
      const gx = (v[y * s + x + 1]! - v[y * s + x - 1]!) / 2
      const gy = (v[(y + 1) * s + x]! - v[(y - 1) * s + x]!) / 2
      xx += gx * gx
      xy += gx * gy
      yy += gy * gy
    }
  }
  return [xx, xy, yy]
}

function normalise(v: Float32Array): Float32Array | null {
  let m = 0
  for (const x of v) m += x
  m /= v.length
  let e = 0
  const out = new Float32Array(v.length)
  for (let i = 0; i < v.length; i++) {
    out[i] = v[i]! - m
    e += out[i]! * out[i]!
  }
  if (e < 1e-6) return null
  const k = 1 / Math.sqrt(e)
  for (let i = 0; i < v.length; i++) out[i]! *= k
  return out
}

/** Where a patch went: displacement at full size, its match quality and its tensor at that level. */
export interface Match {
  x: number
  y: number
  dx: number
  dy: number
  score: number
  tensor: [number, number, number]
}

/** Displacement T(p) - p of the similarity at p. */
export function displacement(m: Similarity, x: number, y: number, cx: number, cy: number): [number, number] {
  const px = x - cx
  const py = y - cy
  return [m.tx + m.a * px - m.b * py, m.ty + m.b * px + m.a * py]
}

/**
 * Each patch searched at level `l` within `radius` (pixels of that level) of where `model` puts it,
 * by zero-mean normalised correlation (blind to a change of light), to a fraction of a pixel. The
 * frame is sampled as the model turns and zooms it, so a fine weave still lines up across a patch;
 * a shift further from the model's costs `penalty` per `radius` of score, so that of two equally good
 * fits of a repeating pattern (gingham) the nearer wins.
 */
export function matchLevel(
  patches: Patch[],
  frame: Level,
  l: number,
  side: number,
  model: Similarity,
  radius: number,
  cx: number,
  cy: number,
  minScore: number,
  penalty: number,
): Match[] {
  const s = Math.max(6, side >> l)
  const k = 1 << l
  const half = (k - 1) / 2
  const n = 2 * radius + 1
  const win = s + 2 * radius
  const window = new Float32Array(win * win)
  const scores = new Float64Array(n * n)
  const sums = new Float64Array((win + 1) * (win + 1))
  const squares = new Float64Array((win + 1) * (win + 1))
  const out: Match[] = []
  for (const p of patches) {
    const v = p.values[l]
    if (!v) continue
    const ox = Math.round(p.x / k - s / 2)
    const oy = Math.round(p.y / k - s / 2)
    const X0 = k * (ox + (s - 1) / 2) + half
    const Y0 = k * (oy + (s - 1) / 2) + half
    // The model's motion at the patch's centre, rounded to whole pixels of this level: a shift is then
    // searched on the frame's own pixels (interpolating a fine weave blurs it away); only the turn
    // and zoom across the patch are interpolated.
    const [cux, cuy] = displacement(model, X0, Y0, cx, cy)
    const rx = Math.round(cux / k) * k - cux
    const ry = Math.round(cuy / k) * k - cuy
    const { tx, ty, a, b } = model
    for (let y = 0; y < win; y++) {
      for (let x = 0; x < win; x++) {
        // Full-size position of this table pixel, where the model carries it (displacement, written
        // out: this runs for every pixel of every window), back at this level.
        const X = k * (ox - radius + x) + half
        const Y = k * (oy - radius + y) + half
        const px = X - cx
        const py = Y - cy
        const ux = tx + a * px - b * py
        const uy = ty + b * px + a * py
        window[y * win + x] = bilinear(frame, (X + ux + rx - half) / k, (Y + uy + ry - half) / k)
      }
    }
    windowSums(window, win, sums, squares)
    let best = 0
    let bestScore = -Infinity
    for (let j = 0; j < n * n; j++) {
      const du = (j % n) - radius
      const dv = Math.floor(j / n) - radius
      scores[j] = zncc(v, window, win, du + radius, dv + radius, s, sums, squares)
      const penalised = scores[j]! - (penalty * Math.hypot(du, dv)) / radius
      if (penalised > bestScore) {
        bestScore = penalised
        best = j
      }
    }
    const top = scores[best]!
    if (!(top >= minScore)) continue
    const ix = best % n
    const iy = Math.floor(best / n)
    const at = (x: number, y: number): number =>
      x < 0 || y < 0 || x >= n || y >= n ? top : scores[y * n + x]!
    const ex = ix - radius + vertex(at(ix - 1, iy), top, at(ix + 1, iy))
    const ey = iy - radius + vertex(at(ix, iy - 1), top, at(ix, iy + 1))
    out.push({ x: X0, y: Y0, dx: cux + rx + k * ex, dy: cuy + ry + k * ey, score: top, tensor: p.tensor[l]! })
  }
  return out
}

function bilinear(lv: Level, x: number, y: number): number {
  const cx = Math.min(lv.w - 1.001, Math.max(0, x))
  const cy = Math.min(lv.h - 1.001, Math.max(0, y))
  const x0 = Math.floor(cx)
  const y0 = Math.floor(cy)
  const fx = cx - x0
  const fy = cy - y0
  const i = y0 * lv.w + x0
  const top = lv.lum[i]! + (lv.lum[i + 1]! - lv.lum[i]!) * fx
  const bot = lv.lum[i + lv.w]! + (lv.lum[i + lv.w + 1]! - lv.lum[i + lv.w]!) * fx
  return top + (bot - top) * fy
}

/** Vertex of the parabola through (-1, a), (0, b), (1, c): the sub-pixel position of a peak at 0. */
function vertex(a: number, b: number, c: number): number {
  const d = a - 2 * b + c
  return d < 0 ? Math.max(-0.5, Math.min(0.5, (a - c) / (2 * d))) : 0
}

/**
 * Summed-area tables of the window and of its squares ((side + 1)^2, a zero first row and column): any
 * s x s part's sum is then four reads, so each shift tried costs only its dot product with the patch.
 */
function windowSums(win: Float32Array, side: number, sums: Float64Array, squares: Float64Array): void {
  const stride = side + 1
  for (let y = 0; y < side; y++) {
    let row = 0
    let rowSq = 0
    for (let x = 0; x < side; x++) {
      const f = win[y * side + x]!
      row += f
      rowSq += f * f
      const i = (y + 1) * stride + x + 1
      sums[i] = sums[i - stride]! + row
      squares[i] = squares[i - stride]! + rowSq
    }
  }
}

/**
 * Correlation of the unit, zero-mean patch v (s x s) with the window (side win) at (x0, y0); the window's
 * sums from windowSums.
 */
function zncc(
  v: Float32Array,
  win: Float32Array,
  side: number,
  x0: number,
  y0: number,
  s: number,
  sums: Float64Array,
  squares: Float64Array,
): number {
  // Four running sums, so each addition need not wait for the one before.
  let d0 = 0
  let d1 = 0
  let d2 = 0
  let d3 = 0
  for (let y = 0; y < s; y++) {
    const row = (y0 + y) * side + x0
    const at = y * s
    let x = 0
    for (; x + 3 < s; x += 4) {
      d0 += win[row + x]! * v[at + x]!
      d1 += win[row + x + 1]! * v[at + x + 1]!
      d2 += win[row + x + 2]! * v[at + x + 2]!
      d3 += win[row + x + 3]! * v[at + x + 3]!
    }
    for (; x < s; x++) d0 += win[row + x]! * v[at + x]!
  }
  const dot = d0 + d1 + (d2 + d3)
  const stride = side + 1
  const a = y0 * stride + x0
  const b = a + s
  const c = a + s * stride
  const d = c + s
  const sum = sums[d]! - sums[b]! - sums[c]! + sums[a]!
  const sq = squares[d]! - squares[b]! - squares[c]! + squares[a]!
  const varF = sq - (sum * sum) / (s * s)
  // v has zero mean, so the frame's mean drops out of the dot product.
  return varF > 1e-6 ? dot / Math.sqrt(varF) : 0
}
