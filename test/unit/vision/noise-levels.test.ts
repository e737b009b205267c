import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { segment } from '../../../src/shared/vision/segment'
import type { Frame } from '../../../src/shared/vision/types'

const W = 320
const H = 240
const SQUARE = 16
/** A brown animal: not a shadow of either square (a shadow darkens all three channels alike). */
const ANIMAL = [150, 70, 40]

/**
 * A black-and-cream checked cloth through a camera whose tone curve stretches the darks' noise: dark
 * squares vary by `darkNoise` grey levels from picture to picture, light ones by 1.5. One brown animal
 * (a disc) lies in the middle.
 */
function checks(darkNoise: number): {
  table: Uint8Array
  frame: Frame
  dark: (i: number) => boolean
  animal: (i: number) => boolean
} {
  const rng = new Rng(`noise-levels/${darkNoise}`)
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rng.float())) * Math.cos(2 * Math.PI * rng.float())
  const dark = (i: number): boolean => (Math.floor((i % W) / SQUARE) + Math.floor(i / W / SQUARE)) % 2 === 0
  const animal = (i: number): boolean => Math.hypot((i % W) - W / 2, Math.floor(i / W) - H / 2) < 14
  const table = new Uint8Array(W * H * 3)
  const data = new Uint8ClampedArray(W * H * 4)
  for (let i = 0; i < W * H; i++) {
    const v = dark(i) ? 30 : 170
    const noise = dark(i) ? darkNoise : 1.5
    for (let c = 0; c < 3; c++) {
      table[i * 3 + c] = v
      data[i * 4 + c] = animal(i) ? ANIMAL[c]! : v + noise * gauss()
    }
    data[i * 4 + 3] = 255
  }
  return { table, frame: { width: W, height: H, data }, dark, animal }
}

function hitShares(darkNoise: number): { darkTable: number; animal: number } {
  const { table, frame, dark, animal } = checks(darkNoise)
  const seg = segment(frame, table, { maxHole: 400 })
  let d = 0
  let dn = 0
  let a = 0
  let an = 0
  for (let i = 0; i < W * H; i++) {
    if (animal(i)) {
      a += seg.raw[i]!
      an++
    } else if (dark(i)) {
      d += seg.raw[i]!
      dn++
    }
  }
  return { darkTable: d / dn, animal: a / an }
}

describe('noise that depends on the table’s brightness (segment.ts noiseByLevel)', () => {
  it('dark squares four times as noisy as light ones are not taken for animals; the animal still is', () => {
    const noisy = hitShares(6)
    expect(noisy.darkTable).toBeLessThan(0.01)
    expect(noisy.animal).toBeGreaterThan(0.95)
  })

  it('changes nothing where every level is about as noisy as the frame', () => {
    const even = hitShares(1.5)
    expect(even.darkTable).toBeLessThan(0.01)
    expect(even.animal).toBeGreaterThan(0.95)
  })
})
