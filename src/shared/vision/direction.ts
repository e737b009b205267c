/**
 * Which way the pixels changed where the counts say an animal came or went. The counts read a heap's
 * split, which can go wrong either way in either picture: a heap of three read as two before and, one
 * animal lighter, as three after says "one put down" where one was taken away. The pixels cannot be
 * split wrong: where an animal was put down, more of the table turned to animal than the other way
 * round; where one was taken away, more turned to table.
 *
 * A footprint is one connected patch of pixels that either picture sees as an animal. In each, the
 * pixels that came (table before, animal after) and those that left are counted, worn as the change
 * reading wears them (consistency.ts `worn`: the thin ring a change of light leaves round an
 * untouched outline goes). The comparison is a sign, not a threshold: it asks no size of any animal.
 */
import type { DetectedAction } from '../referee/types'
import { animalPixels, worn } from './consistency'
import { components } from './morphology'
import type { Detection } from './types'

/** Worn pixels that came and left in each footprint (index = footprint label; 0 is no footprint). */
interface Footprints {
  labels: Int32Array
  came: Int32Array
  left: Int32Array
}

function footprints(before: Detection, after: Detection): Footprints {
  const w = before.width
  const n = before.mask.length
  const inB = animalPixels(before)
  const inA = animalPixels(after)
  const either = new Uint8Array(n)
  const cameMask = new Uint8Array(n)
  const leftMask = new Uint8Array(n)
  for (let p = 0; p < n; p++) {
    either[p] = inB[p]! | inA[p]!
    cameMask[p] = inA[p]! & (1 - inB[p]!)
    leftMask[p] = inB[p]! & (1 - inA[p]!)
  }
  const { labels, list } = components(either, w, n / w)
  const came = new Int32Array(list.length + 1)
  const left = new Int32Array(list.length + 1)
  const wornCame = worn(cameMask, w, n / w)
  const wornLeft = worn(leftMask, w, n / w)
  for (let p = 0; p < n; p++) {
    const k = labels[p]!
    came[k] = came[k]! + wornCame[p]!
    left[k] = left[k]! + wornLeft[p]!
  }
  return { labels, came, left }
}

/** The footprint of token `t` of `d` (through its blob's pixels), or 0 when it has none. */
function footprintOf(f: Footprints, d: Detection, t: number): number {
  const region = d.regions.find((r) => t >= r.first && t < r.first + r.count)
  if (region) for (const p of region.pixels) if (f.labels[p]) return f.labels[p]
  const token = d.tokens[t]
  if (!token) return 0
  return f.labels[Math.round(token.y) * d.width + Math.round(token.x)] ?? 0
}

/**
 * Whether the pixels went the way the counts' action says: more came than left where an animal was put
 * down, more left than came where one was taken away, both for a move whose two places are apart. A trade
 * changes colours more than outlines and is not weighed; neither is a move within one footprint (its
 * two places add up to nothing), nor an animal with no footprint (a reading from elsewhere). `before` and
 * `after` are the detector's own pictures (their blobs give the pixels); `b` and `a` are the readings the
 * action's token indices point into.
 */
export function pixelsAgree(
  before: Detection,
  after: Detection,
  b: Detection,
  a: Detection,
  act: DetectedAction,
): boolean {
  if (act.kind === 'swap' || !before.width) return true
  const f = footprints(before, after)
  const gone = (k: number): boolean => k === 0 || f.left[k]! > f.came[k]!
  const grew = (k: number): boolean => k === 0 || f.came[k]! > f.left[k]!
  const from = act.before[0] === undefined ? 0 : footprintOf(f, b, act.before[0])
  const to = act.after[0] === undefined ? 0 : footprintOf(f, a, act.after[0])
  if (act.kind === 'add') return grew(to)
  if (act.kind === 'remove') return gone(from)
  return from === to || (gone(from) && grew(to))
}
