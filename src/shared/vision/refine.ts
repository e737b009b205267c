/**
 * Colour-aware refinement of a split: touching animals of different types (a pink pig against a white
 * cow) are told apart by colour as well as position. Each pixel goes to the part that minimises its
 * squared distance from the part's centre (in units of that animal's calibrated radius) plus how unlikely
 * its colour is under that animal's calibrated colour histogram.
 */
import type { Animal } from '../referee/types'
import { binOf } from './features'
import type { AnimalModel } from './types'
import { VISION } from './params'

const { BETA, FLOOR } = VISION.refine

export function refineParts(
  pixels: Int32Array,
  w: number,
  colour: Float32Array,
  lists: Int32Array[],
  types: Animal[],
  animals: Record<Animal, AnimalModel>,
): Int32Array[] {
  const n = lists.length
  const cx = new Float64Array(n)
  const cy = new Float64Array(n)
  const r2 = new Float64Array(n)
  const logH: Float64Array[] = []
  for (let j = 0; j < n; j++) {
    const l = lists[j]!
    let sx = 0
    let sy = 0
    for (let k = 0; k < l.length; k++) {
      const p = l[k]!
      sx += p % w
      sy += Math.floor(p / w)
    }
    cx[j] = sx / (l.length || 1)
    cy[j] = sy / (l.length || 1)
    const model = animals[types[j]!]
    r2[j] = model.area / Math.PI
    logH.push(surprise(model.histogram))
  }
  const owner = new Int32Array(pixels.length)
  const bins = binsOf(pixels, colour)
  const { px, py } = positionsOf(pixels, w)
  for (let k = 0; k < pixels.length; k++) {
    const x = px[k]!
    const y = py[k]!
    const bin = bins[k]!
    let best = 0
    let bestCost = Infinity
    for (let j = 0; j < n; j++) {
      const dx = x - cx[j]!
      const dy = y - cy[j]!
      const cost = (dx * dx + dy * dy) / r2[j]! + BETA * logH[j]![bin]!
      if (cost < bestCost) {
        bestCost = cost
        best = j
      }
    }
    owner[k] = best
  }
  return listsOf(pixels, owner, n)
}

/** The pixels of each of n parts, in the order they come in `pixels`; `owner[k]` is pixel k's part. */
export function listsOf(pixels: Int32Array, owner: Int32Array, n: number): Int32Array[] {
  const count = new Int32Array(n)
  for (let k = 0; k < owner.length; k++) count[owner[k]!]!++
  const out = Array.from({ length: n }, (_, j) => new Int32Array(count[j]!))
  count.fill(0)
  for (let k = 0; k < owner.length; k++) {
    const j = owner[k]!
    out[j]![count[j]!++] = pixels[k]!
  }
  return out
}

/** -log of each bin of a calibrated histogram (floored), kept per histogram: every split refines with it. */
const surprises = new WeakMap<ArrayLike<number>, Float64Array>()
function surprise(histogram: ArrayLike<number>): Float64Array {
  let out = surprises.get(histogram)
  if (!out) surprises.set(histogram, (out = Float64Array.from(histogram, (v) => -Math.log(v + FLOOR))))
  return out
}

/**
 * The histogram bin of each of a blob's pixels, kept per blob: a split refines the same blob's pixels
 * for every cut it tries.
 */
const blobBins = new WeakMap<Int32Array, { colour: Float32Array; bins: Uint8Array }>()
function binsOf(pixels: Int32Array, colour: Float32Array): Uint8Array {
  const kept = blobBins.get(pixels)
  if (kept && kept.colour === colour) return kept.bins
  const bins = new Uint8Array(pixels.length)
  for (let k = 0; k < pixels.length; k++) {
    const p = pixels[k]!
    bins[k] = binOf(colour[p * 3]!, colour[p * 3 + 1]!, colour[p * 3 + 2]!)
  }
  blobBins.set(pixels, { colour, bins })
  return bins
}

/**
 * Column and row of each of a blob's pixels, kept per blob: every k-means and refinement of a split
 * reads them.
 */
const positions = new WeakMap<Int32Array, { w: number; px: Float64Array; py: Float64Array }>()
export function positionsOf(pixels: Int32Array, w: number): { px: Float64Array; py: Float64Array } {
  const kept = positions.get(pixels)
  if (kept && kept.w === w) return kept
  const px = new Float64Array(pixels.length)
  const py = new Float64Array(pixels.length)
  for (let k = 0; k < pixels.length; k++) {
    const p = pixels[k]!
    px[k] = p % w
    py[k] = (p - px[k]!) / w
  }
  positions.set(pixels, { w, px, py })
  return { px, py }
}
