/**
 * Per-table physical variety that every real webcam over a real table brings and the plain generator
 * keeps mild (issue 20, 4a): a lens that is a little out of focus, a small sensor's noise that grows
 * with brightness, thicker tokens with longer and softer shadows, a lamp that drifts further between
 * rounds, and tables printed with a pattern or marked by stains. Each table draws its own from a random
 * stream of its own, so the scenes of a seed without realism stay what they were.
 */
import { Rng } from '../../src/shared/engine/rng'
import { fbm, valueNoise } from './noise'
import type { Rgb } from './animals'
import type { TableImage } from './tables'

export interface Realism {
  /** Offset of the painted face against the base, pixels: thickness seen at an angle (1-4 mm). */
  rimShift: [number, number]
  shadow: { dx: number; dy: number; strength: number; radius: number }
  /** Gaussian lens blur, pixels (0.4-1.6: a webcam focused a little off the table's plane). */
  lensSigma: number
  /** Sensor noise: a floor (grey levels sd) plus a share growing as the square root of brightness. */
  noise: number
  shotNoise: number
  /** Factor on the lamp's drift between rounds (1 = the generator's own). */
  lightDrift: number
  /**
   * A camera looking at the table at a slant: a token's linear size grows by tilt[0] from the picture's
   * centre to its right edge and by tilt[1] to its bottom edge (up to 10% in all: far side 10% smaller,
   * near side 10% larger, a webcam clipped to a shelf about 25° off the vertical).
   */
  tilt: [number, number]
}

export function drawRealism(seed: string, pxPerCm: number): Realism {
  const rng = new Rng(`${seed}/realism`)
  const rimAngle = rng.float() * Math.PI * 2
  const rim = (0.1 + rng.float() * 0.3) * pxPerCm
  const shadowAngle = rng.float() * Math.PI * 2
  const shadowLen = (0.05 + rng.float() * 0.35) * pxPerCm
  return {
    rimShift: [Math.cos(rimAngle) * rim, Math.sin(rimAngle) * rim],
    shadow: {
      dx: Math.cos(shadowAngle) * shadowLen,
      dy: Math.sin(shadowAngle) * shadowLen,
      strength: 0.1 + rng.float() * 0.4,
      radius: 2 + rng.int(4),
    },
    lensSigma: 0.4 + rng.float() * 1.2,
    noise: 1 + rng.float() * 3,
    shotNoise: rng.float() * 0.35,
    lightDrift: 1 + rng.float(),
    tilt: tiltOf(rng),
  }
}

function tiltOf(rng: Rng): [number, number] {
  const g = rng.float() * 0.1
  const a = rng.float() * Math.PI * 2
  return [g * Math.cos(a), g * Math.sin(a)]
}

/** Separable Gaussian blur of an interleaved RGB image (edges repeat). */
export function lensBlur(a: Float32Array, w: number, h: number, sigma: number): Float32Array {
  const r = Math.ceil(sigma * 2.5)
  const k = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)))
  const sum = k.reduce((s, v) => s + v, 0)
  const kern = k.map((v) => v / sum)
  const t = new Float32Array(a.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 3; c++) {
        let v = 0
        for (let i = -r; i <= r; i++)
          v += kern[i + r]! * a[(y * w + Math.min(w - 1, Math.max(0, x + i))) * 3 + c]!
        t[(y * w + x) * 3 + c] = v
      }
    }
  }
  const out = new Float32Array(a.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 3; c++) {
        let v = 0
        for (let i = -r; i <= r; i++)
          v += kern[i + r]! * t[(Math.min(h - 1, Math.max(0, y + i)) * w + x) * 3 + c]!
        out[(y * w + x) * 3 + c] = v
      }
    }
  }
  return out
}

/**
 * What the household put on or left on the table, seen in the empty table's picture as well: on cloth and
 * plain tables a printed pattern (stripes, dots or blotchy flowers) half the time; on any table a few
 * stains or rings (a cup, a spill) a third of the time.
 */
export function markTable(table: TableImage, w: number, h: number, pxPerCm: number, seed: string): void {
  const rng = new Rng(`${seed}/marks`)
  const rgb = table.rgb
  const tintBy = (i: number, c: Rgb, t: number): void => {
    for (let k = 0; k < 3; k++) rgb[i * 3 + k] = rgb[i * 3 + k]! * (1 - t) + c[k]! * t
  }
  const ink: Rgb = [rng.float() * 200, rng.float() * 200, rng.float() * 200]
  if ((table.kind === 'cloth' || table.kind === 'light' || table.kind === 'dark') && rng.float() < 0.5) {
    const pattern = rng.int(3)
    const period = (1.5 + rng.float() * 3) * pxPerCm
    const ns = rng.int(1 << 30)
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let t: number
        if (pattern === 0) t = Math.abs(((x + y * 0.3) / period) % 1) < 0.25 ? 0.5 : 0
        else if (pattern === 1) {
          const dx = (x % period) - period / 2
          const dy = (y % period) - period / 2
          t = Math.max(0, Math.min(1, (period * 0.22 - Math.hypot(dx, dy)) / 1.2)) * 0.6
        } else t = fbm(x / period, y / period, ns, 3) > 0.62 ? 0.55 : 0
        if (t > 0) tintBy(y * w + x, ink, t)
      }
    }
  }
  if (rng.float() < 0.35) {
    const stains = 1 + rng.int(3)
    for (let s = 0; s < stains; s++) {
      const cx = rng.float() * w
      const cy = rng.float() * h
      const rad = (1.5 + rng.float() * 3) * pxPerCm
      const ring = rng.float() < 0.5
      const ns = rng.int(1 << 30)
      const dark = 0.12 + rng.float() * 0.15
      for (let y = Math.max(0, Math.floor(cy - rad - 2)); y < Math.min(h, cy + rad + 2); y++) {
        for (let x = Math.max(0, Math.floor(cx - rad - 2)); x < Math.min(w, cx + rad + 2); x++) {
          const d = Math.hypot(x - cx, y - cy) / rad + (valueNoise(x / 8, y / 8, ns) - 0.5) * 0.15
          const t = ring ? Math.max(0, 1 - Math.abs(d - 1) * 12) : d < 1 ? 1 : 0
          if (t <= 0) continue
          const i = y * w + x
          for (let k = 0; k < 3; k++) rgb[i * 3 + k] = rgb[i * 3 + k]! * (1 - dark * t * (k === 2 ? 1.4 : 1))
        }
      }
    }
  }
}
