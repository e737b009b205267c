/**
 * How the light changed since the empty-table frame. Per channel, log(frame / table) is fitted with a
 * smooth quadratic surface over the whole frame, robustly (tokens, hands and shadows are outliers), so a
 * lamp switched on, a cloud or the camera's auto-exposure does not look like animals appearing.
 */
import type { Frame } from './types'
import { clipLevels } from './clipping'

/**
 * NB coefficients per channel of log-gain, a cubic in x and y (in -1..1): c0 + c1 x + c2 y + c3 x^2 + c4 xy +
 * c5 y^2 + c6 x^3 + c7 x^2 y + c8 x y^2 + c9 y^3 (a lamp's gradient times the lens falloff is not quadratic).
 */
export interface LightModel {
  coef: [number[], number[], number[]]
  /** Robust spread (MAD-based sigma) of the log-ratio residual on the table, per channel. */
  spread: [number, number, number]
}

const STEP = 10

function basis(x: number, y: number, out: Float64Array): void {
  out[0] = 1
  out[1] = x
  out[2] = y
  out[3] = x * x
  out[4] = x * y
  out[5] = y * y
  out[6] = x * x * x
  out[7] = x * x * y
  out[8] = x * y * y
  out[9] = y * y * y
}

/** Number of terms of the light model. */
const NB = 10

/** Solves the NB x NB system a z = b in place (Gaussian elimination with partial pivoting). */
function solve(a: Float64Array, b: Float64Array): number[] {
  const n = NB
  for (let c = 0; c < n; c++) {
    let p = c
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r * n + c]!) > Math.abs(a[p * n + c]!)) p = r
    if (p !== c) {
      for (let k = 0; k < n; k++) [a[c * n + k], a[p * n + k]] = [a[p * n + k]!, a[c * n + k]!]
      ;[b[c], b[p]] = [b[p]!, b[c]!]
    }
    const piv = a[c * n + c]! || 1e-12
    for (let r = c + 1; r < n; r++) {
      const f = a[r * n + c]! / piv
      for (let k = c; k < n; k++) a[r * n + k] = a[r * n + k]! - f * a[c * n + k]!
      b[r] = b[r]! - f * b[c]!
    }
  }
  const z = new Array<number>(n).fill(0)
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!
    for (let k = r + 1; k < n; k++) s -= a[r * n + k]! * z[k]!
    z[r] = s / (a[r * n + r]! || 1e-12)
  }
  return z
}

/** Median of the first n values (quickselect on a copy: linear time, no full sort). */
export function median(values: Float64Array, n: number): number {
  if (n === 0) return 0
  const a = values.slice(0, n)
  const k = n >> 1
  let lo = 0
  let hi = n - 1
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!
    let i = lo
    let j = hi
    while (i <= j) {
      while (a[i]! < pivot) i++
      while (a[j]! > pivot) j--
      if (i <= j) {
        const t = a[i]!
        a[i] = a[j]!
        a[j] = t
        i++
        j--
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else break
  }
  return a[k]!
}

/** Fits the light change from `table` (RGB bytes of the empty table) to `frame`. */
/**
 * `clips`: where the frame's and the table's channels clip (clipping.ts), when the caller has them;
 * otherwise read off the two pictures here.
 */
export function fitLighting(
  frame: Frame,
  table: Uint8Array,
  clips?: { frame: readonly number[]; table: readonly number[] },
): LightModel {
  const { width: w, height: h, data } = frame
  const maxSamples = Math.ceil(w / STEP) * Math.ceil(h / STEP)
  const basisRows = new Float64Array(maxSamples * NB)
  const logs = [new Float64Array(maxSamples), new Float64Array(maxSamples), new Float64Array(maxSamples)]
  // Per channel: whether the sample tells (a channel clipped at white or lost in black says nothing
  // about the light, but the other channels of the same pixel still do). Clipped is over 250, or at or
  // over the channel's own level where the picture shows one (clipping.ts: white balance after the
  // sensor clips leaves a white at 253, 251, 250, and readings held there are no ratio of the light).
  const valid = [new Uint8Array(maxSamples), new Uint8Array(maxSamples), new Uint8Array(maxSamples)]
  const row = new Float64Array(NB)
  const fClip = clips?.frame ?? clipLevels(data, 4, w * h)
  const tClip = clips?.table ?? clipLevels(table, 3, w * h)
  let count = 0
  for (let y = STEP >> 1; y < h; y += STEP) {
    for (let x = STEP >> 1; x < w; x += STEP) {
      const i = y * w + x
      let any = false
      for (let k = 0; k < 3; k++) {
        const f = data[i * 4 + k]!
        const t = table[i * 3 + k]!
        const ok = f <= 250 && t <= 250 && f < fClip[k]! && t < tClip[k]! && f >= 6 && t >= 6
        valid[k]![count] = ok ? 1 : 0
        logs[k]![count] = ok ? Math.log(f / t) : 0
        any ||= ok
      }
      if (!any) continue
      basis((2 * x) / w - 1, (2 * y) / h - 1, row)
      for (let r = 0; r < NB; r++) basisRows[count * NB + r] = row[r]!
      count++
    }
  }
  const coef: [number[], number[], number[]] = [[], [], []]
  const spread: [number, number, number] = [0, 0, 0]
  const res = new Float64Array(count)
  const absRes = new Float64Array(count)
  const support = [0, 1, 2].map((k) => valid[k]!.subarray(0, count).reduce((a, b) => a + b, 0))
  for (let k = 0; k < 3; k++) {
    // This channel's own samples, packed.
    const ok = valid[k]!
    let m = 0
    const v = new Float64Array(count)
    const rows = new Float64Array(count * NB)
    for (let s = 0; s < count; s++) {
      if (!ok[s]) continue
      v[m] = logs[k]![s]!
      for (let r = 0; r < NB; r++) rows[m * NB + r] = basisRows[s * NB + r]!
      m++
    }
    // Start from the median (robust to a table half covered by tokens), then refine on inliers.
    let z = [median(v, m), 0, 0, 0, 0, 0, 0, 0, 0, 0]
    let sigma = 0.1
    for (let iter = 0; iter < 4; iter++) {
      for (let s = 0; s < m; s++) {
        let p = 0
        for (let r = 0; r < NB; r++) p += z[r]! * rows[s * NB + r]!
        res[s] = v[s]! - p
        absRes[s] = Math.abs(res[s]!)
      }
      sigma = Math.max(0.004, 1.4826 * median(absRes, m))
      const limit = Math.max(2.5 * sigma, 0.02)
      let used = 0
      for (let s = 0; s < m; s++) if (absRes[s]! <= limit) used++
      if (used < 30) break
      const ata = new Float64Array(NB * NB)
      const atb = new Float64Array(NB)
      for (let r = 0; r < NB; r++) normalRow(rows, v, absRes, m, limit, r, ata, atb)
      // A little ridge keeps the fit sane when the samples cover the frame unevenly.
      for (let r = 1; r < NB; r++) ata[r * NB + r] = ata[r * NB + r]! + 1e-3 * used
      z = solve(ata, atb)
    }
    coef[k] = z
    spread[k] = sigma
  }
  // A channel clipped over much of the frame (the red of a pale table under a warm lamp) has samples
  // only where the light is dimmer, and its fit wanders where it has none. Light falls off alike in
  // every channel (a lamp's tint is a constant factor), so such a channel takes the shape of the best
  // covered one and fits only its own level (however few its samples: one level needs few).
  const best = support.indexOf(Math.max(...support))
  for (let k = 0; k < 3; k++) {
    if (support[k]! >= SUPPORT_SHARE * support[best]! || support[k] === 0) continue
    const shape = coef[best]!
    let m = 0
    for (let s = 0; s < count; s++) {
      if (!valid[k]![s]) continue
      let p = 0
      for (let r = 1; r < NB; r++) p += shape[r]! * basisRows[s * NB + r]!
      res[m++] = logs[k]![s]! - p
    }
    coef[k] = [median(res, m), ...shape.slice(1)]
  }
  return { coef, spread }
}

/**
 * Row r of the normal equations over the samples within `limit`: atb[r] and ata[r][c] for every c, each
 * summed in sample order in a register of its own (ten sums at once rather than one array entry at a
 * time; ata[r][c] for c < r is the same sum as ata[c][r], the products being the same).
 */
function normalRow(
  rows: Float64Array,
  v: Float64Array,
  absRes: Float64Array,
  m: number,
  limit: number,
  r: number,
  ata: Float64Array,
  atb: Float64Array,
): void {
  let b = 0
  let a0 = 0
  let a1 = 0
  let a2 = 0
  let a3 = 0
  let a4 = 0
  let a5 = 0
  let a6 = 0
  let a7 = 0
  let a8 = 0
  let a9 = 0
  for (let s = 0, o = 0; s < m; s++, o += NB) {
    if (absRes[s]! > limit) continue
    const br = rows[o + r]!
    b += br * v[s]!
    a0 += br * rows[o]!
    a1 += br * rows[o + 1]!
    a2 += br * rows[o + 2]!
    a3 += br * rows[o + 3]!
    a4 += br * rows[o + 4]!
    a5 += br * rows[o + 5]!
    a6 += br * rows[o + 6]!
    a7 += br * rows[o + 7]!
    a8 += br * rows[o + 8]!
    a9 += br * rows[o + 9]!
  }
  atb[r] = b
  const k = r * NB
  ata[k] = a0
  ata[k + 1] = a1
  ata[k + 2] = a2
  ata[k + 3] = a3
  ata[k + 4] = a4
  ata[k + 5] = a5
  ata[k + 6] = a6
  ata[k + 7] = a7
  ata[k + 8] = a8
  ata[k + 9] = a9
}

/** A channel with fewer valid samples than this share of the best channel's borrows its shape. */
const SUPPORT_SHARE = 0.8

function predict(z: number[], x: number, y: number): number {
  const q = z[0]! + z[1]! * x + z[2]! * y + z[3]! * x * x + z[4]! * x * y + z[5]! * y * y
  return q + x * x * (z[6]! * x + z[7]! * y) + y * y * (z[8]! * x + z[9]! * y)
}

/** Gain (frame / table) per channel at one point, x and y in -1..1. */
export function gainAt(model: LightModel, x: number, y: number): [number, number, number] {
  const [a, b, c] = model.coef
  return [Math.exp(predict(a, x, y)), Math.exp(predict(b, x, y)), Math.exp(predict(c, x, y))]
}

/** Per-pixel gain (frame / table) per channel at full resolution, interpolated from an 8-pixel grid. */
export function gainMap(model: LightModel, w: number, h: number): [Float32Array, Float32Array, Float32Array] {
  const G = 8
  const gw = Math.ceil(w / G) + 1
  const gh = Math.ceil(h / G) + 1
  const maps: [Float32Array, Float32Array, Float32Array] = [
    new Float32Array(w * h),
    new Float32Array(w * h),
    new Float32Array(w * h),
  ]
  const grid = new Float32Array(gw * gh)
  for (let k = 0; k < 3; k++) {
    const z = model.coef[k]!
    for (let j = 0; j < gh; j++) {
      for (let i = 0; i < gw; i++)
        grid[j * gw + i] = Math.exp(predict(z, (2 * i * G) / w - 1, (2 * j * G) / h - 1))
    }
    const m = maps[k]!
    for (let y = 0; y < h; y++) {
      const j = Math.floor(y / G)
      const ty = (y - j * G) / G
      for (let x = 0; x < w; x++) {
        const i = Math.floor(x / G)
        const tx = (x - i * G) / G
        const a = grid[j * gw + i]!
        const b = grid[j * gw + i + 1]!
        const c = grid[(j + 1) * gw + i]!
        const d = grid[(j + 1) * gw + i + 1]!
        m[y * w + x] = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty
      }
    }
  }
  return maps
}

/** Bounds of the flat-field correction (see flatField). */
const FLAT_MIN = 0.67
const FLAT_MAX = 1.5

/**
 * The light falling on the empty table, up to a constant: a smooth surface fitted to the table's own
 * brightness (vignetting, a lamp to one side). Colours divided by it look the same in a corner as in the
 * middle, so a token far from where its calibration animal lay still matches it. Returns 1 / falloff per
 * pixel, 1 on average.
 */
export function flatField(table: Uint8Array, w: number, h: number): Float32Array {
  const n = w * h
  const grey = new Uint8Array(n * 3).fill(128)
  const asFrame = new Uint8ClampedArray(n * 4)
  for (let i = 0; i < n; i++) {
    asFrame[i * 4] = table[i * 3]!
    asFrame[i * 4 + 1] = table[i * 3 + 1]!
    asFrame[i * 4 + 2] = table[i * 3 + 2]!
  }
  const model = fitLighting({ width: w, height: h, data: asFrame }, grey)
  // One shared falloff (mean of the channels), without the constant term: only how light varies.
  const z = Array.from({ length: NB }, (_, r) => r).map((r) =>
    r === 0 ? 0 : (model.coef[0][r]! + model.coef[1][r]! + model.coef[2][r]!) / 3,
  )
  const out = new Float32Array(n)
  let sum = 0
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = Math.exp(-predict(z, (2 * x) / w - 1, (2 * y) / h - 1))
      out[y * w + x] = v
      sum += v
    }
  }
  // A table that really is lighter on one side would be "corrected" too: cap the correction at what
  // vignetting and a lamp plausibly do.
  const mean = sum / n
  for (let i = 0; i < n; i++) out[i] = Math.max(FLAT_MIN, Math.min(FLAT_MAX, out[i]! / mean))
  return out
}
