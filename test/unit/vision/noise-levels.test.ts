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
  const { dark: darkTable, animal: animalShare } = rawShares(frame, table, dark, animal)
  return { darkTable, animal: animalShare }
}

/** Share of the animal's pixels, and of the dark table's away from it, that differ by themselves. */
function rawShares(
  frame: Frame,
  table: Uint8Array,
  dark: (i: number) => boolean,
  animal: (i: number) => boolean,
): { dark: number; animal: number } {
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
  return { dark: d / dn, animal: a / an }
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

/**
 * A pale table with a few dark things left on it all evening (a scoring chip, a phone: a share of the
 * frame far too thin for noiseByLevel to measure apart), through a gamma-encoded webcam whose noise is
 * about the same number of grey levels at every brightness: 5.5 per picture, as scenesray's clutter
 * showed (rms 7.4-7.9 between two pictures). One brown animal lies in the middle. Without the floor,
 * 13% of the clutter's pixels differed.
 */
function clutter(): { dark: number; animal: number } {
  const rng = new Rng('noise-levels/clutter')
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rng.float())) * Math.cos(2 * Math.PI * rng.float())
  const dark = (i: number): boolean => {
    const x = i % W
    const y = Math.floor(i / W)
    return [40, 120, 200, 280].some((cx) => Math.hypot(x - cx, y - 40) < 10)
  }
  const animal = (i: number): boolean => Math.hypot((i % W) - W / 2, Math.floor(i / W) - H / 2) < 14
  const table = new Uint8Array(W * H * 3)
  const data = new Uint8ClampedArray(W * H * 4)
  const NOISE = 5.5
  for (let i = 0; i < W * H; i++) {
    const v = dark(i) ? [120, 30, 25] : [170, 165, 160]
    for (let c = 0; c < 3; c++) {
      table[i * 3 + c] = Math.round(v[c]! + NOISE * gauss())
      data[i * 4 + c] = animal(i) ? ANIMAL[c]! : v[c]! + NOISE * gauss()
    }
    data[i * 4 + 3] = 255
  }
  return rawShares({ width: W, height: H, data }, table, dark, animal)
}

describe('noise as many grey levels in the darks as in the lights (segment.ts noiseFloor)', () => {
  it('thin dark clutter on a pale table is not taken for animals; the animal still is', () => {
    const { dark, animal } = clutter()
    expect(dark).toBeLessThan(0.01)
    expect(animal).toBeGreaterThan(0.95)
  })
})
