/**
 * Holes in a blob: table enclosed by animals and filled in with them. Some are a pale animal's body read
 * as table (its outline all its own); others are the table between touching animals, which belongs to
 * none of them.
 */
import { VISION } from './params'

const { HOLE_MIN, GAP_SHARE } = VISION.split

/**
 * The holes among `pixels` (`within` marks them): connected pixels (4-neighbours) that were filled in
 * between outlines rather than seen by themselves, at least HOLE_MIN of them, each with the raw pixels
 * around it (its outline).
 */
export function holesOf(
  pixels: ArrayLike<number>,
  within: (p: number) => boolean,
  raw: Uint8Array,
  w: number,
): { pixels: number[]; outline: Set<number> }[] {
  const seen = new Set<number>()
  const out: { pixels: number[]; outline: Set<number> }[] = []
  for (let k = 0; k < pixels.length; k++) {
    const start = pixels[k]!
    if (raw[start] || seen.has(start)) continue
    seen.add(start)
    const hole = [start]
    const outline = new Set<number>()
    for (let i = 0; i < hole.length; i++) {
      const p = hole[i]!
      const x = p % w
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w]) {
        if (q < 0 || q >= raw.length) continue
        if (raw[q]) outline.add(q)
        else if (within(q) && !seen.has(q)) {
          seen.add(q)
          hole.push(q)
        }
      }
    }
    if (hole.length >= HOLE_MIN) out.push({ pixels: hole, outline })
  }
  return out
}

/**
 * The holes of one animal's pixels `part` (`inPart` marks them) that lie between it and other animals
 * rather than inside it: their raw outline the part holds less than GAP_SHARE of. An animal taken from a
 * heap, seen as the pixels the other picture sees as bare table, otherwise brings along the gap of table
 * it enclosed with its neighbours.
 */
export function gapsBeside(
  part: ArrayLike<number>,
  inPart: (p: number) => boolean,
  raw: Uint8Array,
  w: number,
): Set<number> {
  const gaps = new Set<number>()
  for (const h of holesOf(part, inPart, raw, w)) {
    let own = 0
    for (const q of h.outline) own += Number(inPart(q))
    if (h.outline.size > 0 && own < GAP_SHARE * h.outline.size) for (const p of h.pixels) gaps.add(p)
  }
  return gaps
}
