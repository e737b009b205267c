/**
 * Calibration saved per camera (issue 6, item 2) in localStorage, keyed by the camera's label (stable
 * across restarts, unlike some deviceIds). One record: the crop and the vision Calibration JSON.
 * Tests inject a record before the page loads (test/e2e/camera-fixtures.ts) under the same key.
 */
import type { Calibration } from '../../../shared/vision'
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

export function loadSetup(label: string): CameraSetup | null {
  try {
    const raw = localStorage.getItem(setupKey(label))
    if (!raw) return null
    const s = JSON.parse(raw) as CameraSetup
    return s.version === 1 && s.calibration?.version === 1 ? s : null
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
