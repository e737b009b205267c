/**
 * Camera pictures of the rounds played on this device, for the reveal (issue 6, item 5). They stay in
 * the renderer: pictures are too big for the game state, and the reveal is shown on this same screen.
 */
import type { CameraVerdict } from './verdict'

const MAX_ROUNDS = 6

export const cameraRounds = $state<{ byKey: Record<string, CameraVerdict> }>({ byKey: {} })

export function roundKey(sessionId: string, turn: number, round: number): string {
  return `${sessionId}/${turn}/${round}`
}

export function keepRound(key: string, v: CameraVerdict): void {
  const keys = Object.keys(cameraRounds.byKey).filter((k) => k !== key)
  const kept = Object.fromEntries(keys.slice(-(MAX_ROUNDS - 1)).map((k) => [k, cameraRounds.byKey[k]!]))
  cameraRounds.byKey = { ...kept, [key]: v }
}

const USE_KEY = 'tc.camera.use'

export function cameraWanted(): boolean {
  return localStorage.getItem(USE_KEY) !== 'off'
}

export function setCameraWanted(on: boolean): void {
  localStorage.setItem(USE_KEY, on ? 'on' : 'off')
}
