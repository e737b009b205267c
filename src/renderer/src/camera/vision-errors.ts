/**
 * What went wrong in the vision worker, as data (issue #23): the worker sends a `VisionFailure` with
 * each refused call, the page rebuilds a typed Error from it, and read-words.ts words it. The English
 * `message` travels along for the console only.
 */
import { Base64Error } from '../../../shared/vision/base64'
import { CalibrationError, FrameSizeError, type CalibrationProblem } from '../../../shared/vision'

export type VisionFailure =
  /** The picture's size is not the calibration's (a calibration saved at another camera resolution). */
  | { code: 'frame-size' }
  /** A calibration problem; while reading, only a saved calibration whose table picture does not fit. */
  | { code: 'calibration'; problem: CalibrationProblem }
  /** The saved calibration's table picture is damaged (not base64). */
  | { code: 'calibration-image' }
  /** The worker itself failed (did not start, or crashed). */
  | { code: 'worker-failed' }
  /** Anything else: a bug, worded as a plain "could not be read". */
  | { code: 'unknown' }

export type VisionFailureCode = VisionFailure['code']

/** An error from the vision worker that is not a calibration problem, with its typed failure. */
export class VisionError extends Error {
  override name = 'VisionError'
  constructor(
    message: string,
    readonly failure: Exclude<VisionFailure, { code: 'calibration' }>,
  ) {
    super(message)
  }
}

/** The worker's side: the failure behind a thrown error. */
export function failureOf(err: unknown): VisionFailure {
  if (err instanceof CalibrationError) return { code: 'calibration', problem: err.problem }
  if (err instanceof FrameSizeError) return { code: 'frame-size' }
  if (err instanceof Base64Error) return { code: 'calibration-image' }
  if (err instanceof VisionError) return err.failure
  return { code: 'unknown' }
}

/** The page's side: the Error a refused call rejects with (a CalibrationError stays one, for the wizard). */
export function errorOf(failure: VisionFailure, message: string): Error {
  return failure.code === 'calibration'
    ? new CalibrationError(message, failure.problem)
    : new VisionError(message, failure)
}
