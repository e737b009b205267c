/**
 * Where a picture's count goes wrong, blob by blob. Each true animal belongs to the blob its centre lies
 * in (or next to, or in a hole of: a pale body the filling left out of its outline); each blob's count
 * is then compared with the animals that belong to it. The classes say which part of the detector to
 * look at (segmentation for an unseen animal or a blob that is no animal, splitting for the rest); a
 * picture can be counted exactly while two of its blobs err in opposite directions, so every picture is
 * tallied, not only the miscounted ones.
 */
import type { Detection } from '../../src/shared/vision/types'
import type { TruthToken } from './scene-source'

export const MISCOUNT_CLASSES = [
  /**
   * A true animal whose centre lies in no blob that was counted, within REACH of one, or inside one's box
   * (missed, or left out as a scrap).
   */
  'unseen',
  /** A counted blob that holds no true animal's centre (a shadow, a fold, a piece of clutter). */
  'not-an-animal',
  /** One animal read as two or more. */
  'cut-in-two',
  /** Two touching animals read as one. */
  'pair-as-one',
  /** Two touching animals read as three or more. */
  'pair-as-more',
  /** A heap of three or more read as another count. */
  'heap',
] as const
export type MiscountClass = (typeof MISCOUNT_CLASSES)[number]
export type Miscounts = Record<MiscountClass, number>

/**
 * Pixels around a true animal's centre searched for its blob: a silhouette's centroid can fall in the
 * gap between a horse's legs or in a hole the filling left, a few pixels from the blob's own pixels.
 */
export const REACH = 4

export function noMiscounts(): Miscounts {
  return Object.fromEntries(MISCOUNT_CLASSES.map((c) => [c, 0])) as Miscounts
}

/** Adds one picture's miscounts to `into` (see the file's comment). */
export function tallyMiscounts(
  d: Pick<Detection, 'regions' | 'width' | 'mask'>,
  truth: readonly TruthToken[],
  into: Miscounts = noMiscounts(),
): Miscounts {
  const w = d.width
  const h = d.mask.length / w
  const owner = new Int32Array(d.mask.length).fill(-1)
  d.regions.forEach((r, j) => r.pixels.forEach((p) => (owner[p] = j)))
  const held = new Array<number>(d.regions.length).fill(0)
  // Blobs' boxes, read only when some centre lies in no blob (most pictures have none).
  let boxes: Box[] | null = null
  for (const t of truth) {
    let j = blobAt(owner, w, h, Math.round(t.x), Math.round(t.y))
    // A centre in a hole the filling left (a pale body inside its outline): the blob around it.
    if (j < 0) j = blobAround((boxes ??= d.regions.map((r) => boxOf(r.pixels, w))), t.x, t.y)
    if (j < 0) into.unseen++
    else held[j]!++
  }
  d.regions.forEach((r, j) => {
    const n = held[j]!
    if (n === r.count) return
    if (n === 0) into['not-an-animal']++
    else if (n === 1) into['cut-in-two']++
    else if (n === 2) into[r.count < 2 ? 'pair-as-one' : 'pair-as-more']++
    else into.heap++
  })
  return into
}

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
  cx: number
  cy: number
}

function boxOf(pixels: Int32Array, w: number): Box {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, cx: 0, cy: 0 }
  for (const p of pixels) {
    const x = p % w
    const y = (p - x) / w
    b.x0 = Math.min(b.x0, x)
    b.x1 = Math.max(b.x1, x)
    b.y0 = Math.min(b.y0, y)
    b.y1 = Math.max(b.y1, y)
    b.cx += x / pixels.length
    b.cy += y / pixels.length
  }
  return b
}

/** Of the blobs whose box holds (x, y), the one whose centre is nearest; -1 when none. */
function blobAround(boxes: readonly Box[], x: number, y: number): number {
  let best = -1
  let bestD = Infinity
  boxes.forEach((b, j) => {
    if (x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1) return
    const dd = Math.hypot(x - b.cx, y - b.cy)
    if (dd < bestD) {
      bestD = dd
      best = j
    }
  })
  return best
}

/** The blob at (x, y), or the nearest within REACH (rings outwards); -1 when none. */
function blobAt(owner: Int32Array, w: number, h: number, x: number, y: number): number {
  for (let r = 0; r <= REACH; r++)
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue
        const px = x + dx
        const py = y + dy
        if (px < 0 || py < 0 || px >= w || py >= h) continue
        const j = owner[py * w + px]!
        if (j >= 0) return j
      }
  return -1
}
