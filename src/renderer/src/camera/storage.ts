/**
 * Calibration saved per camera (issue 6, item 2) in localStorage, keyed by the camera's label (stable
 * across restarts, unlike some deviceIds). One record: the crop and the vision Calibration JSON.
 * Tests inject a record before the page loads (test/e2e/camera-fixtures.ts) under the same key.
 */
import * as v from 'valibot'
import type { Calibration } from '../../../shared/vision'
import { CalibrationSchema, MAX_SIDE } from '../../../shared/vision/calibration-schema'
import type { Crop } from './frames'

export interface CameraSetup {
  version: 1
  label: string
  /** The video size the crop refers to. */
  video: { width: number; height: number }
  crop: Crop
  calibration: Calibration
  savedAt: string
}

export const SETUP_PREFIX = 'tc.camera.setup:'
export const SELECTED_KEY = 'tc.camera.selected'

export function setupKey(label: string): string {
  return SETUP_PREFIX + label
}

const Px = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 * MAX_SIDE))

/**
 * A saved set-up as it comes back from storage: bounded, its crop inside its video (calibration-schema.ts
 * checks the calibration itself).
 */
export const CameraSetupSchema = v.pipe(
  v.object({
    version: v.literal(1),
    label: v.pipe(v.string(), v.maxLength(500)),
    video: v.object({ width: Px, height: Px }),
    crop: v.object({ x: Px, y: Px, w: Px, h: Px }),
    calibration: CalibrationSchema,
    savedAt: v.pipe(v.string(), v.maxLength(40)),
  }),
  v.check(
    (s) => s.crop.x + s.crop.w <= s.video.width && s.crop.y + s.crop.h <= s.video.height,
    'crop-outside-video',
  ),
)

/**
 * The set-up in a stored record, or null when it is missing, damaged or not one this app wrote: the
 * camera screens then ask for a new calibration, and nothing of the record reaches the pixel code.
 */
export function parseSetup(raw: string | null): CameraSetup | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = v.safeParse(CameraSetupSchema, json)
  return parsed.success ? (parsed.output as CameraSetup) : null
}

export function loadSetup(label: string): CameraSetup | null {
  try {
    return parseSetup(localStorage.getItem(setupKey(label)))
  } catch {
    return null
  }
}

/** Saves the setup; returns the browser's reason when it refuses (storage full), for the screen to word. */
export function saveSetup(s: CameraSetup): string | null {
  try {
    localStorage.setItem(setupKey(s.label), JSON.stringify(s))
    localStorage.setItem(SELECTED_KEY, s.label)
    return null
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

export function forgetSetup(label: string): void {
  localStorage.removeItem(setupKey(label))
}

export function selectedLabel(): string | null {
  return localStorage.getItem(SELECTED_KEY)
}

export function selectLabel(label: string): void {
  localStorage.setItem(SELECTED_KEY, label)
}

/** Labels of every camera with a saved calibration. */
export function savedLabels(): string[] {
  const out: string[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i)
    if (k?.startsWith(SETUP_PREFIX)) out.push(k.slice(SETUP_PREFIX.length))
  }
  return out
}
