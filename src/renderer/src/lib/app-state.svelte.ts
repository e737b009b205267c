import type { AppInfo, Player, Settings } from '../../../shared/api'
import { defaultSettings } from '../../../shared/api/settings'
import { api } from './api'

/** App-wide state the screens share, kept fresh by the services' events. */
export const app = $state<{
  info: AppInfo | null
  settings: Settings
  players: Player[]
  connected: boolean
  loaded: boolean
}>({ info: null, settings: defaultSettings(), players: [], connected: true, loaded: false })

export async function refreshPlayers(): Promise<void> {
  app.players = await api.request('players.list', { includeArchived: true })
}

export async function loadApp(): Promise<void> {
  const [info, settings] = await Promise.all([api.request('app.info'), api.request('settings.get')])
  app.info = info
  app.settings = settings
  await refreshPlayers()
  app.loaded = true
}

api.on('players.changed', () => void refreshPlayers())
api.on('settings.changed', (s) => (app.settings = s))
api.onStatus((up) => {
  app.connected = up
  if (up && app.loaded) void loadApp()
})

export async function updateSettings(patch: Partial<Settings>): Promise<void> {
  app.settings = await api.request('settings.set', patch)
}

/** True when the system asks for reduced motion: the app's own setting cannot know about it. */
export function systemReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Milliseconds for an animation of nominal length ms, at the user's animation speed; 0 (no animation)
 * when the system asks for reduced motion, whatever the setting says.
 */
export function animMs(ms: number): number {
  if (systemReducedMotion()) return 0
  const factor = { off: 0, slow: 1.6, normal: 1, fast: 0.5 }[app.settings.animationSpeed]
  return Math.round(ms * factor)
}
