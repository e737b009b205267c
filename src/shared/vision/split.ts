/**
 * Touching animals form one blob. For each plausible count n the blob is cut into n parts (seeded at
 * the peaks of its distance transform, refined by k-means on pixel positions, or the cut of n + 1 with
 * two touching parts put together); every part is classified, and the count whose parts look most like
 * calibrated tokens (colour, size and outline) wins.
 */
import { ANIMALS, type Animal } from '../referee/types'
import { classify, type Classification } from './classify'
import { regionFeatures, type RegionFeatures } from './features'
import { holesOf } from './holes'
import { ListMemo, sameList } from './list-memo'
import { boxIndex, distanceTransform, type Component } from './morphology'
import { listsOf, positionsOf, refineParts } from './refine'
import { silhouetteFit, type Silhouette } from './silhouette'
import type { AnimalModel } from './types'
import { VISION } from './params'

const {
  MAX_PER_BLOB,
  PART_COST,
  PART_SPAN,
  REFINE,
  SEED_SPACINGS,
  GAP_SHARE,
  BODY_HOLE,
  BODY_SHARE,
  MERGES,
  SHAPE_WEIGHT,
  SHAPE_PIVOT,
} = VISION.split

export interface Part {
  features: RegionFeatures
  /** Its pixels (indices into the frame). */
  pixels: Int32Array
  cls: Classification
}

export interface SplitResult {
  parts: Part[]
  /** Cost of the chosen count; lower is better. */
  cost: number
  /** Cost of the next-best count minus the chosen one (Infinity when only one count was plausible). */
  countMargin: number
  /** The blob's area without the gaps between its animals (withoutGaps). */
  area: number
}

/** Peaks of the blob's distance transform (token cores), highest first. */
function peaksOf(c: Component, w: number): { x: number; y: number; v: number }[] {
  const bw = c.x1 - c.x0 + 3
  const bh = c.y1 - c.y0 + 3
  const crop = new Uint8Array(bw * bh)
  for (const p of c.pixels) crop[(Math.floor(p / w) - c.y0 + 1) * bw + (p % w) - c.x0 + 1] = 1
  const dt = distanceTransform(crop, bw, bh)
  const peaks: { x: number; y: number; v: number }[] = []
  for (let y = 1; y < bh - 1; y++) {
    for (let x = 1; x < bw - 1; x++) {
      const v = dt[y * bw + x]!
      if (v < 1) continue
      let isPeak = true
      for (let dy = -1; dy <= 1 && isPeak; dy++) {
        for (let dx = -1; dx <= 1; dx++) if (dt[(y + dy) * bw + x + dx]! > v) isPeak = false
      }
      if (isPeak) peaks.push({ x: x + c.x0 - 1, y: y + c.y0 - 1, v })
    }
  }
  return peaks.sort((a, b) => b.v - a.v)
}

/** Seeds for n parts: the highest peaks at least minSep apart, then farthest remaining pixels. */
function seeds(
  c: Component,
  w: number,
  peaks: { x: number; y: number; v: number }[],
  n: number,
  minSep: number,
): [number, number][] {
  const out: [number, number][] = []
  for (const p of peaks) {
    if (out.length >= n) break
    if (out.every(([x, y]) => Math.hypot(x - p.x, y - p.y) >= minSep)) out.push([p.x, p.y])
  }
  while (out.length < n) {
    let best: [number, number] = [c.x0, c.y0]
    let bestD = -1
    for (let k = 0; k < c.pixels.length; k++) {
      const p = c.pixels[k]!
      const x = p % w
      const y = (p - x) / w
      let d = Infinity
      for (let j = 0; j < out.length; j++) d = Math.min(d, (x - out[j]![0]) ** 2 + (y - out[j]![1]) ** 2)
      if (d > bestD) {
        bestD = d
        best = [x, y]
      }
    }
    out.push(best)
  }
  return out
}

/** k-means on pixel positions from the given seeds; returns pixel lists per part. */
function kmeans(c: Component, w: number, init: [number, number][]): Int32Array[] {
  const n = init.length
  const cx = Float64Array.from(init, (s) => s[0])
  const cy = Float64Array.from(init, (s) => s[1])
  const m = c.pixels.length
  const { px, py } = positionsOf(c.pixels, w)
  const owner = new Int32Array(m).fill(-1)
  // Each part's sums of its pixels' positions, kept up to date as pixels change part: whole numbers, so
  // exact in any order of adding.
  const sx = new Float64Array(n)
  const sy = new Float64Array(n)
  const cnt = new Float64Array(n)
  for (let iter = 0; iter < 10; iter++) {
    let moved = 0
    for (let k = 0; k < m; k++) {
      const x = px[k]!
      const y = py[k]!
      let best = 0
      let bestD = Infinity
      for (let j = 0; j < n; j++) {
        const dx = x - cx[j]!
        const dy = y - cy[j]!
        const d = dx * dx + dy * dy
        if (d < bestD) {
          bestD = d
          best = j
        }
      }
      const was = owner[k]!
      if (was === best) continue
      moved++
      owner[k] = best
      if (was >= 0) {
        sx[was] = sx[was]! - x
        sy[was] = sy[was]! - y
        cnt[was] = cnt[was]! - 1
      }
      sx[best] = sx[best]! + x
      sy[best] = sy[best]! + y
      cnt[best] = cnt[best]! + 1
    }
    for (let j = 0; j < n; j++) {
      if (cnt[j]) {
        cx[j] = sx[j]! / cnt[j]!
        cy[j] = sy[j]! / cnt[j]!
      }
    }
    if (moved === 0) break
  }
  return listsOf(c.pixels, owner, n)
}

/** Frame-wide layers of segment.ts that a split reads besides the colour. */
export interface SplitLayers {
  /** Clipping ceiling of the colour, per pixel and channel. */
  ceiling?: Float32Array
  /** 1 where the pixel differed from the table by itself, before outlines were filled in. */
  raw?: Uint8Array
}

/**
 * Cuts of one part fewer than `o`: each pair of touching parts put together, the MERGES best by their
 * cost before refinement (the merged part described afresh, the others as they were).
 */
function mergedCuts(
  o: SplitResult,
  c: Component,
  w: number,
  describe: (ls: Int32Array[]) => Part[],
  costOf: (parts: Part[], area: number) => number,
): Int32Array[][] {
  const { size, at } = boxIndex(c, w)
  const owner = new Int32Array(size).fill(-1)
  o.parts.forEach((part, j) => part.pixels.forEach((p) => (owner[at(p)] = j)))
  const touching = new Set<number>()
  const n = o.parts.length
  // Each pixel against its right and lower neighbours in the blob's box.
  const link = (j: number, q: number): void => {
    const k = owner[at(q)]!
    if (k >= 0 && k !== j) touching.add(Math.min(j, k) * n + Math.max(j, k))
  }
  o.parts.forEach((part, j) =>
    part.pixels.forEach((p) => {
      if (p % w < c.x1) link(j, p + 1)
      if (Math.floor(p / w) < c.y1) link(j, p + w)
    }),
  )
  const tried: { lists: Int32Array[]; cost: number }[] = []
  for (const key of touching) {
    const [i, j] = [Math.floor(key / n), key % n]
    const union = new Int32Array(o.parts[i]!.pixels.length + o.parts[j]!.pixels.length)
    union.set(o.parts[i]!.pixels)
    union.set(o.parts[j]!.pixels, o.parts[i]!.pixels.length)
    const rest = o.parts.filter((_, k) => k !== i && k !== j)
    const parts = [...rest, ...describe([union])]
    tried.push({ lists: parts.map((p) => p.pixels), cost: costOf(parts, o.area) })
  }
  return tried
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MERGES)
    .map((t) => t.lists)
}

const outlineLists = new WeakMap<Record<Animal, AnimalModel>, Silhouette[]>()

/** Every calibrated outline of every type, or none when a type has none (made once per set of models). */
function outlinesOf(animals: Record<Animal, AnimalModel>): Silhouette[] {
  let list = outlineLists.get(animals)
  if (!list) {
    list = ANIMALS.every((a) => animals[a].silhouettes?.length)
      ? ANIMALS.flatMap((a) => animals[a].silhouettes!)
      : []
    outlineLists.set(animals, list)
  }
  return list
}

/** Splits one component into the most plausible number of tokens. */
export function splitBlob(
  c: Component,
  colour: Float32Array,
  w: number,
  mask: Uint8Array,
  animals: Record<Animal, AnimalModel>,
  layers: SplitLayers = {},
): SplitResult {
  const areas = ANIMALS.map((a) => animals[a].area)
  const aMin = Math.min(...areas)
  const aMax = Math.max(...areas)
  const nLo = Math.max(1, Math.floor(c.area / (aMax * 1.3)))
  const nHi = Math.min(MAX_PER_BLOB, Math.max(nLo, Math.ceil(c.area / (aMin * 0.75))))
  const described = new ListMemo<Omit<Part, 'pixels'>>()
  const describe = (ls: Int32Array[]): Part[] =>
    ls.map((l) => {
      const { features, cls } = described.get(l, () => {
        const features = regionFeatures(l, colour, w, mask, layers.ceiling)
        return { features, cls: classify(features, animals) }
      })
      return { features, cls, pixels: l }
    })
  // Per-pixel marks over the blob's box; a pixel outside it (a raw outline pixel the mask lost) is -1,
  // which no part owns.
  const { size: boxSize, at: inBox } = boxIndex(c, w)
  const holes = layers.raw && nHi > 1 ? holesOf(c.pixels, (p) => mask[p] === 1, layers.raw, w) : []
  /**
   * A hole is the body of the part holding most of its outline only if that part, hole included, is
   * nearer its calibrated type's size than without it: a pale body read as table leaves an outline far
   * too small for its type, where an animal seen whole beside a gap of table is already its size.
   */
  const bodyFits = (part: Int32Array, hole: readonly number[], type: Animal): boolean => {
    const inHole = new Uint8Array(boxSize)
    for (const p of hole) inHole[inBox(p)] = 1
    const without = part.reduce((n, p) => n + (inHole[inBox(p)] ? 0 : 1), 0)
    const area = animals[type].area
    return Math.abs(Math.log(part.length / area)) < Math.abs(Math.log(Math.max(1, without) / area))
  }
  /**
   * The parts without the holes that lie between them: a gap of (shaded) table enclosed by touching
   * animals is filled in like a pale animal's body, and would count as part of whichever animal holds it.
   */
  const withoutGaps = (lists: Int32Array[], types: Animal[]): [Int32Array[], number] => {
    if (lists.length < 2 || holes.length === 0) return [lists, 0]
    const owner = new Int32Array(boxSize).fill(-1)
    for (let j = 0; j < lists.length; j++) {
      const l = lists[j]!
      for (let k = 0; k < l.length; k++) owner[inBox(l[k]!)] = j
    }
    const gap = new Uint8Array(boxSize)
    let gaps = 0
    for (const h of holes) {
      if (h.outline.size === 0) continue
      const count = new Array<number>(lists.length).fill(0)
      for (const p of h.outline) {
        const k = inBox(p)
        if (k >= 0 && owner[k]! >= 0) count[owner[k]!]!++
      }
      const most = Math.max(...count)
      const share = most / h.outline.size
      const j = count.indexOf(most)
      const body =
        h.pixels.length >= BODY_HOLE * aMin && share >= BODY_SHARE && bodyFits(lists[j]!, h.pixels, types[j]!)
      if (share < GAP_SHARE && !body)
        for (const p of h.pixels) {
          const k = inBox(p)
          gaps += 1 - gap[k]!
          gap[k] = 1
        }
    }
    if (gaps === 0) return [lists, 0]
    const kept = lists.map((l) => {
      const out = new Int32Array(l.length)
      let m = 0
      for (let k = 0; k < l.length; k++) if (!gap[inBox(l[k]!)]) out[m++] = l[k]!
      return out.slice(0, m)
    })
    return [kept, gaps]
  }
  /** The split grown from these seeds, refined, with its cost; null if a part is far too small. */
  const attempt = (init: [number, number][] | null): SplitResult | null =>
    grown(init ? kmeans(c, w, init) : [c.pixels])
  /** The split grown from these parts (refined by colour), with its cost; null if a part is far too small. */
  const grown = (start: Int32Array[]): SplitResult | null => {
    const n = start.length
    let lists = start
    if (lists.some((l) => l.length < aMin * 0.25)) return null
    let parts = describe(lists)
    for (let iter = 0; iter < (n > 1 ? REFINE : 0); iter++) {
      const types = parts.map((p) => p.cls.type)
      const before = lists
      lists = refineParts(c.pixels, w, colour, lists, types, animals)
      // A part refined nearly away: the parts stay as they were described.
      if (lists.some((l) => l.length < aMin * 0.25)) {
        lists = before
        break
      }
      // Unchanged, so every further round would be the same.
      if (lists.every((l, j) => sameList(l, before[j]!))) break
      parts = describe(lists)
    }
    const [kept, gaps] = withoutGaps(
      lists,
      parts.map((p) => p.cls.type),
    )
    if (gaps > 0) {
      if (kept.some((l) => l.length < aMin * 0.25)) return null
      parts = describe(kept)
    }
    const area = c.area - gaps
    return { parts, cost: costOf(parts, area), countMargin: Infinity, area }
  }
  // Read as one animal, the blob is also weighed by how closely it matches a calibrated outline, when
  // every type has one and another count is plausible at all: SHAPE_WEIGHT * (SHAPE_PIVOT - the fit,
  // silhouette.ts), the same for every one-part cut.
  const outlines = outlinesOf(animals)
  let oneShape: number | undefined
  const shapeCost = (): number => {
    if (nHi <= 1 || outlines.length === 0) return 0
    oneShape ??= SHAPE_WEIGHT * (SHAPE_PIVOT - silhouetteFit(c.pixels, w, outlines))
    return oneShape
  }
  // A part of a cut of two or more pays the same price when it fits its own type's calibrated outlines
  // worse than SHAPE_PIVOT, and nothing when it fits them better: in a heap, the part that takes in two
  // or three animals read as one bigger type matches that type's outline poorly, where an animal partly
  // hidden under another still matches its own. (A one-part cut is weighed by shapeCost instead.)
  const fits = new WeakMap<RegionFeatures, number>()
  const partShape = (p: Part): number => {
    if (outlines.length === 0) return 0
    let fit = fits.get(p.features)
    if (fit === undefined) {
      fit = silhouetteFit(p.pixels, w, animals[p.cls.type].silhouettes!)
      fits.set(p.features, fit)
    }
    return SHAPE_WEIGHT * Math.max(0, SHAPE_PIVOT - fit)
  }
  // Area-weighted cost, so n small parts and one big part are compared on the same footing (each part's
  // own cost already weighs its size against its type's), plus a price for every animal beyond the first.
  // That price is per PART_SPAN animals' worth of area: in a bigger heap the area-weighted mean gives each
  // part's cost only its share of the heap, and so is the price of one more part.
  const spanArea = (PART_SPAN * areas.reduce((s, a) => s + a, 0)) / areas.length
  const costOf = (parts: Part[], area: number): number =>
    parts.reduce((s, p) => s + (p.cls.cost + (parts.length > 1 ? partShape(p) : 0)) * p.features.area, 0) /
      area +
    PART_COST * (parts.length - 1) * Math.min(1, spanArea / area) +
    (parts.length === 1 ? shapeCost() : 0)
  const peaks = nHi > 1 ? peaksOf(c, w) : []
  // Seeds already tried (an attempt is a function of its seeds, and an equal cost does not replace).
  const tried = new Set<string>()
  const seedsOf = (n: number, sep: number): [number, number][] | null => {
    const s = seeds(c, w, peaks, n, Math.sqrt(aMin) * sep)
    const key = s.join(';')
    return tried.has(key) ? null : (tried.add(key), s)
  }
  const options: SplitResult[] = []
  for (let n = nLo; n <= nHi; n++) {
    const init = n === 1 ? null : seedsOf(n, SEED_SPACINGS[0]!)
    const option = n === 1 || init ? attempt(init) : null
    if (option) options.push(option)
  }
  // The three likeliest counts of three or more are seeded again, cores closer together and farther
  // apart: the cut of the right count is only as good as its seeds, and a poor cut makes it look wrong.
  options.sort((a, b) => a.cost - b.cost)
  for (const k of [0, 1, 2]) {
    const n = options[k]?.parts.length ?? 0
    if (n < 3) continue
    for (const sep of SEED_SPACINGS.slice(1)) {
      const init = seedsOf(n, sep)
      const option = init && attempt(init)
      if (option && option.cost < options[k]!.cost) options[k] = option
    }
  }
  // Each count's cut with two touching parts put together is a cut of one fewer: seeds can miss a
  // small animal between bigger ones and cut a big one in two instead, and the merge of that pair,
  // then refined, finds the right cut of the count below.
  const byCount = new Map<number, SplitResult>()
  for (const o of options) {
    const k = o.parts.length
    if (!byCount.has(k) || byCount.get(k)!.cost > o.cost) byCount.set(k, o)
  }
  for (let n = nHi; n > Math.max(1, nLo); n--) {
    const o = byCount.get(n)
    if (!o) continue
    for (const merged of mergedCuts(o, c, w, describe, costOf)) {
      const option = grown(merged)
      const below = byCount.get(n - 1)
      if (option && (!below || option.cost < below.cost)) byCount.set(n - 1, option)
    }
  }
  options.length = 0
  options.push(...byCount.values())
  if (options.length === 0) {
    const features = regionFeatures(c.pixels, colour, w, mask, layers.ceiling)
    return {
      parts: [{ features, cls: classify(features, animals), pixels: c.pixels }],
      cost: Infinity,
      countMargin: 0,
      area: c.area,
    }
  }
  options.sort((a, b) => a.cost - b.cost)
  const best = options[0]!
  best.countMargin = options[1] ? options[1].cost - best.cost : Infinity
  return best
}
