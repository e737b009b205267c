/**
 * One table under one camera, rendered as the light reaching the sensor: the table's surface (worked
 * out once per table), then the animals in the order they lie (later ones on top), each with its
 * soft contact shadow, its side wall seen at the camera's angle, its unpainted rim and its paint.
 * The truth of every animal is the centroid of its whole silhouette in the picture (hidden parts too).
 */
import type { Animal } from '../../src/shared/referee/types'
import type { TruthToken } from '../eval/scene-source'
import { paintAt, type Box } from './box'
import type { Lens } from './lens'
import type { Lighting } from './light'
import { smoothstep } from './noise'
import { PROFILES, type Sdf } from './shapes'
import { linear, type Albedo, type Rgb } from './tables'

/** An animal where it lies on the table: its frame's origin in cm, its turn and whether it lies flipped. */
export interface Placed {
  type: Animal
  x: number
  y: number
  angle: number
  flipped: boolean
  /** The print's offset from the cut wood, in body lengths. */
  mis: [number, number]
  /** This token's own paint shade (about 1). */
  tone: number
  seed: number
}

/** The action card, face up, for the calibration clicks: centre in cm and turn. */
export interface CardPlace {
  x: number
  y: number
  angle: number
}

/** A real action card's size, cm (long side first). */
export const CARD_CM: [number, number] = [8.8, 5.7]

export interface Scene {
  lens: Lens
  box: Box
  /** Light reaching the sensor from the empty table, 3 floats a pixel. */
  render(tokens: Placed[], card: CardPlace | null): Rendered
}

export type Bounds = [number, number, number, number]

/** The light, each animal's truth and the pixel bounds [x0, y0, x1, y1] of each one's silhouette. */
export interface Rendered {
  light: Float32Array
  truth: TruthToken[]
  bounds: Bounds[]
}

const roundRect =
  (hx: number, hy: number, r: number): Sdf =>
  (x, y) => {
    const qx = Math.abs(x) - hx + r
    const qy = Math.abs(y) - hy + r
    const ox = Math.max(qx, 0)
    const oy = Math.max(qy, 0)
    return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - r
  }
const CARD_SDF = roundRect(CARD_CM[0] / 2, CARD_CM[1] / 2, 0.35)
const CARD_FACE = linear(244, 240, 230)
const CARD_INK = linear(60, 110, 170)

export function buildScene(lens: Lens, albedo: Albedo, lighting: Lighting, box: Box): Scene {
  const { width: w, height: h } = lens
  const n = w * h
  const tx = new Float32Array(n)
  const ty = new Float32Array(n)
  const lightMap = new Float32Array(n * 3)
  const table = new Float32Array(n * 3)
  for (let v = 0; v < h; v++)
    for (let u = 0; u < w; u++) {
      const i = v * w + u
      const [x, y] = lens.toTable(u, v)
      tx[i] = x
      ty[i] = y
      const l = lighting.at(x, y)
      const a = albedo(x, y)
      for (let c = 0; c < 3; c++) {
        lightMap[i * 3 + c] = l[c]!
        table[i * 3 + c] = a[c]! * l[c]!
      }
    }
  const [camX, camY, camZ] = lens.position

  /** Pixel box around a table disc of radius r cm at (x, y), clipped to the picture. */
  const pixelBox = (x: number, y: number, r: number): [number, number, number, number] => {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity]
    for (let k = 0; k < 16; k++) {
      const [u, v] = lens.toImage(x + r * Math.cos((k * Math.PI) / 8), y + r * Math.sin((k * Math.PI) / 8))
      x0 = Math.min(x0, u)
      y0 = Math.min(y0, v)
      x1 = Math.max(x1, u)
      y1 = Math.max(y1, v)
    }
    return [
      Math.max(0, Math.floor(x0) - 2),
      Math.max(0, Math.floor(y0) - 2),
      Math.min(w - 1, Math.ceil(x1) + 2),
      Math.min(h - 1, Math.ceil(y1) + 2),
    ]
  }
  /** Table cm per pixel near (x, y): how wide an edge's anti-aliasing ramp is. */
  const footprint = (x: number, y: number): number => {
    const [u, v] = lens.toImage(x, y)
    const [x1, y1] = lens.toTable(u + 1, v)
    return Math.max(0.01, Math.hypot(x1 - x, y1 - y))
  }

  function drawCard(out: Float32Array, card: CardPlace): void {
    const [c, s] = [Math.cos(card.angle), Math.sin(card.angle)]
    const fp = footprint(card.x, card.y)
    const [u0, v0, u1, v1] = pixelBox(card.x, card.y, CARD_CM[0] / 2 + 1)
    for (let v = v0; v <= v1; v++)
      for (let u = u0; u <= u1; u++) {
        const i = v * w + u
        const dx = tx[i]! - card.x
        const dy = ty[i]! - card.y
        const lx = dx * c + dy * s
        const ly = -dx * s + dy * c
        const d = CARD_SDF(lx, ly)
        const shade =
          1 - lighting.strength * 0.5 * (1 - smoothstep(-0.05, 0.25, CARD_SDF(lx + 0.05, ly + 0.05)))
        const cov = Math.max(0, Math.min(1, 0.5 - d / fp))
        const border = d > -0.45 && d < -0.25
        const icon = Math.hypot(lx, ly) < 1.4 && Math.hypot(lx, ly) > 1.0
        const col = border || icon ? CARD_INK : CARD_FACE
        for (let k = 0; k < 3; k++) {
          const o = i * 3 + k
          out[o] = out[o]! * shade * (1 - cov) + col[k]! * lightMap[o]! * cov
        }
      }
  }

  /** sums: coverage-weighted x, y and total; bounds: the silhouette's pixel box (both accumulate). */
  function drawToken(out: Float32Array, t: Placed, sums: [number, number, number], bounds: Bounds): void {
    const L = box.lengthCm[t.type]
    const outline = PROFILES[t.type].outline
    const [c, s] = [Math.cos(t.angle), Math.sin(t.angle)]
    const f = t.flipped ? -1 : 1
    // The painted top stands `thickness` above the table, so the camera sees it shifted away from
    // the point under the lens, uncovering a strip of side wall.
    const lift = box.thickness / (camZ - box.thickness)
    const top: [number, number] = [(t.x - camX) * lift, (t.y - camY) * lift]
    const sh: [number, number] = [lighting.shadow[0] * box.thickness, lighting.shadow[1] * box.thickness]
    const unitSdf = (px: number, py: number): number => {
      const dx = px - t.x
      const dy = py - t.y
      return outline((dx * c + dy * s) / L, (f * (-dx * s + dy * c)) / L) * L
    }
    const fp = footprint(t.x, t.y)
    const reach = L * 0.75 + Math.hypot(sh[0], sh[1]) + lighting.softness + 0.5
    const [u0, v0, u1, v1] = pixelBox(t.x, t.y, reach)
    for (let v = v0; v <= v1; v++)
      for (let u = u0; u <= u1; u++) {
        const i = v * w + u
        const px = tx[i]!
        const py = ty[i]!
        const dBase = unitSdf(px, py)
        const dTop = unitSdf(px - top[0], py - top[1])
        const dShadow = unitSdf(px - sh[0], py - sh[1])
        const cast = (1 - smoothstep(-lighting.softness, lighting.softness, dShadow)) * lighting.strength
        const contact = (1 - smoothstep(0, 0.3, dBase)) * 0.3
        const dark = 1 - Math.max(cast, contact)
        const covBase = Math.max(0, Math.min(1, 0.5 - dBase / fp))
        const covTop = Math.max(0, Math.min(1, 0.5 - dTop / fp))
        const cov = Math.max(covBase, covTop)
        if (cov > 0) {
          sums[0] += cov * u
          sums[1] += cov * v
          sums[2] += cov
          bounds[0] = Math.min(bounds[0], u)
          bounds[1] = Math.min(bounds[1], v)
          bounds[2] = Math.max(bounds[2], u)
          bounds[3] = Math.max(bounds[3], v)
        }
        let paint: Rgb = box.wood
        if (covTop > 0) {
          const dx = px - top[0] - t.x
          const dy = py - top[1] - t.y
          paint = paintAt(
            box,
            t.type,
            (dx * c + dy * s) / L,
            (f * (-dx * s + dy * c)) / L,
            t.mis,
            t.tone,
            t.seed,
          )
        }
        for (let k = 0; k < 3; k++) {
          const o = i * 3 + k
          const side = box.wood[k]! * 0.5 * lightMap[o]!
          let val = out[o]! * dark * (1 - covBase) + side * covBase
          val = val * (1 - covTop) + paint[k]! * lightMap[o]! * 1.04 * covTop
          out[o] = val
        }
      }
  }

  return {
    lens,
    box,
    render(tokens, card) {
      const light = table.slice()
      if (card) drawCard(light, card)
      const truth: TruthToken[] = []
      const bounds: Bounds[] = []
      for (const t of tokens) {
        const sums: [number, number, number] = [0, 0, 0]
        const box: Bounds = [Infinity, Infinity, -Infinity, -Infinity]
        drawToken(light, t, sums, box)
        if (sums[2] === 0) throw new Error(`scenesreal: a ${t.type} lies outside the picture`)
        truth.push({ type: t.type, x: sums[0] / sums[2], y: sums[1] / sums[2] })
        bounds.push(box)
      }
      return { light, truth, bounds }
    },
  }
}
