import type { Settings } from '../../../shared/api/settings'
import type { GameId } from '../../../shared/engine/types'
import type { MessageKey } from './catalogs'

/**
 * Keys chosen at run time (a game's title, a setting's option), spelled out whole so that the type
 * checker proves each exists and the catalog test (test/unit/i18n) counts them as used.
 */
export const GAME_TITLE: Record<GameId, MessageKey> = {
  's-head': 'game.s-head.title',
  'sneak-peek': 'game.sneak-peek.title',
  'sleek-seek': 'game.sleek-seek.title',
  'now-you-see-me': 'game.now-you-see-me.title',
}

export const GAME_BLURB: Record<GameId, MessageKey> = {
  's-head': 'game.s-head.blurb',
  'sneak-peek': 'game.sneak-peek.blurb',
  'sleek-seek': 'game.sleek-seek.blurb',
  'now-you-see-me': 'game.now-you-see-me.blurb',
}

export const THEME_LABEL: Record<Settings['theme'], MessageKey> = {
  system: 'settings.theme.system',
  light: 'settings.theme.light',
  dark: 'settings.theme.dark',
}

export const SPEED_LABEL: Record<Settings['animationSpeed'] | Settings['botPace'], MessageKey> = {
  off: 'settings.speed.off',
  slow: 'settings.speed.slow',
  normal: 'settings.speed.normal',
  fast: 'settings.speed.fast',
}

/** Every key above, for the catalog test. */
export const DYNAMIC_KEYS: readonly MessageKey[] = [
  ...Object.values(GAME_TITLE),
  ...Object.values(GAME_BLURB),
  ...Object.values(THEME_LABEL),
  ...Object.values(SPEED_LABEL),
]
