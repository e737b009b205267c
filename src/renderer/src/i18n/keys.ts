import type { PhonesNote, SeatEndReason } from '../../../shared/api/seats'
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

/** What the host's Phones panel says about joining (PhonesStatus.note, data from main). */
export const PHONES_NOTE: Record<PhonesNote['kind'], MessageKey> = {
  'same-network': 'phones.note.same-network',
  'no-network': 'phones.note.no-network',
  'port-busy': 'phones.note.port-busy',
  unsupported: 'phones.note.unsupported',
}

/** Why a phone lost its seat, as the phone says it. */
export const SEAT_ENDED: Record<SeatEndReason, MessageKey> = {
  'game-over': 'phone.ended.game-over',
  abandoned: 'phone.ended.abandoned',
  removed: 'phone.ended.removed',
  'handed-back': 'phone.ended.handed-back',
  'phones-off': 'phone.ended.phones-off',
}

/** Every key above, for the catalog test. */
export const DYNAMIC_KEYS: readonly MessageKey[] = [
  ...Object.values(GAME_TITLE),
  ...Object.values(GAME_BLURB),
  ...Object.values(THEME_LABEL),
  ...Object.values(SPEED_LABEL),
  ...Object.values(PHONES_NOTE),
  ...Object.values(SEAT_ENDED),
]
