/**
 * Where on this table an animal of a type could lie mostly unseen. Calibration keeps some of each type's
 * colours (AnimalModel.samples, in the empty table's light). Against the empty table's own colour at a
 * spot, segment.ts's most lenient tests say which of them would stand out: the window test (Z_AREA and
 * MIN_DIFF_AREA over the frame's noise), and not darker in all three channels alike (a shadow). A white
 * cow on the white squares of a gingham cloth keeps only its dark patches there: a part the size of a
 * smaller animal, which reads as that animal.
 *
 * The referee asks this before it calls an animal seen in part another type than the card's (policy.ts).
 * Nothing here knows any type: only the calibration's colours and the empty table.
 */
import type { Animal } from '../referee/types'
import { allowance, isShadow, shadowSpreadOf } from './pixel-tests'
import { passesShadows, tableOf } from './calibrate'
import type { Calibration } from './types'
import { VISION } from './params'

const { Z_AREA, MIN_DIFF_AREA } = VISION.segment
const { STEP } = VISION.camouflage

/**
 * Share of the type's calibrated colours that would stand out from the empty table at pixel `q`
 * (1: all of them), under a frame whose light fit has this spread per channel (shadowSpreadOf it).
 */
function standsOut(
  samples: readonly number[],
  table: Uint8Array,
  q: number,
  spread: readonly number[],
  shadowSpread: number,
): number {
  const t0 = table[q * 3]!
  const t1 = table[q * 3 + 1]!
  const t2 = table[q * 3 + 2]!
  const a0 = allowance(spread[0]!, t0)
  const a1 = allowance(spread[1]!, t1)
  const a2 = allowance(spread[2]!, t2)
  let seen = 0
  const n = samples.length / 3
  for (let j = 0; j < n; j++) {
    const f0 = samples[j * 3]!
    const f1 = samples[j * 3 + 1]!
    const f2 = samples[j * 3 + 2]!
    const d0 = Math.abs(f0 - t0)
    const d1 = Math.abs(f1 - t1)
    const d2 = Math.abs(f2 - t2)
    const z = Math.max(d0 / a0, d1 / a1, d2 / a2)
    if (z < Z_AREA || Math.max(d0, d1, d2) < MIN_DIFF_AREA) continue
    if (isShadow(f0, f1, f2, t0, t1, t2, shadowSpread)) continue
    seen++
  }
  return n > 0 ? seen / n : 1
}

/**
 * The least share of an animal of `type` that would stand out from the table anywhere it could lie and
 * still hold the part seen at (x, y): the animal as a disc of its calibrated area, its centre anywhere
 * within its own radius of the part's centre (on a grid of half that radius), the share averaged over
 * the disc (every STEP-th pixel each way). 1 when calibration kept no colours (saved before it did).
 */
export function leastVisible(
  cal: Calibration,
  type: Animal,
  spread: readonly number[],
  x: number,
  y: number,
): number {
  const model = cal.animals[type]
  const samples = model.samples
  if (!samples || samples.length < 3) return 1
  const table = tableOf(cal)
  const { width: w, height: h } = cal
  const r = Math.sqrt(model.area / Math.PI)
  const shadowSpread = shadowSpreadOf(spread, passesShadows(cal))
  // Each pixel's share, computed once: the discs of neighbouring placements overlap.
  const memo = new Map<number, number>()
  const at = (q: number): number => {
    let v = memo.get(q)
    if (v === undefined) memo.set(q, (v = standsOut(samples, table, q, spread, shadowSpread)))
    return v
  }
  let least = 1
  for (let oy = -2; oy <= 2; oy++) {
    for (let ox = -2; ox <= 2; ox++) {
      if (ox * ox + oy * oy > 4) continue
      const cx = x + (ox * r) / 2
      const cy = y + (oy * r) / 2
      let sum = 0
      let count = 0
      for (let py = Math.ceil((cy - r) / STEP) * STEP; py <= cy + r; py += STEP) {
        if (py < 0 || py >= h) continue
        for (let px = Math.ceil((cx - r) / STEP) * STEP; px <= cx + r; px += STEP) {
          if (px < 0 || px >= w || (px - cx) ** 2 + (py - cy) ** 2 > r * r) continue
          sum += at(py * w + px)
          count++
        }
      }
      if (count > 0) least = Math.min(least, sum / count)
    }
  }
  return least
}
