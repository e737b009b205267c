/**
 * Fitting a similarity to where the table's patches went (register-match.ts), robustly: RANSAC over
 * triples of patches, then a few rounds of reweighted least squares. Each patch's displacement counts
 * only in the directions its texture pins down (its structure tensor): a patch of wood grain tells the
 * shift across the grain and nothing along it, so the fit is not pulled by where along the grain the
 * search happened to land. A direction no patch pins down (a shift along wood grain) stays at zero,
 * which is harmless: along it the table looks the same.
 */
import type { Match, Similarity } from './register-match'

export interface Fit {
  model: Similarity
  /** Matches within the inlier distance of the model. */
  inliers: number
  /** Share of the matches' weight that the inliers carry. */
  share: number
}

/** A match in the fit's terms: position scaled by the radius, displacement, information [xx, xy, yy]. */
interface Row {
  px: number
  py: number
  dx: number
  dy: number
  a: number
  b: number
  c: number
}

function rowOf(m: Match, cx: number, cy: number, r: number): Row {
  // The tensor scaled to a largest eigenvalue of 1, so a residual across a grain counts in pixels.
  const t = m.tensor
  const mid = (t[0] + t[2]) / 2
  const top = mid + Math.hypot((t[0] - t[2]) / 2, t[1])
  const [a, b, c] = top > 0 ? [t[0] / top, t[1] / top, t[2] / top] : [1, 0, 1]
  return { px: (m.x - cx) / r, py: (m.y - cy) / r, dx: m.dx, dy: m.dy, a, b, c }
}

function residual(q: Float64Array, m: Row): number {
  const rx = m.dx - (q[0]! + q[2]! * m.px - q[3]! * m.py)
  const ry = m.dy - (q[1]! + q[3]! * m.px + q[2]! * m.py)
  return Math.sqrt(Math.max(0, m.a * rx * rx + 2 * m.b * rx * ry + m.c * ry * ry))
}

const nBuf = new Float64Array(16)
const vBuf = new Float64Array(4)

/** Weighted least squares over the rows `use` (weights w), lightly pulled towards no motion. */
function solve(rows: readonly Row[], use: ArrayLike<number>, w: ArrayLike<number>): Float64Array | null {
  const n = nBuf.fill(0)
  const v = vBuf.fill(0)
  let total = 0
  for (let u = 0; u < use.length; u++) {
    const wi = w[u]!
    if (!(wi > 0)) continue
    const m = rows[use[u]!]!
    total += wi
    // Rows of J: [1, 0, px, -py] and [0, 1, py, px]; N += w J' A J, v += w J' A d.
    const j0 = [1, 0, m.px, -m.py]
    const j1 = [0, 1, m.py, m.px]
    for (let r = 0; r < 4; r++) {
      const ar = m.a * j0[r]! + m.b * j1[r]!
      const br = m.b * j0[r]! + m.c * j1[r]!
      for (let s = 0; s < 4; s++) n[r * 4 + s]! += wi * (ar * j0[s]! + br * j1[s]!)
      v[r]! += wi * (ar * m.dx + br * m.dy)
    }
  }
  if (total <= 0) return null
  for (let r = 0; r < 4; r++) n[r * 5]! += 1e-3 * total
  return gauss(n, v)
}

function gauss(a: Float64Array, b: Float64Array): Float64Array | null {
  const m = Float64Array.from(a)
  const x = Float64Array.from(b)
  for (let c = 0; c < 4; c++) {
    let p = c
    for (let r = c + 1; r < 4; r++) if (Math.abs(m[r * 4 + c]!) > Math.abs(m[p * 4 + c]!)) p = r
    if (Math.abs(m[p * 4 + c]!) < 1e-12) return null
    for (let s = 0; s < 4; s++) [m[c * 4 + s], m[p * 4 + s]] = [m[p * 4 + s]!, m[c * 4 + s]!]
    ;[x[c], x[p]] = [x[p]!, x[c]!]
    for (let r = c + 1; r < 4; r++) {
      const k = m[r * 4 + c]! / m[c * 4 + c]!
      for (let s = c; s < 4; s++) m[r * 4 + s]! -= k * m[c * 4 + s]!
      x[r]! -= k * x[c]!
    }
  }
  for (let c = 3; c >= 0; c--) {
    let s = x[c]!
    for (let k = c + 1; k < 4; k++) s -= m[c * 4 + k]! * x[k]!
    x[c] = s / m[c * 4 + c]!
  }
  return x
}

/**
 * The similarity most matches agree with within `tol` pixels (in the directions their texture pins
 * down), refined on those. Deterministic: the triples come from a fixed sequence.
 */
export function robustFit(
  ms: readonly Match[],
  cx: number,
  cy: number,
  radius: number,
  tol: number,
  tries: number,
): Fit | null {
  if (ms.length < 3) return null
  const rows = ms.map((m) => rowOf(m, cx, cy, radius))
  const weight = ms.map((m) => m.score)
  const all = rows.map((_, i) => i)
  const totalWeight = weight.reduce((s, x) => s + x, 0)
  const support = (q: Float64Array): number =>
    rows.reduce((s, m, i) => s + (residual(q, m) <= tol ? weight[i]! : 0), 0)
  let best: Float64Array | null = null
  let bestSupport = -1
  let seed = 12345
  const next = (k: number): number => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return (seed >>> 8) % k
  }
  const ones = [1, 1, 1]
  for (let t = 0; t < tries; t++) {
    const q = solve(rows, [next(rows.length), next(rows.length), next(rows.length)], ones)
    if (!q) continue
    const s = support(q)
    if (s > bestSupport) {
      bestSupport = s
      best = Float64Array.from(q)
    }
  }
  if (!best) return null
  // Reweighted least squares with Tukey's biweight: far matches drop out, near ones count by closeness.
  const w = new Float64Array(rows.length)
  for (let it = 0; it < 4; it++) {
    const c = it === 0 ? 2 * tol : tol
    rows.forEach((m, i) => {
      const u = residual(best!, m) / c
      w[i] = u < 1 ? weight[i]! * (1 - u * u) ** 2 : 0
    })
    const q = solve(rows, all, w)
    if (q) best = Float64Array.from(q)
  }
  let inliers = 0
  let inWeight = 0
  rows.forEach((m, i) => {
    if (residual(best!, m) > tol) return
    inliers++
    inWeight += weight[i]!
  })
  return {
    model: { tx: best[0]!, ty: best[1]!, a: best[2]! / radius, b: best[3]! / radius },
    inliers,
    share: totalWeight > 0 ? inWeight / totalWeight : 0,
  }
}
