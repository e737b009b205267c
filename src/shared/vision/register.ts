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
import { REGISTER_PARAMS } from './register-params'
import { sharpest, textureFit, type Samples } from './register-texture'
import { shiftTable, warpTable } from './register-warp'
import type { CameraWarning } from './types'

export { REGISTER_PARAMS, shiftTable, warpTable }

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
export const UNSURE_ALIGNMENT_WARNING: CameraWarning = 'faint-table'

/**
 * The warning a registration calls for besides "calibrate again" (`beyond`), if any. `calibratedFit`
 * is the calibration's textureFit: how well the table's texture came back in a second picture taken
 * with the camera unmoved (absent in older calibrations: then any texture counts).
 */
export function alignmentWarning(r: Registration, calibratedFit?: number): CameraWarning | null {
  const P = REGISTER_PARAMS
  const onlyNoise = calibratedFit !== undefined && calibratedFit !== 0 && Math.abs(calibratedFit) < P.noiseFit
  return !r.known && !r.beyond && r.textured >= P.unsureTextured && !onlyNoise
    ? UNSURE_ALIGNMENT_WARNING
    : null
}
