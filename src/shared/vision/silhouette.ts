/**
 * Outlines learnt from calibration. Each calibration animal's filled silhouette is kept as a small
 * bitmap; in play, how well a blob matches one of them (best overlap over turns, mirror images, a small
 * shift and the blob's own scale) tells one animal seen whole from two touching animals, whatever the
 * types look like: a whole animal overlaps its own calibrated outline by about 0.8 of their union, two
 * touching animals overlap any single outline by 0.6 or less (VISION.silhouette).
 */
import { base64ToBytes, bytesToBase64 } from './base64'
import { axisOfMoments, type Axis } from './moments'
import { VISION } from './params'

const { TURN_STEP, ROUND, AXIS_TURNS, FINE_TURNS, SHIFT, LOG_SCALE, COARSE_STRIDE, STRIDE, KEEP } =
  VISION.silhouette

/** A calibration animal's filled silhouette: its box's size and one bit per pixel, row-major, base64. */
export interface Silhouette {
  w: number
  h: number
  bits: string
}

/** The silhouette of some pixels of a frame `w` wide. */
export function silhouetteOf(pixels: Int32Array, w: number): Silhouette {
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -1
  let y1 = -1
  for (const p of pixels) {
    const x = p % w
    const y = (p - x) / w
    x0 = Math.min(x0, x)
    x1 = Math.max(x1, x)
    y0 = Math.min(y0, y)
    y1 = Math.max(y1, y)
  }
  const bw = x1 - x0 + 1
  const bh = y1 - y0 + 1
  const bytes = new Uint8Array(Math.ceil((bw * bh) / 8))
  for (const p of pixels) {
    const x = p % w
    const k = ((p - x) / w - y0) * bw + x - x0
    bytes[k >> 3]! |= 1 << (k & 7)
  }
  return { w: bw, h: bh, bits: bytesToBase64(bytes) }
}

/** A silhouette ready to be looked up: a square grid centred on its centroid. */
interface Template {
  grid: Uint8Array
  /** Half the grid's side; the centroid sits at (r, r). */
  r: number
  area: number
  /** Direction of its long axis (radians) and how elongated it is (axis ratio, second moments). */
  axis: Axis
}

/** The long axis of points given relative to their centroid (moments.ts). */
function axisOf(xs: ArrayLike<number>, ys: ArrayLike<number>): Axis {
  let xx = 0
  let yy = 0
  let xy = 0
  for (let i = 0; i < xs.length; i++) {
    xx += xs[i]! * xs[i]!
    yy += ys[i]! * ys[i]!
    xy += xs[i]! * ys[i]!
  }
  return axisOfMoments(xx, yy, xy, Math.max(1, xs.length))
}

/** A pixel's four neighbours: the shifts tried from a pose (two steps reach a diagonal). */
const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const

const templates = new WeakMap<Silhouette, Template>()

function templateOf(s: Silhouette): Template {
  const known = templates.get(s)
  if (known) return known
  const bytes = base64ToBytes(s.bits)
  const on = (k: number): boolean => ((bytes[k >> 3]! >> (k & 7)) & 1) === 1
  let sx = 0
  let sy = 0
  let area = 0
  for (let k = 0; k < s.w * s.h; k++) {
    if (!on(k)) continue
    sx += k % s.w
    sy += Math.floor(k / s.w)
    area++
  }
  const cx = sx / Math.max(1, area)
  const cy = sy / Math.max(1, area)
  // The grid holds the outline turned any way and scaled up by the largest scale tried.
  const r = Math.ceil(Math.hypot(Math.max(cx, s.w - cx), Math.max(cy, s.h - cy))) + 1
  const side = 2 * r + 1
  const grid = new Uint8Array(side * side)
  const xs: number[] = []
  const ys: number[] = []
  for (let k = 0; k < s.w * s.h; k++) {
    if (!on(k)) continue
    grid[(Math.round((k - (k % s.w)) / s.w - cy) + r) * side + Math.round((k % s.w) - cx) + r] = 1
    xs.push((k % s.w) - cx)
    ys.push((k - (k % s.w)) / s.w - cy)
  }
  const t = { grid, r, area, axis: axisOf(xs, ys) }
  templates.set(s, t)
  return t
}

/** Some of a blob's pixels, relative to its centroid: every `stride`-th row and column. */
interface Samples {
  xs: Float32Array
  ys: Float32Array
  /** Pixels of the blob each sample stands for. */
  weight: number
}

function samplesOf(pixels: Int32Array, w: number, cx: number, cy: number, stride: number): Samples {
  let n = 0
  for (const p of pixels) if ((p % w) % stride === 0 && Math.floor(p / w) % stride === 0) n++
  const xs = new Float32Array(n)
  const ys = new Float32Array(n)
  let k = 0
  for (const p of pixels) {
    const x = p % w
    const y = (p - x) / w
    if (x % stride || y % stride) continue
    xs[k] = x - cx
    ys[k++] = y - cy
  }
  return { xs, ys, weight: pixels.length / Math.max(1, n) }
}

interface Pose {
  t: Template
  /** Scale, turn (radians), mirrored, shift (pixels). */
  s: number
  a: number
  flip: boolean
  dx: number
  dy: number
}

/** Intersection over union of the blob (`area` pixels, seen through its samples) with a posed outline. */
function overlap(b: Samples, area: number, p: Pose): number {
  const { t, s, flip, dx, dy } = p
  const c = Math.cos(p.a) / s
  const sn = Math.sin(p.a) / s
  const side = 2 * t.r + 1
  const grid = t.grid
  const { xs, ys } = b
  let inter = 0
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]! - dx
    const y = ys[i]! - dy
    const u = c * x + sn * y
    const gx = Math.round(flip ? -u : u) + t.r
    const gy = Math.round(c * y - sn * x) + t.r
    if (gx >= 0 && gy >= 0 && gx < side && gy < side && grid[gy * side + gx]) inter++
  }
  const shared = inter * b.weight
  return Math.min(1, shared / (area + t.area * s * s - shared))
}

/**
 * Turns (radians) that may lay an outline on a blob: near the two that put their long axes on each other
 * (AXIS_TURNS about each), or every TURN_STEP when either is too round (ROUND) for its axis to mean much.
 * A whole animal's long axis turns with it, so its outline's axis lies along the blob's.
 */
function turnsFor(outline: Axis, blob: Axis, flip: boolean): number[] {
  const all: number[] = []
  if (Math.min(outline.elongation, blob.elongation) < ROUND) {
    for (let deg = 0; deg < 360; deg += TURN_STEP) all.push((deg * Math.PI) / 180)
    return all
  }
  // Turned by a, mirrored or not, the outline's axis lies at a + angle (a - angle mirrored).
  const along = flip ? blob.angle + outline.angle : blob.angle - outline.angle
  for (const end of [0, Math.PI]) for (const d of AXIS_TURNS) all.push(along + end + (d * Math.PI) / 180)
  return all
}

/**
 * How well some pixels of a frame `w` wide match one of the silhouettes: the best intersection over union
 * with any of them, turned any way or mirrored, shifted by up to SHIFT pixels and scaled to the pixels'
 * own area within LOG_SCALE. Poses are found on a sparse sample of the pixels (COARSE_STRIDE), then
 * refined on a denser one (STRIDE). 0 when there is no silhouette to match.
 */
export function silhouetteFit(pixels: Int32Array, w: number, silhouettes: readonly Silhouette[]): number {
  if (silhouettes.length === 0 || pixels.length === 0) return 0
  let sx = 0
  let sy = 0
  for (const p of pixels) {
    const x = p % w
    sx += x
    sy += (p - x) / w
  }
  const area = pixels.length
  const cx = sx / area
  const cy = sy / area
  const sparse = samplesOf(pixels, w, cx, cy, COARSE_STRIDE)
  const dense = samplesOf(pixels, w, cx, cy, STRIDE)
  if (sparse.xs.length === 0 || dense.xs.length === 0) return 0
  const axis = axisOf(dense.xs, dense.ys)
  // Coarse: every turn step, both faces, every silhouette, centroids on each other.
  const coarse: { pose: Pose; v: number }[] = []
  for (const sil of silhouettes) {
    const t = templateOf(sil)
    if (t.area === 0) continue
    const s = Math.exp(Math.max(-LOG_SCALE, Math.min(LOG_SCALE, Math.log(area / t.area) / 2)))
    for (const flip of [false, true]) {
      for (const a of turnsFor(t.axis, axis, flip)) {
        const pose = { t, s, a, flip, dx: 0, dy: 0 }
        coarse.push({ pose, v: overlap(sparse, area, pose) })
      }
    }
  }
  coarse.sort((a, b) => b.v - a.v)
  // Fine: the KEEP best coarse poses, shifted and turned a little, each while it improves.
  let best = 0
  for (const start of coarse.slice(0, KEEP)) {
    let pose = start.pose
    let v = overlap(dense, area, pose)
    for (let improved = true; improved;) {
      improved = false
      const moves: Pose[] = []
      for (const [dx, dy] of STEPS)
        if (Math.abs(pose.dx + dx) <= SHIFT && Math.abs(pose.dy + dy) <= SHIFT)
          moves.push({ ...pose, dx: pose.dx + dx, dy: pose.dy + dy })
      for (const turn of FINE_TURNS) moves.push({ ...pose, a: pose.a + (turn * Math.PI) / 180 })
      for (const m of moves) {
        const mv = overlap(dense, area, m)
        if (mv > v) {
          pose = m
          v = mv
          improved = true
        }
      }
    }
    best = Math.max(best, v)
  }
  return best
}
