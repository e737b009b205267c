/**
 * An engine's refusal of a move (RuleError's problem, data: issue #23) in the player's language, for
 * the table's error line. One table per game, one entry per refusal its engine can make
 * (test/unit/i18n/refusals.test.ts reads the engines' throw sites); a game or refusal without words
 * here keeps the engine's English message.
 */
import type { GameId } from '../../../shared/engine/types'
import type { RuleProblem } from '../../../shared/engine/errors'
import type { Animal, RefereeProblem } from '../../../shared/referee'
import { problemWords } from '../camera/problem-words'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

type Words = Record<string, (values: Readonly<Record<string, unknown>>) => string>

function tables(locale: AppLocale): Partial<Record<GameId, Words>> {
  const t = (key: Parameters<typeof format>[1], values?: Record<string, string | number>): string =>
    format(locale, key, values)
  return {
    'sleek-seek': {
      'bad-players': () => t('seek.refusal.players'),
      'bad-time': () => t('seek.refusal.time'),
      'game-over': () => t('seek.refusal.over'),
      'bad-seat': () => t('seek.refusal.seat'),
      'bad-move': () => t('seek.refusal.move'),
      'no-call': () => t('seek.refusal.noCall'),
      'call-first': () => t('seek.refusal.callFirst'),
      'too-early': () => t('seek.refusal.timeLeft'),
      'call-pending': () => t('seek.refusal.pending'),
      'too-late': () => t('seek.refusal.tooLate'),
      'not-your-turn': () => t('seek.refusal.notYourTurn'),
      'pack-empty': () => t('seek.refusal.packEmpty'),
      'already-called': () => t('seek.refusal.called'),
      'not-caller': () => t('seek.refusal.notCaller'),
      'time-up': () => t('seek.refusal.timeUp'),
      'bad-select': () => t('seek.refusal.three'),
      'not-on-table': () => t('seek.refusal.faceUp'),
    },
    'sneak-peek': {
      'bad-players': () => t('peek.refusal.players'),
      'bad-time': () => t('peek.refusal.time'),
      'game-over': () => t('peek.refusal.over'),
      'bad-move': () => t('peek.refusal.move'),
      reveal: () => t('peek.refusal.reveal'),
      'not-your-turn': () => t('peek.refusal.notYourTurn'),
      'reveal-not-yours': () => t('peek.refusal.revealNotYours'),
      'pack-empty': () => t('peek.refusal.packEmpty'),
      'no-card': () => t('peek.refusal.noCard'),
      'face-up': () => t('peek.refusal.faceUp'),
      'no-reveal': () => t('peek.refusal.noReveal'),
      'too-early': () => t('peek.refusal.tooEarly'),
    },
    'now-you-see-me': {
      'no-card': () => t('nysm.refusal.noCard'),
      'unknown-animal': (v) => t('nysm.refusal.unknownAnimal', { id: String(v['id'] ?? '') }),
      'no-position': () => t('nysm.refusal.noPosition'),
      'off-table': () => t('nysm.refusal.offTable'),
      occupied: () => t('nysm.refusal.occupied'),
      'not-in-box': () => t('nysm.refusal.notInBox'),
      'none-left': (v) => t('nysm.refusal.noneLeft', { animal: v['animal'] as Animal }),
      'not-on-table': () => t('nysm.refusal.notOnTable'),
      'both-on-table': () => t('nysm.refusal.bothOnTable'),
      'swap-two': () => t('nysm.refusal.swapTwo'),
      // The Lead's change breaks the card: the referee's finding, worded as the camera words it.
      'does-not-match-card': (v) => problemWords(locale, v['why'] as RefereeProblem),
      'no-room': () => t('nysm.refusal.noRoom'),
    },
  }
}

/** The refusal in words, or null when this game has none for it (the caller keeps the English). */
export function refusalWords(locale: AppLocale, game: GameId, problem: RuleProblem): string | null {
  const words = tables(locale)[game]?.[problem.kind]
  return words ? words(problem.values ?? {}) : null
}
