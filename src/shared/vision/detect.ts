/**
 * Token detection (ARCHITECTURE: Camera referee, step 4): foreground against the calibrated empty table,
 * connected blobs, touching animals split, each part classified by the calibrated appearance.
 */
import { ANIMALS, type Animal, type Token } from '../referee/types'
import { flatOf, passesShadows, tableOf } from './calibrate'
import { besideBigger } from './fragments'
import { components, type Component } from './morphology'
import { alignmentWarning, registerFrame } from './register'
import { segment } from './segment'
import { splitBlob, type Part, type SplitResult } from './split'
import { typeCost } from './classify'
import { animalsAt, FLAT, fitField, isFlat, type ScaleField, type Single } from './perspective'
import { regionFeatures, type RegionFeatures } from './features'
import type {
  AnimalModel,
  BlobInfo,
  CameraWarning,
  Calibration,
  Detection,
  Frame,
  Region,
  TokenDetail,
} from './types'
import { VISION } from './params'

const {
  SPECK,
  PIECE,
  HAND_AREA,
  CANDIDATE_MARGIN,
  AREA_FIT,
  FIT_GOOD,
  FIT_BAD,
  CROWD,
  CROWD_CONF,
  CROWD_MARGIN,
  CROWD_AREA_FIT,
  COUNT_SCALE,
} = VISION.detect
export const { TYPE_SCALE } = VISION.detect
const { SINGLE_MARGIN, SINGLE_FIT } = VISION.perspective

/** Said when the picture has moved against the empty table by more than can be lined up again. */
export const MOVED_WARNING: CameraWarning = 'camera-moved'

export class FrameSizeError extends Error {
  override name = 'FrameSizeError'
}

/** Maps a cost margin to 0..1: a margin of `scale` gives about 0.63. */
export const sure = (margin: number, scale: number): number =>
  margin === Infinity ? 1 : 1 - Math.exp(-Math.max(0, margin) / scale)

/** A part that looks like no calibrated animal at all (cost far above a good match) is doubtful: 0..1. */
const fitOf = (cost: number): number => Math.max(0, Math.min(1, (FIT_BAD - cost) / (FIT_BAD - FIT_GOOD)))

/** The types a token could plausibly be, best first, from its costs. */
export function candidatesOf(costs: { type: Animal; cost: number }[]): Animal[] {
  const best = Math.min(...costs.map((k) => k.cost))
  return [...costs]
    .sort((p, q) => p.cost - q.cost)
    .filter((k) => k.cost - best <= CANDIDATE_MARGIN)
    .map((k) => k.type)
}

export function detectTokens(frame: Frame, cal: Calibration): Detection {
  const start = performance.now()
  const { width: w, height: h } = frame
  if (w !== cal.width || h !== cal.height || frame.data.length !== w * h * 4) {
    throw new FrameSizeError(`frame is ${w}x${h} but the calibration was made at ${cal.width}x${cal.height}`)
  }
  const areas = ANIMALS.map((a) => cal.animals[a].area)
  const aMin = Math.min(...areas)
  const aMax = Math.max(...areas)
  const seg = segment(frame, tableOf(cal), {
    maxHole: Math.round(aMax * 1.3),
    flat: flatOf(cal),
    textureFit: cal.textureFit,
    shadows: passesShadows(cal),
  })
  const { list } = components(seg.mask, w, h)
  /** Under PIECE of the smallest animal and like none: a piece or scrap of something, not an animal. */
  const smallAndLikeNothing = (p: Part): boolean => p.features.area < aMin * PIECE && fitOf(p.cls.cost) === 0
  // Which blobs lie beside a bigger one: found only when a blob might be a piece (most frames have none).
  let beside: Set<Component> | null = null
  const warnings: CameraWarning[] = []
  if (seg.moved) warnings.push(MOVED_WARNING)
  // The registration segment() made (remembered per frame): a faint table it could not line up.
  const unsure = seg.moved
    ? null
    : alignmentWarning(registerFrame(frame.data, tableOf(cal), w, h), cal.textureFit)
  if (unsure) warnings.push(unsure)
  const isHand = (c: Component): boolean =>
    c.area > aMax * HAND_AREA || (c.touchesBorder && c.area > (aMax * HAND_AREA) / 2)
  const read = list.filter((c) => c.area >= aMin * SPECK && !isHand(c))
  // Colour is read over the whole filled silhouette (seg.mask), as in calibration (see calibrate.ts).
  const splitWith = (c: Component, animals: Record<Animal, AnimalModel>): SplitResult =>
    splitBlob(c, seg.colour, w, seg.mask, animals, { ceiling: seg.ceiling, raw: seg.raw })
  // Read once with the calibrated sizes; under a slanted camera (the sure singles' sizes say so), read
  // again with each blob's sizes where it lies (perspective.ts).
  const splits = new Map(read.map((c) => [c, splitWith(c, cal.animals)]))
  /** Every blob's sizes where it lies under a field, and its split with them. */
  const readUnder = (f: ScaleField) => {
    const sizesAt = new Map(read.map((c) => [c, animalsAt(cal.animals, f, ...centreOf(c))]))
    const sized = new Map(splits)
    for (const [c, animals] of sizesAt) if (animals !== cal.animals) sized.set(c, splitWith(c, animals))
    return { field: f, sizesAt, sized }
  }
  const sureSingles = singlesOf(splits, cal.animals)
  let under = readUnder(fitField(sureSingles, cal.animals, w, h))
  // Under a steep slant the animals far from their calibration places are cut in two, so the sure
  // singles that would show the slant are missing. Blobs read as two animals that look whole like one
  // type are tried as singles too: the field they give is kept only where the frame as a whole
  // reads more cheaply under it than under the field of the sure singles alone.
  const cut = cutSinglesOf(splits, cal.animals, (p) =>
    regionFeatures(p, seg.colour, w, seg.mask, seg.ceiling),
  )
  if (cut.length > 0) {
    const alt = fitField([...sureSingles, ...cut], cal.animals, w, h)
    if (!isFlat(alt) && (alt.gx !== under.field.gx || alt.gy !== under.field.gy)) {
      const other = readUnder(alt)
      const [now, then] = frameCosts(other.sized, under.sized)
      if (now < then) under = other
    }
  }
  const { field, sizesAt, sized } = under
  /** Every blob's tokens as `splitOf` split it, its count and area judged by the sizes where it lies. */
  const readBlobs = (
    splitOf: Map<Component, SplitResult>,
    sizesOf: (c: Component) => Record<Animal, AnimalModel>,
  ) => {
    const tokens: Token[] = []
    const candidates: Animal[][] = []
    const details: TokenDetail[] = []
    const blobs: BlobInfo[] = []
    const regions: Region[] = []
    for (const c of list) {
      const box: [number, number, number, number] = [c.x0, c.y0, c.x1 - c.x0 + 1, c.y1 - c.y0 + 1]
      if (c.area < aMin * SPECK) continue
      if (isHand(c)) {
        blobs.push({ box, area: c.area, tokens: 0, rejected: 'hand or large object' })
        continue
      }
      const split = splitOf.get(c)!
      const animals = sizesOf(c)
      // Does the blob's area fit the calibrated areas (where it lies) of the animals it was read as?
      const expected = split.parts.reduce((s, p) => s + animals[p.cls.type].area, 0)
      const areaFit = Math.abs(Math.log(split.area / expected))
      const areaConf = areaFit <= AREA_FIT ? 1 : Math.max(0, 1 - (areaFit - AREA_FIT) / AREA_FIT)
      const marginConf = sure(split.countMargin, COUNT_SCALE)
      // A heap is trusted only when its split is clearly the best count and its area fits it closely.
      const clearHeap = marginConf >= CROWD_MARGIN && areaFit <= CROWD_AREA_FIT
      const crowd = split.parts.length >= CROWD && !clearHeap ? CROWD_CONF : 1
      const countConf = Math.min(marginConf, areaConf, c.touchesBorder ? 0.4 : 1, crowd)
      // A piece of a neighbour cut off by a line of its table-coloured body (fragments.ts).
      if (
        split.parts.length === 1 &&
        smallAndLikeNothing(split.parts[0]!) &&
        (beside ??= besideBigger(list, seg.mask, w, h)).has(c)
      ) {
        blobs.push({ box, area: c.area, tokens: 0, rejected: 'piece of a neighbouring blob' })
        continue
      }
      // A small part of a heap that looks like no animal is a scrap (a line of the table that joined the
      // heap), as a lone blob like that beside a bigger one is a piece: it is not counted.
      const parts =
        split.parts.length === 1 ? split.parts : split.parts.filter((p) => !smallAndLikeNothing(p))
      if (parts.length === 0) {
        blobs.push({ box, area: c.area, tokens: 0, rejected: 'scraps like no animal' })
        continue
      }
      for (const p of parts) {
        const typeConf = sure(p.cls.margin, TYPE_SCALE)
        const fitConf = fitOf(p.cls.cost)
        const confidence = Math.min(countConf, typeConf, fitConf)
        tokens.push({
          type: p.cls.type,
          x: p.features.x,
          y: p.features.y,
          confidence: Math.round(confidence * 1000) / 1000,
        })
        candidates.push(candidatesOf(p.cls.costs))
        details.push({
          area: p.features.area,
          elongation: p.features.elongation,
          histogram: p.features.histogram,
          costs: Object.fromEntries(p.cls.costs.map((k) => [k.type, k.cost])) as Record<Animal, number>,
          countConf,
          fitConf,
          pixels: p.pixels,
        })
      }
      blobs.push({ box, area: c.area, tokens: parts.length })
      regions.push({ pixels: c.pixels, first: tokens.length - parts.length, count: parts.length })
    }
    return { tokens, candidates, details, blobs, regions }
  }
  const reading = readBlobs(sized, (c) => sizesAt.get(c) ?? cal.animals)
  if (list.some((c) => c.area >= aMin * SPECK && isHand(c))) warnings.push('large-object')
  const picture = {
    mask: seg.mask,
    colour: seg.colour,
    ceiling: seg.ceiling,
    raw: seg.raw,
    width: w,
    spread: seg.light.spread,
  }
  // An accusation never rests on a field fitted from the same frame: where the field changed a blob's
  // sizes, the frame read with the calibrated sizes goes along, and the referee asks it too (referee.ts).
  const resized = [...sizesAt.values()].some((a) => a !== cal.animals)
  const flat = resized ? readBlobs(splits, () => cal.animals) : null
  return {
    ...reading,
    ...picture,
    warnings,
    field,
    ...(flat ? { flat: { ...flat, ...picture, warnings, field: FLAT, ms: 0 } } : {}),
    ms: performance.now() - start,
  }
}

const centreOf = (c: Component): [number, number] => [(c.x0 + c.x1) / 2, (c.y0 + c.y1) / 2]

/**
 * The blobs read as one animal surely enough to measure the camera's slant by: not cut by the picture's
 * edge, the type ahead of the others by SINGLE_MARGIN and its colours and shape a clean match.
 */
function singlesOf(splits: Map<Component, SplitResult>, animals: Record<Animal, AnimalModel>): Single[] {
  const out: Single[] = []
  for (const [c, split] of splits) {
    if (c.touchesBorder || split.parts.length !== 1) continue
    const { features: f, cls } = split.parts[0]!
    if (cls.margin < SINGLE_MARGIN || typeCost(f, animals[cls.type], false) > SINGLE_FIT) continue
    out.push({ x: f.x, y: f.y, type: cls.type, area: f.area })
  }
  return out
}

/**
 * Blobs read as two animals, or as one of no sure type, whose whole looks like one type alone (colours
 * and shape a clean match, ahead of every other type by SINGLE_MARGIN, size left out): under a steep
 * slant, maybe one animal far from its calibration place, cut in two or typed as a larger type because
 * it reads too large for its calibrated size.
 */
function cutSinglesOf(
  splits: Map<Component, SplitResult>,
  animals: Record<Animal, AnimalModel>,
  featuresOf: (pixels: Int32Array) => RegionFeatures,
): Single[] {
  const out: Single[] = []
  for (const [c, split] of splits) {
    if (c.touchesBorder || split.parts.length > 2) continue
    // A sure single is one already (singlesOf).
    if (split.parts.length === 1 && split.parts[0]!.cls.margin >= SINGLE_MARGIN) continue
    const f = featuresOf(c.pixels)
    const looks = ANIMALS.map((type) => ({ type, cost: typeCost(f, animals[type], false) })).sort(
      (p, q) => p.cost - q.cost,
    )
    const [best, next] = looks
    if (best!.cost > SINGLE_FIT || next!.cost - best!.cost < SINGLE_MARGIN) continue
    out.push({ x: f.x, y: f.y, type: best!.type, area: f.area })
  }
  return out
}

/**
 * Two readings of a frame's blobs, each one's cost: every blob's split cost weighed by its area, over the
 * blobs both readings found a count for.
 */
function frameCosts(a: Map<Component, SplitResult>, b: Map<Component, SplitResult>): [number, number] {
  let ta = 0
  let tb = 0
  for (const [c, sa] of a) {
    const sb = b.get(c)!
    if (!Number.isFinite(sa.cost) || !Number.isFinite(sb.cost)) continue
    ta += sa.cost * c.area
    tb += sb.cost * c.area
  }
  return [ta, tb]
}
