import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { ANIMALS } from '../../../src/shared/referee/types'
import { calibrate, CalibrationError, MAX_LAYOUTS } from '../../../src/shared/vision/calibrate'
import { parseCalibration } from '../../../src/shared/vision/calibration-schema'
import { drawDrift, shoot, WEBCAM } from '../../../tools/eval/camera'
import { renderScene, makeSession } from '../../../tools/scenegen/render'
import { scenegenSource } from '../../../tools/scenegen/source'
import { calibrationScenes, evaluationPicture } from './helpers'

/**
 * Issue #20: "calibration may take more than one picture". Given the four animals twice, each turned
 * and moved within its quarter the second time, each type is learnt from both poses: a horse whose legs'
 * gaps close when turned, or a brown horse barely seen on brown wood, is then not held to the one size it
 * happened to show. (The app's wizard still takes one picture: docs/architecture.md gives why.)
 */
describe('calibration from two pictures of the animals', () => {
  const seed = 'diag22'
  const table = scenegenSource.table(seed, 10)
  const drift = drawDrift(new Rng(`${seed}/10/camera`), WEBCAM)
  const first = table.calibration(0)
  const empty = first.empty.map((f) => shoot(f, drift, 0))
  const pictures = [0, 1].map((k) => shoot(table.calibration(k).animals, drift, 0))
  const one = pictures.map((p) => calibrate({ empty, animals: p, card: first.card }))
  const both = calibrate({ empty, animals: pictures, card: first.card })

  it('learns each type from both: geometric mean size and elongation, mean colour and place', () => {
    for (const a of ANIMALS) {
      const [p, q] = [one[0]!.animals[a], one[1]!.animals[a]]
      const m = both.animals[a]
      expect(m.area).toBeCloseTo(Math.sqrt(p.area * q.area), 6)
      expect(m.elongation).toBeCloseTo(Math.sqrt(p.elongation * q.elongation), 6)
      m.meanColour.forEach((c, k) => expect(c).toBeCloseTo((p.meanColour[k]! + q.meanColour[k]!) / 2, 6))
      expect(m.histogram.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 3)
      expect(m.samples).toHaveLength(p.samples!.length + q.samples!.length)
      expect(Math.abs(m.at![0] - (p.at![0] + q.at![0]) / 2)).toBeLessThanOrEqual(0.05 + 1e-9)
      m.ceiling!.forEach((c, k) => expect(c).toBe(Math.min(p.ceiling![k]!, q.ceiling![k]!)))
    }
    // The table and the card are the first picture's, as with one.
    expect(both.tablePixels).toBe(one[0]!.tablePixels)
    expect(both.cardLengthPx).toBe(one[0]!.cardLengthPx)
  })

  it('a calibration from the most pictures allowed is one a saved record may hold', () => {
    const most = Array.from({ length: MAX_LAYOUTS }, (_, k) => pictures[k % 2]!)
    const cal = calibrate({ empty, animals: most, card: first.card })
    expect(parseCalibration(JSON.parse(JSON.stringify(cal)))).not.toBeNull()
  })

  it('one picture given as a list calibrates exactly as before', () => {
    expect(calibrate({ empty, animals: [pictures[0]!], card: first.card })).toEqual(one[0])
  })

  it('reads the pictures of scenegen diag22 table 10 that one pose of its horse got wrong', () => {
    // A brown horse on brown wood. From the first picture alone it measured 518 px with 0.658 of its
    // outline differing by itself (just above the faint band of 0.65), read larger in play and was cut
    // in two in all four pictures of drop 0. From two pictures it is 603 px at 0.634: partly the second
    // pose's size, partly the band its lower visibility now allows.
    for (let k = 0; k < 4; k++) {
      const { seen, truth } = evaluationPicture(seed, 10, 0, k, 2)
      expect(seen.tokens.length, `picture ${k}`).toBe(truth.length)
    }
  })

  it('names the picture that was refused, and refuses none or too many', () => {
    const s = makeSession('layouts-missing', { table: 'cloth' })
    const cs = calibrationScenes(s, new Rng('layouts-missing'))
    const shot = { light: s.light, noiseSeed: 3 }
    const whole = renderScene(s, cs.animalTokens, shot)
    const noHorse = renderScene(
      s,
      cs.animalTokens.filter((t) => t.type !== 'horse'),
      shot,
    )
    const problemOf = (run: () => unknown): unknown => {
      try {
        run()
      } catch (e) {
        if (e instanceof CalibrationError) return e.problem
        throw e
      }
      return null
    }
    expect(
      problemOf(() => calibrate({ empty: cs.empty, animals: [whole, noHorse], card: cs.cardPoints })),
    ).toEqual({ kind: 'animal-missing', animal: 'horse', quarter: 'bottom-right', layout: 1 })
    expect(problemOf(() => calibrate({ empty: cs.empty, animals: [], card: cs.cardPoints }))).toEqual({
      kind: 'no-animals',
    })
    const many = Array.from({ length: MAX_LAYOUTS + 1 }, () => whole)
    expect(problemOf(() => calibrate({ empty: cs.empty, animals: many, card: cs.cardPoints }))).toEqual({
      kind: 'no-animals',
    })
  })
})
