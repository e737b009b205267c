/**
 * The action read from what changed, not from the counts: the pixels one picture sees as an animal and
 * the other as bare table. An animal put down, taken away or moved leaves one solid patch (two for a
 * move) that is one whole animal, and every other animal on the table is still there, pixel for pixel.
 * A heap nobody touched may be split differently in the two pictures (five animals, then four): this
 * reading never looks at how it was split, only that its pixels did not change (away from the change,
 * only those both pictures see: a faint part one mask drops is not a change).
 *
 * It can only confirm: the referee lets it make a card agree that the counts left unsure, never accuse
 * (referee.ts). Anything it cannot read cleanly (an animal put down partly over another, a trade, a
 * second change anywhere, a part that is not one whole animal) gives null, and the counts' reading stands.
 */
import { ANIMALS, type Animal } from '../referee/types'
import { type TypeCost, meanCosts } from './costs'
import { components, dilate, erode } from './morphology'
import { apartFromGaps, wholeAnimal } from './rereading'
import { samePixels } from './consistency'
import { typeLead } from './policy'
import type { Calibration, Detection } from './types'
import { VISION } from './params'

const { WEAR, SOLID, SAME_BLOB_OUTLINE } = VISION.consistency

/** An action read from the change, how surely its animal was typed, and for a move how far it went. */
export interface ChangeAction {
  kind: 'add' | 'remove' | 'move'
  animal: Animal
  /**
   * How far the type leads every other type (policy.ts typeLead: the least cost margin, and that margin
   * over the two types' calibrated separation), the least of each reading and for a move the two
   * together; and how well it fits (for a move the worse of the two).
   */
  typeMargin: number
  typeShare: number
  fit: number
  /** For a move: the distance between the two places, in pixels. */
  distance?: number
}

/** 1 where a pixel lies in a blob that holds animals (not a shadow or speck the detector dropped). */
function animalPixels(d: Detection): Uint8Array {
  const m = new Uint8Array(d.mask.length)
  for (const r of d.regions) for (let i = 0; i < r.pixels.length; i++) m[r.pixels[i]!] = 1
  return m
}

/**
 * The solid parts of `mask`: worn down by WEAR pixels and grown back (within `mask`), so the thin ring
 * a change of light leaves round an untouched outline goes and a whole animal stays; parts of more than
 * SOLID of the smallest animal.
 */
function solidParts(mask: Uint8Array, w: number, h: number, minArea: number): Int32Array[] {
  let m = mask
  for (let k = 0; k < WEAR; k++) m = erode(m, w, h)
  for (let k = 0; k < WEAR; k++) m = dilate(m, w, h)
  for (let p = 0; p < m.length; p++) m[p] = m[p]! & mask[p]!
  return components(m, w, h)
    .list.filter((c) => c.area > SOLID * minArea)
    .map((c) => c.pixels)
}

/**
 * Every animal `d` read is still there in `other` (samePixels), leaving out the pixels of `part` (the
 * animal that left): what remains of a token beside it is checked, a token that was nearly all that
 * animal is not. In a blob of the change (`near`) pixel for pixel; elsewhere where both pictures see an
 * animal (VISION.consistency.SEEN_SHARE).
 */
function restUnchanged(
  d: Detection,
  other: Detection,
  part: Int32Array | null,
  near: Uint8Array,
  minArea: number,
): boolean {
  const inPart = new Set(part ?? [])
  for (const detail of d.details) {
    const rest = inPart.size ? detail.pixels.filter((p) => !inPart.has(p)) : detail.pixels
    if (rest.length <= SAME_BLOB_OUTLINE * minArea) continue
    // Beside the change every pixel counts; further away, a faint part one picture's mask dropped is
    // flicker (no solid part came or went there, or the reading would have stopped already).
    const beside = rest.some((p) => near[p] === 1)
    if (!samePixels(rest, d, other, beside ? 'changed' : 'skipped')) return false
  }
  return true
}

/** 1 over every blob, in either picture, that holds a pixel of one of `parts`: where the change lies. */
function blobsOf(parts: Int32Array[], pictures: Detection[], n: number): Uint8Array {
  const inPart = new Uint8Array(n)
  for (const part of parts) for (let k = 0; k < part.length; k++) inPart[part[k]!] = 1
  const near = new Uint8Array(n)
  for (const d of pictures)
    for (const r of d.regions)
      if (r.pixels.some((p) => inPart[p] === 1))
        for (let k = 0; k < r.pixels.length; k++) near[r.pixels[k]!] = 1
  return near
}

/** The part read as one whole animal of `d` (wholeAnimal), its costs and centre, or null. */
function readPart(
  cal: Calibration,
  d: Detection,
  part: Int32Array,
): { costs: TypeCost[]; x: number; y: number } | null {
  const inside = new Uint8Array(d.mask.length)
  for (let k = 0; k < part.length; k++) inside[part[k]!] = 1
  const own = apartFromGaps(part, inside, d)
  const whole = wholeAnimal(own, d, (p) => inside[p] === 1, cal.animals)
  return whole ? { costs: whole.cls.costs, x: whole.f.x, y: whole.f.y } : null
}

/**
 * The one action the change between `b` and `a` shows (both detections of one table, registered to the
 * calibration), or null when the change is not exactly one animal put down, taken away or moved, each
 * part one whole animal and every other animal untouched.
 */
export function changeAction(cal: Calibration, b: Detection, a: Detection): ChangeAction | null {
  const w = b.width
  const n = b.mask.length
  if (!w || a.mask.length !== n || a.width !== w) return null
  const h = n / w
  const minArea = Math.min(...ANIMALS.map((t) => cal.animals[t].area))
  const inB = animalPixels(b)
  const inA = animalPixels(a)
  const gone = new Uint8Array(n)
  const came = new Uint8Array(n)
  for (let p = 0; p < n; p++) {
    gone[p] = inB[p]! & (a.mask[p]! ^ 1)
    came[p] = inA[p]! & (b.mask[p]! ^ 1)
  }
  const left = solidParts(gone, w, h, minArea)
  const arrived = solidParts(came, w, h, minArea)
  if (left.length + arrived.length === 0 || left.length > 1 || arrived.length > 1) return null
  const from = left[0] ? readPart(cal, b, left[0]) : null
  const to = arrived[0] ? readPart(cal, a, arrived[0]) : null
  if ((left[0] && !from) || (arrived[0] && !to)) return null
  const near = blobsOf([...left, ...arrived], [b, a], n)
  if (!restUnchanged(b, a, left[0] ?? null, near, minArea)) return null
  if (!restUnchanged(a, b, arrived[0] ?? null, near, minArea)) return null
  // A move is one animal at two places: each reading on its own must be that type, as sure as the two
  // together (one animal taken away and another put down elsewhere is not a move).
  const readings = [from, to].filter((r) => r !== null)
  const costs = from && to ? meanCosts(from.costs, to.costs) : readings[0]!.costs
  const animal = costs[0]!.type
  if (readings.some((r) => r.costs[0]!.type !== animal)) return null
  const leads = [costs, ...readings.map((r) => r.costs)].map((c: TypeCost[]) =>
    typeLead(cal, animal, (t) => c.find((x) => x.type === t)!.cost),
  )
  const typeMargin = Math.min(...leads.map((l) => l.margin))
  const typeShare = Math.min(...leads.map((l) => l.share))
  const fit = Math.max(...readings.map((r) => r.costs[0]!.cost))
  const base = { animal, typeMargin, typeShare, fit }
  if (from && to) return { kind: 'move', ...base, distance: Math.hypot(to.x - from.x, to.y - from.y) }
  return { kind: from ? 'remove' : 'add', ...base }
}
