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
