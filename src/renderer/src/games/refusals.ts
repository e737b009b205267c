/**
 * An engine's refusal of a move (RuleError's problem, data: issue #23) in the player's language, for
 * the table's error line. One table per game, one entry per refusal its engine can make
 * (test/unit/i18n/refusals.test.ts reads the engines' throw sites); a game or refusal without words
 * here keeps the engine's English message.
 */
import type { GameId } from '../../../shared/engine/types'
import type { RuleProblem } from '../../../shared/engine/errors'
import type { Animal, RefereeProblem } from '../../../shared/referee'
import { cardRank, cardSuit, rankLabel, type Card } from '../../../shared/games/s-head'
import { problemWords } from '../camera/problem-words'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

type Words = Record<string, (values: Readonly<Record<string, unknown>>) => string>

function tables(locale: AppLocale): Partial<Record<GameId, Words>> {
  const t = (key: Parameters<typeof format>[1], values?: Record<string, string | number>): string =>
    format(locale, key, values)
  return {
    's-head': {
      'bad-players': (v) => t('shead.refusal.players', { min: Number(v['min']), max: Number(v['max']) }),
      'game-over': () => t('shead.refusal.over'),
      'bad-seat': () => t('shead.refusal.seat'),
      'bad-move': () => t('shead.refusal.move'),
      'already-ready': () => t('shead.refusal.ready'),
      'not-in-hand': () => t('shead.refusal.notInHand'),
      'not-face-up': () => t('shead.refusal.notFaceUp'),
      'swap-phase': () => t('shead.refusal.swapPhase'),
      'not-your-turn': () => t('shead.refusal.notYourTurn'),
      'not-blind-yet': () => t('shead.refusal.notBlindYet'),
      'empty-slot': () => t('shead.refusal.emptySlot'),
      'blind-only': () => t('shead.refusal.blindOnly'),
      'can-play': () => t('shead.refusal.canPlay'),
      'play-phase': () => t('shead.refusal.playPhase'),
      'empty-play': () => t('shead.refusal.emptyPlay'),
      'not-a-card': () => t('shead.refusal.notACard'),
      'played-twice': () => t('shead.refusal.twice'),
      'mixed-ranks': () => t('shead.refusal.mixed'),
      'hand-first': () => t('shead.refusal.handFirst'),
      'blind-play': () => t('shead.refusal.blindPlay'),
      'cannot-beat': (v) => cannotBeat(locale, v),
    },
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
      'bad-players': (v) => t('nysm.refusal.players', { min: Number(v['min']), max: Number(v['max']) }),
      'bad-seat': (v) => t('nysm.refusal.seat', { seat: Number(v['seat']) }),
      'not-a-move': () => t('nysm.refusal.notAMove'),
      'game-over': () => t('nysm.refusal.over'),
      'not-lead': (v) => t('nysm.refusal.notLead', { action: String(v['action']) }),
      'wrong-phase': (v) => t('nysm.refusal.wrongPhase', { phase: String(v['phase']) }),
      'bad-count': (v) => t('nysm.refusal.badCount', { max: Number(v['max']) }),
      'lead-cannot-claim': () => t('nysm.refusal.leadClaim'),
      'claim-closed': () => t('nysm.refusal.claimClosed'),
      claimed: () => t('nysm.refusal.claimed'),
      'look-not-over': (v) =>
        t('nysm.refusal.lookNotOver', { look: Number(v['look']), wait: Number(v['wait']) }),
      physical: () => t('nysm.refusal.physical'),
      'ids-list': () => t('nysm.refusal.idsList'),
      virtual: () => t('nysm.refusal.virtual'),
      'app-knows': () => t('nysm.refusal.appKnows'),
      'can-do': () => t('nysm.refusal.canDo'),
      'lead-answers': () => t('nysm.refusal.leadAnswers'),
      answered: () => t('nysm.refusal.answered'),
      'choose-two': () => t('nysm.refusal.chooseTwo'),
      'choose-one': () => t('nysm.refusal.chooseOne'),
      'two-different': () => t('nysm.refusal.twoDifferent'),
      'unknown-move': () => t('nysm.refusal.unknownMove'),
    },
  }
}

/**
 * S-head's "cannot beat": the card (or how many), and what the pile needs. English keeps the engine's
 * own wording (the card as '8♥', the rank as its letter); the other languages name the card in words.
 */
function cannotBeat(locale: AppLocale, v: Readonly<Record<string, unknown>>): string {
  const card = v['card'] as Card
  return format(locale, 'shead.refusal.cannotBeat', {
    count: Number(v['count']),
    rank: rankLabel(cardRank(card)),
    suit: cardSuit(card),
    bound: String(v['bound']),
    limit: rankLabel(Number(v['limit'])),
  })
}

/** The refusal in words, or null when this game has none for it (the caller keeps the English). */
export function refusalWords(locale: AppLocale, game: GameId, problem: RuleProblem): string | null {
  const words = tables(locale)[game]?.[problem.kind]
  return words ? words(problem.values ?? {}) : null
}
