/**
 * The two faint-difference tests of segment.ts, each against noise measured on the frame itself: most
 * pixels of a small window differ a little (an animal close to the table's colour, windowHits), and the
 * table's texture is gone from a window (an animal on wood of its own colour, textureHits).
 */
import { median } from './lighting'
import { VISION } from './params'

const { SCALE_STEP, WIN_R, WIN_SHARE, WIN_Z2, CORRELATED, WIN_SHIFT, TEX_R, TEX_SD, TEX_NCC, TEX_SEEN } =
  VISION.faint

/**
 * Faint but wide differences: an animal whose colour is close to the table's (a white sheep on a light
 * table, a pink pig on red checks) differs from the table by little at each pixel, but most pixels
 * around it differ a little, which noise does not do. The noise scale is measured on the frame itself
 * (most of it is table). Counting pixels rather than averaging differences keeps a strong edge from
 * spreading the region beyond the animal. Compressed pictures (a webcam sending MJPEG) err by whole
 * 8 x 8 blocks, which noise does not do either: the noise scale allows for neighbours erring together,
 * and the window's differences must lean one way. The noise scale is measured with `scaleDen`, the
 * allowance before segment.ts held thin levels up to a floor (noise-levels.ts), so that floor changes
 * nothing where the table is not thin.
 */
export function windowHits(
  raw: Uint8Array,
  shadow: Uint8Array,
  diff: Float32Array,
  den: Float32Array,
  data: Uint8ClampedArray,
  table: Uint8Array,
  w: number,
  h: number,
  scaleDen: Float32Array = den,
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
      const clipped = clippedAt(data, table, i)
      if (!clipped) {
        const j = i * 3 + c
        v[m++] = Math.abs(diff[j]! / scaleDen[j]!)
        const x = i % w
        if (i < w || i >= n - w || x === 0 || x === w - 1) continue
        let s3 = 0
        for (let dy = -w; dy <= w; dy += w) {
          for (let dx = -1; dx <= 1; dx++) s3 += diff[j + (dy + dx) * 3]! / scaleDen[j + (dy + dx) * 3]!
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
  // Every pixel's diff / den, kept for the windows below (shadows too: a window may hold some).
  const z = zScratch(n * 3)
  for (let i = 0; i < n; i++) {
    const j = i * 3
    const a = (z[j] = diff[j]! / den[j]!)
    const b = (z[j + 1] = diff[j + 1]! / den[j + 1]!)
    const c = (z[j + 2] = diff[j + 2]! / den[j + 2]!)
    if (!shadow[i] && a * a * k0 + b * b * k1 + c * c * k2 > 1) ind[i] = 1
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
          sum += z[(i + dy * w + dx) * 3 + c]!
        }
      }
      shift = Math.max(shift, Math.abs(sum) / (2 * WIN_R + 1) ** 2 / scale[c]!)
    }
    if (shift >= WIN_SHIFT) raw[i] = 1
  }
}

/**
 * textureHits' grey images and windowMoments' five sums, reused from frame to frame (each is written
 * whole before it is read, and none outlives the call).
 */
let texture: Record<'gf' | 'gp' | 'sf' | 'sp' | 'spp' | 'sfp' | 'sff', Float32Array> | null = null
function textureScratch(n: number): NonNullable<typeof texture> {
  if (!texture || texture.gf.length !== n) {
    const f = (): Float32Array => new Float32Array(n)
    texture = { gf: f(), gp: f(), sf: f(), sp: f(), spp: f(), sfp: f(), sff: f() }
  }
  return texture
}

let zBuffer = new Float64Array(0)
/** A buffer of at least `size` values, reused from frame to frame (windowHits writes all it reads). */
function zScratch(size: number): Float64Array {
  if (zBuffer.length < size) zBuffer = new Float64Array(size)
  return zBuffer
}

/** The frame or the empty table reads (nearly) white in some channel at pixel i: no noise to measure there. */
function clippedAt(data: Uint8ClampedArray, table: Uint8Array, i: number): boolean {
  const t = i * 3
  return (
    data[i * 4]! >= 250 ||
    data[i * 4 + 1]! >= 250 ||
    data[i * 4 + 2]! >= 250 ||
    table[t]! >= 250 ||
    table[t + 1]! >= 250 ||
    table[t + 2]! >= 250
  )
}

/**
 * An animal hides the table's texture: where the empty table is textured (wood grain, weave, checks)
 * and the frame no longer follows that texture, something lies there even when its colour is close to
 * the table's on average (a brown cow on brown wood). A shadow keeps the texture, only dimmer.
 * Returns where the table's texture is plainly still there: the table itself is seen at those pixels.
 */
export function textureHits(
  raw: Uint8Array,
  diff: Float32Array,
  data: Uint8ClampedArray,
  table: Uint8Array,
  w: number,
  h: number,
): Uint8Array {
  const seen = new Uint8Array(w * h)
  const n = w * h
  const { gf, gp } = textureScratch(n)
  const v = new Float64Array(Math.ceil(n / SCALE_STEP))
  let m = 0
  // `next`: the next pixel sampled for the noise, every SCALE_STEP-th (counted, not divided out).
  for (let i = 0, next = 0; i < n; i++) {
    const d = diff[i * 3]! + diff[i * 3 + 1]! + diff[i * 3 + 2]!
    gf[i] = data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!
    gp[i] = gf[i]! - d
    if (i === next) {
      next += SCALE_STEP
      if (!clippedAt(data, table, i)) v[m++] = Math.abs(d)
    }
  }
  // Noise of one frame's grey level: most pixels are table, where the difference is the two frames' noise.
  // Clipped pixels are left out, as for windowHits: in a frame clipped over most of its area their zero
  // differences made the median 0, and plain table in the unclipped rest "lost its texture" all over.
  const noise = Math.max(1, (1.4826 * median(v, m)) / Math.SQRT2)
  const minVar = (TEX_SD * noise) ** 2
  const k = (2 * TEX_R + 1) ** 2
  const { sf, sp, spp, sfp, sff } = windowMoments(gf, gp, w, h, TEX_R)
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
 * Sums over each (2r+1)^2 window (windows clipped at the borders) of f, p, p^2, f p and f^2, all five in
 * one pass: column sums over 2r+1 rows, updated row by row, then a running sum along each row. Each
 * product is rounded to single precision, as an image of it would hold it.
 */
function windowMoments(
  f: Float32Array,
  p: Float32Array,
  w: number,
  h: number,
  r: number,
): { sf: Float32Array; sp: Float32Array; spp: Float32Array; sfp: Float32Array; sff: Float32Array } {
  const { sf, sp, spp, sfp, sff } = textureScratch(f.length)
  const cf = new Float64Array(w)
  const cp = new Float64Array(w)
  const cpp = new Float64Array(w)
  const cfp = new Float64Array(w)
  const cff = new Float64Array(w)
  // Row y added to the column sums (sign 1) or taken off them (-1; negating is exact).
  const addRow = (y: number, sign: number): void => {
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const a = f[i]!
      const b = p[i]!
      cf[x] = cf[x]! + sign * a
      cp[x] = cp[x]! + sign * b
      cpp[x] = cpp[x]! + sign * Math.fround(b * b)
      cfp[x] = cfp[x]! + sign * Math.fround(a * b)
      cff[x] = cff[x]! + sign * Math.fround(a * a)
    }
  }
  for (let y = 0; y <= Math.min(r, h - 1); y++) addRow(y, 1)
  for (let y = 0; y < h; y++) {
    const o = y * w
    let s0 = 0
    let s1 = 0
    let s2 = 0
    let s3 = 0
    let s4 = 0
    for (let x = 0; x <= Math.min(r, w - 1); x++) {
      s0 += cf[x]!
      s1 += cp[x]!
      s2 += cpp[x]!
      s3 += cfp[x]!
      s4 += cff[x]!
    }
    for (let x = 0; x < w; x++) {
      sf[o + x] = s0
      sp[o + x] = s1
      spp[o + x] = s2
      sfp[o + x] = s3
      sff[o + x] = s4
      const add = x + r + 1
      if (add < w) {
        s0 += cf[add]!
        s1 += cp[add]!
        s2 += cpp[add]!
        s3 += cfp[add]!
        s4 += cff[add]!
      }
      const sub = x - r
      if (sub >= 0) {
        s0 -= cf[sub]!
        s1 -= cp[sub]!
        s2 -= cpp[sub]!
        s3 -= cfp[sub]!
        s4 -= cff[sub]!
      }
    }
    if (y + r + 1 < h) addRow(y + r + 1, 1)
    if (y - r >= 0) addRow(y - r, -1)
  }
  return { sf, sp, spp, sfp, sff }
}

/**
 * How many set pixels each (2r+1)^2 window holds (windowMoments' loop over a mask, written for its own
 * array types: a loop shared between types runs several times slower).
 */
function boxCount(a: Uint8Array, w: number, h: number, r: number): Uint16Array {
  const out = new Uint16Array(a.length)
  const col = new Int32Array(w)
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
