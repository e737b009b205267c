/**
 * The detector's windows, morphology and thresholds are in pixels, made for tables seen as a webcam sees
 * them: an action card (8.8 cm) about 80 to 130 pixels long. A sharper picture (a phone photo, a 4K
 * camera) is first shrunk by a whole factor to that scale, averaging blocks of pixels; positions found
 * there are mapped back to the full picture.
 */
import type { Frame } from './types'
import { VISION } from './params'

export const { WORKING_CARD_PX } = VISION.scale

/** Whole factor to shrink pictures by, given the card's length in them (1: used as they are). */
export function shrinkFactor(cardPx: number): number {
  const k = Math.round(cardPx / WORKING_CARD_PX)
  return k >= 2 ? k : 1
}

/** The frame with each k x k block averaged into one pixel (edge rows and columns that do not fill a block are dropped). */
export function shrink(frame: Frame, k: number): Frame {
  if (k <= 1) return frame
  const w = Math.floor(frame.width / k)
  const h = Math.floor(frame.height / k)
  const data = new Uint8ClampedArray(w * h * 4)
  const sums = new Float64Array(w * 4)
  const src = frame.data
  const area = k * k
  for (let y = 0; y < h; y++) {
    sums.fill(0)
    for (let dy = 0; dy < k; dy++) {
      let i = (y * k + dy) * frame.width * 4
      for (let x = 0; x < w; x++) {
        for (let dx = 0; dx < k; dx++, i += 4) {
          sums[x * 4] = sums[x * 4]! + src[i]!
          sums[x * 4 + 1] = sums[x * 4 + 1]! + src[i + 1]!
          sums[x * 4 + 2] = sums[x * 4 + 2]! + src[i + 2]!
          sums[x * 4 + 3] = sums[x * 4 + 3]! + src[i + 3]!
        }
      }
    }
    for (let j = 0; j < w * 4; j++) data[y * w * 4 + j] = Math.round(sums[j]! / area)
  }
  return { width: w, height: h, data }
}

/** A position in the shrunk frame as a position in the full one (the centre of its block). */
export const grow = (v: number, k: number): number => (k <= 1 ? v : v * k + (k - 1) / 2)
