/**
 * One table as the camera sees it all evening: lens, room light, table top and the objects that stay on
 * it (rendered once into a background of linear light), and the camera's development of a picture:
 * vignetting, chromatic fringe, exposure and white balance, sensor noise, defocus, sharpening and the
 * tone curve.
 */
import { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import { drawBox, type Box } from './animals'
import { sampleSdf } from './art'
import { drawLens, pixelToTable, project, type Lens } from './lens'
import { drawLighting } from './light'
import { hashGauss } from './noise'
import { drawCardDesign, drawObject, type CardDesign } from './objects'
import { drawPiece, shadePoint, shadowPiece, type Piece, type Scene } from './render'
import { drawSurface, type Surface } from './surfaces'

export interface Stage extends Scene {
  width: number
  height: number
  box: Box
  card: CardDesign
  surface: Surface
  objects: Piece[]
  objectNames: string[]
  /** Linear RGB of the empty table (with its objects). */
  background: Float32Array
  /** 1 where no animal may lie (objects, their shadows and a margin). */
  blocked: Uint8Array
  vignette: Float32Array
  exposure: number
  wb: [number, number, number]
  fringe: number
  blur: number
  sharpen: number
  shotNoise: number
  readNoise: number
  contrast: number
  name: string
}

export function buildStage(seed: string, index: number): Stage {
  const part = (p: string): Rng => new Rng(`scenesfive/${seed}/${index}/${p}`)
  const shape = part('frame')
  const wide = shape.float() < 0.25
  const width = 640
  const height = wide ? 360 : 480
  const card = drawCardDesign(part('card'))
  const lens = drawLens(part('lens'), width, height, card.length)
  const [cx, cy] = pixelToTable(lens, width / 2, height / 2, 0)
  const lighting = drawLighting(part('light'), cx, cy)
  const surface = drawSurface(part('surface'), cx, cy)
  const box = drawBox(part('box'))
  const scene: Scene = { lens, lighting }

  // The empty table.
  const n = width * height
  const background = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    const x = lens.tableX[i]!
    const y = lens.tableY[i]!
    const a = surface.albedo(x, y)
    shadePoint(scene, x, y, 0, 0, 0, 1, a[0], a[1], a[2], surface.gloss, surface.shininess, background, i * 3)
  }

  // Objects near the picture's edges, partly out of it.
  const orng = part('objects')
  const objects: Piece[] = []
  const objectNames: string[] = []
  const count = [0, 0, 1, 1, 1, 2, 2, 3][orng.int(8)]!
  for (let k = 0; k < count; k++) {
    const o = drawObject(orng, card)
    const side = orng.int(4)
    const t = 0.1 + orng.float() * 0.8
    const depth = orng.float() * 0.08
    const [u, v] =
      side === 0
        ? [t * width, depth * height]
        : side === 1
          ? [t * width, (1 - depth) * height]
          : side === 2
            ? [depth * width, t * height]
            : [(1 - depth) * width, t * height]
    const [x0, y0] = pixelToTable(lens, u, v, 0)
    // Pushed outwards so that only part of it is in the picture.
    const dx = x0 - cx
    const dy = y0 - cy
    const l = Math.hypot(dx, dy) || 1
    const push = o.art.radius * (0.1 + orng.float() * 0.6)
    const piece: Piece = {
      art: o.art,
      x: x0 + (dx / l) * push,
      y: y0 + (dy / l) * push,
      angle: orng.float() * Math.PI * 2,
      flip: 1,
      z0: 0,
      gx: 0,
      gy: 0,
    }
    if (coverage(lens, piece) > 0.1) continue
    objects.push(piece)
    objectNames.push(o.name)
  }
  const shade = new Float32Array(n).fill(1)
  for (const p of objects) shadowPiece(scene, shade, p, p.art.thickness > 2 ? 10 : 3)
  for (let i = 0; i < n; i++) {
    background[i * 3] = background[i * 3]! * shade[i]!
    background[i * 3 + 1] = background[i * 3 + 1]! * shade[i]!
    background[i * 3 + 2] = background[i * 3 + 2]! * shade[i]!
  }
  const before = background.slice()
  for (const p of objects) drawPiece(scene, background, p, p.art.thickness > 2 ? 40 : 4)
  const blockedRaw = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    if (
      shade[i]! < 0.93 ||
      background[i * 3] !== before[i * 3] ||
      background[i * 3 + 1] !== before[i * 3 + 1]
    )
      blockedRaw[i] = 1
  }
  const blocked = dilate(blockedRaw, width, height, 14)

  // Optics and the camera's processing.
  const crng = part('camera')
  const vignette = new Float32Array(n)
  const vig = 0.15 + crng.float() * 0.35
  const diag = Math.hypot(width / 2, height / 2)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x + 0.5 - lens.cx, y + 0.5 - lens.cy) / diag
      vignette[y * width + x] = 1 - vig * r * r * (0.6 + 0.4 * r * r)
    }
  }
  let lum = 0
  for (let i = 0; i < n; i += 7) {
    lum +=
      (0.2126 * background[i * 3]! + 0.7152 * background[i * 3 + 1]! + 0.0722 * background[i * 3 + 2]!) *
      vignette[i]!
  }
  lum /= Math.ceil(n / 7)
  const target = 0.16 + crng.float() * 0.12
  // Metering on a dark table would blow out light tokens: the camera keeps a white token under the
  // middle of the picture just below clipping.
  const white = new Float32Array(3)
  shadePoint(scene, cx, cy, 0.5, 0, 0, 1, 0.85, 0.85, 0.85, 0, 1, white, 0)
  const whiteLum = 0.2126 * white[0]! + 0.7152 * white[1]! + 0.0722 * white[2]!
  const metered = (target / Math.max(1e-4, lum)) * (0.8 + crng.float() * 0.4)
  const exposure = Math.min(metered, (0.95 + crng.float() * 0.3) / Math.max(1e-4, whiteLum))
  // White balance: the camera corrects most, not all, of the light's colour.
  const ill = [lighting.ambient[0], lighting.ambient[1], lighting.ambient[2]]
  for (const l of lighting.lights) for (let c = 0; c < 3; c++) ill[c] = ill[c]! + l.color[c]!
  const alpha = 0.55 + crng.float() * 0.4
  const wb = ill.map((v) => Math.pow(ill[1]! / v, alpha)) as [number, number, number]
  const dim = Math.min(1, lum * exposure > 0 ? 0.25 / (lum * 3 + 0.02) : 1)
  const stage: Stage = {
    lens,
    lighting,
    width,
    height,
    box: box,
    card,
    surface,
    objects,
    objectNames,
    background,
    blocked,
    vignette,
    exposure,
    wb,
    fringe: 0.0008 + crng.float() * 0.0025,
    blur: 0.45 + crng.float() * 0.6,
    sharpen: crng.float() < 0.6 ? 0.3 + crng.float() * 0.9 : 0,
    shotNoise: (0.0006 + crng.float() * 0.0025) * (1 + dim),
    readNoise: 0.002 + crng.float() * 0.006,
    contrast: crng.float() * 0.35,
    name: `${surface.name} ${lighting.name} ${box.style}${objectNames.length ? ' ' + objectNames.join('+') : ''}`,
  }
  return stage
}

/** About the share of the picture a fixed object hides (its footprint seen at its base and at its top). */
function coverage(lens: Lens, p: Piece): number {
  let hits = 0
  let all = 0
  const c = Math.cos(p.angle)
  const s = Math.sin(p.angle)
  const t = p.art.thickness
  for (let y = 4; y < lens.height; y += 8) {
    for (let x = 4; x < lens.width; x += 8) {
      all++
      const i = y * lens.width + x
      const X = lens.tableX[i]!
      const Y = lens.tableY[i]!
      for (const z of [0, t]) {
        const f = z / lens.c[2]
        const dx = X + f * (lens.c[0] - X) - p.x
        const dy = Y + f * (lens.c[1] - Y) - p.y
        if (sampleSdf(p.art, dx * c + dy * s, -dx * s + dy * c) < 0) {
          hits++
          break
        }
      }
    }
  }
  return hits / all
}

function dilate(m: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const a = new Uint8Array(m.length)
  for (let y = 0; y < h; y++) {
    let last = -1e9
    for (let x = 0; x < w; x++)
      if (m[y * w + x]) last = x
      else if (x - last <= r) a[y * w + x] = 1
    last = 1e9
    for (let x = w - 1; x >= 0; x--) {
      if (m[y * w + x]) {
        last = x
        a[y * w + x] = 1
      } else if (last - x <= r) a[y * w + x] = 1
    }
  }
  const b = new Uint8Array(m.length)
  for (let x = 0; x < w; x++) {
    let last = -1e9
    for (let y = 0; y < h; y++)
      if (a[y * w + x]) last = y
      else if (y - last <= r) b[y * w + x] = 1
    last = 1e9
    for (let y = h - 1; y >= 0; y--) {
      if (a[y * w + x]) {
        last = y
        b[y * w + x] = 1
      } else if (last - y <= r) b[y * w + x] = 1
    }
  }
  return b
}

/** True when a piece's footprint lies inside the picture (with a margin, px) and clear of the objects. */
export function placeable(st: Stage, p: Piece, margin: number): boolean {
  const r = p.art.radius
  for (let k = 0; k <= 12; k++) {
    const a = (k / 12) * Math.PI * 2
    const rr = k === 12 ? 0 : r
    const [u, v] = project(st.lens, p.x + Math.cos(a) * rr, p.y + Math.sin(a) * rr, 0)
    if (u < margin || v < margin || u > st.width - 1 - margin || v > st.height - 1 - margin) return false
    if (st.blocked[Math.round(v) * st.width + Math.round(u)]) return false
  }
  return true
}

/** Develops linear light into the camera's 8-bit picture; `noiseSeed` makes the grain of this shot. */
export function develop(st: Stage, buf: Float32Array, noiseSeed: number): Frame {
  const { width: w, height: h, lens } = st
  const n = w * h
  const img = new Float32Array(n * 3)
  const gains = [st.exposure * st.wb[0], st.exposure * st.wb[1], st.exposure * st.wb[2]]
  const fr = [1 + st.fringe, 1, 1 - st.fringe]
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      const vg = st.vignette[i]!
      for (let c = 0; c < 3; c++) {
        let v: number
        if (c === 1) v = buf[i * 3 + 1]!
        else {
          // Lateral chromatic aberration: red and blue images are a little larger / smaller.
          const u = Math.min(w - 1.001, Math.max(0, lens.cx + (x - lens.cx) * fr[c]!))
          const t = Math.min(h - 1.001, Math.max(0, lens.cy + (y - lens.cy) * fr[c]!))
          const x0 = u | 0
          const y0 = t | 0
          const fx = u - x0
          const fy = t - y0
          const k = (y0 * w + x0) * 3 + c
          v =
            (buf[k]! * (1 - fx) + buf[k + 3]! * fx) * (1 - fy) +
            (buf[k + w * 3]! * (1 - fx) + buf[k + w * 3 + 3]! * fx) * fy
        }
        v *= gains[c]! * vg
        // Sensor noise: shot noise grows with the signal, read noise does not.
        const sd = Math.sqrt(st.shotNoise * Math.max(0, v) + st.readNoise * st.readNoise)
        img[i * 3 + c] = v + sd * hashGauss(i, c, noiseSeed)
      }
    }
  }
  const blurred = gaussBlur(img, w, h, st.blur)
  let out = blurred
  if (st.sharpen > 0) {
    const wide = gaussBlur(blurred, w, h, 1.4)
    out = new Float32Array(n * 3)
    for (let k = 0; k < n * 3; k++) out[k] = blurred[k]! + st.sharpen * (blurred[k]! - wide[k]!)
  }
  const data = new Uint8ClampedArray(n * 4)
  // Tone curve over 0..2 of linear light: a soft shoulder instead of a hard clip, sRGB, some contrast.
  const lut = new Uint8ClampedArray(4096)
  for (let k = 0; k < 4096; k++) {
    const x = (k / 4095) * 2
    const v = x < 0.7 ? x : 0.7 + 0.3 * Math.tanh((x - 0.7) / 0.3)
    let s = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055
    s = s + st.contrast * (s * s * (3 - 2 * s) - s)
    lut[k] = Math.round(s * 255)
  }
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) {
      const v = out[i * 3 + c]!
      data[i * 4 + c] = v <= 0 ? 0 : lut[Math.min(4095, (v * 2047.5) | 0)]!
    }
    data[i * 4 + 3] = 255
  }
  return { width: w, height: h, data }
}

function gaussBlur(src: Float32Array, w: number, h: number, sigma: number): Float32Array {
  const r = Math.max(1, Math.ceil(sigma * 2.5))
  const k: number[] = []
  let sum = 0
  for (let i = -r; i <= r; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma))
    k.push(v)
    sum += v
  }
  for (let i = 0; i < k.length; i++) k[i] = k[i]! / sum
  const tmp = new Float32Array(src.length)
  const out = new Float32Array(src.length)
  blurPass(src, tmp, w, h, k, r, true)
  blurPass(tmp, out, w, h, k, r, false)
  return out
}

/** One pass of a separable blur with kernel `k` (radius `r`), along rows or along columns, clamped at the edges. */
function blurPass(
  src: Float32Array,
  out: Float32Array,
  w: number,
  h: number,
  k: readonly number[],
  r: number,
  alongRows: boolean,
): void {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let a = 0
      let b = 0
      let c = 0
      for (let j = -r; j <= r; j++) {
        const o = alongRows
          ? (y * w + Math.min(w - 1, Math.max(0, x + j))) * 3
          : (Math.min(h - 1, Math.max(0, y + j)) * w + x) * 3
        const kv = k[j + r]!
        a += src[o]! * kv
        b += src[o + 1]! * kv
        c += src[o + 2]! * kv
      }
      const o = (y * w + x) * 3
      out[o] = a
      out[o + 1] = b
      out[o + 2] = c
    }
  }
}

/** The picture of the table with these pieces on it (tokens or the card), drawn in the given order. */
export function picture(st: Stage, pieces: Piece[], noiseSeed: number): Frame {
  const n = st.width * st.height
  const buf = st.background.slice()
  if (pieces.length > 0) {
    const shade = new Float32Array(n).fill(1)
    for (const p of pieces) shadowPiece(st, shade, p, 3)
    for (let i = 0; i < n; i++) {
      const s = shade[i]!
      if (s < 1) {
        buf[i * 3] = buf[i * 3]! * s
        buf[i * 3 + 1] = buf[i * 3 + 1]! * s
        buf[i * 3 + 2] = buf[i * 3 + 2]! * s
      }
    }
    for (const p of pieces) drawPiece(st, buf, p, 4)
  }
  return develop(st, buf, noiseSeed)
}
