/**
 * Foreground against the empty table, after undoing the light change: a pixel is "not table" when it
 * differs from the relit table by more than the table's own noise and texture, and the difference is
 * not just a shadow (uniformly darker, same hue). Three tests, each against noise measured on the frame:
 * one pixel differs clearly; most pixels of a small window differ a little (an animal close to the
 * table's colour); the table's texture is gone from a window (an animal on wood of its own colour).
 */
import { fitLighting, gainAt, median, type LightModel } from './lighting'
import { close, dilate, fillHoles } from './morphology'
import { registerFrame } from './register'
import type { Frame } from './types'

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

/** z-score above which a single pixel differs from the table (thin details: legs, the wooden rim). */
const Z_PIXEL = 3.6
/** z-score of the 3x3 mean difference: catches faint but wide regions (a white sheep on a white table). */
const Z_AREA = 2.0
/** And by at least this many grey levels (the noise estimate can be tiny on flat tables). */
const MIN_DIFF = 10
const MIN_DIFF_AREA = 6

/** Scratch buffers reused across frames of the same size (no per-frame allocation of the big ones). */
interface Scratch {
  n: number
  diff: Float32Array
  den: Float32Array
  tmp: Float32Array
  shadow: Uint8Array
}
let scratch: Scratch | null = null
function scratchFor(n: number): Scratch {
  if (!scratch || scratch.n !== n) {
    scratch = {
      n,
      diff: new Float32Array(n * 3),
      den: new Float32Array(n * 3),
      tmp: new Float32Array(n * 3),
      shadow: new Uint8Array(n),
    }
  }
  return scratch
}

/** Per-channel gain on an 8-pixel grid (the light model is smooth), bilinear per pixel. */
const G = 8

export interface SegmentOptions {
  /** Largest enclosed table region filled as part of a token, pixels. */
  maxHole: number
  /** 1 / the empty table's light falloff per pixel (lighting.ts flatField): colours in even light. */
  flat?: Float32Array
  /** How well the calibration frame's texture fitted the table's (Calibration.textureFit). */
  textureFit?: number
}

/** A table textured this clearly (calibration fit) is checked for having gone out of place ... */
const TEXTURED_FIT = 0.85
/** ... which it has when a frame fits it less than this share of the calibration frame's fit. */
const LOST_FIT = 0.7

export function segment(frame: Frame, emptyTable: Uint8Array, opts: SegmentOptions): Segmentation {
  const { width: w, height: h, data } = frame
  const n = w * h
  const reg = registerFrame(data, emptyTable, w, h)
  const table = reg.table
  const light = fitLighting(frame, table)
  const { grid, gw } = gainGrid(light, w, h, G)
  const [s0, s1, s2] = light.spread
  const { diff, den, shadow } = scratchFor(n)
  const shadowSpread = 0.07 + 2 * Math.max(s0, s1, s2)
  // Gains of this row at grid resolution (interpolated between grid rows); across a cell they barely change.
  const rowGain = new Float32Array(gw * 3)
  for (let y = 0; y < h; y++) {
    const j0 = y >> 3
    const ty = (y & 7) / G
    for (let k = 0; k < gw * 3; k++) {
      const top = grid[j0 * gw * 3 + k]!
      rowGain[k] = top + (grid[(j0 + 1) * gw * 3 + k]! - top) * ty
    }
    for (let x = 0; x < w; x++) {
      const kx = ((x + 4) >> 3) * 3
      const i = y * w + x
      const f0 = data[i * 4]!
      const f1 = data[i * 4 + 1]!
      const f2 = data[i * 4 + 2]!
      // The sensor clips: a table brighter than white in this light still reads 255.
      const t0 = table[i * 3]!
      const t1 = table[i * 3 + 1]!
      const t2 = table[i * 3 + 2]!
      const p0 = Math.min(255, t0 * rowGain[kx]!)
      const p1 = Math.min(255, t1 * rowGain[kx + 1]!)
      const p2 = Math.min(255, t2 * rowGain[kx + 2]!)
      // Where the empty table itself was clipped its true value is unknown (at least 255): a frame
      // brighter than predicted there is no evidence of anything.
      // Where the frame is clipped the light fit had no samples either (it extrapolates there): a
      // clipped reading brighter than predicted counts only beyond CLIP_SLACK.
      diff[i * 3] = brighter(f0, t0, p0)
      diff[i * 3 + 1] = brighter(f1, t1, p1)
      diff[i * 3 + 2] = brighter(f2, t2, p2)
      den[i * 3] = s0 * p0 + 2.5
      den[i * 3 + 1] = s1 * p1 + 2.5
      den[i * 3 + 2] = s2 * p2 + 2.5
      // A shadow darkens all three channels by about the same factor.
      const r0 = (f0 + 4) / (p0 + 4)
      const r1 = (f1 + 4) / (p1 + 4)
      const r2 = (f2 + 4) / (p2 + 4)
      const rMax = Math.max(r0, r1, r2)
      shadow[i] =
        (r0 + r1 + r2) / 3 > 0.45 && rMax < 0.97 && rMax - Math.min(r0, r1, r2) < shadowSpread ? 1 : 0
    }
  }
  const mean = boxMean3(diff, w, h)
  const raw = new Uint8Array(n)
  let changed = 0
  for (let i = 0; i < n; i++) {
    if (shadow[i]) continue
    const j = i * 3
    const d0 = Math.abs(diff[j]!)
    const d1 = Math.abs(diff[j + 1]!)
    const d2 = Math.abs(diff[j + 2]!)
    const zPixel = Math.max(d0 / den[j]!, d1 / den[j + 1]!, d2 / den[j + 2]!)
    let hit = zPixel >= Z_PIXEL && Math.max(d0, d1, d2) >= MIN_DIFF
    if (!hit) {
      const m0 = Math.abs(mean[j]!)
      const m1 = Math.abs(mean[j + 1]!)
      const m2 = Math.abs(mean[j + 2]!)
      const zArea = Math.max(m0 / den[j]!, m1 / den[j + 1]!, m2 / den[j + 2]!)
      hit = zArea >= Z_AREA && Math.max(m0, m1, m2) >= MIN_DIFF_AREA
    }
    if (hit) {
      raw[i] = 1
      changed++
    }
  }
  windowHits(raw, shadow, diff, den, data, table, w, h)
  if (table !== emptyTable) clearEdges(raw, w, h, Math.ceil(Math.max(Math.abs(reg.dx), Math.abs(reg.dy))) + 1)
  const tableSeen = textureHits(raw, diff, data, w, h)
  const mask = fillOutlines(raw, w, h, opts.maxHole, tableSeen)
  // The frame in the table's light, evened out, only where something is: colour statistics need no more.
  const flat = opts.flat
  const colour = new Float32Array(n * 3)
  const ceiling = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    if (!mask[i]) continue
    const x = i % w
    const y = (i - x) / w
    const k00 = ((y >> 3) * gw + (x >> 3)) * 3
    const k01 = k00 + gw * 3
    const tx = (x & 7) / G
    const ty = (y & 7) / G
    for (let c = 0; c < 3; c++) {
      const top = grid[k00 + c]! + (grid[k00 + 3 + c]! - grid[k00 + c]!) * tx
      const bot = grid[k01 + c]! + (grid[k01 + 3 + c]! - grid[k01 + c]!) * tx
      const k = (flat ? flat[i]! : 1) / (top + (bot - top) * ty)
      colour[i * 3 + c] = data[i * 4 + c]! * k
      ceiling[i * 3 + c] = 255 * k
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

/** Grey levels by which the light fit may be off where the frame is clipped (see segment). */
const CLIP_SLACK = 24

/** Frame minus predicted table, discounting what clipping hides (see segment). */
function brighter(f: number, t: number, p: number): number {
  if (f <= p) return f - p
  if (t >= 254) return 0
  if (f >= 254) return Math.max(0, f - p - CLIP_SLACK)
  return f - p
}

/** Half-size of the window of the faint-region test, and the share of its pixels that must differ. */
const WIN_R = 2
const WIN_SHARE = 0.6
/** A pixel "differs a little" when its mean squared z over the channels exceeds this. */
const WIN_Z2 = 3
/** 3 x the 3 x 3 mean's noise over one pixel's above which the noise counts as correlated (1 = none). */
const CORRELATED = 1.2
/** The window's mean difference, in noise scales, in at least one channel. */
const WIN_SHIFT = 1

/**
 * Faint but wide differences: an animal whose colour is close to the table's (a white sheep on a light
 * table, a pink pig on red checks) differs from the table by little at each pixel, but most pixels
 * around it differ a little, which noise does not do. The noise scale is measured on the frame itself
 * (most of it is table). Counting pixels rather than averaging differences keeps a strong edge from
 * spreading the region beyond the animal. Compressed pictures (a webcam sending MJPEG) err by whole
 * 8 x 8 blocks, which noise does not do either: the noise scale allows for neighbours erring together,
 * and the window's differences must lean one way.
 */
function windowHits(
  raw: Uint8Array,
  shadow: Uint8Array,
  diff: Float32Array,
  den: Float32Array,
  data: Uint8ClampedArray,
  table: Uint8Array,
  w: number,
  h: number,
): void {
  const n = w * h
  const scale = [0, 0, 0]
  const ratio = [0, 0, 0]
  const v = new Float64Array(Math.ceil(n / SCALE_STEP))
  const v3 = new Float64Array(Math.ceil(n / SCALE_STEP))
  for (let c = 0; c < 3; c++) {
    let m = 0
    let m3 = 0
    for (let i = 0; i < n; i += SCALE_STEP) {
      // Clipped pixels carry no noise (both read 255), and where the empty table was clipped a brighter
      // frame differs by 0 (brighter): leave them out, or a table clipped over much of the frame shrinks
      // the scale and plain table elsewhere differs "a little" everywhere.
      const t = i * 3
      const clipped =
        data[i * 4]! >= 250 ||
        data[i * 4 + 1]! >= 250 ||
        data[i * 4 + 2]! >= 250 ||
        table[t]! >= 250 ||
        table[t + 1]! >= 250 ||
        table[t + 2]! >= 250
      if (!clipped) {
        const j = i * 3 + c
        v[m++] = Math.abs(diff[j]! / den[j]!)
        const x = i % w
        if (i < w || i >= n - w || x === 0 || x === w - 1) continue
        let s3 = 0
        for (let dy = -w; dy <= w; dy += w) {
          for (let dx = -1; dx <= 1; dx++) s3 += diff[j + (dy + dx) * 3]! / den[j + (dy + dx) * 3]!
        }
        v3[m3++] = Math.abs(s3 / 9)
      }
    }
    if (m < 100) return
    scale[c] = Math.max(0.05, 1.4826 * median(v, m))
    ratio[c] = (1.4826 * median(v3, m3)) / scale[c]!
  }
  // Noise that is independent from pixel to pixel averages down to a third over 3 x 3 pixels; JPEG
  // blocks (and a camera's own denoising) make neighbours err together, so whole patches of table
  // "differ a little" at once. The scale grows with that correlation, leaving independent noise alone.
  const grow = Math.max(1, (3 * median(Float64Array.from(ratio), 3)) / CORRELATED)
  for (let c = 0; c < 3; c++) scale[c] = scale[c]! * grow
  const k0 = 1 / (3 * WIN_Z2 * scale[0]! * scale[0]!)
  const k1 = 1 / (3 * WIN_Z2 * scale[1]! * scale[1]!)
  const k2 = 1 / (3 * WIN_Z2 * scale[2]! * scale[2]!)
  const ind = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    if (shadow[i]) continue
    const j = i * 3
    const a = diff[j]! / den[j]!
    const b = diff[j + 1]! / den[j + 1]!
    const c = diff[j + 2]! / den[j + 2]!
    if (a * a * k0 + b * b * k1 + c * c * k2 > 1) ind[i] = 1
  }
  const need = Math.ceil(WIN_SHARE * (2 * WIN_R + 1) ** 2)
  const cnt = boxCount(ind, w, h, WIN_R)
  for (let i = 0; i < n; i++) {
    if (cnt[i]! < need || shadow[i] || raw[i]) continue
    const x = i % w
    const y = (i - x) / w
    if (x < WIN_R || y < WIN_R || x >= w - WIN_R || y >= h - WIN_R) continue
    // A faint animal shifts the colour the same way across the window; JPEG's ripples go both ways
    // and average out.
    let shift = 0
    for (let c = 0; c < 3; c++) {
      let sum = 0
      for (let dy = -WIN_R; dy <= WIN_R; dy++) {
        for (let dx = -WIN_R; dx <= WIN_R; dx++) {
          const j = (i + dy * w + dx) * 3 + c
          sum += diff[j]! / den[j]!
        }
      }
      shift = Math.max(shift, Math.abs(sum) / (2 * WIN_R + 1) ** 2 / scale[c]!)
    }
    if (shift >= WIN_SHIFT) raw[i] = 1
  }
}

/** Half-size of the window in which the table's texture is compared. */
const TEX_R = 3
/** The table's texture (sd of its grey level in the window) must exceed this many noise sds to tell. */
const TEX_SD = 4
/** Below this correlation between frame and table in the window, the table's texture is gone. */
const TEX_NCC = 0.3
/** At or above this correlation (and no colour difference) the table's own texture is plainly seen. */
const TEX_SEEN = 0.7

/**
 * An animal hides the table's texture: where the empty table is textured (wood grain, weave, checks)
 * and the frame no longer follows that texture, something lies there even when its colour is close to
 * the table's on average (a brown cow on brown wood). A shadow keeps the texture, only dimmer.
 * Returns where the table's texture is plainly still there: the table itself is seen at those pixels.
 */
function textureHits(
  raw: Uint8Array,
  diff: Float32Array,
  data: Uint8ClampedArray,
  w: number,
  h: number,
): Uint8Array {
  const seen = new Uint8Array(w * h)
  const n = w * h
  const gf = new Float32Array(n)
  const gp = new Float32Array(n)
  const v = new Float64Array(Math.ceil(n / SCALE_STEP))
  let m = 0
  for (let i = 0; i < n; i++) {
    const d = diff[i * 3]! + diff[i * 3 + 1]! + diff[i * 3 + 2]!
    gf[i] = data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!
    gp[i] = gf[i]! - d
    if (i % SCALE_STEP === 0) v[m++] = Math.abs(d)
  }
  // Noise of one frame's grey level: most pixels are table, where the difference is the two frames' noise.
  const noise = Math.max(1, (1.4826 * median(v, m)) / Math.SQRT2)
  const minVar = (TEX_SD * noise) ** 2
  const k = (2 * TEX_R + 1) ** 2
  const sf = boxSumF(gf, w, h, TEX_R)
  const sp = boxSumF(gp, w, h, TEX_R)
  const prod = new Float32Array(n)
  for (let i = 0; i < n; i++) prod[i] = gp[i]! * gp[i]!
  const spp = boxSumF(prod, w, h, TEX_R)
  for (let i = 0; i < n; i++) prod[i] = gf[i]! * gp[i]!
  const sfp = boxSumF(prod, w, h, TEX_R)
  for (let i = 0; i < n; i++) prod[i] = gf[i]! * gf[i]!
  const sff = boxSumF(prod, w, h, TEX_R)
  for (let i = 0; i < n; i++) {
    if (raw[i]) continue
    const mp = sp[i]! / k
    const vp = spp[i]! / k - mp * mp
    if (vp < minVar) continue
    const mf = sf[i]! / k
    const vf = sff[i]! / k - mf * mf
    const cov = sfp[i]! / k - mf * mp
    const scale = Math.sqrt(Math.max(1e-6, vf * vp))
    if (cov < TEX_NCC * scale) raw[i] = 1
    else if (cov >= TEX_SEEN * scale) seen[i] = 1
  }
  return seen
}

/**
 * Sum over each (2r+1)^2 window (windows clipped at the borders), written into `out`: column sums
 * over 2r+1 rows, updated row by row, then a running sum along each row.
 */
function boxSumInto<T extends Float32Array | Uint16Array>(
  a: Float32Array | Uint8Array,
  w: number,
  h: number,
  r: number,
  out: T,
): T {
  const col = new Float64Array(w)
  for (let y = 0; y <= Math.min(r, h - 1); y++) for (let x = 0; x < w; x++) col[x] = col[x]! + a[y * w + x]!
  for (let y = 0; y < h; y++) {
    const o = y * w
    let s = 0
    for (let x = 0; x <= Math.min(r, w - 1); x++) s += col[x]!
    for (let x = 0; x < w; x++) {
      out[o + x] = s
      if (x + r + 1 < w) s += col[x + r + 1]!
      if (x - r >= 0) s -= col[x - r]!
    }
    const add = y + r + 1
    const sub = y - r
    if (add < h) for (let x = 0; x < w; x++) col[x] = col[x]! + a[add * w + x]!
    if (sub >= 0) for (let x = 0; x < w; x++) col[x] = col[x]! - a[sub * w + x]!
  }
  return out
}

/** Sum over each (2r+1)^2 window of a float image. */
const boxSumF = (a: Float32Array, w: number, h: number, r: number): Float32Array =>
  boxSumInto(a, w, h, r, new Float32Array(a.length))

/** How many set pixels each (2r+1)^2 window holds. */
const boxCount = (a: Uint8Array, w: number, h: number, r: number): Uint16Array =>
  boxSumInto(a, w, h, r, new Uint16Array(a.length))

/** Pixels sampled for the noise scale. */
const SCALE_STEP = 13

/** 3x3 mean of an interleaved 3-channel image (borders use the nearest row or column). */
function boxMean3(a: Float32Array, w: number, h: number): Float32Array {
  const { tmp: t } = scratchFor(w * h)
  const out = new Float32Array(a.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = (y * w + x) * 3
      const l = x > 0 ? j - 3 : j
      const r = x < w - 1 ? j + 3 : j
      for (let k = 0; k < 3; k++) t[j + k] = a[l + k]! + a[j + k]! + a[r + k]!
    }
  }
  const stride = w * 3
  for (let y = 0; y < h; y++) {
    const up = y > 0 ? -stride : 0
    const down = y < h - 1 ? stride : 0
    for (let j = y * stride; j < (y + 1) * stride; j++) out[j] = (t[j + up]! + t[j]! + t[j + down]!) / 9
  }
  return out
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
  const grown = dilate(dilate(raw, w, h), w, h)
  const filled = fillHoles(grown, w, h, maxHole, tableSeen)
  const holes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) holes[i] = filled[i]! & (grown[i]! ^ 1)
  const reach = dilate(dilate(holes, w, h), w, h)
  const out = fillHoles(close(raw, w, h), w, h, maxHole, tableSeen)
  for (let i = 0; i < raw.length; i++) out[i] = out[i]! | (reach[i]! & grown[i]!) | holes[i]!
  return out
}
