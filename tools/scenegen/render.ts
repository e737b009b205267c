/** Renders a table with wooden tokens (and optionally an arm) under a lighting field into a Frame. */
import { Rng } from '../../src/shared/engine/rng'
import type { Animal } from '../../src/shared/referee/types'
import type { Frame } from '../../src/shared/vision/types'
import { makeLooks, sampleShape, type Rgb, type TokenLook } from './animals'
import { varyBox } from './box'
import { pixelNoise } from './noise'
import { drawRealism, lensBlur, markTable } from './realism'
import { rasterToken } from './token'
import { makeTable, type TableImage, type TableKind } from './tables'

export interface PlacedToken {
  type: Animal
  /** Silhouette centroid in pixels: the ground truth position. */
  x: number
  y: number
  angle: number
  /** Lying on its other side: the profile is mirrored. */
  flip: boolean
}

export interface Lighting {
  gain: number
  /** Linear gradient across the frame (fraction of gain from centre to edge). */
  gx: number
  gy: number
  vignette: number
  /** White balance, multipliers near 1. */
  tint: Rgb
}

export interface Arm {
  /** Where the arm enters (may be outside the frame) and where the hand is, in pixels. */
  from: [number, number]
  to: [number, number]
  widthPx: number
  skin: Rgb
}

/** One camera over one table with one box of tokens: what stays fixed across a round. */
export interface Session {
  width: number
  height: number
  pxPerCm: number
  table: TableImage
  looks: Record<Animal, TokenLook>
  centroids: Record<Animal, [number, number]>
  /** Offset of the painted face against the base: the token's thickness seen at an angle, pixels. */
  rimShift: [number, number]
  shadow: { dx: number; dy: number; strength: number; radius: number }
  blur: number
  noise: number
  light: Lighting
  /** Realism (realism.ts): a Gaussian lens blur instead of `blur`, brightness-dependent noise, lamp drift. */
  lensSigma?: number
  shotNoise?: number
  tilt?: [number, number]
  lightDrift?: number
}

export const WIDTH = 640
export const HEIGHT = 480

function centroidOf(look: TokenLook): [number, number] {
  let sx = 0
  let sy = 0
  let n = 0
  for (let y = -0.7; y <= 0.7; y += 0.01) {
    for (let x = -0.7; x <= 0.7; x += 0.01) {
      if (sampleShape(look.shape, x, y).d <= 0) {
        sx += x
        sy += y
        n++
      }
    }
  }
  return [sx / n, sy / n]
}

export function makeLighting(rng: Rng, strength = 1): Lighting {
  const t = (): number => 1 + (rng.float() - 0.5) * 0.08 * strength
  return {
    gain: 0.75 + rng.float() * 0.4,
    gx: (rng.float() - 0.5) * 0.5 * strength,
    gy: (rng.float() - 0.5) * 0.5 * strength,
    vignette: rng.float() * 0.25 * strength,
    tint: [t(), t(), t()],
  }
}

/** A slightly different light for a later frame of the same session (clouds, a lamp, auto-exposure). */
export function varyLighting(rng: Rng, l: Lighting, amount = 1): Lighting {
  const d = (s: number): number => (rng.float() - 0.5) * s * amount
  return {
    gain: l.gain * (1 + d(0.25)),
    gx: l.gx + d(0.2),
    gy: l.gy + d(0.2),
    vignette: Math.max(0, l.vignette + d(0.08)),
    tint: [l.tint[0] * (1 + d(0.04)), l.tint[1] * (1 + d(0.04)), l.tint[2] * (1 + d(0.04))],
  }
}

export interface SessionOptions {
  table?: TableKind
  pxPerCm?: number
  /** Vary the box of animals (box.ts: each type's size, paint and outline); off keeps the seed's box. */
  variedBox?: boolean
  /** A real webcam over a real table (realism.ts): lens blur, sensor noise, thick tokens, marked tables. */
  realism?: boolean
}

export function makeSession(seed: string, opts: SessionOptions = {}): Session {
  const rng = new Rng(seed)
  const pxPerCm = opts.pxPerCm ?? 9 + rng.float() * 5
  const made = makeLooks(rng)
  const looks = opts.variedBox ? varyBox(new Rng(`${seed}/box`), made) : made
  const table = makeTable(rng, WIDTH, HEIGHT, pxPerCm, opts.table)
  const rimAngle = rng.float() * Math.PI * 2
  const rim = (0.05 + rng.float() * 0.1) * pxPerCm
  const shadowAngle = rng.float() * Math.PI * 2
  const shadowLen = rng.float() * 0.15 * pxPerCm
  if (opts.realism) markTable(table, WIDTH, HEIGHT, pxPerCm, seed)
  const real = opts.realism ? drawRealism(seed, pxPerCm) : undefined
  const session: Session = {
    width: WIDTH,
    height: HEIGHT,
    pxPerCm,
    table,
    looks,
    centroids: {
      sheep: centroidOf(looks.sheep),
      pig: centroidOf(looks.pig),
      cow: centroidOf(looks.cow),
      horse: centroidOf(looks.horse),
    },
    rimShift: [Math.cos(rimAngle) * rim, Math.sin(rimAngle) * rim],
    shadow: {
      dx: Math.cos(shadowAngle) * shadowLen,
      dy: Math.sin(shadowAngle) * shadowLen,
      strength: rng.float() * 0.35,
      radius: 1 + rng.int(3),
    },
    blur: 0.3 + rng.float() * 0.7,
    noise: 1 + rng.float() * 3,
    light: makeLighting(rng),
  }
  return real ? { ...session, ...real } : session
}

function rasterArm(
  s: Session,
  arm: Arm,
  visit: (px: number, py: number, alpha: number, colour: Rgb) => void,
): void {
  const [ax, ay] = arm.from
  const [bx, by] = arm.to
  const r = arm.widthPx / 2
  const handR = r * 1.25
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - handR * 2))
  const x1 = Math.min(s.width - 1, Math.ceil(Math.max(ax, bx) + handR * 2))
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - handR * 2))
  const y1 = Math.min(s.height - 1, Math.ceil(Math.max(ay, by) + handR * 2))
  const dx = bx - ax
  const dy = by - ay
  const len2 = dx * dx + dy * dy || 1
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2))
      const dArm = Math.hypot(px - ax - t * dx, py - ay - t * dy) - r
      const dHand = Math.hypot(px - bx, py - by) - handR
      const d = Math.min(dArm, dHand)
      const alpha = Math.max(0, Math.min(1, 0.5 - d))
      if (alpha <= 0) continue
      const shade = 0.85 + 0.15 * Math.max(0, -d / r)
      visit(px, py, alpha, [arm.skin[0] * shade, arm.skin[1] * shade, arm.skin[2] * shade])
    }
  }
}

export interface RenderOptions {
  light?: Lighting
  arm?: Arm
  /** Seed of the sensor noise: different for every captured frame. */
  noiseSeed?: number
}

export function renderScene(s: Session, tokens: PlacedToken[], opts: RenderOptions = {}): Frame {
  const { width: w, height: h } = s
  const img = new Float32Array(s.table.rgb)
  // Soft shadows first, so tokens and the arm paint over their own shadow.
  const shade = new Float32Array(w * h)
  const box: [number, number, number, number] = [w, h, -1, -1]
  const addShadow = (dx: number, dy: number) => (px: number, py: number, a: number) => {
    const x = Math.round(px + dx)
    const y = Math.round(py + dy)
    if (x < 0 || y < 0 || x >= w || y >= h) return
    shade[y * w + x] = Math.max(shade[y * w + x]!, a)
    box[0] = Math.min(box[0], x)
    box[1] = Math.min(box[1], y)
    box[2] = Math.max(box[2], x)
    box[3] = Math.max(box[3], y)
  }
  const rasters = tokens.map((t) => rasterToken(s, t))
  const tokenShadow = addShadow(s.shadow.dx, s.shadow.dy)
  for (const r of rasters) r.idx.forEach((p, k) => tokenShadow(p % w, Math.floor(p / w), r.alpha[k]!))
  if (opts.arm) rasterArm(s, opts.arm, addShadow(s.shadow.dx * 4 + 6, s.shadow.dy * 4 + 6))
  const strength = opts.arm ? Math.max(s.shadow.strength, 0.25) : s.shadow.strength
  if (box[2] >= 0 && strength > 0) {
    const r = s.shadow.radius
    const grown: [number, number, number, number] = [
      Math.max(0, box[0] - 2 * r),
      Math.max(0, box[1] - 2 * r),
      Math.min(w - 1, box[2] + 2 * r),
      Math.min(h - 1, box[3] + 2 * r),
    ]
    boxBlur(shade, w, grown, r)
    for (let y = grown[1]; y <= grown[3]; y++) {
      for (let x = grown[0]; x <= grown[2]; x++) {
        const i = y * w + x
        const f = 1 - strength * shade[i]!
        img[i * 3] = img[i * 3]! * f
        img[i * 3 + 1] = img[i * 3 + 1]! * f
        img[i * 3 + 2] = img[i * 3 + 2]! * f
      }
    }
  }
  const paint = (p: number, a: number, r: number, g: number, b: number): void => {
    const i = p * 3
    img[i] = img[i]! * (1 - a) + r * a
    img[i + 1] = img[i + 1]! * (1 - a) + g * a
    img[i + 2] = img[i + 2]! * (1 - a) + b * a
  }
  for (const r of rasters)
    r.idx.forEach((p, k) => paint(p, r.alpha[k]!, r.rgb[k * 3]!, r.rgb[k * 3 + 1]!, r.rgb[k * 3 + 2]!))
  if (opts.arm) rasterArm(s, opts.arm, (px, py, a, c) => paint(py * w + px, a, c[0], c[1], c[2]))
  return expose(s, img, opts.light ?? s.light, opts.noiseSeed ?? 1)
}

/** Light, lens blur and sensor noise, then 8-bit RGBA. */
function expose(s: Session, img: Float32Array, l: Lighting, noiseSeed: number): Frame {
  const { width: w, height: h } = s
  const noise = noiseTable()
  let n = (noiseSeed >>> 0) % NOISE_LEN
  const blurred = s.lensSigma ? lensBlur(img, w, h, s.lensSigma) : smooth121(img, w, h)
  const out = new Uint8ClampedArray(w * h * 4)
  const keep = s.lensSigma ? 0 : 1 - s.blur
  const mix = s.lensSigma ? 1 : s.blur
  const shot = s.shotNoise ?? 0
  for (let y = 0; y < h; y++) {
    const ny = y / h - 0.5
    for (let x = 0; x < w; x++) {
      const nx = x / w - 0.5
      const f = l.gain * (1 + l.gx * nx * 2 + l.gy * ny * 2) * (1 - l.vignette * (nx * nx + ny * ny) * 2)
      const i = y * w + x
      const j = i * 3
      if (n + 3 >= NOISE_LEN) n = 0
      for (let c = 0; c < 3; c++) {
        const v = (img[j + c]! * keep + blurred[j + c]! * mix) * f * l.tint[c]!
        // Shot noise grows as the square root of the light collected; the floor is read noise.
        const sd = shot > 0 ? s.noise + shot * Math.sqrt(Math.max(0, v)) : s.noise
        out[i * 4 + c] = v + noise[n++]! * sd
      }
      out[i * 4 + 3] = 255
    }
  }
  return { width: w, height: h, data: out }
}

// Sensor noise comes from one shared table of unit-variance samples, read from a random offset per frame.
const NOISE_LEN = 1_000_003
let noiseCache: Float32Array | null = null
function noiseTable(): Float32Array {
  if (!noiseCache) {
    noiseCache = new Float32Array(NOISE_LEN)
    for (let i = 0; i < NOISE_LEN; i++) noiseCache[i] = (pixelNoise(i, 7) + pixelNoise(i, 8) - 1) * 2.45
  }
  return noiseCache
}

/** Separable [1 2 1] / 4 smoothing of an interleaved RGB image (edges kept as they are). */
function smooth121(a: Float32Array, w: number, h: number): Float32Array {
  const t = new Float32Array(a)
  for (let y = 0; y < h; y++) {
    for (let x = 1; x < w - 1; x++) {
      const j = (y * w + x) * 3
      for (let k = 0; k < 3; k++) t[j + k] = (a[j + k - 3]! + 2 * a[j + k]! + a[j + k + 3]!) / 4
    }
  }
  const out = new Float32Array(t)
  const stride = w * 3
  for (let y = 1; y < h - 1; y++) {
    for (let j = y * stride; j < (y + 1) * stride; j++)
      out[j] = (t[j - stride]! + 2 * t[j]! + t[j + stride]!) / 4
  }
  return out
}

/** Box blur of radius r (in place) over rows y0..y1 and columns x0..x1, separable running sums. */
function boxBlur(a: Float32Array, w: number, box: [number, number, number, number], r: number): void {
  const [x0, y0, x1, y1] = box
  if (r <= 0) return
  const n = Math.max(x1 - x0, y1 - y0) + 1
  const tmp = new Float32Array(n)
  const norm = 1 / (2 * r + 1)
  for (let y = y0; y <= y1; y++) {
    const len = x1 - x0 + 1
    for (let i = 0; i < len; i++) tmp[i] = a[y * w + x0 + i]!
    let sum = 0
    for (let i = -r; i <= r; i++) sum += tmp[Math.max(0, Math.min(len - 1, i))]!
    for (let i = 0; i < len; i++) {
      a[y * w + x0 + i] = sum * norm
      sum += tmp[Math.min(len - 1, i + r + 1)]! - tmp[Math.max(0, i - r)]!
    }
  }
  for (let x = x0; x <= x1; x++) {
    const len = y1 - y0 + 1
    for (let i = 0; i < len; i++) tmp[i] = a[(y0 + i) * w + x]!
    let sum = 0
    for (let i = -r; i <= r; i++) sum += tmp[Math.max(0, Math.min(len - 1, i))]!
    for (let i = 0; i < len; i++) {
      a[(y0 + i) * w + x] = sum * norm
      sum += tmp[Math.min(len - 1, i + r + 1)]! - tmp[Math.max(0, i - r)]!
    }
  }
}

/**
 * The same camera, table and light with the looks of two types traded: type `a` is drawn as `b` was and
 * `b` as `a` was. Tokens typed by the swap (swapType) then render pixel for pixel as in `s`.
 */
export function swapLooks(s: Session, a: Animal, b: Animal): Session {
  return {
    ...s,
    looks: { ...s.looks, [a]: s.looks[b], [b]: s.looks[a] },
    centroids: { ...s.centroids, [a]: s.centroids[b], [b]: s.centroids[a] },
  }
}

/** The type that names `t` once the looks of `a` and `b` are traded. */
export const swapType = (t: Animal, a: Animal, b: Animal): Animal => (t === a ? b : t === b ? a : t)
