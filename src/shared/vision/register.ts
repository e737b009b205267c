/**
 * A camera that moved a little since calibration: every picture is compared with the empty table pixel
 * by pixel, so a camera turned by a quarter of a degree or zoomed by half a percent turns the grain of
 * wood or the lines of gingham into "something there" all over the picture. Before comparing, the
 * frame is registered to the empty table: the shift, turn and zoom (a similarity) that carries the
 * calibrated view onto the frame is measured from the table itself (register-match.ts finds patches
 * of the empty table again in the frame, coarse to fine; register-fit.ts fits the similarity robustly,
 * so the patches animals cover are outvoted), and the empty table is resampled into the frame's view.
 * Where the frame shows table the calibration never saw (the strip a turn or a zoom uncovers), the
 * frame itself stands in for the table there, so nothing is found in it.
 *
 * A plain table has nothing to measure: registration says it cannot tell (`known: false`) and leaves
 * the picture as it is; on a truly plain table a small move changes nothing the detector compares
 * anyway. A motion beyond what is followed (REGISTER_PARAMS.maxTurnDeg, maxZoom, maxShiftPx) is
 * `beyond`, which the detector turns into a "calibrate again" warning.
 */
import { robustFit } from './register-fit'
import {
  displacement,
  IDENTITY,
  matchLevel,
  pyramid,
  tablePatches,
  type Level,
  type Patch,
  type Similarity,
} from './register-match'

/**
 * Every choice registration makes. Measured with `npm run eval-vision` (scenegen source, dev-* seeds,
 * profiles webcam and nudged: 25 tables x 16 pictures each) and the register unit tests.
 */
export const REGISTER_PARAMS = {
  /** Side of a table patch at full size, pixels: big enough to hold a few grain lines or checks. */
  patch: 32,
  /** Patches on a grid of this many columns and rows (the whole picture is the table). */
  gridX: 12,
  gridY: 9,
  /**
   * A patch with less texture than this (mean squared brightness gradient, grey levels per pixel) is
   * not searched for: JPEG noise alone gives about 1-2 there, so a patch this flat matches anywhere.
   */
  minEnergy: 3,
  /** Pyramid levels (full, half, quarter size): the quarter-size search covers a nudge of 2-3°. */
  levels: 3,
  /** Search radius at the coarsest level, pixels of that level (x 4 at full size: 28 pixels). */
  coarseRadius: 7,
  /** Search radius at the finer levels around where the coarser fit puts each patch. */
  fineRadius: 2,
  /**
   * Score given up per search radius of distance from where the coarser fit (or no motion) puts a
   * patch: of two equally good fits of a repeating pattern (gingham, 36 pixels a period) the nearer
   * wins; a real match scores 0.8-0.95, a wrong one rarely over 0.6.
   */
  penalty: 0.1,
  /** A patch found with a correlation under this at the coarsest level is not counted (covered, faint). */
  minScore: 0.5,
  /**
   * The same at the finer levels, whose search is only a couple of pixels around the coarser fit (a
   * wrong match there is rare, and the robust fit drops it): JPEG at quality 85 leaves a fine weave
   * correlating at 0.3-0.5 at full size, and at 0.5 most of a cloth's patches were lost.
   */
  fineMinScore: 0.3,
  /** A patch further than this from the fit (pixels at full size, x 2 per coarser level) is an outlier. */
  inlierPx: 1,
  /** Random triples tried by RANSAC (deterministic). */
  tries: 120,
  /** Registration is trusted only when a level at least this fine (0 = full size) agreed. */
  knownLevel: 1,
  /** Fewer patches than this agreeing with the fit: the table cannot tell where the camera is. */
  minPatches: 8,
  /** ... nor when the agreeing patches carry less than this share of the matches' weight. */
  minShare: 0.35,
  /**
   * A table with texture in at least this share of its patches that cannot be lined up would show its
   * texture as "something there" wherever it moved: the detector says it is not sure (and a
   * well-textured table that no longer fits its calibration at all is "calibrate again", segment.ts).
   * Below it the table is plain, and a small move changes nothing compared.
   */
  unsureTextured: 0.1,
  /**
   * ... unless its texture did not come back in the calibration's second picture (the camera unmoved):
   * a calibration fit (Calibration.textureFit) within this of 0 is what independent noise gives, so the
   * "texture" is the camera's noise, different in every frame, and no move can shift it into a change.
   * Measured over 37 calibrations of dark tables (scenegen, raw and through the fake camera's YUV 4:2:0,
   * dev-2 under the still, webcam and nudged profiles): -0.021..0.046, the e2e table mv-1 0.004. Texture
   * that does come back fits at 0.062 and over (light tables under webcam JPEG 0.062-0.12, raw
   * 0.10-0.81; cloth 0.13-0.66; wood and gingham over 0.97). A fit of exactly 0 means none was measured
   * (too few sharp points), which proves nothing: the warning stays.
   */
  noiseFit: 0.05,
  /** Motions smaller than this everywhere in the picture (pixels) are left alone: noise, not a bump. */
  minMovePx: 0.3,
  /** Beyond these the camera was knocked, not nudged: calibrate again. */
  maxTurnDeg: 4,
  maxZoom: 0.06,
  maxShiftPx: 24,
  /** The fit of the texture (gradientFit) is measured at up to this many of the table's sharpest points. */
  fitSamples: 1500,
  /** A frame's gradient this many times the table's (energy) at a point is an animal's edge there. */
  likeTable: 4,
} as const

export interface Registration {
  /** Shift of the picture's centre against the empty table, pixels (0, 0 when none was found). */
  dx: number
  dy: number
  /** Turn (degrees, clockwise in picture coordinates) and zoom (1 = none) of the frame against it. */
  turnDeg: number
  zoom: number
  /** The empty table's RGB bytes in the frame's view (the same array when nothing moved). */
  table: Uint8Array
  /** The camera moved further than registration follows: calibrate again. */
  beyond: boolean
  /**
   * The table told where the camera is. False on a plain table (nothing to line up) or when too few
   * of its patches agree: then the picture is compared as it is, and small moves are not undone.
   */
  known: boolean
  /** Share of the picture's patches that have texture enough to be found again (0 on a plain table). */
  textured: number
  /**
   * How well the frame's texture fits the table's after registration (normalised correlation of
   * gradients at the table's sharpest points; 0 for a plain table).
   */
  fit: number
  /** The same fit leaving out the points where an animal's edge lies. */
  fitBesideEdges?: number
}

interface TableState {
  levels: Level[]
  patches: Patch[]
  samples: Samples
}

interface Samples {
  idx: Int32Array
  gx: Float32Array
  gy: Float32Array
}

const tables = new WeakMap<Uint8Array, TableState>()
const results = new WeakMap<object, { table: Uint8Array; print: number; reg: Registration }>()

/** A cheap fingerprint of a frame buffer, so a buffer reused for another picture is measured again. */
function fingerprint(data: ArrayLike<number>): number {
  let h = 2166136261
  const step = Math.max(1, Math.floor(data.length / 509))
  for (let i = 0; i < data.length; i += step) h = Math.imul(h ^ data[i]!, 16777619)
  return h
}

/** Brightness of every pixel of an RGB (stride 3) or RGBA (stride 4) buffer. */
export function luminance(data: ArrayLike<number>, n: number, stride: number): Float32Array {
  const y = new Float32Array(n)
  for (let i = 0, j = 0; i < n; i++, j += stride) {
    y[i] = 0.299 * data[j]! + 0.587 * data[j + 1]! + 0.114 * data[j + 2]!
  }
  return y
}

function tableState(table: Uint8Array, w: number, h: number): TableState {
  const cached = tables.get(table)
  if (cached) return cached
  const P = REGISTER_PARAMS
  const levels = pyramid(luminance(table, w * h, 3), w, h, P.levels)
  const state = {
    levels,
    patches: tablePatches(levels, P.patch, P.gridX, P.gridY, P.minEnergy),
    samples: sharpest(levels[0]!.lum, w, h),
  }
  tables.set(table, state)
  return state
}

/**
 * How the frame (RGBA bytes) lies against the empty table (RGB bytes), and the table in the frame's
 * view. The result is remembered per frame buffer: the detector and the light fit ask twice.
 */
export function registerFrame(
  data: ArrayLike<number>,
  table: Uint8Array,
  w: number,
  h: number,
): Registration {
  const key = data as object
  const print = fingerprint(data)
  const hit = results.get(key)
  if (hit && hit.table === table && hit.print === print) return hit.reg
  const reg = measure(data, table, w, h)
  results.set(key, { table, print, reg })
  return reg
}

function measure(data: ArrayLike<number>, table: Uint8Array, w: number, h: number): Registration {
  const P = REGISTER_PARAMS
  const st = tableState(table, w, h)
  const lum = luminance(data, w * h, 4)
  const textured = st.patches.length / (P.gridX * P.gridY)
  const none: Registration = {
    dx: 0,
    dy: 0,
    turnDeg: 0,
    zoom: 1,
    table,
    beyond: false,
    known: false,
    textured,
    fit: textureFit(lum, st.samples, w, h, IDENTITY),
    fitBesideEdges: textureFit(lum, st.samples, w, h, IDENTITY, P.likeTable),
  }
  if (st.patches.length < P.minPatches) return none
  const frame = pyramid(lum, w, h, P.levels)
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  const radius = Math.hypot(cx, cy)
  let model: Similarity = IDENTITY
  // The finest level whose patches agreed: a fine weave may be lost at full size under JPEG noise
  // (its half-size fit then stands), a mottled table at quarter size (the finer levels search near
  // no motion then).
  let finest = Infinity
  for (let l = P.levels - 1; l >= 0; l--) {
    const r = l === P.levels - 1 ? P.coarseRadius : finest < Infinity ? P.fineRadius : 2 * P.fineRadius
    const min = l === P.levels - 1 ? P.minScore : P.fineMinScore
    const ms = matchLevel(st.patches, frame[l]!, l, P.patch, model, r, cx, cy, min, P.penalty)
    const f = robustFit(ms, cx, cy, radius, P.inlierPx * (1 << l), P.tries)
    if (!f || f.inliers < P.minPatches || f.share < P.minShare) continue
    model = f.model
    finest = l
  }
  if (finest > P.knownLevel) return none
  const zoom = Math.hypot(1 + model.a, model.b)
  const turnDeg = (Math.atan2(model.b, 1 + model.a) * 180) / Math.PI
  const known: Registration = { ...none, known: true, dx: model.tx, dy: model.ty, turnDeg, zoom }
  if (
    Math.abs(turnDeg) > P.maxTurnDeg ||
    Math.abs(zoom - 1) > P.maxZoom ||
    Math.hypot(model.tx, model.ty) > P.maxShiftPx
  )
    return { ...known, beyond: true }
  const corners = [
    [0, 0],
    [w - 1, 0],
    [0, h - 1],
    [w - 1, h - 1],
  ].map(([x, y]) => Math.hypot(...displacement(model, x!, y!, cx, cy)))
  if (Math.max(...corners) < P.minMovePx) return { ...none, known: true, dx: 0, dy: 0 }
  return {
    ...known,
    table: warpTable(table, data, w, h, model),
    fit: textureFit(lum, st.samples, w, h, model),
    fitBesideEdges: textureFit(lum, st.samples, w, h, model, P.likeTable),
  }
}

/** Said when a faintly textured table cannot be lined up: small moves may show as animals. */
export const UNSURE_ALIGNMENT_WARNING =
  'The table has too little texture to tell whether the camera moved since calibration: counts are not sure.'

/**
 * The warning a registration calls for besides "calibrate again" (`beyond`), if any. `calibratedFit`
 * is the calibration's textureFit: how well the table's texture came back in a second picture taken
 * with the camera unmoved (absent in older calibrations: then any texture counts).
 */
export function alignmentWarning(r: Registration, calibratedFit?: number): string | null {
  const P = REGISTER_PARAMS
  const onlyNoise = calibratedFit !== undefined && calibratedFit !== 0 && Math.abs(calibratedFit) < P.noiseFit
  return !r.known && !r.beyond && r.textured >= P.unsureTextured && !onlyNoise
    ? UNSURE_ALIGNMENT_WARNING
    : null
}

/**
 * The empty table (RGB) as the frame's camera sees it: each frame pixel q shows the table at
 * T^-1(q), bilinear. Where that falls outside the calibrated view, the frame's own pixel stands in,
 * divided by the frame's overall gain over the table per channel: it then differs from nothing, and
 * it does not pull the light fit (lighting.ts) towards "no change of light" along the picture's edges.
 */
export function warpTable(
  table: Uint8Array,
  frame: ArrayLike<number>,
  w: number,
  h: number,
  m: Similarity,
): Uint8Array {
  const out = new Uint8Array(table.length)
  const outside: number[] = []
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  // Inverse of I + A: A = [[a, -b], [b, a]], so (I + A)^-1 = [[p, b'], [-b', p]] / det.
  const p = 1 + m.a
  const det = p * p + m.b * m.b
  const ia = p / det
  const ib = m.b / det
  for (let y = 0; y < h; y++) {
    const qy = y - cy - m.ty
    for (let x = 0; x < w; x++) {
      const qx = x - cx - m.tx
      const sx = cx + ia * qx + ib * qy
      const sy = cy - ib * qx + ia * qy
      const o = (y * w + x) * 3
      if (sx < 0 || sy < 0 || sx > w - 1 || sy > h - 1) {
        outside.push(y * w + x)
        continue
      }
      const x0 = Math.min(w - 2, Math.floor(sx))
      const y0 = Math.min(h - 2, Math.floor(sy))
      const fx = sx - x0
      const fy = sy - y0
      const a = (y0 * w + x0) * 3
      const b = a + w * 3
      for (let c = 0; c < 3; c++) {
        const top = table[a + c]! + (table[a + 3 + c]! - table[a + c]!) * fx
        const bot = table[b + c]! + (table[b + 3 + c]! - table[b + c]!) * fx
        out[o + c] = Math.round(top + (bot - top) * fy)
      }
    }
  }
  if (outside.length === 0) return out
  const gain = localGain(frame, out, w, h, outside)
  const cw = Math.ceil(w / GAIN_CELL)
  for (const i of outside) {
    const x = i % w
    const k = (Math.floor((i - x) / w / GAIN_CELL) * cw + Math.floor(x / GAIN_CELL)) * 3
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.min(255, Math.round(frame[i * 4 + c]! / gain[k + c]!))
  }
  return out
}

/** Side of the cells over which the frame's gain over the table is measured for the uncovered strip. */
const GAIN_CELL = 24

/**
 * Ratio of frame to table per channel in each GAIN_CELL cell, over its pixels the table covers; a cell
 * the table does not cover at all takes the next cell towards the centre's.
 */
function localGain(
  frame: ArrayLike<number>,
  table: Uint8Array,
  w: number,
  h: number,
  outside: number[],
): Float32Array {
  const cw = Math.ceil(w / GAIN_CELL)
  const ch = Math.ceil(h / GAIN_CELL)
  const sums = new Float64Array(cw * ch * 6)
  const skip = new Uint8Array(w * h)
  for (const i of outside) skip[i] = 1
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      if (skip[i]) continue
      const k = (Math.floor(y / GAIN_CELL) * cw + Math.floor(x / GAIN_CELL)) * 6
      for (let c = 0; c < 3; c++) {
        sums[k + c]! += frame[i * 4 + c]!
        sums[k + 3 + c]! += table[i * 3 + c]!
      }
    }
  }
  const gain = new Float32Array(cw * ch * 3)
  for (let j = 0; j < ch; j++) {
    for (let i = 0; i < cw; i++) {
      // Step towards the centre until a cell with table in it.
      let [u, v] = [i, j]
      while (
        sums[(v * cw + u) * 6 + 3]! + sums[(v * cw + u) * 6 + 4]! < 1 &&
        (u !== cw >> 1 || v !== ch >> 1)
      ) {
        u += Math.sign((cw >> 1) - u)
        v += Math.sign((ch >> 1) - v)
      }
      for (let c = 0; c < 3; c++) {
        const k = (v * cw + u) * 6
        gain[(j * cw + i) * 3 + c] =
          sums[k + 3 + c]! > 0 ? Math.max(0.05, sums[k + c]! / sums[k + 3 + c]!) : 1
      }
    }
  }
  return gain
}

/** The empty table (RGB) moved by (dx, dy) pixels, bilinear, edges repeated. */
export function shiftTable(table: Uint8Array, w: number, h: number, dx: number, dy: number): Uint8Array {
  const frame = new Uint8Array(w * h * 4)
  for (let i = 0; i < w * h; i++) {
    // The uncovered strip repeats the table's edge, as a camera's repeated edge would.
    const x = Math.min(w - 1, Math.max(0, (i % w) - dx))
    const y = Math.min(h - 1, Math.max(0, Math.floor(i / w) - dy))
    const j = (Math.round(y) * w + Math.round(x)) * 3
    frame.set([table[j]!, table[j + 1]!, table[j + 2]!, 255], i * 4)
  }
  return warpTable(table, frame, w, h, { tx: dx, ty: dy, a: 0, b: 0 })
}

/** The sharpest pixel of each 6 x 6 cell of the table, the strongest `fitSamples` of them. */
function sharpest(lum: Float32Array, w: number, h: number): Samples {
  const cell = 6
  const cand: { i: number; gx: number; gy: number; g: number }[] = []
  for (let cy = 2; cy + cell <= h - 2; cy += cell) {
    for (let cx = 2; cx + cell <= w - 2; cx += cell) {
      let best = { i: -1, gx: 0, gy: 0, g: 36 }
      for (let y = cy; y < cy + cell; y++) {
        for (let x = cx; x < cx + cell; x++) {
          const i = y * w + x
          const gx = lum[i + 1]! - lum[i - 1]!
          const gy = lum[i + w]! - lum[i - w]!
          if (gx * gx + gy * gy > best.g) best = { i, gx, gy, g: gx * gx + gy * gy }
        }
      }
      if (best.i >= 0) cand.push(best)
    }
  }
  cand.sort((a, b) => b.g - a.g)
  const keep = cand.length < 200 ? [] : cand.slice(0, REGISTER_PARAMS.fitSamples)
  return {
    idx: Int32Array.from(keep, (c) => c.i),
    gx: Float32Array.from(keep, (c) => c.gx),
    gy: Float32Array.from(keep, (c) => c.gy),
  }
}

/**
 * Normalised correlation of the frame's brightness gradients, where the model carries each of the
 * table's sharpest points, with the table's gradients there. With `edge`, points where the frame's
 * gradient energy is over `edge` times the table's (an animal's edge) are left out.
 */
function textureFit(
  lum: Float32Array,
  s: Samples,
  w: number,
  h: number,
  m: Similarity,
  edge = Infinity,
): number {
  let dot = 0
  let ef = 0
  let et = 0
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  for (let k = 0; k < s.idx.length; k++) {
    const i = s.idx[k]!
    const [ux, uy] = displacement(m, i % w, Math.floor(i / w), cx, cy)
    const x = (i % w) + ux
    const y = Math.floor(i / w) + uy
    if (x < 2 || y < 2 || x >= w - 3 || y >= h - 3) continue
    const gx = sample(lum, w, x + 1, y) - sample(lum, w, x - 1, y)
    const gy = sample(lum, w, x, y + 1) - sample(lum, w, x, y - 1)
    const f = gx * gx + gy * gy
    const t = s.gx[k]! * s.gx[k]! + s.gy[k]! * s.gy[k]!
    if (f > edge * t) continue
    dot += gx * s.gx[k]! + gy * s.gy[k]!
    ef += f
    et += t
  }
  return ef > 0 && et > 0 ? dot / Math.sqrt(ef * et) : 0
}

/** Bilinear brightness at (x, y), which lies inside the picture. */
function sample(lum: Float32Array, w: number, x: number, y: number): number {
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const fx = x - x0
  const fy = y - y0
  const i = y0 * w + x0
  const top = lum[i]! + (lum[i + 1]! - lum[i]!) * fx
  const bot = lum[i + w]! + (lum[i + w + 1]! - lum[i + w]!) * fx
  return top + (bot - top) * fy
}
