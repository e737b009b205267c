/**
 * The action card left lying in the calibration picture, found from the user's two clicks on the ends of
 * its long side (calibrate.ts leaves its blobs out before the quarters are read).
 */
import type { Component } from './morphology'
import { VISION } from './params'

/**
 * Labels of the card's blobs. First those its clicked long side runs along: each of CARD_SAMPLES points
 * between the two clicks (their outer tenths left out) is looked for within CARD_REACH pixels, since a
 * click lands on the card's edge or a pixel or two beside it; a blob met at half the points or more is
 * the card. Then every blob lying wholly on the card: a white card on a pale table comes apart into its
 * edges and print, and a piece beside an animal would make that animal look broken. The card reaches
 * from its clicked side by its short side, which is at most the long one, on the side the blobs met
 * along the clicks lie (both sides when they lie on the line itself).
 */
export function cardLabels(
  ends: [[number, number], [number, number]],
  found: { labels: Int32Array; list: Component[] },
  w: number,
  h: number,
): Set<number> {
  const { CARD_SAMPLES, CARD_REACH, CARD_RIM } = VISION.calibration
  const { labels, list } = found
  const [[ax, ay], [bx, by]] = ends
  const length = Math.hypot(bx - ax, by - ay)
  const near = Math.max(CARD_REACH, Math.round(CARD_RIM * length))
  const met = new Map<number, number>()
  for (let k = 0; k < CARD_SAMPLES; k++) {
    const f = 0.1 + (0.8 * k) / (CARD_SAMPLES - 1)
    const x = Math.round(ax + (bx - ax) * f)
    const y = Math.round(ay + (by - ay) * f)
    const here = new Set<number>()
    for (let dy = -near; dy <= near; dy++) {
      for (let dx = -near; dx <= near; dx++) {
        const xx = x + dx
        const yy = y + dy
        if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
        const l = labels[yy * w + xx]!
        if (l) here.add(l)
      }
    }
    for (const l of here) met.set(l, (met.get(l) ?? 0) + 1)
  }
  const card = new Set([...met].filter(([, n]) => 2 * n >= CARD_SAMPLES).map(([l]) => l))
  if (card.size === 0) return card
  // Along the clicked side (0 at the first click, `length` at the second) and away from it.
  const ux = (bx - ax) / length
  const uy = (by - ay) / length
  const along = (p: number): number => ((p % w) - ax) * ux + (Math.floor(p / w) - ay) * uy
  const away = (p: number): number => -((p % w) - ax) * uy + (Math.floor(p / w) - ay) * ux
  let side = 0
  let n = 0
  for (const c of list) {
    if (!card.has(c.label)) continue
    for (const p of c.pixels) side += away(p)
    n += c.pixels.length
  }
  side /= n
  const onCard = (p: number): boolean => {
    const a = along(p)
    const d = away(p)
    const reach = Math.abs(side) < near ? Math.abs(d) : Math.sign(side) * d
    return a >= -near && a <= length + near && reach >= -near && reach <= length
  }
  for (const c of list) if (!card.has(c.label) && c.pixels.every(onCard)) card.add(c.label)
  return card
}
