/**
 * Re-readings of an animal from both pictures, where one picture alone is unsure: an animal seen twice
 * (moved, swapped, or read as two types at one place) gets one type from both readings, and a heap that
 * grew by one whole animal holds the other picture's animals plus that one (consistency.ts decides what
 * is untouched). The referee lets such re-readings make a card agree, never accuse (referee.ts).
 */
import type { Animal, Token } from '../referee/types'
import { type Classification, classify } from './classify'
import { candidatesOf, sure, TYPE_SCALE } from './detect'
import { type RegionFeatures, regionFeatures } from './features'
import { components, type Component } from './morphology'
import { gapsBeside } from './holes'
import { animalsAt, FLAT, type ScaleField } from './perspective'
import type { AnimalModel, Detection, TokenDetail } from './types'
import { SAME_BLOB_OUTLINE, SAME_BLOB_PIXELS, SOLID, samePixels, solidChange } from './consistency'
import { VISION } from './params'

const { SURE_COUNT, WHOLE_AREA, WHOLE_FIT } = VISION.rereading

/** One animal seen in both pictures (before index, after index), and the reading its type comes from. */
export interface SeenTwice {
  before: number
  after: number
  /** Its type costs, best first: both readings together (jointCosts), or the one reading to trust. */
  costs: { type: Animal; cost: number }[]
  /** Whose count and fit confidences the tokens take: each frame its own, or one frame's for both. */
  from: 'each' | 'before' | 'after'
}

/**
 * Gives each animal seen twice one type in both pictures, decided from its reading (`costs`): a horse
 * read clearly before its move and only just after it is a horse in both pictures. Returns copies; the
 * candidates keep each frame's own reading, so an accusation still needs both frames to rule the card's
 * type out.
 */
export function unifySeenTwice(
  before: Detection,
  after: Detection,
  pairs: readonly SeenTwice[],
): [Detection, Detection] {
  const b = { ...before, tokens: [...before.tokens] }
  const a = { ...after, tokens: [...after.tokens] }
  const round = (c: number): number => Math.round(c * 1000) / 1000
  for (const p of pairs) {
    const tb = b.tokens[p.before]
    const ta = a.tokens[p.after]
    const db = before.details[p.before]
    const da = after.details[p.after]
    if (!tb || !ta || !db || !da) continue
    const type = p.costs[0]!.type
    const typeConf = sure(p.costs[1]!.cost - p.costs[0]!.cost, TYPE_SCALE)
    const src = (own: TokenDetail): TokenDetail => (p.from === 'before' ? db : p.from === 'after' ? da : own)
    const conf = (d: TokenDetail): number => round(Math.min(src(d).countConf, src(d).fitConf, typeConf))
    b.tokens[p.before] = { ...tb, type, confidence: conf(db) }
    a.tokens[p.after] = { ...ta, type, confidence: conf(da) }
  }
  return [b, a]
}

/**
 * A blob that grew by one whole animal: an animal put down against a heap (or taken from one, seen from
 * the other picture). Its pixels are the smaller blob(s) of the other picture, every animal of which is
 * still there pixel for pixel, plus one part that is one whole animal (wholeAnimal): new, or where the
 * other picture has an animal that is not there now (one put in its place by a trade). Then the
 * heap holds the animals the other picture read in it, untouched, plus that animal: its tokens are made
 * so, whatever the split of the larger heap said (a heap of six is split less surely than one of five),
 * unless that split surely counted the same animals: it reads the new one on its own part, where the
 * part that changed may take in table the neighbours had enclosed. Returns copies and whether any blob
 * was read so.
 */
export function unifyGrownBlobs(
  before: Detection,
  after: Detection,
  animals: Record<Animal, AnimalModel>,
  minArea: number,
): [Detection, Detection, boolean] {
  const a = grown(before, after, animals, minArea)
  const b = grown(a ?? after, before, animals, minArea)
  return [b ?? before, a ?? after, !!(a || b)]
}

/** `big` with the blobs that are blobs of `small` plus one whole animal read so, or null if none. */
function grown(
  small: Detection,
  big: Detection,
  animals: Record<Animal, AnimalModel>,
  minArea: number,
): Detection | null {
  const n = big.mask.length
  const w = big.width
  if (!w || small.mask.length !== n) return null
  const labelsBig = new Int32Array(n).fill(-1)
  big.regions.forEach((r, k) => {
    for (let i = 0; i < r.pixels.length; i++) labelsBig[r.pixels[i]!] = k
  })
  // Each blob of `small` lies in one blob of `big` (a few outline pixels aside), or it is not used.
  const inside = new Map<number, number[]>()
  // The blobs of `small` with more than a few outline pixels in each blob of `big`.
  const overlapping = new Map<number, number[]>()
  small.regions.forEach((r, k) => {
    const count = new Map<number, number>()
    const out: number[] = []
    for (let i = 0; i < r.pixels.length; i++) {
      const l = labelsBig[r.pixels[i]!]!
      if (l < 0) out.push(r.pixels[i]!)
      else count.set(l, (count.get(l) ?? 0) + 1)
    }
    for (const [l, c] of count) {
      if (c > SAME_BLOB_OUTLINE * minArea) overlapping.set(l, [...(overlapping.get(l) ?? []), k])
    }
    if (count.size !== 1) return
    // Outside it only a few outline pixels, or a thin ring (the light changed: consistency.ts).
    if (
      out.length > SAME_BLOB_OUTLINE * minArea &&
      solidChange(Int32Array.from(out), new Int32Array(0), w) > SOLID * minArea
    ) {
      return
    }
    const l = [...count.keys()][0]!
    inside.set(l, [...(inside.get(l) ?? []), k])
  })
  // Blobs of `small` whose every animal is still there, pixel for pixel, in `big`.
  const same = small.regions.map((r) => {
    for (let t = r.first; t < r.first + r.count; t++) {
      if (!samePixels(small.details[t]!.pixels, small, big)) return false
    }
    return true
  })
  for (const [l, ks] of inside) {
    const kept = ks.filter((k) => same[k])
    if (kept.length > 0) inside.set(l, kept)
    else inside.delete(l)
  }
  // The pixels of `big` that are not those unchanged blobs, in connected parts, by blob of `big`: what
  // only `big` sees, and where `small` has an animal that is not there in `big` (put in its place).
  const fresh = new Uint8Array(n)
  for (let p = 0; p < n; p++) if (big.mask[p]) fresh[p] = 1
  small.regions.forEach((r, k) => {
    if (same[k]) for (let i = 0; i < r.pixels.length; i++) fresh[r.pixels[i]!] = 0
  })
  const partsOf = new Map<number, Component[]>()
  for (const c of components(fresh, w, n / w).list) {
    const l = labelsBig[c.pixels[0]!]!
    if (l >= 0 && inside.has(l)) partsOf.set(l, [...(partsOf.get(l) ?? []), c])
  }
  const replace = new Map<number, { from: number[]; token: Token; detail: TokenDetail; cands: Animal[] }>()
  big.regions.forEach((_, l) => {
    const from = inside.get(l)
    const parts = partsOf.get(l)
    if (!from || !parts) return
    // An unchanged blob of `small` reaching beyond this one (joined to a neighbour there) holds animals
    // of this blob that the reading would leave out.
    if (overlapping.get(l)?.some((k) => same[k] && !from.includes(k))) return
    // The picture's own split already counts these animals surely: it reads the new one as well.
    const own = big.regions[l]!
    const known = from.reduce((s, k) => s + small.regions[k]!.count, 0)
    if (own.count === known + 1 && big.details[own.first]!.countConf >= SURE_COUNT) return
    const rest = parts.slice(1).reduce((s, c) => s + c.area, 0)
    if (rest > SAME_BLOB_PIXELS * minArea) return
    const part = apartFromGaps(parts[0]!.pixels, fresh, big)
    const whole = wholeAnimal(part, big, fresh, animals)
    if (!whole) return
    const { f, cls } = whole
    const typeConf = sure(cls.margin, TYPE_SCALE)
    replace.set(l, {
      from,
      token: { type: cls.type, x: f.x, y: f.y, confidence: Math.round(typeConf * 1000) / 1000 },
      detail: {
        area: f.area,
        elongation: f.elongation,
        histogram: f.histogram,
        costs: Object.fromEntries(cls.costs.map((c) => [c.type, c.cost])) as Record<Animal, number>,
        countConf: 1,
        fitConf: 1,
        pixels: part,
      },
      cands: candidatesOf(cls.costs),
    })
  })
  if (replace.size === 0) return null
  const out: Detection = { ...big, tokens: [], candidates: [], details: [], regions: [] }
  big.regions.forEach((r, l) => {
    const first = out.tokens.length
    const rep = replace.get(l)
    const push = (d: Detection, t: number): void => {
      out.tokens.push(d.tokens[t]!)
      out.candidates.push(d.candidates[t]!)
      out.details.push(d.details[t]!)
    }
    if (!rep) {
      for (let t = r.first; t < r.first + r.count; t++) push(big, t)
    } else {
      for (const k of rep.from) {
        const s = small.regions[k]!
        for (let t = s.first; t < s.first + s.count; t++) push(small, t)
      }
      out.tokens.push(rep.token)
      out.candidates.push(rep.cands)
      out.details.push(rep.detail)
    }
    out.regions.push({ pixels: r.pixels, first, count: out.tokens.length - first })
  })
  return out
}

/**
 * The pixels `part` of frame `d` (marked 1 in `inside`) without the gaps of table it enclosed with its
 * neighbours (holes.ts gapsBeside), which are cleared in `inside` too.
 */
export function apartFromGaps(part: Int32Array, inside: Uint8Array, d: Detection): Int32Array {
  const gaps = d.raw ? gapsBeside(part, (p) => inside[p] === 1, d.raw, d.width) : new Set<number>()
  if (gaps.size === 0) return part
  for (const p of gaps) inside[p] = 0
  return part.filter((p) => !gaps.has(p))
}

/**
 * The pixels `part` of frame `d` (`inside` marks the part) read as one animal: its features and type,
 * or null unless it is one whole animal that clearly looks like its type (its area within WHOLE_AREA,
 * log, of its type's and its cost at most `fit`, WHOLE_FIT unless the caller weighs the fit itself).
 * Under a size `field` (perspective.ts) each type's area is the one it would have where the part lies.
 */
export function wholeAnimal(
  part: Int32Array,
  d: Detection,
  inside: Uint8Array,
  calibrated: Record<Animal, AnimalModel>,
  field: ScaleField = FLAT,
  fit: number = WHOLE_FIT,
): { f: RegionFeatures; cls: Classification } | null {
  const f = regionFeatures(part, d.colour, d.width, inside, d.ceiling)
  const animals = animalsAt(calibrated, field, f.x, f.y)
  const cls = classify(f, animals)
  if (Math.abs(Math.log(f.area / animals[cls.type].area)) > WHOLE_AREA || cls.cost > fit) return null
  return { f, cls }
}
