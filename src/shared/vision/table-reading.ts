/**
 * The referee's reading of the table from the two detections (referee.ts judges it and weighs the
 * evidence): blobs and animals seen unchanged in both pictures are put together, the judge matches the
 * rest with the card, animals seen twice are typed once from both readings, and the action's animals are
 * read again where the table changed, away from their neighbours.
 */
import { judge, resolveOptions } from '../referee/judge'
import { ANIMALS, type ActionCard, type Animal, type DetectedAction, type Verdict } from '../referee/types'
import { samePixels, unifyUnchanged, unifyUnchangedBlobs } from './consistency'
import { costsOf, jointCosts, meanCosts } from './costs'
import { sure, TYPE_SCALE } from './detect'
import { components } from './morphology'
import { apartFromGaps, type SeenTwice, unifyGrownBlobs, unifySeenTwice, wholeAnimal } from './rereading'
import type { Calibration, Detection } from './types'

/** Tokens below this confidence never support an accusation (the judge's default). */
export const minConfidence = 0.5

/**
 * Animals seen in both pictures whose two readings the judge could not put together, as pairs to type
 * once (rereading.ts, unifySeenTwice):
 * - the animals of a move or swap: one animal at two places, typed from both readings;
 * - an animal the judge left unmatched, or matched with one of another type or farther than the
 *   tolerance, with such an animal at the same place (within the tolerance) in the other picture: the same animal,
 *   when the one picture's animal is still there, pixel for pixel, in the other (the other frame read it
 *   together with a neighbour that moved, say), or when the type both readings favour together is
 *   plausible in each on its own (detect.ts candidates), so a clear sheep before and a clear pig after
 *   at one spot stay a change;
 * - then, if exactly one animal left its place and one arrived elsewhere, one animal that moved, when
 *   the type both readings favour together is plausible in each.
 * Untouched animals are left alone. Without `rereads` only the first kind is looked for. `extra` says
 * whether any pair is more than the action's own.
 */
function seenTwice(
  b: Detection,
  a: Detection,
  verdict: Verdict,
  tolerance: number,
  rereads: boolean,
): { pairs: SeenTwice[]; extra: boolean } {
  const pairs: SeenTwice[] = []
  const act = verdict.action
  const usedB = new Set<number>()
  const usedA = new Set<number>()
  const push = (i: number, j: number, costs: SeenTwice['costs'], from: SeenTwice['from']): void => {
    pairs.push({ before: i, after: j, costs, from })
    usedB.add(i)
    usedA.add(j)
  }
  const plausible = (i: number, j: number, type: string): boolean =>
    !!b.candidates[i]?.includes(type as never) && !!a.candidates[j]?.includes(type as never)
  if (act && (act.kind === 'move' || act.kind === 'swap')) {
    act.before.forEach((i, k) => {
      const j = act.after[k]
      const db = b.details[i]
      const da = j === undefined ? undefined : a.details[j]
      if (j === undefined || !db || !da || b.untouched?.[i] || a.untouched?.[j]) return
      push(i, j, jointCosts(db, da), 'each')
    })
  }
  const actionPairs = pairs.length
  if (!rereads) return { pairs, extra: false }
  // Tokens the judge could not match with one of the same type.
  const settledA = new Set<number>()
  const openB: number[] = []
  verdict.assignment.forEach((j, i) => {
    const tb = b.tokens[i]!
    const ta = a.tokens[j]
    if (ta && ta.type === tb.type && Math.hypot(ta.x - tb.x, ta.y - tb.y) <= tolerance) settledA.add(j)
    else if (!b.untouched?.[i] && !usedB.has(i)) openB.push(i)
  })
  const openA = a.tokens.flatMap((_, j) => (settledA.has(j) || a.untouched?.[j] || usedA.has(j) ? [] : [j]))
  const near: { i: number; j: number; d: number }[] = []
  for (const i of openB) {
    for (const j of openA) {
      const d = Math.hypot(a.tokens[j]!.x - b.tokens[i]!.x, a.tokens[j]!.y - b.tokens[i]!.y)
      if (d <= tolerance) near.push({ i, j, d })
    }
  }
  near.sort((p, q) => p.d - q.d)
  for (const { i, j } of near) {
    if (usedB.has(i) || usedA.has(j)) continue
    const db = b.details[i]!
    const da = a.details[j]!
    if (samePixels(da.pixels, a, b)) push(i, j, costsOf(da), 'after')
    else if (samePixels(db.pixels, b, a)) push(i, j, costsOf(db), 'before')
    else {
      const joint = jointCosts(db, da)
      if (plausible(i, j, joint[0]!.type)) push(i, j, joint, 'each')
    }
  }
  const leftB = openB.filter((i) => !usedB.has(i))
  const leftA = openA.filter((j) => !usedA.has(j))
  if (leftB.length === 1 && leftA.length === 1) {
    const [i, j] = [leftB[0]!, leftA[0]!]
    const joint = jointCosts(b.details[i]!, a.details[j]!)
    if (plausible(i, j, joint[0]!.type)) push(i, j, joint, 'each')
  }
  return { pairs, extra: pairs.length > actionPairs }
}

/** A reading of one animal: its type costs (best first) and how sure its count and fit are. */
interface Reading {
  costs: { type: Animal; cost: number }[]
  countConf: number
  fitConf: number
}

/**
 * The animal at token `t` of `d` read from the pixels where the table changed: the part of its blob the
 * other picture sees as bare table. An animal taken from (or put into) a heap then is read on its own
 * silhouette, not on a split of the heap its neighbours' pixels leak into. Only a part that is one whole
 * animal counts: it lies where the token is, its area fits its type's and it clearly looks like an animal.
 */
function changedReading(
  cal: Calibration,
  d: Detection,
  other: Detection,
  t: number,
  tolerance: number,
): Reading | null {
  const region = d.regions.find((r) => t >= r.first && t < r.first + r.count)
  const token = d.tokens[t]
  if (!region || !token || !d.width) return null
  const n = d.mask.length
  const gone = new Uint8Array(n)
  for (let k = 0; k < region.pixels.length; k++) {
    const p = region.pixels[k]!
    if (!other.mask[p]) gone[p] = 1
  }
  const found = components(gone, d.width, n / d.width).list[0]
  if (!found) return null
  const part = apartFromGaps(found.pixels, gone, d)
  const whole = wholeAnimal(part, d, gone, cal.animals)
  if (!whole) return null
  const { f, cls } = whole
  if (Math.hypot(f.x - token.x, f.y - token.y) > tolerance) return null
  return { costs: cls.costs, countConf: 1, fitConf: 1 }
}

/**
 * The action's animals with the readings of where the table changed (changedReading), when any has
 * one: a moved or swapped animal is typed from its two readings together, as in unifySeenTwice. Returns
 * the retyped detections and the fit (best cost) of each reading used, or null when nothing changes.
 */
function readChanged(
  cal: Calibration,
  b: Detection,
  a: Detection,
  act: DetectedAction,
  tolerance: number,
): { b: Detection; a: Detection; fitB: Map<number, number>; fitA: Map<number, number> } | null {
  // Only a reading that fits its type better than the animal's own part did (a split part with a
  // neighbour's pixels in it): a changed part can also take in table its neighbour enclosed.
  const better = (d: Detection, t: number, r: Reading | null): Reading | null =>
    r && r.costs[0]!.cost < Math.min(...Object.values(d.details[t]!.costs)) ? r : null
  const rb = act.before.map((i) => better(b, i, changedReading(cal, b, a, i, tolerance)))
  const ra = act.after.map((j) => better(a, j, changedReading(cal, a, b, j, tolerance)))
  if (!rb.some(Boolean) && !ra.some(Boolean)) return null
  const own = (d: Detection, t: number): Reading => ({
    costs: costsOf(d.details[t]!),
    countConf: d.details[t]!.countConf,
    fitConf: d.details[t]!.fitConf,
  })
  const nb = { ...b, tokens: [...b.tokens] }
  const na = { ...a, tokens: [...a.tokens] }
  const fitB = new Map<number, number>()
  const fitA = new Map<number, number>()
  const round = (c: number): number => Math.round(c * 1000) / 1000
  const set = (
    d: Detection,
    t: number,
    r: Reading,
    costs: Reading['costs'],
    fit: Map<number, number>,
  ): void => {
    const typeConf = sure(costs[1]!.cost - costs[0]!.cost, TYPE_SCALE)
    d.tokens[t] = {
      ...d.tokens[t]!,
      type: costs[0]!.type,
      confidence: round(Math.min(r.countConf, r.fitConf, typeConf)),
    }
    fit.set(t, costs[0]!.cost)
  }
  const paired = act.kind === 'move' || act.kind === 'swap'
  act.before.forEach((i, k) => {
    const j = act.after[k]
    const x = rb[k] ?? own(b, i)
    if (paired && j !== undefined) {
      const y = ra[k] ?? own(a, j)
      const joint = meanCosts(x.costs, y.costs)
      set(nb, i, x, joint, fitB)
      set(na, j, y, joint, fitA)
    } else if (rb[k]) set(nb, i, x, x.costs, fitB)
  })
  if (!paired) act.after.forEach((j, k) => ra[k] && set(na, j, ra[k], ra[k].costs, fitA))
  return { b: nb, a: na, fitB, fitA }
}

/** What the referee made of the two pictures before the policy: the tokens, the verdict, the readings. */
export interface TableReading {
  b: Detection
  a: Detection
  verdict: Verdict
  unified: SeenTwice[]
  fitBefore: Map<number, number>
  fitAfter: Map<number, number>
  /** Whether any animal was read beyond its own detection and the action's animals seen twice. */
  reread: boolean
}

/**
 * Reads the table from both detections and judges it. With `reread` false only the plain evidence is
 * used: the detections, the blobs and animals seen unchanged in both, the action's animals typed from
 * both pictures. With it true, also the re-readings (a heap that grew by one whole animal, an animal read
 * as two types at one place, the action's animals read where the table changed).
 */
export function readTable(
  cal: Calibration,
  seenBefore: Detection,
  seenAfter: Detection,
  card: ActionCard | null,
  rereads: boolean,
): TableReading {
  const minArea = Math.min(...ANIMALS.map((t) => cal.animals[t].area))
  const opts = { cardLength: cal.cardLengthPx, unit: 'px' as const, minConfidence }
  const [sb, sa] = unifyUnchangedBlobs(seenBefore, seenAfter, minArea)
  const [gb, ga, grew] = rereads ? unifyGrownBlobs(sb, sa, cal.animals, minArea) : [sb, sa, false]
  let [b, a] = unifyUnchanged(gb, ga)
  let verdict = judge(b.tokens, a.tokens, card, opts)
  const tolerance = resolveOptions(opts).tolerance
  // Animals seen in both pictures are typed once from their readings, and the table judged again.
  const unified: SeenTwice[] = []
  let reread = grew
  let fitBefore = new Map<number, number>()
  let fitAfter = new Map<number, number>()
  for (let round = 0; round < 2; round++) {
    const found = seenTwice(b, a, verdict, tolerance, rereads)
    const fresh = found.pairs.filter(
      (p) => !unified.some((q) => q.before === p.before && q.after === p.after),
    )
    if (fresh.length === 0) break
    unified.push(...fresh)
    reread ||= found.extra
    ;[b, a] = unifySeenTwice(b, a, fresh)
    verdict = judge(b.tokens, a.tokens, card, opts)
  }
  // The animals of the action read again where the table changed, away from their neighbours.
  const fresh = rereads && verdict.action ? readChanged(cal, b, a, verdict.action, tolerance) : null
  if (fresh) {
    ;[b, a] = [fresh.b, fresh.a]
    fitBefore = fresh.fitB
    fitAfter = fresh.fitA
    reread = true
    verdict = judge(b.tokens, a.tokens, card, opts)
  }
  return { b, a, verdict, unified, fitBefore, fitAfter, reread }
}
