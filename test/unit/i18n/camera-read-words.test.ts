import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { calibrationFailedWords, cameraReadWords } from '../../../src/renderer/src/camera/read-words'
import { errorOf, failureOf, VisionError } from '../../../src/renderer/src/camera/vision-errors'
import { format } from '../../../src/renderer/src/i18n/format'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import { ANIMALS } from '../../../src/shared/referee'
import { calibrate, detectTokens, type Calibration, type Frame } from '../../../src/shared/vision'
import { bytesToBase64 } from '../../../src/shared/vision/base64'

/**
 * Issue #23: a camera picture that cannot be read is said in the family's language, from the error's
 * typed failure as it comes back from the vision worker, never from its English message.
 */
const RENDERER = path.resolve(__dirname, '../../../src/renderer/src/camera')

/** What the worker sends for a thrown error, and the Error the page rejects with. */
const overTheWire = (run: () => unknown): Error => {
  try {
    run()
  } catch (e) {
    return errorOf(failureOf(e), e instanceof Error ? e.message : String(e))
  }
  throw new Error('it did not fail')
}

const frame = (width: number, height: number): Frame => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4).fill(120),
})

afterEach(() => vi.restoreAllMocks())

describe('camera read errors in words', () => {
  // Only what detectTokens reads before it fails: the size, the animals' areas and the table picture.
  const cal = {
    width: 8,
    height: 6,
    animals: Object.fromEntries(ANIMALS.map((a) => [a, { area: 10 }])),
    tablePixels: bytesToBase64(new Uint8Array(8 * 6 * 3)),
  } as unknown as Calibration
  const failures = {
    'frame-size': () => overTheWire(() => detectTokens(frame(cal.width + 2, cal.height), cal)),
    'stored-size': () =>
      overTheWire(() => detectTokens(frame(cal.width, cal.height), { ...cal, tablePixels: 'AAAA' })),
    'damaged image': () =>
      overTheWire(() => detectTokens(frame(cal.width, cal.height), { ...cal, tablePixels: '!!!!' })),
    'worker failed': () => new VisionError('the vision worker failed: boom', { code: 'worker-failed' }),
    unknown: () =>
      overTheWire(() => {
        throw new Error('the vision worker has no calibration number 7')
      }),
  }

  it.each(Object.keys(failures))('%s: worded in every language, no English message shown', (name) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const e = failures[name as keyof typeof failures]()
    const seen = new Set<string>()
    for (const locale of CATALOG_LOCALES) {
      const words = cameraReadWords(locale, e)
      expect(words).not.toContain(e.message)
      expect(words).not.toMatch(/[{}]/)
      seen.add(words)
    }
    // Four languages, four different sentences: none fell back to one shared (English) text.
    expect(seen.size).toBe(CATALOG_LOCALES.length)
  })

  it('the typed failures pick their own words; anything else is the plain line, detail to the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(cameraReadWords('de', failures['frame-size']())).toBe(format('de', 'camera.error.frameSize'))
    expect(cameraReadWords('es', failures['stored-size']())).toBe(
      format('es', 'camera.error.storedCalibration'),
    )
    expect(cameraReadWords('fr', failures['damaged image']())).toBe(
      format('fr', 'camera.error.storedCalibration'),
    )
    expect(warn).not.toHaveBeenCalled()
    const english = new Error('frame is 12x9 but something English happened')
    expect(cameraReadWords('de', english)).toBe(
      'Das Kamerabild ließ sich nicht lesen. Versuch es noch einmal oder kalibrier neu.',
    )
    expect(cameraReadWords('en', english)).toBe(
      'The camera picture could not be read. Try again, or calibrate again.',
    )
    expect(warn).toHaveBeenCalledWith('[camera]', english.message)
  })

  it('a failed calibration says why, or the plain line; never the English message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const missing = overTheWire(() => calibrate({ empty: frame(40, 40), animals: frame(40, 40), card: 10 }))
    expect(calibrationFailedWords('de', missing)).toMatch(
      /^Kalibrieren fehlgeschlagen: kein Schaf oben links im Kalibrierbild gefunden: legt das Tier /,
    )
    const stopped = failures['worker failed']()
    for (const locale of CATALOG_LOCALES) {
      expect(calibrationFailedWords(locale, stopped)).toBe(format(locale, 'camera.error.worker'))
      expect(calibrationFailedWords(locale, stopped)).not.toContain(stopped.message)
    }
    expect(warn).toHaveBeenCalledWith('[camera]', stopped.message)
  })

  it('the screens that read the camera word errors through read-words.ts, never e.message', () => {
    const screens = [
      'watcher.svelte.ts',
      'CameraReferee.svelte',
      'CameraCount.svelte',
      'SetupCheck.svelte',
      'CalibratedReadings.svelte',
    ]
    for (const file of screens) {
      const source = fs.readFileSync(path.join(RENDERER, file), 'utf8')
      expect(source, file).toContain('cameraReadWords(')
      expect(source, file).not.toMatch(/camera\.error\.read/)
      expect(source, file).not.toMatch(/\.message\b/)
    }
    const wizard = fs.readFileSync(path.join(RENDERER, 'CalibrationWizard.svelte'), 'utf8')
    expect(wizard).toContain('calibrationFailedWords(')
    expect(wizard).not.toMatch(/\.message\b/)
  })
})
