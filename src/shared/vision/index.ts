/** Token detection on plain pixel buffers: the same code in the renderer (webcam) and in Node. */
export * from './types'
export {
  calibrate,
  CalibrationError,
  CALIBRATION_QUADRANTS,
  MAX_LAYOUTS,
  type CalibrationInput,
  type CalibrationProblem,
} from './calibrate'
export { detectTokens, FrameSizeError } from './detect'
export { isStill, handInView, type HandReport, type HandReason, type StillOptions } from './motion'
export { refereeFrames, type RefereeReport } from './referee'
