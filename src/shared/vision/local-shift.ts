/**
 * Changes that are the table itself, a pixel or two out of place. Registration lines the whole picture
 * up with the empty table, but not every part of it to the pixel: along a striped cloth or a wood grain
 * the fit cannot tell a shift along the lines, a lens bends the corners a little differently as the
 * camera turns, a cloth creeps when animals land on it. The edges of whatever the table shows there (a
 * cup ring, a knot, a check) then differ from the empty table like a thin animal would. A group of
 * changed pixels that (nearly) all stop differing when the table is compared shifted by up to
 * VISION.localShift.REACH pixels is that table, and is cleared; an animal differs from the table under
 * any shift.
 */
import { components, dilateBy } from './morphology'
import { VISION } from './params'

const { REACH, STEP, KEEP, SAMPLE } = VISION.localShift

export interface ShiftTest {
  /**
   * Whether pixel i differs from the table read (dx, dy) pixels away, by the tests that can be repeated
   * there (segment.ts: the pixel's own difference and its small window's).
   */
  differs: (i: number, dx: number, dy: number) => boolean
}

/**
 * Clears, in `raw`, each group of changed pixels (grouped as the outline filling groups them: within 2
 * pixels) of which at most KEEP still differ at some shift: each whole-pixel shift within REACH, then
 * half steps round the one that came nearest. A shift is given up at the first sampled pixel too many,
 * so an animal, which differs under every shift, costs each shift about half its sample rather than all
 * of it; "nearest" is the shift that got furthest through the sample before giving up. Pixels found
 * changed by a test that is not repeated (a window of faint change, texture gone) count as still
 * differing: a faint animal shows mostly those, and no shift speaks for them. Returns how many pixels
 * were cleared.
 */
export function clearShiftedTable(raw: Uint8Array, w: number, h: number, test: ShiftTest): number {
  const near = dilateBy(raw, 2, w, h)
  const { list } = components(near, w, h)
  let cleared = 0
  for (const c of list) {
    let changed = 0
    const own: number[] = []
    for (const p of c.pixels) {
      if (!raw[p]) continue
      changed++
      if (test.differs(p, 0, 0)) own.push(p)
    }
    if (own.length === 0 || KEEP * changed < changed - own.length) continue
    // Shares are read on at most SAMPLE of the repeatable pixels, evenly spread over the group.
    const stride = Math.max(1, Math.floor(own.length / SAMPLE))
    const sample = own.filter((_, k) => k % stride === 0)
    // The group goes if at most KEEP of its changed pixels still differ: the unrepeatable ones all do.
    const limit = ((KEEP * changed - (changed - own.length)) / own.length) * sample.length
    // A shift explains the group when at most `limit` sampled pixels still differ there; counting stops
    // at the first pixel beyond that. Of shifts that fail, the one that got furthest through the sample
    // before failing came nearest, and the half steps are tried around it.
    const fails = Math.floor(limit) + 1
    const reach = (dx: number, dy: number): number => {
      let k = 0
      for (let j = 0; j < sample.length; j++) if (test.differs(sample[j]!, dx, dy) && ++k >= fails) return j
      return Infinity
    }
    // Whole pixels first, then half steps round the nearest of them: a difference changes smoothly with
    // the shift, and this tries 32 shifts where every half step would be 80.
    let best = -1
    let at: [number, number] = [0, 0]
    for (let dy = -REACH; dy <= REACH && best < Infinity; dy++) {
      for (let dx = -REACH; dx <= REACH && best < Infinity; dx++) {
        if (dx === 0 && dy === 0) continue
        const r = reach(dx, dy)
        if (r > best) [best, at] = [r, [dx, dy]]
      }
    }
    for (let j = -1; j <= 1 && best < Infinity; j++) {
      for (let i = -1; i <= 1 && best < Infinity; i++) {
        const [dx, dy] = [at[0] + i * STEP, at[1] + j * STEP]
        if ((i === 0 && j === 0) || Math.abs(dx) > REACH || Math.abs(dy) > REACH) continue
        best = Math.max(best, reach(dx, dy))
      }
    }
    if (best < Infinity) continue
    for (const p of c.pixels) {
      if (raw[p]) {
        raw[p] = 0
        cleared++
      }
    }
  }
  return cleared
}
