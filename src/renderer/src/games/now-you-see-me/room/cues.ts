/**
 * Spoken cues for the room (issue 22, item 6): chosen from the typed view (phase, lead, round,
 * reveal) and the room's countdown, never from the engine's English notices.
 */
import type { Phase } from '../../../../../shared/games/now-you-see-me'
import { format } from '../../../i18n/format'
import { formatList } from '../../../i18n/intl'
import type { AppLocale } from '../../../i18n/locales'

/** What the room needs to know to choose a cue: fields of the view plus the countdown. */
export interface CueState {
  sessionId: string
  phase: Phase
  leadSeat: number
  turn: number
  round: number
  /** Whole seconds left on the room's big timer; null when none runs. */
  secondsLeft: number | null
  /** At the reveal: who was right, and whether the Lead scored (nobody right). */
  correct: boolean[] | null
  leadScored: boolean
}

export type Cue =
  | { kind: 'leadTurn'; leadSeat: number }
  | { kind: 'look' }
  | { kind: 'closeEyes' }
  | { kind: 'openEyes' }
  | { kind: 'almostUp' }
  | { kind: 'result'; right: number[]; leadSeat: number; leadScored: boolean }

/** The timer's last seconds are announced once, as it reaches this many. */
export const ALMOST_UP_S = 3

/** The cue for a change from `prev` to `next` (null: nothing to say). */
export function cueFor(prev: CueState | null, next: CueState): Cue | null {
  const same = prev !== null && prev.sessionId === next.sessionId
  const moved = !same || prev.phase !== next.phase || prev.round !== next.round || prev.turn !== next.turn
  if (moved) {
    // A table seen for the first time in the middle of a phase says nothing: it may be a reload.
    if (!same) return next.phase === 'drop' ? { kind: 'leadTurn', leadSeat: next.leadSeat } : null
    switch (next.phase) {
      case 'drop':
        return { kind: 'leadTurn', leadSeat: next.leadSeat }
      case 'look':
        return { kind: 'look' }
      case 'action':
        return { kind: 'closeEyes' }
      case 'answer':
        return { kind: 'openEyes' }
      case 'reveal':
        return {
          kind: 'result',
          right: (next.correct ?? []).flatMap((ok, seat) => (ok ? [seat] : [])),
          leadSeat: next.leadSeat,
          leadScored: next.leadScored,
        }
      default:
        return null
    }
  }
  const was = prev.secondsLeft
  const now = next.secondsLeft
  if (was !== null && now !== null && was > ALMOST_UP_S && now <= ALMOST_UP_S && now > 0)
    return { kind: 'almostUp' }
  return null
}

/** The words spoken for a cue (short: they are heard across a room), in the app's language. */
export function cueWords(locale: AppLocale, cue: Cue, name: (seat: number) => string): string {
  switch (cue.kind) {
    case 'leadTurn':
      return format(locale, 'nysm.cue.leadTurn', { lead: name(cue.leadSeat) })
    case 'look':
      return format(locale, 'nysm.room.word.look')
    case 'closeEyes':
      return format(locale, 'nysm.cue.closeEyes')
    case 'openEyes':
      return format(locale, 'nysm.room.word.openEyes')
    case 'almostUp':
      return format(locale, 'nysm.cue.almostUp')
    case 'result':
      if (cue.right.length === 0)
        return cue.leadScored
          ? format(locale, 'nysm.cue.nobodyLead', { lead: name(cue.leadSeat) })
          : format(locale, 'nysm.cue.nobody')
      return format(locale, 'nysm.room.word.right', {
        names: formatList(locale, cue.right.map(name)),
        count: cue.right.length,
      })
  }
}
