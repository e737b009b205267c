/**
 * What an ordinary webcam does to the pictures of one table over an evening, applied the same way to
 * every scene source: the camera turns, zooms and shifts a little after calibration, the lamp and the
 * white balance drift, and every picture (calibration too) arrives as JPEG.
 */
import { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import { jpegRoundTrip } from '../../src/main/vision/image'

/** How far the camera may drift between calibration and the last picture of a table. */
export interface DriftProfile {
  /** Largest turn, degrees, either way. */
  maxTurnDeg: number
  /** Largest zoom, as a fraction (0.006 = 0.6%), in or out. */
  maxZoom: number
  /** Largest shift, pixels, along each axis. */
  maxShiftPx: number
  /** Largest change of the lamp's brightness, as a fraction, either way. */
  maxLight: number
  /** Largest change of one colour channel against the others (white balance), as a fraction. */
  maxTint: number
  /** JPEG quality range [lowest, highest]; null sends raw pixels. */
  jpeg: [number, number] | null
}

/** The "ordinary webcam": turned by up to 0.35°, zoomed by up to 0.6%, JPEG 80-92, light 12%. */
export const WEBCAM: DriftProfile = {
  maxTurnDeg: 0.35,
  maxZoom: 0.006,
  maxShiftPx: 2,
  maxLight: 0.12,
  maxTint: 0.03,
  jpeg: [80, 92],
}

/** A camera nudged by a hand: what registration must still follow (turn 2°, zoom 3%). */
export const NUDGED: DriftProfile = { ...WEBCAM, maxTurnDeg: 2, maxZoom: 0.03, maxShiftPx: 8 }

/** A nudged camera under a lamp that drifts twice as far (a cloud, a lamp switched on): for hunting wrong accusations. */
export const HARSH: DriftProfile = { ...NUDGED, maxLight: 0.25, maxTint: 0.06, jpeg: [70, 85] }

/** A perfect camera: nothing moves, nothing is compressed (for comparison). */
export const STILL: DriftProfile = {
  maxTurnDeg: 0,
  maxZoom: 0,
  maxShiftPx: 0,
  maxLight: 0,
  maxTint: 0,
  jpeg: null,
}

export const PROFILES: Record<string, DriftProfile> = {
  webcam: WEBCAM,
  nudged: NUDGED,
  harsh: HARSH,
  still: STILL,
}

/** Where the camera and the lamp end up by the table's last picture (they drift there steadily). */
export interface CameraDrift {
  turnRad: number
  zoom: number
  shift: [number, number]
  light: number
  tint: [number, number, number]
  jpegQuality: number | null
}

export function drawDrift(rng: Rng, p: DriftProfile): CameraDrift {
  const sym = (m: number): number => (rng.float() * 2 - 1) * m
  const q = p.jpeg ? p.jpeg[0] + rng.int(p.jpeg[1] - p.jpeg[0] + 1) : null
  return {
    turnRad: (sym(p.maxTurnDeg) * Math.PI) / 180,
    zoom: sym(p.maxZoom),
    shift: [sym(p.maxShiftPx), sym(p.maxShiftPx)],
    light: sym(p.maxLight),
    tint: [sym(p.maxTint), sym(p.maxTint), sym(p.maxTint)],
    jpegQuality: q,
  }
}

/**
 * The picture as the camera delivers it when it has drifted the share `t` (0 at calibration, 1 at the
 * table's last picture) of the way to `d`: turned and zoomed about the centre, shifted, lit and tinted
 * (bilinear sampling; the strip the picture uncovers repeats its edge), then JPEG-compressed.
 */
export function shoot(f: Frame, d: CameraDrift, t: number): Frame {
  const { width: w, height: h } = f
  const a = d.turnRad * t
  const s = 1 + d.zoom * t
  const [sx, sy] = [d.shift[0] * t, d.shift[1] * t]
  const gain = [0, 1, 2].map((c) => (1 + d.light * t) * (1 + d.tint[c]! * t))
  const moved = a !== 0 || s !== 1 || sx !== 0 || sy !== 0
  const out = new Uint8ClampedArray(f.data.length)
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  const cos = Math.cos(a) / s
  const sin = Math.sin(a) / s
  const src = f.data
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 4
      let u = x
      let v = y
      if (moved) {
        // Inverse of: rotate by a and scale by s about the centre, then shift.
        const px = x - sx - cx
        const py = y - sy - cy
        u = Math.min(w - 1, Math.max(0, cx + cos * px + sin * py))
        v = Math.min(h - 1, Math.max(0, cy - sin * px + cos * py))
      }
      const x0 = Math.floor(u)
      const y0 = Math.floor(v)
      const x1 = Math.min(w - 1, x0 + 1)
      const y1 = Math.min(h - 1, y0 + 1)
      const fx = u - x0
      const fy = v - y0
      const i00 = (y0 * w + x0) * 4
      const i10 = (y0 * w + x1) * 4
      const i01 = (y1 * w + x0) * 4
      const i11 = (y1 * w + x1) * 4
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c]! * (1 - fx) + src[i10 + c]! * fx
        const bottom = src[i01 + c]! * (1 - fx) + src[i11 + c]! * fx
        out[o + c] = (top * (1 - fy) + bottom * fy) * gain[c]!
      }
      out[o + 3] = 255
    }
  }
  const frame = { width: w, height: h, data: out }
  return d.jpegQuality === null ? frame : jpegRoundTrip(frame, d.jpegQuality)
}

/** Where a point of the calibrated view lies in a picture shot at drift share `t` (truth positions). */
export function movePoint(
  d: CameraDrift,
  t: number,
  w: number,
  h: number,
  x: number,
  y: number,
): [number, number] {
  const a = d.turnRad * t
  const s = 1 + d.zoom * t
  const cx = (w - 1) / 2
  const cy = (h - 1) / 2
  const px = x - cx
  const py = y - cy
  return [
    cx + s * (Math.cos(a) * px - Math.sin(a) * py) + d.shift[0] * t,
    cy + s * (Math.sin(a) * px + Math.cos(a) * py) + d.shift[1] * t,
  ]
}
