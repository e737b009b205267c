import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { calibrate } from '../../../src/shared/vision/calibrate'
import { parseCalibration } from '../../../src/shared/vision/calibration-schema'
import { parseSetup, type CameraSetup } from '../../../src/renderer/src/camera/storage'
import { makeSession } from '../../../tools/scenegen/render'
import { calibrationScenes } from '../../../tools/scenegen/scenes'

/**
 * A saved camera set-up comes back from localStorage (a restored file, in the guide's words): it is read
 * only when every field is bounded and the size calibrate.ts writes; otherwise the screens ask for a
 * new calibration and nothing of it reaches the vision worker.
 */
const s = makeSession('setup-schema', { table: 'wood' })
const cs = calibrationScenes(s, new Rng('setup-schema'))
const cal = JSON.parse(
  JSON.stringify(calibrate({ empty: cs.empty, animals: cs.animals, card: cs.cardPoints })),
) as CameraSetup['calibration']
const setup: CameraSetup = {
  version: 1,
  label: 'Fake webcam (1234:5678)',
  video: { width: cal.width, height: cal.height },
  crop: { x: 0, y: 0, w: cal.width, h: cal.height },
  calibration: cal,
  savedAt: '2026-12-02T08:00:00.000Z',
}
/** The setup with one change made to a deep copy. */
const damaged = (change: (x: CameraSetup) => void): string => {
  const copy = JSON.parse(JSON.stringify(setup)) as CameraSetup
  change(copy)
  return JSON.stringify(copy)
}

describe('a saved camera set-up is checked before use', () => {
  it('reads back what the app saved', () => {
    expect(parseSetup(JSON.stringify(setup))).toEqual(setup)
  })

  it('reads a calibration saved before the optional fields were kept', () => {
    const old = parseSetup(
      damaged((x) => {
        for (const m of Object.values(x.calibration.animals)) {
          delete m.samples
          delete m.ceiling
          delete m.at
          delete m.visibility
          delete m.silhouettes
        }
        delete x.calibration.textureFit
      }),
    )
    expect(old).not.toBeNull()
    expect(old!.calibration.animals.horse.at).toBeUndefined()
  })

  it('refuses damaged or foreign records whole', () => {
    const bad: [string, string | null][] = [
      ['not JSON', '{"version":1,'],
      ['nothing', null],
      ['another version', damaged((x) => ((x as { version: number }).version = 2))],
      ['a histogram of the wrong length', damaged((x) => x.calibration.animals.pig.histogram.pop())],
      ['a colour out of range', damaged((x) => (x.calibration.animals.cow.meanColour[1] = 7))],
      [
        'a missing animal',
        damaged((x) => delete (x.calibration.animals as Partial<typeof x.calibration.animals>).sheep),
      ],
      ['an animal filed under another type', damaged((x) => (x.calibration.animals.sheep.type = 'horse'))],
      [
        'a table picture of the wrong size',
        damaged((x) => (x.calibration.tablePixels = x.calibration.tablePixels.slice(4))),
      ],
      ['a huge picture', damaged((x) => (x.calibration.width = 100_000))],
      ['a card of no length', damaged((x) => (x.calibration.cardLengthPx = 0))],
      ['a negative area', damaged((x) => (x.calibration.animals.horse.area = -5))],
      ['colour samples not in threes', damaged((x) => x.calibration.animals.sheep.samples!.push(1))],
      ['a crop outside the video', damaged((x) => (x.crop.x = 10))],
      ['a visibility above 1', damaged((x) => (x.calibration.animals.cow.visibility = 3))],
      ['an animal outside the picture', damaged((x) => (x.calibration.animals.cow.at = [5000, 2]))],
      [
        'an outline of the wrong size',
        damaged((x) => (x.calibration.animals.pig.silhouettes![0]!.bits += 'AAAA')),
      ],
      [
        'an outline larger than the picture',
        damaged((x) => {
          const s = x.calibration.animals.pig.silhouettes![0]!
          s.w = x.calibration.width + 1
          s.h = 1
          s.bits = 'A'.repeat(4 * Math.ceil(Math.ceil(s.w / 8) / 3))
        }),
      ],
      ['no outline in the list', damaged((x) => (x.calibration.animals.pig.silhouettes = []))],
    ]
    for (const [what, raw] of bad) expect(parseSetup(raw), what).toBeNull()
  })

  it('the calibration on its own is checked the same way', () => {
    expect(parseCalibration(cal)).toEqual(cal)
    expect(parseCalibration({ ...cal, height: cal.height + 1 })).toBeNull()
    expect(parseCalibration('calibration')).toBeNull()
  })
})
