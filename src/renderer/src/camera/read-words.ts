/**
 * A failed camera reading in the app's language (issue #23), for every screen that reads the camera
 * (the watcher, the referee, the token count, the set-up check). The words come from the error's
 * typed failure (vision-errors.ts), never from its English message: an error without one gets a
 * plain "could not be read", and its detail goes to the console only. Pure apart from that log.
 */
import { CalibrationError } from '../../../shared/vision'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'
import { calibrationWords } from './calibration-words'
import { VisionError, type VisionFailureCode } from './vision-errors'

/**
 * A failed calibration, the whole line: why, when the calibration found a problem ("Calibration
 * failed: no sheep …"); otherwise the reading's own words (the worker stopped, anything else).
 */
export function calibrationFailedWords(locale: AppLocale, e: unknown): string {
  return e instanceof CalibrationError
    ? format(locale, 'camera.error.calibration', { reason: calibrationWords(locale, e.problem) })
    : cameraReadWords(locale, e)
}

export function cameraReadWords(locale: AppLocale, e: unknown): string {
  if (e instanceof CalibrationError) {
    // While reading, the one calibration problem is a saved calibration that no longer fits.
    return e.problem.kind === 'stored-size'
      ? format(locale, 'camera.error.storedCalibration')
      : format(locale, 'camera.error.calibration', { reason: calibrationWords(locale, e.problem) })
  }
  const code: VisionFailureCode = e instanceof VisionError ? e.failure.code : 'unknown'
  switch (code) {
    case 'frame-size':
      return format(locale, 'camera.error.frameSize')
    case 'calibration-image':
      return format(locale, 'camera.error.storedCalibration')
    case 'worker-failed':
      console.warn('[camera]', e instanceof Error ? e.message : String(e))
      return format(locale, 'camera.error.worker')
    default:
      console.warn('[camera]', e instanceof Error ? e.message : String(e))
      return format(locale, 'camera.error.read')
  }
}
