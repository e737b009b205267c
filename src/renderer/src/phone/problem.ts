/**
 * Why a phone's call failed, as data, and in the phone's language (issue #23). A move the engine
 * refuses comes back as a `rule` error whose detail is the engine's problem (checked by
 * RuleRefusalSchema on arrival): the phone says it with the host table's own words (refusals.ts).
 * A lost connection and anything else keep their plain lines; the server's English message only
 * ever goes to the console.
 */
import type { GameId } from '../../../shared/engine/types'
import type { RuleProblem } from '../../../shared/engine/errors'
import { refusalIn } from '../../../shared/api/refusal-schema'
import { refusalWords } from '../games/refusals'
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

export type PhoneProblem =
  | { kind: 'connection' }
  | { kind: 'other' }
  /** The engine refused the move: its problem, worded as the host table words it. */
  | { kind: 'refused'; problem: RuleProblem }

/** A guest call's error reply, as thrown by GuestClient.call. */
export class GuestCallError extends Error {
  override name = 'GuestCallError'
  constructor(
    readonly code: string,
    message: string,
    /** The engine's problem for a `rule` error with a well-formed detail, else null. */
    readonly refusal: RuleProblem | null = null,
  ) {
    super(message)
  }
}

/** The Error for an error reply: the detail is kept only when it passes the schema. */
export const callError = (error: { code: string; message: string; detail?: unknown }): GuestCallError =>
  new GuestCallError(error.code, error.message, error.code === 'rule' ? refusalIn(error.detail) : null)

/** What a failed call means for the phone. */
export function phoneProblemOf(e: unknown): PhoneProblem {
  if (e instanceof GuestCallError && e.refusal) return { kind: 'refused', problem: e.refusal }
  return (e as { code?: string } | null)?.code === 'unavailable' ? { kind: 'connection' } : { kind: 'other' }
}

/** The phone's line for a failed call: a refusal in the table's words, else the plain line. */
export function phoneProblemWords(locale: AppLocale, game: GameId | undefined, p: PhoneProblem): string {
  if (p.kind === 'refused' && game) {
    const words = refusalWords(locale, game, p.problem)
    if (words) return words
  }
  return format(locale, 'phone.problem', { code: p.kind === 'connection' ? 'connection' : 'other' })
}
