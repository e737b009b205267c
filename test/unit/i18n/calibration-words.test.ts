import { describe, expect, it } from 'vitest'
import { calibrationWords } from '../../../src/renderer/src/camera/calibration-words'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import { calibrate, CalibrationError, type CalibrationProblem, type Frame } from '../../../src/shared/vision'

/** Issue #23: a failed calibration says why in the family's language, from the error's problem. */
const frame = (width: number, height: number): Frame => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4).fill(200),
})

const failure = (run: () => unknown): CalibrationError => {
  try {
    run()
  } catch (e) {
    if (e instanceof CalibrationError) return e
    throw e
  }
  throw new Error('calibrate did not fail')
}

const SAMPLES: CalibrationProblem[] = [
  {
    kind: 'wrong-size',
    picture: 'animals',
    width: 1280,
    height: 720,
    expectedWidth: 640,
    expectedHeight: 480,
  },
  { kind: 'wrong-size', picture: 'empty', width: 2, height: 2, expectedWidth: 4, expectedHeight: 4 },
  { kind: 'stored-size' },
  { kind: 'no-empty-table' },
  { kind: 'no-card-length' },
  { kind: 'animal-missing', animal: 'cow', quarter: 'bottom-left' },
  { kind: 'animal-cut', animal: 'sheep', quarter: 'top-left' },
  { kind: 'animal-not-alone', animal: 'horse', quarter: 'bottom-right', boxes: [[1, 2, 30, 40]] },
  { kind: 'animal-cut', animal: 'pig', quarter: 'top-right', layout: 1 },
  { kind: 'no-animals' },
  { kind: 'table-changed', percent: 63 },
  { kind: 'table-changed', percent: 41, layout: 2 },
]

describe('calibration failures in four languages', () => {
  it('English reads exactly as the error the calibration throws', () => {
    const sized = failure(() => calibrate({ empty: frame(8, 8), animals: frame(1280, 720), card: 10 }))
    expect(calibrationWords('en', sized.problem)).toBe(sized.message)
    expect(sized.message).toBe('the calibration frame is 1280x720, expected 8x8 RGBA like the empty table')
    const missing = failure(() => calibrate({ empty: frame(40, 40), animals: frame(40, 40), card: 10 }))
    expect(calibrationWords('en', missing.problem)).toBe(
      'no sheep found in the top-left quarter of the calibration frame' +
        ': put the animal well inside the picture. If it is already there, the camera cannot tell it ' +
        'from the table: a tablecloth of another colour helps',
    )
    expect(calibrationWords('en', missing.problem)).toBe(missing.message)
    expect(calibrationWords('de', missing.problem)).toBe(
      'kein Schaf oben links im Kalibrierbild gefunden: legt das Tier gut ins Bild. Liegt es schon da, ' +
        'kann die Kamera es nicht vom Tisch unterscheiden: eine Tischdecke in einer anderen Farbe hilft',
    )
    // With two pictures of the animals, the one that failed is named.
    const second = failure(() =>
      calibrate({ empty: frame(40, 40), animals: [frame(40, 40), frame(40, 40)], card: 10 }),
    )
    expect(second.problem).toEqual({
      kind: 'animal-missing',
      animal: 'sheep',
      quarter: 'top-left',
      layout: 0,
    })
    expect(calibrationWords('en', second.problem)).toBe(second.message)
    expect(second.message).toBe(
      'picture 1 of the animals: no sheep found in the top-left quarter of the calibration frame' +
        ': put the animal well inside the picture. If it is already there, the camera cannot tell it ' +
        'from the table: a tablecloth of another colour helps',
    )
    // Something else beside an animal, as calibrate.ts says it (calibration-pieces.test.ts throws it).
    expect(
      calibrationWords('en', { kind: 'animal-not-alone', animal: 'cow', quarter: 'bottom-left', boxes: [] }),
    ).toBe(
      'something else lies beside the cow in the bottom-left quarter: lay the four animals out again, ' +
        'with nothing else in the picture. If it lay there when the empty table was taken and has moved ' +
        'since, take the empty table again',
    )
    const none = failure(() => calibrate({ empty: frame(40, 40), animals: [], card: 10 }))
    expect(calibrationWords('en', none.problem)).toBe(none.message)
    // A picture that differs from the empty table everywhere (calibration-pieces.test.ts throws it).
    expect(calibrationWords('en', { kind: 'table-changed', percent: 63 })).toBe(
      'the picture of the animals differs from the empty table over 63% of it: the light or the camera ' +
        "changed since the empty table was taken, or the camera cannot read this table's colour steadily. " +
        'Take the empty table again; if it happens again, a plain, lighter tablecloth helps',
    )
  })

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))(
    '%s words every problem in its own language',
    (locale) => {
      for (const p of SAMPLES) {
        const text = calibrationWords(locale, p)
        expect(text, p.kind).not.toBe(calibrationWords('en', p))
        expect(text, p.kind).not.toMatch(/[{}]|undefined/)
      }
      expect(calibrationWords(locale, SAMPLES[0]!)).toContain('1280x720')
      expect(calibrationWords(locale, { kind: 'table-changed', percent: 63 })).toMatch(/63\u00a0?%/)
    },
  )

  it('agrees with each animal: la vache, keine Kuh, ninguna vaca', () => {
    const cow: CalibrationProblem = { kind: 'animal-missing', animal: 'cow', quarter: 'top-right' }
    expect(calibrationWords('de', cow)).toMatch(/^keine Kuh oben rechts im Kalibrierbild gefunden: /)
    expect(calibrationWords('es', cow)).toMatch(/^no se encontró ninguna vaca arriba a la derecha/)
    expect(calibrationWords('fr', { ...cow, kind: 'animal-cut' })).toMatch(/coupe la vache en haut à droite/)
  })
})
