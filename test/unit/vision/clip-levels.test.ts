import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { clipLevels } from '../../../src/shared/vision/clipping'
import { VISION } from '../../../src/shared/vision/params'
import { evaluationPicture } from './helpers'

const W = 200
const H = 150

/** An RGBA picture: a table whose brightness runs over `range`, with sensor noise of sd `noise`. */
function picture(range: [number, number], noise: number, seed: string): Uint8ClampedArray {
  const rng = new Rng(seed)
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rng.float())) * Math.cos(2 * Math.PI * rng.float())
  const data = new Uint8ClampedArray(W * H * 4)
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const v = range[0] + ((range[1] - range[0]) * (x + y)) / (W + H)
      for (let c = 0; c < 3; c++) data[(y * W + x) * 4 + c] = Math.round(v + noise * gauss())
      data[(y * W + x) * 4 + 3] = 255
    }
  }
  return data
}

describe('where each channel clips (clipping.ts)', () => {
  it('finds a clipped stretch below 255, per channel', () => {
    // The brighter half clips, then the camera's white balance scales the channels: (253, 251, 250).
    const data = picture([150, 320], 2, 'clip')
    for (let i = 0; i < W * H; i++) {
      ;[253, 251, 250].forEach((ceiling, c) => {
        data[i * 4 + c] = Math.min(data[i * 4 + c]!, ceiling)
      })
    }
    expect(clipLevels(data, 4, W * H)).toEqual([252, 250, 249])
  })
  it('finds none in a picture that does not clip, however pale or plain', () => {
    const { CLIPPED } = VISION.clipping
    expect(clipLevels(picture([120, 245], 2, 'ramp'), 4, W * H)).toEqual([CLIPPED, CLIPPED, CLIPPED])
    // A plain white table with a webcam's noise: its commonest level is no pile.
    expect(clipLevels(picture([238, 240], 1.5, 'plain'), 4, W * H)).toEqual([CLIPPED, CLIPPED, CLIPPED])
  })
  it('reads a pale dotted table whose white clipped below 255 under a brighter lamp', () => {
    // scenegen diag21 table 18, drop 0 picture 2: the white between the green dots clips at
    // (253, 251, 250). Counted as clipped only at 254 and up, the light was fitted to white readings
    // held down by the ceiling, the dots in the lower half looked changed: 91 animals for 11.
    const { seen, truth } = evaluationPicture('diag21', 18, 0, 2)
    expect(seen.tokens.length).toBe(truth.length)
  })
})
