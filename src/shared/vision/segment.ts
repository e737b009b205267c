/**
 * Foreground against the empty table, after undoing the light change: a pixel is "not table" when it
 * differs from the relit table by more than the table's own noise and texture, and the difference is
 * not just a shadow (uniformly darker, same hue). Three tests, each against noise measured on the frame:
 * one pixel differs clearly; most pixels of a small window differ a little (an animal close to the
 * table's colour); the table's texture is gone from a window (an animal on wood of its own colour).
 * The last two are in faint.ts.
 */
import { fitLighting, gainAt, type LightModel } from './lighting'
import { noiseByLevel, noiseFloor } from './noise-levels'
import { textureHits, windowHits } from './faint'
import { dilate, dilateBy, erode, fillHoles } from './morphology'
import { registerFrame } from './register'
import type { Frame } from './types'
import { VISION } from './params'
import { clipLevels, clipLevelsOf } from './clipping'
import { clearShiftedTable } from './local-shift'
import {
  cellGrid,
  compareWithTable,
  gridGain,
  pixelHits,
  shadowSpreadOf,
  shiftedDiffers,
  type CellGrid,
  type Comparison,
} from './pixel-tests'

const { G, TEXTURED_FIT, LOST_FIT, CLIP_SLACK, CLIP_NEAR, CELL, CLIP_SHARE } = VISION.segment
const { CLIPPED } = VISION.clipping

export interface Segmentation {
  /** 1 = not table, after closing and hole filling. */
  mask: Uint8Array
  /** 1 = this pixel itself differs from the table (before filling): the pixels whose colour tells. */
  raw: Uint8Array
  /** The frame in the empty table's light: RGB floats 0..255, so colours compare with calibration. */
  colour: Float32Array
  /**
   * Per pixel and channel (set where `colour` is): the value `colour` shows where the sensor clipped
   * (read 255). A pixel at its ceiling is only known to be at least that bright.
   */
  ceiling: Float32Array
  light: LightModel
  /** Share of the frame that differs from the table (before cleaning). */
  changed: number
  /**
   * The picture seems to have moved against the empty table further than can be undone (register.ts
   * `beyond`; a smaller shift, a bumped camera, is undone here before anything is compared), or a
   * well-textured table no longer fits its calibration at all (moved further than the search goes).
   */
  moved: boolean
  /** How well the frame's texture fits the table's (register.ts `fit`). */
  fit: number
}

/** Scratch buffers reused across frames of the same size (no per-frame allocation of the big ones). */
interface Scratch {
  n: number
  diff: Float32Array
  den: Float32Array
  rows: Float32Array
  shadow: Uint8Array
}
let scratch: Scratch | null = null
function scratchFor(n: number): Scratch {
  if (!scratch || scratch.n !== n) {
    scratch = {
      n,
      diff: new Float32Array(n * 3),
      den: new Float32Array(n * 3),
      rows: new Float32Array(n * 3),
      shadow: new Uint8Array(n),
    }
  }
  return scratch
}

export interface SegmentOptions {
  /** Largest enclosed table region filled as part of a token, pixels. */
  maxHole: number
  /** 1 / the empty table's light falloff per pixel (lighting.ts flatField): colours in even light. */
  flat?: Float32Array
  /** How well the calibration frame's texture fitted the table's (Calibration.textureFit). */
  textureFit?: number
  /**
   * false: no pixel is passed over as a shadow, for a table where the animals themselves darken it as a
   * shadow would (Calibration.shadows). Default true.
   */
  shadows?: boolean
}

export function segment(frame: Frame, emptyTable: Uint8Array, opts: SegmentOptions): Segmentation {
  const { width: w, height: h, data } = frame
  const n = w * h
  const reg = registerFrame(data, emptyTable, w, h)
  const table = reg.table
  const fClip = clipLevels(data, 4, n)
  const tClip = clipLevelsOf(emptyTable, 3)
  const light = fitLighting(frame, table, { frame: fClip, table: tClip })
  const { grid, gw } = gainGrid(light, w, h, G)
  // Where the empty table read within CLIP_NEAR levels of a channel's clip level it may have been
  // clipped there: a clipped stretch's readings scatter a few levels under the ceiling (sensor noise,
  // JPEG's ripples beside an edge), and its true brightness is unknown.
  const tNear = tClip.map((l) => l - CLIP_NEAR) as [number, number, number]
  const { diff, den, shadow } = scratchFor(n)
  const shadowSpread = shadowSpreadOf(light.spread, opts.shadows !== false)
  const cells = cellGrid(w, h)
  const slackOf = clipSlack(data, table, w, cells, fClip, tClip)
  // The highest reading the frame can show per channel: table brighter than that in this light reads it.
  const [cap0, cap1, cap2] = fClip.map((l) => (l < CLIPPED ? l + 1 : 255)) as [number, number, number]
  const cmp: Comparison = {
    data,
    table,
    w,
    h,
    grid,
    gw,
    caps: [cap0, cap1, cap2],
    slackOf,
    cells,
    fClip,
    tNear,
    spread: light.spread,
    shadowSpread,
  }
  compareWithTable(cmp, { diff, den, shadow })
  const measured = noiseByLevel(
    diff,
    den,
    shadow,
    table,
    n,
    tClip,
    noiseFloor(table, grid, gw, w, h, light.spread, tClip),
  )
  const { raw, changed } = pixelHits(diff, den, rowSums3(diff, w, h), shadow, w, h)
  windowHits(raw, shadow, diff, den, data, table, w, h, measured ?? den)
  if (table !== emptyTable) clearEdges(raw, w, h, Math.ceil(Math.max(Math.abs(reg.dx), Math.abs(reg.dy))) + 1)
  const tableSeen = textureHits(raw, diff, data, table, w, h)
  // Changed pixels that are the table a pixel or two out of place (local-shift.ts).
  clearShiftedTable(raw, w, h, { differs: shiftedDiffers(cmp, den) })
  const mask = fillOutlines(raw, w, h, opts.maxHole, tableSeen)
  // The frame in the table's light, evened out, only where something is: colour statistics need no more.
  const flat = opts.flat
  const colour = new Float32Array(n * 3)
  const ceiling = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    if (!mask[i]) continue
    const x = i % w
    const y = (i - x) / w
    for (let c = 0; c < 3; c++) {
      const k = (flat ? flat[i]! : 1) / gridGain(grid, gw, x, y, c)
      colour[i * 3 + c] = data[i * 4 + c]! * k
      ceiling[i * 3 + c] = (fClip[c]! < CLIPPED ? fClip[c]! : 255) * k
    }
  }
  // Lost when the table fits badly both ways: with all its textured points and without animals' edges.
  const fit = Math.max(reg.fit, reg.fitBesideEdges ?? 0)
  const lost = (opts.textureFit ?? 0) >= TEXTURED_FIT && fit < LOST_FIT * opts.textureFit!
  return { mask, raw, colour, ceiling, light, changed: changed / n, moved: reg.beyond || lost, fit: reg.fit }
}

/** Clears a band of `b` pixels round the frame: where the moved table had to be made up, not seen. */
function clearEdges(raw: Uint8Array, w: number, h: number, b: number): void {
  for (let y = 0; y < h; y++) {
    const edgeRow = y < b || y >= h - b
    for (let x = 0; x < w; x++) if (edgeRow || x < b || x >= w - b) raw[y * w + x] = 0
  }
}

/** Gain per channel on a G-pixel grid, interleaved RGB, (ceil(w / G) + 2) columns. */
function gainGrid(light: LightModel, w: number, h: number, g: number): { grid: Float32Array; gw: number } {
  const gw = Math.ceil(w / g) + 2
  const gh = Math.ceil(h / g) + 2
  const grid = new Float32Array(gw * gh * 3)
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const gains = gainAt(light, (2 * i * g) / w - 1, (2 * j * g) / h - 1)
      for (let c = 0; c < 3; c++) grid[(j * gw + i) * 3 + c] = gains[c]!
    }
  }
  return { grid, gw }
}

/**
 * Per CELL-pixel cell and channel, the slack a clipped reading brighter than predicted is allowed
 * (brighter): CLIP_SLACK where the frame is clipped, above a table that was not, over at least CLIP_SHARE
 * of the 3x3 cells around (an over-exposed stretch: the light fit had no samples there and extrapolates),
 * and none elsewhere, where the fit has table all round. A cream sheep under a lamp reads 255 where a
 * pale table beside it reads 240: that difference is real, and a slack of 24 had hidden it.
 */
function clipSlack(
  data: Uint8ClampedArray,
  table: Uint8Array,
  w: number,
  cells: CellGrid,
  fClip: readonly number[],
  tClip: readonly number[],
): Uint8Array {
  const { cw, ch, row: cellRow, col: cellCol } = cells
  const h = cellRow.length
  const clipped = new Uint32Array(cw * ch * 3)
  // Pixels per cell: CELL x CELL, less at the right and bottom edges.
  const size = new Uint32Array(cw * ch)
  for (let j = 0; j < ch; j++) {
    for (let i = 0; i < cw; i++)
      size[j * cw + i] = Math.min(CELL, w - i * CELL) * Math.min(CELL, h - j * CELL)
  }
  const [f0, f1, f2] = fClip as [number, number, number]
  const [t0, t1, t2] = tClip as [number, number, number]
  for (let y = 0; y < h; y++) {
    const row = cellRow[y]!
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const d0 = data[i * 4]! >= f0
      const d1 = data[i * 4 + 1]! >= f1
      const d2 = data[i * 4 + 2]! >= f2
      if (!(d0 || d1 || d2)) continue
      const k = (row + cellCol[x]!) * 3
      if (d0 && table[i * 3]! < t0) clipped[k]!++
      if (d1 && table[i * 3 + 1]! < t1) clipped[k + 1]!++
      if (d2 && table[i * 3 + 2]! < t2) clipped[k + 2]!++
    }
  }
  const out = new Uint8Array(cw * ch * 3)
  for (let j = 0; j < ch; j++) {
    for (let i = 0; i < cw; i++) {
      for (let c = 0; c < 3; c++) {
        let k = 0
        let n = 0
        for (let jj = Math.max(0, j - 1); jj <= Math.min(ch - 1, j + 1); jj++) {
          for (let ii = Math.max(0, i - 1); ii <= Math.min(cw - 1, i + 1); ii++) {
            k += clipped[(jj * cw + ii) * 3 + c]!
            n += size[jj * cw + ii]!
          }
        }
        out[(j * cw + i) * 3 + c] = k >= CLIP_SHARE * n ? CLIP_SLACK : 0
      }
    }
  }
  return out
}

/**
 * Each value of an interleaved 3-channel image plus its left and right neighbours' (a row's end pixels
 * are their own missing neighbours): the row half of the 3x3 mean pixelHits reads.
 */
function rowSums3(a: Float32Array, w: number, h: number): Float32Array {
  // A scratch buffer (every value is written before it is read), read only by pixelHits.
  const { rows: t } = scratchFor(w * h)
  for (let y = 0; y < h; y++) {
    const first = y * w * 3
    const last = first + (w - 1) * 3
    for (let k = 0; k < 3; k++) {
      t[first + k] = a[first + k]! + a[first + k]! + a[(w > 1 ? first + 3 : first) + k]!
      if (w > 1) t[last + k] = a[last - 3 + k]! + a[last + k]! + a[last + k]!
    }
    for (let j = first + 3; j < last; j++) t[j] = a[j - 3]! + a[j]! + a[j + 3]!
  }
  return t
}

/**
 * Closes small gaps and fills what outlines enclose. A light token on a light table often shows only
 * its wooden edge and dark details, and that edge has gaps of a pixel or two: the holes are found in
 * the mask grown by 2 pixels, then grown back by 2 pixels so they meet the outline again.
 */
function fillOutlines(
  raw: Uint8Array,
  w: number,
  h: number,
  maxHole: number,
  tableSeen: Uint8Array,
): Uint8Array {
  const once = dilate(raw, w, h)
  const grown = dilate(once, w, h)
  const filled = fillHoles(grown, w, h, maxHole, tableSeen)
  const holes = new Uint8Array(raw.length)
  let any = 0
  for (let i = 0; i < raw.length; i++) any |= holes[i] = filled[i]! & (grown[i]! ^ 1)
  // The closing of raw is the erosion of its first dilation.
  const out = fillHoles(erode(once, w, h), w, h, maxHole, tableSeen)
  if (!any) return out
  const reach = dilateBy(holes, 2, w, h)
  for (let i = 0; i < raw.length; i++) out[i] = out[i]! | (reach[i]! & grown[i]!) | holes[i]!
  return out
}
