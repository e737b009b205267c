/**
 * Sizes under a slanted camera (issue 20). A webcam that looks at the table at an angle sees the near
 * side larger than the far side, so an animal's area depends on where it lies, and one calibrated area
 * per type (measured where that type lay in the calibration picture) over-counts heaps on the near side
 * and cuts big near animals in two. The scale is never assumed: each frame's field is fitted from its own
 * unambiguous single animals, each compared with its type's calibration animal, which is the anchor
 * (an animal where its type lay at calibration has its calibrated area whatever the slant).
 *
 * The field is a plane in log area, log g(p) = gx * x + gy * y: a type's expected area at p is
 * area_T * g(p) / g(p_T), p_T where the type lay at calibration. A camera tilted about one axis changes
 * the linear scale about linearly across the picture, so its log area is close to a plane.
 */
import { ANIMALS, type Animal } from '../referee/types'
import type { AnimalModel } from './types'
import { VISION } from './params'

const { MIN_SINGLES, RIDGE, MAX_LOG_AREA, STEEPEST, MIN_CHANGE, NOISE, SIGNIFICANT } = VISION.perspective

/** Gradient of log area per pixel; { gx: 0, gy: 0 } is a camera looking straight down. */
export interface ScaleField {
  gx: number
  gy: number
}

export const FLAT: ScaleField = { gx: 0, gy: 0 }

export const isFlat = (f: ScaleField): boolean => f.gx === 0 && f.gy === 0

/** One animal read alone and surely: where it lies, its type and its area in pixels. */
export interface Single {
  x: number
  y: number
  type: Animal
  area: number
}

/**
 * The field that best explains the singles' areas against their types' calibrated areas: ridge
 * regression of log(area / area_T) on the displacement from where the type lay at calibration, with no
 * intercept (the anchors). The ridge pulls a field with little evidence back to flat; too few singles,
 * or a calibration saved before animal places were kept, give the flat field. The change it makes across
 * the picture (centre to corner) goes past MAX_LOG_AREA only as far as the singles are sure of it, and
 * never past STEEPEST.
 */
export function fitField(
  singles: readonly Single[],
  animals: Record<Animal, AnimalModel>,
  width: number,
  height: number,
): ScaleField {
  if (singles.length < MIN_SINGLES || ANIMALS.some((a) => !animals[a].at)) return FLAT
  // Displacements in half-picture units, so the ridge weighs both axes alike whatever the frame's size.
  const hw = width / 2
  const hh = height / 2
  // Each single's displacement from its type's calibration place and its log area against it.
  const points = singles.map((s) => {
    const [ax, ay] = animals[s.type].at!
    return { dx: (s.x - ax) / hw, dy: (s.y - ay) / hh, r: Math.log(s.area / animals[s.type].area) }
  })
  let sxx = RIDGE
  let syy = RIDGE
  let sxy = 0
  let bx = 0
  let by = 0
  for (const { dx, dy, r } of points) {
    sxx += dx * dx
    syy += dy * dy
    sxy += dx * dy
    bx += dx * r
    by += dy * r
  }
  const det = sxx * syy - sxy * sxy
  let ux = (syy * bx - sxy * by) / det
  let uy = (sxx * by - sxy * bx) / det
  // A slant is read only when the singles show it beyond their own noise (chi-square of the two slopes,
  // the noise at least NOISE): on a straight-down camera a calibration animal read a little large or
  // small would otherwise tilt the whole field.
  let rss = 0
  for (const { dx, dy, r } of points) rss += (r - ux * dx - uy * dy) ** 2
  const noise2 = Math.max(NOISE * NOISE, rss / Math.max(1, singles.length - 2))
  const chi2 = (ux * ux * sxx + 2 * ux * uy * sxy + uy * uy * syy) / noise2
  if (chi2 < SIGNIFICANT) return FLAT
  // From the centre to a corner the log area changes by |ux| + |uy|. Up to MAX_LOG_AREA the field is
  // taken as fitted. Past it, only as far as the singles are sure of it: its length less SIGNIFICANT's
  // multiple of its own noise along it (the near end of its confidence interval), so a steep slant that
  // many singles agree on is followed and one read from a few scattered sizes is not; and never past
  // STEEPEST, what a webcam can show.
  const reach = Math.abs(ux) + Math.abs(uy)
  const length = Math.hypot(ux, uy)
  // Variance of the field along itself, over the noise: e' S^-1 e, e the field's direction.
  const along = (ux * ux * syy - 2 * ux * uy * sxy + uy * uy * sxx) / (det * length * length)
  const sure = reach * Math.max(0, 1 - Math.sqrt((SIGNIFICANT * noise2 * along) / (length * length)))
  const limit = Math.min(STEEPEST, Math.max(MAX_LOG_AREA, sure))
  if (reach > limit) {
    ux *= limit / reach
    uy *= limit / reach
  }
  return { gx: ux / hw, gy: uy / hh }
}

/**
 * The calibrated animals as they would read at (x, y) under the field: areas scaled, the rest as is.
 * The calibrated animals themselves (the same object) where no type's area changes by MIN_CHANGE.
 */
export function animalsAt(
  animals: Record<Animal, AnimalModel>,
  field: ScaleField,
  x: number,
  y: number,
): Record<Animal, AnimalModel> {
  if (isFlat(field) || ANIMALS.some((a) => !animals[a].at)) return animals
  const change = (a: Animal): number => {
    const [ax, ay] = animals[a].at!
    return field.gx * (x - ax) + field.gy * (y - ay)
  }
  if (ANIMALS.every((a) => Math.abs(change(a)) < MIN_CHANGE)) return animals
  const out = {} as Record<Animal, AnimalModel>
  for (const a of ANIMALS) out[a] = { ...animals[a], area: animals[a].area * Math.exp(change(a)) }
  return out
}
