/**
 * How plainly each calibrated type stands out from this table (AnimalModel.visibility, measured by
 * calibrate.ts). Kept apart from the pixel code so the camera screens can say which types are faint
 * without loading it.
 */
import { ANIMALS, type Animal } from '../referee/types'
import { VISION } from './params'
import type { Calibration } from './types'

/**
 * The types this calibration found hard to tell from the table (visibility under VISION.policy.FAINT):
 * an animal of one may go unseen in play, so the camera never calls a card naming it wrong
 * (policy.ts), and the set-up screens say so. A calibration saved before visibility was kept has none.
 */
export function faintTypes(cal: Calibration): Animal[] {
  return ANIMALS.filter((a) => (cal.animals[a]?.visibility ?? 1) < VISION.policy.FAINT)
}

/**
 * The types this calibration saw small in the picture (area under VISION.policy.SMALL pixels): the
 * camera is far from the table or the frame is cropped wide, or calibration found only part of the
 * animal (the rest as pale as the table). The set-up screens ask the family to look at its outline: the
 * camera closer if it is whole, another cloth if not. It only warns: how sure a reading is already
 * shows in every verdict.
 */
export function smallTypes(cal: Calibration): Animal[] {
  return ANIMALS.filter((a) => (cal.animals[a]?.area ?? Infinity) < VISION.policy.SMALL)
}
