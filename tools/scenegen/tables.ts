/** Table surfaces under the tokens: wood grain, cloth (felt and gingham), plain light and plain dark. */
import type { Rng } from '../../src/shared/engine/rng'
import { fbm, pixelNoise, valueNoise } from './noise'
import type { Rgb } from './animals'

export const TABLE_KINDS = ['wood', 'cloth', 'gingham', 'light', 'dark'] as const
export type TableKind = (typeof TABLE_KINDS)[number]

/** RGB floats (0..255), width * height * 3, before lighting. */
export interface TableImage {
  kind: TableKind
  rgb: Float32Array
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]

export function makeTable(
  rng: Rng,
  width: number,
  height: number,
  pxPerCm: number,
  kind?: TableKind,
): TableImage {
  const k = kind ?? rng.pick(TABLE_KINDS)
  const seed = rng.int(1 << 30)
  const rgb = new Float32Array(width * height * 3)
  const put = (i: number, c: Rgb): void => {
    rgb[i * 3] = c[0]
    rgb[i * 3 + 1] = c[1]
    rgb[i * 3 + 2] = c[2]
  }
  if (k === 'wood') {
    const light = rng.pick<Rgb>([
      [200, 150, 100],
      [175, 120, 75],
      [215, 175, 125],
      [120, 78, 48],
    ])
    const darkGrain: Rgb = [light[0] * 0.72, light[1] * 0.66, light[2] * 0.6]
    const plank = (6 + rng.float() * 8) * pxPerCm
    const freq = 0.5 + rng.float() * 0.6
    const angle = rng.float() < 0.5 ? 0 : Math.PI / 2
    const ca = Math.cos(angle)
    const sa = Math.sin(angle)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const u = x * ca + y * sa
        const v = -x * sa + y * ca
        const plankIx = Math.floor(v / plank)
        const warp = fbm(u / (12 * pxPerCm), v / (3 * pxPerCm), seed + plankIx, 3) * 6
        const g = 0.5 + 0.5 * Math.sin((v / pxPerCm) * freq * 6 + warp * 3 + plankIx * 1.7)
        const t = Math.pow(g, 3) * 0.8 + fbm(u / 40, v / 4, seed + 7, 2) * 0.25
        const seam = Math.abs(v / plank - Math.round(v / plank)) * plank < 1 ? 0.55 : 1
        const c = mix(light, darkGrain, Math.min(1, t))
        put(y * width + x, [c[0] * seam, c[1] * seam, c[2] * seam])
      }
    }
  } else if (k === 'cloth') {
    const base = rng.pick<Rgb>([
      [40, 110, 60],
      [50, 70, 130],
      [140, 40, 45],
      [120, 120, 118],
      [200, 190, 170],
    ])
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const weave = ((x + y) & 1) * 0.05 + (pixelNoise(y * width + x, seed) - 0.5) * 0.08
        const mottle = (fbm(x / 60, y / 60, seed, 3) - 0.5) * 0.12
        const f = 1 + weave + mottle
        put(y * width + x, [base[0] * f, base[1] * f, base[2] * f])
      }
    }
  } else if (k === 'gingham') {
    const a = rng.pick<Rgb>([
      [200, 50, 50],
      [60, 90, 170],
      [60, 140, 80],
    ])
    const white: Rgb = [240, 238, 232]
    const check = (1 + rng.float()) * pxPerCm
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bx = Math.floor(x / check) & 1
        const by = Math.floor(y / check) & 1
        const t = (bx + by) / 2
        const c = mix(white, a, t)
        const f = 1 + (pixelNoise(y * width + x, seed) - 0.5) * 0.06
        put(y * width + x, [c[0] * f, c[1] * f, c[2] * f])
      }
    }
  } else {
    const base =
      k === 'light'
        ? rng.pick<Rgb>([
            [235, 232, 225],
            [225, 215, 195],
            [210, 215, 220],
          ])
        : rng.pick<Rgb>([
            [45, 45, 48],
            [30, 32, 36],
            [60, 50, 45],
          ])
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const f =
          1 + (valueNoise(x / 30, y / 30, seed) - 0.5) * 0.05 + (pixelNoise(y * width + x, seed) - 0.5) * 0.03
        put(y * width + x, [base[0] * f, base[1] * f, base[2] * f])
      }
    }
  }
  return { kind: k, rgb }
}
