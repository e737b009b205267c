import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { calibrate, detectTokens } from '../../../src/shared/vision'
import { makeSession } from '../../../tools/scenegen/render'
import { turnRounds } from '../../../tools/scenegen/scenes'
import { TABLE_KINDS } from '../../../tools/scenegen/tables'
import { calibrationScenes } from './helpers'
import { jpegRoundTrip as jpeg } from '../../../src/main/vision/image'

describe('pictures compressed as JPEG (a webcam sending MJPEG)', () => {
  // JPEG errs by whole 8 x 8 blocks: neighbouring pixels differ from the table together, which the
  // faint-region test took for pale animals. Calibration then saw the animals "broken into pieces".
  it('calibrates on every kind of table at quality 75 and finds the animals where they lie', () => {
    const errors: string[] = []
    let frames = 0
    let animals = 0
    for (const table of TABLE_KINDS) {
      const seed = `jpeg-${table}`
      const s = makeSession(seed, { table })
      const rng = new Rng(seed)
      const cs = calibrationScenes(s, rng)
      const cal = calibrate({ empty: jpeg(cs.empty, 75), animals: jpeg(cs.animals, 75), card: cs.cardPoints })
      const turn = turnRounds(s, rng, 1, { cardPx: cal.cardLengthPx })
      turn.frames.forEach((f, k) => {
        frames++
        const truth = turn.tokens[k]!
        animals += truth.length
        const seen = detectTokens(jpeg(f, 75), cal).tokens
        const near = (a: { x: number; y: number }, b: { x: number; y: number }): boolean =>
          Math.hypot(a.x - b.x, a.y - b.y) < 15
        // By place, not by count alone: a missed animal and a made-up one elsewhere would cancel out.
        for (const t of truth)
          if (!seen.some((u) => near(u, t))) errors.push(`${table} frame ${k}: missed ${t.type}`)
        for (const u of seen)
          if (!truth.some((t) => near(u, t))) errors.push(`${table} frame ${k}: made up ${u.type}`)
      })
    }
    expect(frames).toBe(10)
    expect(animals).toBeGreaterThan(120)
    // The light table's frames are 58% and 73% clipped: a white sheep on white there shows only its face
    // and legs (missed in both), and a sheep against a horse is now and then read as one. Every other
    // table is read without a miss.
    expect(
      errors.filter((e) => !e.startsWith('light')),
      errors.join('; '),
    ).toEqual([])
    expect(errors.length, errors.join('; ')).toBeLessThanOrEqual(3)
  })
})
