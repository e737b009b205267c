import type { Move, View } from '../../../shared/games/now-you-see-me'
import { ANIMALS, type ActionKind, type Animal } from '../../../shared/games/now-you-see-me/vocabulary'

/**
 * What a *Now you see me* phone may do, from its own seat's view and legal moves: pure, so the unit
 * tests run it in Node. The engine stays the authority; these only shape the buttons.
 */

/** RULES-NOTES: Now you see me, Answers — a swap asks for two animal cards, every other card for one. */
export const answerSize = (question: ActionKind | null): 1 | 2 => (question === 'swap' ? 2 : 1)

/**
 * Taps an animal card: a second tap puts it back; with one card wanted a new tap replaces the pick,
 * with two the oldest of three is put back. Always in the hand's order, so the pick reads the same.
 */
export function togglePick(picked: readonly Animal[], animal: Animal, size: 1 | 2): Animal[] {
  if (picked.includes(animal)) return picked.filter((a) => a !== animal)
  const next = size === 1 ? [animal] : [...picked, animal].slice(-size)
  return ANIMALS.filter((a) => next.includes(a))
}

/** The answer to lock in, or null while the pick is not complete (or the seat may not answer). */
export function answerMove(picked: readonly Animal[], view: View, legal: readonly Move[]): Move | null {
  if (view.phase !== 'answer' || view.isLead || view.myAnswer) return null
  if (!legal.some((m) => m.type === 'answer')) return null
  if (picked.length !== answerSize(view.question)) return null
  return { type: 'answer', animals: [...picked] }
}

/** The Lead's own moves a phone offers as buttons, in the order the turn reaches them. */
export const LEAD_BUTTONS = ['drop', 'autoAct', 'done', 'cannotDo', 'nextRound'] as const
export type LeadButton = (typeof LEAD_BUTTONS)[number]

/**
 * The Lead's buttons the seat may press now. The phone offers no drag: on a phone the app makes the
 * card's change (autoAct), and with the real box the Lead says Done or "cannot be done".
 */
export function leadButtons(view: View, legal: readonly Move[]): LeadButton[] {
  if (!view.isLead) return []
  return LEAD_BUTTONS.filter((b) => legal.some((m) => m.type === b && !('count' in m)))
}

/** How the round ended for this seat: data the page words in the phone's language. */
export type RoundResult =
  | { kind: 'right' }
  | { kind: 'wrong' }
  | { kind: 'lead-scored' }
  | { kind: 'others-right'; count: number }
  | { kind: 'none' }

export function roundResult(view: View): RoundResult {
  const r = view.reveal
  if (view.phase !== 'reveal' || !r || view.seat === null) return { kind: 'none' }
  if (view.isLead)
    return r.leadScored
      ? { kind: 'lead-scored' }
      : { kind: 'others-right', count: r.correct.filter(Boolean).length }
  return r.correct[view.seat] ? { kind: 'right' } : { kind: 'wrong' }
}

/** The seats still to lock in an answer (never what anyone chose: the view does not hold it). */
export const stillThinking = (view: View): number[] =>
  view.phase !== 'answer'
    ? []
    : view.answered.flatMap((done, seat) => (done || seat === view.leadSeat ? [] : [seat]))
