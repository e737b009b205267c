/**
 * An animal nobody touched looks the same before and after: same place, same size, same colours. Its
 * two detections are one token seen twice, so its type is decided once from both frames' evidence; an
 * untouched cow no longer flips to a horse between the pictures (which the judge could only call
 * uncertain). A swapped-in animal of another type at the same spot looks different and is left alone.
 */
import { ANIMALS, type Animal } from '../referee/types'
import { candidatesOf, sure, TYPE_SCALE } from './detect'
import { histogramSimilarity } from './features'
import type { Detection } from './types'

/** Same token: centres this close (pixels), areas within this log ratio, colour histograms this alike. */
const SAME_PLACE = 3
const SAME_AREA = 0.1
const SAME_COLOUR = 0.95

/** Returns copies of the two detections with the types of unchanged tokens decided jointly. */
export function unifyUnchanged(before: Detection, after: Detection): [Detection, Detection] {
  const b = { ...before, tokens: [...before.tokens], candidates: [...before.candidates] }
  const a = { ...after, tokens: [...after.tokens], candidates: [...after.candidates] }
  b.tokens.forEach((tb, i) => {
    let best = -1
    let bestD = SAME_PLACE
    a.tokens.forEach((ta, j) => {
      const d = Math.hypot(ta.x - tb.x, ta.y - tb.y)
      if (d <= bestD) {
        bestD = d
        best = j
      }
    })
    const ta = a.tokens[best]
    const db = before.details[i]
    const da = after.details[best]
    if (!ta || !db || !da) return
    if (Math.abs(Math.log(da.area / db.area)) > SAME_AREA) return
    if (histogramSimilarity(da.histogram, db.histogram) < SAME_COLOUR) return
    const joint = ANIMALS.map((t) => ({ type: t, cost: (db.costs[t] + da.costs[t]) / 2 })).sort(
      (p, q) => p.cost - q.cost,
    )
    const type: Animal = joint[0]!.type
    const typeConf = sure(joint[1]!.cost - joint[0]!.cost, TYPE_SCALE)
    const round = (c: number): number => Math.round(c * 1000) / 1000
    const cands = candidatesOf(joint)
    b.tokens[i] = { ...tb, type, confidence: round(Math.min(db.countConf, db.fitConf, typeConf)) }
    a.tokens[best] = { ...ta, type, confidence: round(Math.min(da.countConf, da.fitConf, typeConf)) }
    b.candidates[i] = cands
    a.candidates[best] = cands
  })
  return [b, a]
}
