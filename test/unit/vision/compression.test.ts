import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { calibrate, detectTokens } from '../../../src/shared/vision'
import { makeSession } from '../../../src/shared/vision/scenegen/render'
import { turnRounds } from '../../../src/shared/vision/scenegen/scenes'
import { TABLE_KINDS } from '../../../src/shared/vision/scenegen/tables'
import { calibrationScenes } from './helpers'
import { jpegRoundTrip as jpeg } from '../../../src/main/vision/image'

describe('pictures compressed as JPEG (a webcam sending MJPEG)', () => {
  // JPEG errs by whole 8 x 8 blocks: neighbouring pixels differ from the table together, which the
  // faint-region test took for pale animals. Calibration then saw the animals "broken into pieces".
  it('calibrates on every kind of table at quality 75 and counts the animals', () => {
    const misses: string[] = []
    let frames = 0
    for (const table of TABLE_KINDS) {
      const seed = `jpeg-${table}`
      const s = makeSession(seed, { table })
      const rng = new Rng(seed)
      const cs = calibrationScenes(s, rng)
      const cal = calibrate({ empty: jpeg(cs.empty, 75), animals: jpeg(cs.animals, 75), card: cs.cardPoints })
      const turn = turnRounds(s, rng, 1, { cardPx: cal.cardLengthPx })
      turn.frames.forEach((f, k) => {
        frames++
        const seen = detectTokens(jpeg(f, 75), cal).tokens.length
        if (seen !== turn.tokens[k]!.length)
          misses.push(`${table} frame ${k}: ${seen} of ${turn.tokens[k]!.length}`)
      })
    }
    expect(frames).toBe(10)
    // As on uncompressed pictures, a heap is now and then split wrongly; no more than that.
    expect(misses.length, misses.join('; ')).toBeLessThanOrEqual(1)
  })
})
