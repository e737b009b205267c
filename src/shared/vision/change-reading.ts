/**
 * The action read from what changed, not from the counts: the pixels one picture sees as an animal and
 * the other as bare table. An animal put down, taken away or moved leaves one solid patch (two for a
 * move) that is one whole animal, and every other animal on the table is still there, pixel for pixel.
 * A heap nobody touched may be split differently in the two pictures (five animals, then four): this
 * reading never looks at how it was split, only that its pixels did not change (away from the change,
 * only those both pictures see: a faint part one mask drops is not a change).
 *
 * An animal put down partly over another covers some of it: there both pictures see an animal, but the
 * colour changed (recoloured). Those pixels belong to the patch they touch, so the animal is read whole;
 * what it covers must not be a whole animal itself, and the rest of the one beneath must still be there.
 * The same holds the other way for an animal taken off another. Thin legs that wearing took off a patch
 * are given back when the worn patch alone does not read as one animal.
 *
 * A trade in place leaves no such patch where the two animals cover each other: there the pixels stay
 * animal but change colour. It is read from the animals whose own pixels changed (tradeInPlace): two in
 * each picture, at the same two places, each one whole animal, the types crossed.
 *
 * It can only confirm: the referee lets it make a card agree that the counts left unsure, never accuse
 * (referee.ts). Anything it cannot read cleanly (a second change anywhere, even in pieces too thin to be
 * solid alone; a part that is not one whole animal; an animal covered or uncovered whole; two animals
 * alike in colour traded) gives null, and the counts' reading stands.
 */
import { ANIMALS, type Animal, type Token } from '../referee/types'
import { type TypeCost, meanCosts } from './costs'
import { components, dilateBy, joined, reach } from './morphology'
import { apartFromGaps, wholeAnimal } from './rereading'
import { animalPixels, colourChange, samePixels, worn } from './consistency'
import { resolveOptions } from '../referee/judge'
import { typeLead } from './policy'
import type { Calibration, ChangeAction, ChangeReading, ChangeRefusal, Detection } from './types'
import { VISION } from './params'

const { SOLID, SAME_BLOB_OUTLINE, NUDGE, WEAR } = VISION.consistency
const { RECOLOURED, FILLED, OWN_TOKEN } = VISION.change
const { AGREE_FIT } = VISION.referee
const NO_PIXELS = new Int32Array(0)

/**
 * The solid parts of `mask` (worn, so the ring round an untouched outline goes and a whole animal stays):
 * parts of more than SOLID of the smallest animal.
 */
function solidParts(mask: Uint8Array, w: number, h: number, minArea: number): Int32Array[] {
  return components(worn(mask, w, h), w, h)
    .list.filter((c) => c.area > SOLID * minArea)
    .map((c) => c.pixels)
}

/**
 * The solid parts of `mask` (solidParts) that `d`, the picture that sees them as animal, saw differ from
 * the table by themselves (`d.raw`) over more than FILLED of their pixels. Under that, a part is bare
 * table that `d`'s outlines enclosed and segment.ts filled in (the gap between a horse's legs and a cow
 * beside it), which the other picture, where nothing encloses it, sees as table: no animal came or went
 * there. Its pixels leave `mask`, so they make no second change either.
 */
function seenParts(mask: Uint8Array, d: Detection, w: number, h: number, minArea: number): Int32Array[] {
  const parts = solidParts(mask, w, h, minArea)
  const raw = d.raw
  if (!raw) return parts
  return parts.filter((part) => {
    let seen = 0
    for (const p of part) seen += raw[p]!
    if (seen > FILLED * part.length) return true
    for (const p of part) mask[p] = 0
    return false
  })
}

/**
 * 1 where both pictures see an animal but its colour changed by more than RECOLOURED, whichever way and
 * however the other picture is nudged by up to NUDGE pixels: where an animal was put down over part of
 * another (or over the table its legs enclosed), or taken off one and showed what lay beneath.
 */
function recoloured(b: Detection, a: Detection, inB: Uint8Array, inA: Uint8Array): Uint8Array {
  const w = b.width
  const n = b.mask.length
  const out = new Uint8Array(n)
  const least = (x: Detection, y: Detection, p: number): number => {
    let best = Infinity
    for (let dy = -NUDGE; dy <= NUDGE && best > RECOLOURED; dy++)
      for (let dx = -NUDGE; dx <= NUDGE && best > RECOLOURED; dx++) {
        const q = p + dy * w + dx
        if (q >= 0 && q < n && y.mask[q])
          best = Math.min(best, colourChange(x.colour, p * 3, y.colour, q * 3))
      }
    return best
  }
  for (let p = 0; p < n; p++) {
    if (!inB[p] || !inA[p] || colourChange(b.colour, p * 3, a.colour, p * 3) <= RECOLOURED) continue
    out[p] = least(b, a, p) > RECOLOURED || least(a, b, p) > RECOLOURED ? 1 : 0
  }
  return out
}

/**
 * A solid part that left or came and, within it, the pixels where the other picture still sees an animal
 * (`under`): what an animal put down covers of another, or what one taken off showed beneath it.
 */
interface Part {
  pixels: Int32Array
  under: Int32Array
  /** The part grown back through what left or came, with `under`: the thin legs wearing took. */
  full: Int32Array
}

/**
 * Each solid part grown through the recoloured pixels (`recol`) it reaches and no other part reaches: an
 * animal put down partly over another is its solid part and the pixels where it covers the other.
 */
function withRecoloured(
  parts: Int32Array[],
  recol: Uint8Array,
  changed: Uint8Array[],
  w: number,
  h: number,
): Part[] {
  const reached = new Uint8Array(recol.length)
  const grown = parts.map((part) => reach(part, recol, w, h))
  for (const g of grown) for (const q of g) reached[q] = Math.min(2, reached[q]! + 1)
  return parts.map((part, i) => {
    const under = grown[i]!.filter((q) => reached[q] === 1)
    // Grown back through what left or came: the thin legs wearing took off a horse are its own again.
    const legs = reach(part, changed[i]!, w, h)
    return { pixels: joined([part, under]), under, full: joined([part, legs, under]) }
  })
}

/**
 * Every animal `d` read is still there in `other` (samePixels), leaving out the pixels of `part` (the
 * animal that left `d`, or null) and of `hidden` (where `d`'s animals are now covered by the one that
 * came): what remains of a token beside it is checked, a token that was nearly all that animal is not,
 * and a token nearly all hidden means an animal went under the one that came (false). In a blob of the
 * change (`near`) pixel for pixel, its outline aside, and beside the animals that left or came (`sides`,
 * besideOf) its outline in the other picture too: the side a token shared with an animal that left is
 * outline once it has gone. Elsewhere where both pictures see an animal (VISION.consistency.SEEN_SHARE).
 */
function restUnchanged(
  d: Detection,
  other: Detection,
  part: Int32Array | null,
  near: Uint8Array,
  sides: Uint8Array,
  minArea: number,
  hidden: Int32Array = NO_PIXELS,
): boolean {
  const inPart = new Set(part ?? [])
  const inHidden = new Set(hidden)
  const small = SAME_BLOB_OUTLINE * minArea
  for (const detail of d.details) {
    const own = inPart.size ? detail.pixels.filter((p) => !inPart.has(p)) : detail.pixels
    if (own.length <= small || own.length < (1 - OWN_TOKEN) * detail.pixels.length) continue
    const rest = inHidden.size ? own.filter((p) => !inHidden.has(p)) : own
    if (rest.length <= small) return false
    // Beside the change every pixel counts; further away, a faint part one picture's mask dropped is
    // flicker (no solid part came or went there, or the reading would have stopped already).
    const beside = rest.some((p) => near[p] === 1)
    if (!samePixels(rest, d, other, beside ? 'changed' : 'skipped', sides)) return false
  }
  return true
}

/**
 * 1 within 2 x WEAR pixels of `parts` (the animals that left or came): where a neighbour's side against
 * them lies, out to the band (WEAR) round its outline in the picture without them.
 */
function besideOf(parts: Int32Array[], w: number, h: number): Uint8Array {
  const m = new Uint8Array(w * h)
  for (const part of parts) for (let k = 0; k < part.length; k++) m[part[k]!] = 1
  return dilateBy(m, 2 * WEAR, w, h)
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

/**
 * The part read as one whole animal of `d` (wholeAnimal), its costs and centre, or null. Its fit is
 * weighed by the referee (AGREE_FIT, referee.ts weighable), so only its size decides whether it is whole:
 * at the re-readings' stricter WHOLE_FIT, a pig moved whole across the table fitting 0.84 at both places
 * was "not whole".
 */
function readPart(
  cal: Calibration,
  d: Detection,
  part: Int32Array,
): { costs: TypeCost[]; x: number; y: number } | null {
  const inside = new Uint8Array(d.mask.length)
  for (let k = 0; k < part.length; k++) inside[part[k]!] = 1
  const own = apartFromGaps(part, inside, d)
  const whole = wholeAnimal(own, d, inside, cal.animals, d.field, AGREE_FIT)
  return whole ? { costs: whole.cls.costs, x: whole.f.x, y: whole.f.y } : null
}

/**
 * The one action the change between `b` and `a` shows (both detections of one table, registered to the
 * calibration), or null when the change is not exactly one animal put down, taken away or moved, or two
 * traded in place, each reading one whole animal and every other animal untouched.
 */
export function changeAction(cal: Calibration, b: Detection, a: Detection): ChangeAction | null {
  return readChange(cal, b, a).action
}

/** changeAction, and when it reads none, why (the evaluation tallies the reasons). */
export function readChange(cal: Calibration, b: Detection, a: Detection): ChangeReading {
  const w = b.width
  const n = b.mask.length
  if (!w || a.mask.length !== n || a.width !== w)
    return { action: null, refused: { one: 'frame-size', trade: 'frame-size' } }
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
  const left = seenParts(gone, b, w, h, minArea)
  const arrived = seenParts(came, a, w, h, minArea)
  const one = oneChange(cal, b, a, { gone, came, inB, inA }, left, arrived, minArea)
  if (typeof one !== 'string') return { action: one }
  const trade = tradeInPlace(cal, b, a, [...left, ...arrived], minArea)
  if (typeof trade !== 'string') return { action: trade }
  return { action: null, refused: { one, trade } }
}

/**
 * One animal put down, taken away or moved: the solid parts that left (`left`, of `masks.gone`) and came
 * (`arrived`, of `masks.came`), each grown by what it covered or showed beneath it of other animals
 * (withRecoloured). What it covered or showed must not be a
 * whole animal (that would be a second animal come or gone: two animals traded, one of them under the
 * other's old place), and the rest of those animals must still be there.
 */
function oneChange(
  cal: Calibration,
  b: Detection,
  a: Detection,
  masks: { gone: Uint8Array; came: Uint8Array; inB: Uint8Array; inA: Uint8Array },
  left: Int32Array[],
  arrived: Int32Array[],
  minArea: number,
): ChangeAction | ChangeRefusal {
  const n = b.mask.length
  if (left.length + arrived.length === 0) return 'nothing-solid'
  if (left.length > 1 || arrived.length > 1) return 'several-parts'
  const w = b.width
  const h = n / w
  const { gone: goneMask, came: cameMask } = masks
  const recol = recoloured(b, a, masks.inB, masks.inA)
  const parts = withRecoloured(
    [...left, ...arrived],
    recol,
    [...left.map(() => goneMask), ...arrived.map(() => cameMask)],
    w,
    h,
  )
  // Whatever changed that no part holds (pieces that left or came too thin to be solid on their own,
  // recoloured pixels no part reached), taken together: a second change, such as an animal taken from
  // among a heap's others, unless it wears away as noise.
  const stray = new Uint8Array(n)
  for (let p = 0; p < n; p++) stray[p] = recol[p]! | goneMask[p]! | cameMask[p]!
  for (const part of parts) for (const p of part.full) stray[p] = 0
  if (solidParts(stray, w, h, minArea).length > 0) return 'stray-change'
  const goneIn = left.length ? parts[0] : undefined
  const cameIn = arrived.length ? parts[left.length] : undefined
  // Each part as worn, or else grown back to its thin legs, whichever reads as one whole animal.
  const readAs = (d: Detection, part: Part | undefined) => {
    if (!part) return { read: null, part }
    const worn = readPart(cal, d, part.pixels)
    if (worn) return { read: worn, part }
    return { read: readPart(cal, d, part.full), part: { ...part, pixels: part.full } }
  }
  const { read: from, part: gone } = readAs(b, goneIn)
  const { read: to, part: came } = readAs(a, cameIn)
  if ((gone && !from) || (came && !to)) return 'not-whole'
  if (gone && gone.under.length > 0 && readPart(cal, a, gone.under)) return 'covers-whole'
  if (came && came.under.length > 0 && readPart(cal, b, came.under)) return 'covers-whole'
  const changed = [gone, came].filter((p) => p !== undefined)
  const near = blobsOf(
    changed.map((p) => p.pixels),
    [b, a],
    n,
  )
  // The animal that left or came is its part grown back to its thin legs, even where the worn part read
  // whole: the legs that left with it are not another animal changed.
  const sides = besideOf(
    changed.map((p) => p.full),
    w,
    h,
  )
  if (!restUnchanged(b, a, gone?.full ?? null, near, sides, minArea, came?.under)) return 'rest-changed'
  if (!restUnchanged(a, b, came?.full ?? null, near, sides, minArea, gone?.under)) return 'rest-changed'
  // A move is one animal at two places: each reading on its own must be that type, as sure as the two
  // together (one animal taken away and another put down elsewhere is not a move).
  const typed = oneType(
    cal,
    [from, to].filter((r) => r !== null),
  )
  if (!typed) return 'types-differ'
  const base = { animals: [typed.animal], typeMargin: typed.margin, typeShare: typed.share, fit: typed.fit }
  if (from && to) return { kind: 'move', ...base, distance: Math.hypot(to.x - from.x, to.y - from.y) }
  return { kind: from ? 'remove' : 'add', ...base }
}

/**
 * The readings of one animal (one, or two for an animal seen at two places) typed together: the type the
 * readings together cost least as, which each reading on its own must be too; how far it leads every
 * other type (the least over the readings together and each on its own); and the worst fit. Null when a
 * reading on its own is another type.
 */
function oneType(
  cal: Calibration,
  readings: { costs: TypeCost[] }[],
): { animal: Animal; margin: number; share: number; fit: number } | null {
  const [first, second] = readings
  if (!first) return null
  const costs = second ? meanCosts(first.costs, second.costs) : first.costs
  const animal = costs[0]!.type
  if (readings.some((r) => r.costs[0]!.type !== animal)) return null
  const leads = [costs, ...readings.map((r) => r.costs)].map((c: TypeCost[]) =>
    typeLead(cal, animal, (t) => c.find((x) => x.type === t)!.cost),
  )
  return {
    animal,
    margin: Math.min(...leads.map((l) => l.margin)),
    share: Math.min(...leads.map((l) => l.share)),
    fit: Math.max(...readings.map((r) => r.costs[0]!.cost)),
  }
}

/** The animals of `d` whose own pixels are not the same in `other` (samePixels 'skipped'). */
function changedAnimals(d: Detection, other: Detection): number[] {
  const out: number[] = []
  d.details.forEach((detail, i) => {
    if (!samePixels(detail.pixels, d, other, 'skipped')) out.push(i)
  })
  return out
}

/**
 * Two animals traded in place: exactly two animals of each picture changed their own pixels, the two of
 * `a` each at one of the places of the two of `b` (within the judge's reach for a trade: twice its
 * tolerance, a quarter of the card), those places further apart than that (closer, which went
 * where cannot be told), each reading one whole animal, the first animal of `b` read again at the second
 * place in `a` and the other way round, the two types different. Every solid part that came or went
 * (`solid`: a larger animal put where a smaller one stood) lies in the blobs of the two places, and every
 * other animal is untouched (restUnchanged).
 */
function tradeInPlace(
  cal: Calibration,
  b: Detection,
  a: Detection,
  solid: Int32Array[],
  minArea: number,
): ChangeAction | ChangeRefusal {
  // The judge's reach for a trade: each animal within twice its tolerance of the other's place.
  const reach = 2 * resolveOptions({ cardLength: cal.cardLengthPx }).tolerance
  const changedB = changedAnimals(b, a)
  const changedA = changedAnimals(a, b)
  if (changedB.length !== 2 || changedA.length !== 2) return 'not-two-changed'
  const [p, q] = changedB.map((i) => b.tokens[i]!) as [Token, Token]
  const apart = Math.hypot(p.x - q.x, p.y - q.y)
  if (apart <= reach) return 'too-close'
  const changedNear = (t: Token) =>
    changedA.filter((j) => Math.hypot(a.tokens[j]!.x - t.x, a.tokens[j]!.y - t.y) <= reach)
  const [atP, atQ] = [changedNear(p), changedNear(q)]
  if (atP.length !== 1 || atQ.length !== 1 || atP[0] === atQ[0]) return 'places-unmatched'
  const partsB = changedB.map((i) => b.details[i]!.pixels)
  const partsA = [atP[0]!, atQ[0]!].map((j) => a.details[j]!.pixels)
  const [fromP, fromQ] = partsB.map((part) => readPart(cal, b, part))
  const [toP, toQ] = partsA.map((part) => readPart(cal, a, part))
  if (!fromP || !fromQ || !toP || !toQ) return 'not-whole'
  const first = oneType(cal, [fromP, toQ])
  const second = oneType(cal, [fromQ, toP])
  if (!first || !second || first.animal === second.animal) return 'types-not-crossed'
  const n = b.mask.length
  const there = blobsOf([...partsB, ...partsA], [b, a], n)
  if (solid.some((part) => part.some((px) => there[px] !== 1))) return 'stray-change'
  const sides = besideOf([...partsB, ...partsA], b.width, n / b.width)
  if (!restUnchanged(b, a, joined(partsB), there, sides, minArea)) return 'rest-changed'
  if (!restUnchanged(a, b, joined(partsA), there, sides, minArea)) return 'rest-changed'
  return {
    kind: 'swap',
    animals: [first.animal, second.animal],
    typeMargin: Math.min(first.margin, second.margin),
    typeShare: Math.min(first.share, second.share),
    fit: Math.max(first.fit, second.fit),
    distance: apart,
  }
}
