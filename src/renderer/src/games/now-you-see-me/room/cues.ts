/**
 * Spoken cues for the room (issue 22, item 6): chosen from the typed view (phase, lead, round,
 * reveal) and the room's countdown, never from the engine's English notices.
 */
import type { Phase } from '../../../../../shared/games/now-you-see-me'

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

/** The words spoken for a cue (short: they are heard across a room). */
export function cueWords(cue: Cue, name: (seat: number) => string): string {
  switch (cue.kind) {
    case 'leadTurn':
      return `${name(cue.leadSeat)}, you lead. Drop the animals.`
    case 'look':
      return 'Look!'
    case 'closeEyes':
      return 'Close your eyes!'
    case 'openEyes':
      return 'Open your eyes!'
    case 'almostUp':
      return 'Time is almost up!'
    case 'result':
      if (cue.right.length === 0)
        return cue.leadScored ? `Nobody found it. ${name(cue.leadSeat)} scores.` : 'Nobody found it.'
      return `${joinNames(cue.right.map(name))} ${cue.right.length === 1 ? 'was' : 'were'} right!`
  }
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}
