/**
 * An animal the colour of the table (a brown horse on brown wood) can come out of segmentation in
 * pieces: its outline and legs differ from the table, but a dark line of grain across its neck does
 * not, and its head lies apart, a few pixels from the rest. Such a piece was counted as one more animal
 * that looked like none. The detector drops a piece that is much smaller than any animal, looks like
 * none, and lies within a few pixels of a bigger blob.
 */
import { components, dilateBy, type Component } from './morphology'
import { VISION } from './params'

const { REACH } = VISION.fragments

/** The components that lie within 2 x REACH pixels of a bigger one. */
export function besideBigger(list: Component[], mask: Uint8Array, w: number, h: number): Set<Component> {
  const grown = dilateBy(mask, REACH, w, h)
  const { labels } = components(grown, w, h)
  const biggest = new Map<number, number>()
  for (const c of list) {
    const g = labels[c.pixels[0]!]!
    biggest.set(g, Math.max(biggest.get(g) ?? 0, c.area))
  }
  return new Set(list.filter((c) => c.area < biggest.get(labels[c.pixels[0]!]!)!))
}
