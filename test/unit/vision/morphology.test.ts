import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { dilate, distanceTransform, erode, fillHoles } from '../../../src/shared/vision/morphology'

/**
 * The 3x3 max (grow) or min of each pixel's neighbourhood, read one pixel at a time: outside the
 * picture counts as neither (the window is clipped at the edge).
 */
function reference(mask: Uint8Array, w: number, h: number, grow: boolean): Uint8Array {
  const out = new Uint8Array(mask.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let v = grow ? 0 : 1
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [xx, yy] = [x + dx, y + dy]
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
          v = grow ? v | mask[yy * w + xx]! : v & mask[yy * w + xx]!
        }
      }
      out[y * w + x] = v
    }
  }
  return out
}

describe('3x3 dilation and erosion', () => {
  it('match a pixel-by-pixel reading on random masks of every small size, edges included', () => {
    const rng = new Rng('morphology')
    for (let w = 1; w <= 9; w++) {
      for (let h = 2; h <= 9; h++) {
        for (const density of [0.1, 0.5, 0.9]) {
          const mask = Uint8Array.from({ length: w * h }, () => (rng.float() < density ? 1 : 0))
          expect(dilate(mask, w, h), `dilate ${w}x${h}`).toEqual(reference(mask, w, h, true))
          expect(erode(mask, w, h), `erode ${w}x${h}`).toEqual(reference(mask, w, h, false))
          expect(erode(dilate(mask, w, h), w, h)).toEqual(reference(reference(mask, w, h, true), w, h, false))
        }
      }
    }
  })

  it('read four pixels at a time (widths a multiple of 4) as they read one at a time', () => {
    const rng = new Rng('morphology-words')
    for (const [w, h] of [
      [640, 12],
      [16, 5],
      [12, 2],
    ] as const) {
      const mask = Uint8Array.from({ length: w * h }, () => (rng.float() < 0.3 ? 1 : 0))
      // The same mask starting one byte into its buffer, where the words do not line up with pixels.
      const offset = new Uint8Array(w * h + 1).subarray(1)
      offset.set(mask)
      for (const m of [mask, offset]) {
        expect(dilate(m, w, h), `dilate ${w}x${h}`).toEqual(reference(mask, w, h, true))
        expect(erode(m, w, h), `erode ${w}x${h}`).toEqual(reference(mask, w, h, false))
      }
    }
  })

  it('leave the input alone', () => {
    const mask = Uint8Array.from([0, 1, 0, 0, 0, 0, 1, 0, 0])
    const copy = mask.slice()
    dilate(mask, 3, 3)
    erode(mask, 3, 3)
    expect(mask).toEqual(copy)
  })
})

describe('distanceTransform', () => {
  it('measures steps to the nearest background pixel, with the picture edge as background', () => {
    // A 7 x 7 square in a 9 x 9 picture: 1 on its rim, 4 at its centre.
    const square = Uint8Array.from({ length: 81 }, (_, i) => {
      const [x, y] = [i % 9, Math.floor(i / 9)]
      return x >= 1 && x <= 7 && y >= 1 && y <= 7 ? 1 : 0
    })
    const d = distanceTransform(square, 9, 9)
    expect(d[0]).toBe(0)
    expect(d[1 * 9 + 1]).toBe(1)
    expect(d[1 * 9 + 4]).toBe(1)
    expect(d[2 * 9 + 2]).toBe(2)
    expect(d[4 * 9 + 4]).toBe(4)
    // The whole picture set: the edge is as near as background, from every side.
    const all = distanceTransform(new Uint8Array(25).fill(1), 5, 5)
    expect([all[0], all[4], all[20], all[24], all[12]]).toEqual([1, 1, 1, 1, 3])
    expect([all[2], all[10], all[14], all[22]]).toEqual([1, 1, 1, 1])
  })
})

/**
 * fillHoles read one pixel at a time: each 4-connected region of table pixels that does not touch the
 * picture's edge, of at most maxHole pixels and with table seen at fewer than half of them, is filled.
 */
function holesReference(
  mask: Uint8Array,
  w: number,
  h: number,
  maxHole: number,
  seen: Uint8Array,
): Uint8Array {
  const out = mask.slice()
  const done = new Uint8Array(mask.length)
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] || done[start]) continue
    const region = [start]
    done[start] = 1
    let edge = false
    for (let k = 0; k < region.length; k++) {
      const p = region[k]!
      const [x, y] = [p % w, Math.floor(p / w)]
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true
      for (const [xx, yy] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const) {
        if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
        const q = yy * w + xx
        if (!mask[q] && !done[q]) {
          done[q] = 1
          region.push(q)
        }
      }
    }
    const tableSeen = region.reduce((s, p) => s + seen[p]!, 0)
    if (edge || region.length > maxHole || tableSeen * 2 >= region.length) continue
    for (const p of region) out[p] = 1
  }
  return out
}

describe('fillHoles', () => {
  it('matches a pixel-by-pixel flood on random masks, with size and table-seen limits', () => {
    const rng = new Rng('holes')
    for (let t = 0; t < 300; t++) {
      const w = 1 + rng.int(24)
      const h = 1 + rng.int(24)
      const mask = Uint8Array.from({ length: w * h }, () => (rng.float() < 0.3 + (0.4 * (t % 3)) / 2 ? 1 : 0))
      const seen = Uint8Array.from({ length: w * h }, () => (rng.float() < 0.2 ? 1 : 0))
      const maxHole = 1 + rng.int(40)
      expect(fillHoles(mask, w, h, maxHole, seen), `${w}x${h} #${t}`).toEqual(
        holesReference(mask, w, h, maxHole, seen),
      )
      expect(fillHoles(mask, w, h, maxHole), `${w}x${h} #${t} unseen`).toEqual(
        holesReference(mask, w, h, maxHole, new Uint8Array(w * h)),
      )
    }
  })
})
