/**
 * An animal nobody touched looks the same before and after: same place, same size, same colours. Its
 * two detections are one token seen twice, so its type is decided once from both frames' evidence; an
 * untouched cow no longer flips to a horse between the pictures (which the judge could only call
 * uncertain). A swapped-in animal of another type at the same spot looks different and is left alone.
 */
import type { Animal } from '../referee/types'
import { jointCosts } from './costs'
import { candidatesOf, sure, TYPE_SCALE } from './detect'
import { histogramSimilarity } from './features'
import { dilateBy, erodeBy } from './morphology'
import type { Detection, Region } from './types'
import { VISION } from './params'

const {
  SAME_PLACE,
  SAME_AREA,
  SAME_COLOUR,
  WEAR,
  SAME_BLOB_STRAY,
  SAME_SPOT,
  NUDGE,
  SAME_PIXELS,
  SEEN_SHARE,
} = VISION.consistency
export const { SAME_BLOB_PIXELS, SAME_BLOB_OUTLINE, SOLID } = VISION.consistency

/** Returns copies of the two detections with the types of unchanged tokens decided jointly. */
export function unifyUnchanged(before: Detection, after: Detection): [Detection, Detection] {
  const b = {
    ...before,
    tokens: [...before.tokens],
    candidates: [...before.candidates],
    untouched: before.tokens.map(() => false),
  }
  const a = {
    ...after,
    tokens: [...after.tokens],
    candidates: [...after.candidates],
    untouched: after.tokens.map(() => false),
  }
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
    const alike =
      Math.abs(Math.log(da.area / db.area)) <= SAME_AREA &&
      histogramSimilarity(da.histogram, db.histogram) >= SAME_COLOUR
    const still = samePixels(db.pixels, before, after) && samePixels(da.pixels, after, before)
    if (!alike && !still) return
    if (clash(tb.type, b.candidates[i] ?? [], ta.type, a.candidates[best] ?? [])) return
    // Seen unchanged pixel for pixel in both frames: whatever it is, it is not what the Lead moved.
    b.untouched[i] = still
    a.untouched[best] = still
    const joint = jointCosts(db, da)
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

/** 1 where a pixel lies in a blob that holds animals (not a shadow or speck the detector dropped). */
export function animalPixels(d: Detection): Uint8Array {
  const m = new Uint8Array(d.mask.length)
  for (const r of d.regions) for (let i = 0; i < r.pixels.length; i++) m[r.pixels[i]!] = 1
  return m
}

/** `mask` worn down by WEAR pixels and grown back within itself: the thin ring a change of light leaves goes. */
export function worn(mask: Uint8Array, w: number, h: number): Uint8Array {
  const m = dilateBy(erodeBy(mask, WEAR, w, h), WEAR, w, h)
  for (let p = 0; p < m.length; p++) m[p] = m[p]! & mask[p]!
  return m
}

/**
 * How much of the difference between two blobs' pixels is solid: what is left of the pixels in one and
 * not the other after wearing them down by WEAR pixels. Between two pictures in different light the
 * outline of an untouched heap moves by a pixel or two all round, a thin ring that wears away; an animal
 * put down or taken away leaves a solid patch.
 */
export function solidChange(a: Int32Array, b: Int32Array, w: number): number {
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -1
  let y1 = -1
  for (const list of [a, b]) {
    for (let k = 0; k < list.length; k++) {
      const p = list[k]!
      const x = p % w
      const y = (p - x) / w
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
    }
  }
  if (x1 < 0) return 0
  const cw = x1 - x0 + 3
  const ch = y1 - y0 + 3
  const xor = new Uint8Array(cw * ch)
  for (const list of [a, b]) {
    for (let k = 0; k < list.length; k++) {
      const p = list[k]!
      const x = p % w
      const i = ((p - x) / w - y0 + 1) * cw + x - x0 + 1
      xor[i] = xor[i]! ^ 1
    }
  }
  const m = erodeBy(xor, WEAR, cw, ch)
  let n = 0
  for (let i = 0; i < m.length; i++) n += m[i]!
  return n
}

const countIn = (pixels: Int32Array, test: (p: number) => boolean): number => {
  let n = 0
  for (let k = 0; k < pixels.length; k++) if (test(pixels[k]!)) n++
  return n
}

/**
 * Blobs nobody touched (about the same pixels, and every animal one frame reads in them still there,
 * pixel for pixel, in the other) hold the same animals: their tokens are made the same in both frames,
 * taken from the frame that read the blob with more confidence. A heap split into five in one picture
 * and four in the other then no longer looks like an animal appearing.
 */
export function unifyUnchangedBlobs(
  before: Detection,
  after: Detection,
  minArea: number,
): [Detection, Detection] {
  const n = before.mask.length
  const labelsAfter = new Int32Array(n).fill(-1)
  after.regions.forEach((r, k) => {
    for (let i = 0; i < r.pixels.length; i++) labelsAfter[r.pixels[i]!] = k
  })
  const labelsBefore = new Int32Array(n).fill(-1)
  before.regions.forEach((r, k) => {
    for (let i = 0; i < r.pixels.length; i++) labelsBefore[r.pixels[i]!] = k
  })
  // Pairs of regions: before index -> after index, for the blobs that did not change.
  const same = new Map<number, number>()
  before.regions.forEach((rb, kb) => {
    const overlap = new Map<number, number>()
    for (let i = 0; i < rb.pixels.length; i++) {
      const l = labelsAfter[rb.pixels[i]!]!
      if (l >= 0) overlap.set(l, (overlap.get(l) ?? 0) + 1)
    }
    let best = -1
    let bestO = 0
    for (const [l, o] of overlap) if (o > bestO) [best, bestO] = [l, o]
    if (best < 0) return
    const ra = after.regions[best]!
    const xor = rb.pixels.length + ra.pixels.length - 2 * bestO
    if (xor > SAME_BLOB_PIXELS * minArea) {
      // A larger change of outline is only light on the outline: no solid patch came or went, and
      // neither blob takes in pixels of another blob of the other picture (an animal that came apart).
      const strayB = countIn(rb.pixels, (p) => labelsAfter[p]! >= 0 && labelsAfter[p] !== best)
      const strayA = countIn(ra.pixels, (p) => labelsBefore[p]! >= 0 && labelsBefore[p] !== kb)
      if (strayB > SAME_BLOB_STRAY * minArea || strayA > SAME_BLOB_STRAY * minArea) return
      if (solidChange(rb.pixels, ra.pixels, before.width) > SOLID * minArea) return
    }
    // Every animal one frame reads in it is still there, untouched, in the other (the other frame may
    // have split the same animals otherwise, around one the hand nudged). Colours over the whole blob
    // are not enough: a sheep put where a pig was in a heap of three changes them by little.
    const stillIn = (d: Detection, r: Region, other: Detection): boolean => {
      for (let t = r.first; t < r.first + r.count; t++) {
        if (!samePixels(d.details[t]!.pixels, d, other)) return false
      }
      return true
    }
    if (!stillIn(before, rb, after) && !stillIn(after, ra, before)) return
    if (typesClash(before, rb, after, ra)) return
    same.set(kb, best)
  })
  if (same.size === 0) return [before, after]
  // The more confident reading of each unchanged blob wins; the other frame takes its tokens.
  const conf = (d: Detection, r: Region): number => {
    let m = 1
    for (let t = r.first; t < r.first + r.count; t++) m = Math.min(m, d.tokens[t]!.confidence ?? 1)
    return m
  }
  const fromBefore = new Map<number, number>() // after region -> before region to copy from
  const fromAfter = new Map<number, number>() // before region -> after region to copy from
  for (const [kb, ka] of same) {
    const rb = before.regions[kb]!
    const ra = after.regions[ka]!
    if (rb.count === ra.count && conf(before, rb) === conf(after, ra)) continue
    if (conf(before, rb) >= conf(after, ra)) fromBefore.set(ka, kb)
    else fromAfter.set(kb, ka)
  }
  return [rebuild(before, after, fromAfter), rebuild(after, before, fromBefore)]
}

/** `d` with the tokens of some of its regions replaced by those of regions of `other`. */
function rebuild(d: Detection, other: Detection, copy: Map<number, number>): Detection {
  if (copy.size === 0) return d
  const out: Detection = { ...d, tokens: [], candidates: [], details: [], regions: [] }
  const take = (src: Detection, r: Region): number => {
    for (let t = r.first; t < r.first + r.count; t++) {
      out.tokens.push(src.tokens[t]!)
      out.candidates.push(src.candidates[t]!)
      out.details.push(src.details[t]!)
    }
    return r.count
  }
  d.regions.forEach((r, k) => {
    const o = copy.get(k)
    const first = out.tokens.length
    const count = o === undefined ? take(d, r) : take(other, other.regions[o]!)
    out.regions.push({ pixels: r.pixels, first, count })
  })
  return out
}

/**
 * Two readings of one spot that rule each other out: different types, neither a plausible alternative
 * (candidatesOf) of the other. Pixels can match closely while the animal changed: a cream sheep and a
 * pink pig of the same size differ by less than SAME_PIXELS on wood, and a sheep and a pig swapped
 * that way looked untouched, so the table "had not changed" against a swap card.
 */
function clash(typeB: Animal, candB: Animal[], typeA: Animal, candA: Animal[]): boolean {
  return typeB !== typeA && !candB.includes(typeA) && !candA.includes(typeB)
}

/** Whether an animal of one blob's reading and the animal at its spot in the other's clash (see clash). */
function typesClash(before: Detection, rb: Region, after: Detection, ra: Region): boolean {
  for (let t = rb.first; t < rb.first + rb.count; t++) {
    const tb = before.tokens[t]!
    for (let u = ra.first; u < ra.first + ra.count; u++) {
      const ta = after.tokens[u]!
      if (Math.hypot(ta.x - tb.x, ta.y - tb.y) > SAME_SPOT) continue
      if (clash(tb.type, before.candidates[t] ?? [], ta.type, after.candidates[u] ?? [])) return true
    }
  }
  return false
}

/**
 * Whether the animal at these pixels of `before` is still there, untouched, in `after`: the same pixels
 * (allowing a nudge of NUDGE pixels) have the same colours in the table's light. A pixel the other frame
 * sees as table counts as fully changed, so a different animal at the same spot (a swap) does not pass.
 * The token's outline is not compared: between two pictures in different light it moves by a pixel.
 * Where `sides` is 1, the pixels within WEAR of its outline in the other picture are left out too: where
 * a neighbour left or came, the side the token shared with it is outline in the picture without it, and
 * moves as much (the change reading, checking the animals beside the one taken away).
 * With `unseen` 'skipped', pixels the other frame sees as table are left out instead (sameWhereSeen).
 */
export function samePixels(
  pixels: Int32Array,
  before: Detection,
  after: Detection,
  unseen: 'changed' | 'skipped' = 'changed',
  sides: Uint8Array | null = null,
): boolean {
  const w = before.width
  if (!w || pixels.length === 0) return false
  if (unseen === 'skipped') return sameWhereSeen(pixels, before, after)
  const a = before.colour
  const b = after.colour
  const n = after.mask.length
  let best = Infinity
  // The token's own outline (its pixels next to the table) is left out, unless that is most of it: a
  // change of light moves an outline by a pixel.
  const own = before.mask
  // Where `sides` says so, so is the band within WEAR pixels of its outline in the other picture (the
  // width under which the change reading calls no change solid); beyond it, table there counts as changed.
  const then = after.mask
  const edge = new Uint8Array(pixels.length)
  let inner = 0
  for (let k = 0; k < pixels.length; k++) {
    const p = pixels[k]!
    const inside = own[p - 1] && own[p + 1] && own[p - w] && own[p + w]
    edge[k] = inside && !(sides?.[p] && nearOutline(then, p, w)) ? 0 : 1
    inner += 1 - edge[k]!
  }
  if (inner < pixels.length / 3) {
    edge.fill(0)
    inner = pixels.length
  }
  for (let dy = -NUDGE; dy <= NUDGE; dy++) {
    for (let dx = -NUDGE; dx <= NUDGE; dx++) {
      let sum = 0
      for (let k = 0; k < pixels.length && sum < best; k++) {
        const p = pixels[k]!
        if (edge[k]) continue
        const q = p + dy * w + dx
        if (q < 0 || q >= n || !after.mask[q]) {
          sum += 1
          continue
        }
        sum += colourChange(a, p * 3, b, q * 3)
      }
      best = Math.min(best, sum)
    }
  }
  return best / inner <= SAME_PIXELS
}

/** Whether `mask` changes between `p` and a pixel up to WEAR away along a row or column: its outline band. */
function nearOutline(mask: Uint8Array, p: number, w: number): boolean {
  const t = mask[p]
  for (let r = 1; r <= WEAR; r++)
    if (mask[p - r] !== t || mask[p + r] !== t || mask[p - r * w] !== t || mask[p + r * w] !== t) return true
  return false
}

/**
 * samePixels over only the pixels both pictures see as an animal: the colours there are the same
 * (SAME_PIXELS, allowing a nudge), over at least SEEN_SHARE of the token's pixels. For a caller that has
 * already ruled out any solid change (change-reading.ts): a faint part of an untouched animal that one
 * picture's mask drops is then flicker, not a change, while an animal traded in place still differs in
 * colour.
 */
function sameWhereSeen(pixels: Int32Array, before: Detection, after: Detection): boolean {
  const w = before.width
  const a = before.colour
  const b = after.colour
  const n = after.mask.length
  let best = Infinity
  for (let dy = -NUDGE; dy <= NUDGE; dy++) {
    for (let dx = -NUDGE; dx <= NUDGE; dx++) {
      let sum = 0
      let seen = 0
      for (let k = 0; k < pixels.length; k++) {
        const p = pixels[k]!
        const q = p + dy * w + dx
        if (q < 0 || q >= n || !after.mask[q]) continue
        sum += colourChange(a, p * 3, b, q * 3)
        seen++
      }
      if (seen >= SEEN_SHARE * pixels.length) best = Math.min(best, sum / seen)
    }
  }
  return best <= SAME_PIXELS
}

/** How far the colour at `i` of `a` is from the colour at `j` of `b`: the measure of SAME_PIXELS. */
export function colourChange(a: Float32Array, i: number, b: Float32Array, j: number): number {
  const d = Math.abs(a[i]! - b[j]!) + Math.abs(a[i + 1]! - b[j + 1]!) + Math.abs(a[i + 2]! - b[j + 2]!)
  return d / (a[i]! + b[j]! + a[i + 1]! + b[j + 1]! + a[i + 2]! + b[j + 2]! + 30)
}
