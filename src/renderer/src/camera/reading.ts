/**
 * What the camera reads in one picture, put so a family can judge it (issue 20): each animal's outline
 * painted on the picture, its type and whether the camera is sure of it, and the count. Pure: the
 * screens turn the painted frame into an image (frames.ts frameUrl) and lay the labels over it.
 */
import type { CalibrationProblem, Detection, Frame, Token } from '../../../shared/vision'
import type { Box } from '../../../shared/vision/calibrate'
import { overCounted } from '../../../shared/vision/policy'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'
import { warningWords } from './problem-words'

/** Below this confidence an animal is shown as "not sure" (the referee's own bar, referee.ts). */
export const SURE = 0.5

export interface ReadAnimal {
  token: Token
  sure: boolean
}

export interface PictureReading {
  animals: ReadAnimal[]
  /** Whether the camera can tell this picture: no warning and every animal sure. */
  clear: boolean
  /**
   * Why not, in words for the family (empty when clear): the detector's warnings, animals not sure, and
   * any type counted more often than the box holds.
   */
  doubts: string[]
}

export function readingOf(d: Detection, locale: AppLocale): PictureReading {
  const animals = d.tokens.map((token) => ({ token, sure: (token.confidence ?? 1) >= SURE }))
  const doubts = d.warnings.map((w) => warningWords(locale, w))
  const unsure = animals.filter((a) => !a.sure).length
  if (unsure > 0) doubts.push(format(locale, 'camera.reading.unsureAnimals', { count: unsure }))
  // More of a type than the box holds: the camera takes other animals for it (the light, or a
  // calibration that no longer fits), which each animal's own sureness cannot show.
  for (const o of overCounted(d)) doubts.push(format(locale, 'camera.reading.moreThanInBox', { ...o }))
  return { animals, clear: doubts.length === 0, doubts }
}

/** Outline colours: light and dark alternate along every outline, so it shows on any table. */
const LIGHT = [255, 230, 0]
const DARK = [20, 20, 20]

/**
 * A copy of `frame` with each animal's outline drawn: the pixels of its part (Detection.details) that
 * touch a pixel outside it. A sure animal gets a solid outline, one not sure a dashed one, so the difference never rests on colour.
 */
export function outlined(frame: Frame, d: Detection): Frame {
  const { width: w, height: h } = frame
  const out = new Uint8ClampedArray(frame.data)
  const owner = new Int32Array(w * h).fill(-1)
  d.details.forEach((x, i) => {
    for (const p of x.pixels) owner[p] = i
  })
  d.details.forEach((x, i) => {
    const sure = (d.tokens[i]?.confidence ?? 1) >= SURE
    for (const p of x.pixels) {
      const px = p % w
      const py = (p - px) / w
      const edge =
        px === 0 ||
        py === 0 ||
        px === w - 1 ||
        py === h - 1 ||
        owner[p - 1] !== i ||
        owner[p + 1] !== i ||
        owner[p - w] !== i ||
        owner[p + w] !== i
      if (!edge || (!sure && (px + py) % 4 >= 2)) continue
      // Thickened by one pixel outwards only (the animal stays visible inside), light and dark
      // alternating so the outline reads on any table.
      for (const q of [p, p - 1, p + 1, p - w, p + w]) {
        if (q < 0 || q >= w * h || (q !== p && owner[q] === i)) continue
        const c = ((q % w) + Math.floor(q / w)) % 4 < 2 ? LIGHT : DARK
        out[q * 4] = c[0]!
        out[q * 4 + 1] = c[1]!
        out[q * 4 + 2] = c[2]!
      }
    }
  })
  return { width: w, height: h, data: out }
}

/** Space left between a marked thing and its frame, in pixels, so the frame does not hide its edge. */
const MARK_GAP = 4
/** Width of a marking frame, in pixels: thick enough to see on a 640-pixel picture shown small. */
const MARK_WIDTH = 3

/**
 * A copy of `frame` with a frame drawn around each box (calibrate.ts's Box: left, top, right, bottom,
 * inclusive), a little outside it and clipped to the picture: where a calibration problem lies. Light
 * and dark alternate along the frame, as on the outlines.
 */
export function framed(frame: Frame, boxes: readonly (readonly [number, number, number, number])[]): Frame {
  const { width: w, height: h } = frame
  const out = new Uint8ClampedArray(frame.data)
  const paint = (x: number, y: number): void => {
    if (x < 0 || y < 0 || x >= w || y >= h) return
    const c = (x + y) % 8 < 4 ? LIGHT : DARK
    const i = (y * w + x) * 4
    out[i] = c[0]!
    out[i + 1] = c[1]!
    out[i + 2] = c[2]!
  }
  for (const [bx0, by0, bx1, by1] of boxes) {
    const [x0, y0] = [bx0 - MARK_GAP, by0 - MARK_GAP]
    const [x1, y1] = [bx1 + MARK_GAP, by1 + MARK_GAP]
    for (let k = 0; k < MARK_WIDTH; k++) {
      for (let x = x0 - k; x <= x1 + k; x++) {
        paint(x, y0 - k)
        paint(x, y1 + k)
      }
      for (let y = y0 - k; y <= y1 + k; y++) {
        paint(x0 - k, y)
        paint(x1 + k, y)
      }
    }
  }
  return { width: w, height: h, data: out }
}

/**
 * What the setup wizard offers after a refused calibration: which picture to take again, where on the
 * picture of the animals to look (the problem's boxes, or the quarter searched in vain, drawn inside it
 * so no side falls off), and whether to offer the empty table as well. Something beside an animal may
 * have lain on the empty table and been nudged since (a deck of cards at the edge): no picture of the
 * animals mends that. Null when no picture taken again can mend the problem.
 */
export function retakeOffer(
  p: CalibrationProblem,
  w: number,
  h: number,
): { from: 'empty' | 'animals'; boxes: Box[]; orEmpty: boolean } | null {
  if (p.kind === 'table-changed') return { from: 'empty', boxes: [], orEmpty: false }
  if (p.kind !== 'animal-missing' && p.kind !== 'animal-cut' && p.kind !== 'animal-not-alone') return null
  const right = p.quarter.endsWith('right')
  const bottom = p.quarter.startsWith('bottom')
  const inset = 8
  const quarter: Box = [
    (right ? Math.ceil(w / 2) : 0) + inset,
    (bottom ? Math.ceil(h / 2) : 0) + inset,
    (right ? w - 1 : Math.ceil(w / 2) - 1) - inset,
    (bottom ? h - 1 : Math.ceil(h / 2) - 1) - inset,
  ]
  return { from: 'animals', boxes: p.boxes ?? [quarter], orEmpty: p.kind === 'animal-not-alone' }
}
