/**
 * "Readable from 3 metres" as a number (issue 22, item 6).
 *
 * The rule: lower-case letters at least 1 cm tall (x-height) for every 3 m of viewing distance.
 * 1 cm at 3 m is a visual angle of about 11.5 arcmin. A 20/20 eye just resolves letters of 5 arcmin;
 * fluent reading needs print two to three times above that threshold (the "acuity reserve"), so
 * 11.5 arcmin is read comfortably by good eyes and still read by a grandparent with 20/40 sight
 * (10 arcmin threshold). Signage rules of thumb land in the same place (about 1 inch of capital
 * letter per 10 feet, i.e. 0.84 cm per 3 m).
 *
 * Pixels depend on the screen: the smallest screen a family puts on the table is the worst case, as it
 * has the most pixels per centimetre. A 15.6" laptop is the reference (1920x1080: 56 px per cm;
 * 1366x768: 39.5 px per cm). The room layout sizes its words by the window's height, so the same rule
 * is a fixed share of that height: 1 cm of a 15.6" 16:9 screen's 19.4 cm height, about 5.2 %.
 */

export const ROOM_DISTANCE_M = 3
/** x-height in cm per 3 m of distance (see above). */
export const X_HEIGHT_CM_PER_3M = 1
/** The reference screen: a 15.6" laptop, the smallest common screen a family plays on from afar. */
export const REFERENCE_DIAGONAL_IN = 15.6

export interface Screen {
  widthPx: number
  heightPx: number
  diagonalIn: number
}

/** The visual angle (arcmin) of a letter part `cm` tall seen from `distanceM`. */
export function arcminutes(cm: number, distanceM: number): number {
  return (2 * Math.atan(cm / 2 / (distanceM * 100)) * 180 * 60) / Math.PI
}

/** Pixels per centimetre of a screen, from its resolution and diagonal. */
export function pxPerCm(s: Screen): number {
  if (!(s.widthPx > 0 && s.heightPx > 0 && s.diagonalIn > 0)) throw new RangeError('screen sizes must be > 0')
  return Math.hypot(s.widthPx, s.heightPx) / (s.diagonalIn * 2.54)
}

/** The smallest x-height, in pixels, that is readable from `distanceM` on screen `s`. */
export function minXHeightPx(s: Screen, distanceM = ROOM_DISTANCE_M): number {
  if (!(distanceM > 0)) throw new RangeError('distance must be > 0')
  return Math.ceil(((X_HEIGHT_CM_PER_3M * distanceM) / 3) * pxPerCm(s))
}

/** The rule for a window of this size, taken as a full-screen reference laptop. */
export function roomMinXHeightPx(widthPx: number, heightPx: number): number {
  return minXHeightPx({ widthPx, heightPx, diagonalIn: REFERENCE_DIAGONAL_IN })
}
