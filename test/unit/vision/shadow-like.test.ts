import { describe, expect, it } from 'vitest'
import { parseCalibration } from '../../../src/shared/vision/calibration-schema'
import { calibrate } from '../../../src/shared/vision/calibrate'
import { segment } from '../../../src/shared/vision/segment'
import { calibratedTable, calibrationLayout } from './helpers'

/**
 * Segmentation passes over a pixel darker than the table by the same factor in all three channels, as a
 * shadow (pixel-tests.ts isShadow). An animal of the table's own hue and darker is such a pixel all over:
 * calibration tells that table from the picture of the four animals (calibrate.ts shadowsOrNot).
 */
describe('a table where an animal darkens the table as a shadow would', () => {
  // scenes3d tuning seed diag23, table 1: a grey-brown horse on pale laminate. Passing over shadows,
  // calibration measured the horse as 32 pixels of its outline, and in play tiny specks read as horses.
  it('counts shadows as change there, and measures the horse whole', () => {
    const { cal } = calibratedTable('scenes3d', 'diag23', 1)
    expect(cal.shadows).toBe(false)
    // About 730 pixels read counting shadows.
    expect(cal.animals.horse.area).toBeGreaterThan(500)
    // A saved calibration keeps the choice.
    expect(parseCalibration(JSON.parse(JSON.stringify(cal)))?.shadows).toBe(false)
  })

  it('passes over shadows on the picture of that table only when asked to', () => {
    const { input, animalTokens } = calibrationLayout('scenes3d', 'diag23', 1)
    const cal = calibrate(input)
    const horse = animalTokens.find((t) => t.type === 'horse')!
    const picture = input.animals
    const w = picture.width
    const around = (mask: Uint8Array): number => {
      let n = 0
      for (let y = Math.round(horse.y) - 12; y <= Math.round(horse.y) + 12; y++)
        for (let x = Math.round(horse.x) - 16; x <= Math.round(horse.x) + 16; x++) n += mask[y * w + x]!
      return n
    }
    const table = input.empty[0]!
    const bytes = new Uint8Array(w * picture.height * 3)
    for (let i = 0; i < w * picture.height; i++)
      for (let c = 0; c < 3; c++) bytes[i * 3 + c] = table.data[i * 4 + c]!
    const maxHole = Math.round((w * picture.height) / 100)
    const passing = around(segment(picture, bytes, { maxHole }).mask)
    const counting = around(segment(picture, bytes, { maxHole, shadows: false }).mask)
    expect(passing).toBeLessThan(100)
    expect(counting).toBeGreaterThan(Math.max(500, cal.animals.horse.area * 0.8))
  })

  // scenesreal tuning seed real-diag-1, table 0: every animal drawn with a drop shadow on wood. Counted as
  // change, the shadows add 10-25% to each animal, and join touching animals into pairs and heaps.
  it('keeps passing over shadows where every animal stands out from its own', () => {
    const { cal } = calibratedTable('scenesreal', 'real-diag-1', 0)
    expect(cal.shadows).toBeUndefined()
    expect(parseCalibration(JSON.parse(JSON.stringify(cal)))?.shadows).toBeUndefined()
  })
})
