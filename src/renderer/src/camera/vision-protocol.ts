/**
 * Messages between the page and the vision worker (vision.worker.ts): the page never runs the detector
 * itself, so a frame's 100-600 ms of pixel work never freezes it. Frames travel as transferred
 * buffers; a calibration is sent once and then named by its number.
 */
import type { ActionCard } from '../../../shared/referee'
import type {
  Calibration,
  CalibrationInput,
  Detection,
  Frame,
  HandReport,
  RefereeReport,
} from '../../../shared/vision'
import type { VisionFailure } from './vision-errors'

export type VisionRequest =
  | { id: number; kind: 'calibrate'; input: CalibrationInput }
  | { id: number; kind: 'useCalibration'; calId: number; calibration: Calibration }
  | { id: number; kind: 'detect'; calId: number; frame: Frame }
  | { id: number; kind: 'referee'; calId: number; before: Frame; after: Frame; card: ActionCard }
  | { id: number; kind: 'hand'; calId: number; frame: Frame }

export interface VisionResults {
  calibrate: Calibration
  useCalibration: null
  detect: Detection
  referee: RefereeReport
  hand: HandReport
}

export type VisionResponse =
  | { id: number; ok: true; result: VisionResults[keyof VisionResults] }
  /** `failure` is what went wrong, as data the page words; `message` is English, for the console only. */
  | { id: number; ok: false; message: string; failure: VisionFailure }
