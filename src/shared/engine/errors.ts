/**
 * Why an engine refused a move, as data (issue #23): the screen words it in the player's language
 * from `kind` and `values`; engines never hand people sentences. `kind` names one refusal a person can
 * meet ('cannot-beat'); it may be finer than the error's stable `code` (one code, several refusals).
 */
export interface RuleProblem {
  kind: string
  /** What the words need: ranks, counts, ids, a referee finding (plain JSON data, never words). */
  values?: Readonly<Record<string, RuleValue>>
}
/** A value of a refusal: an id, a number, or a record of them (a referee finding). */
export type RuleValue = string | number | object

/**
 * Thrown by an engine's apply when a move breaks the rules. `message` is English for logs and
 * developers; `problem` is what the screen words (without one, the code is the problem's kind).
 */
export class RuleError extends Error {
  readonly code: string
  readonly problem: RuleProblem
  constructor(code: string, message: string, problem: RuleProblem = { kind: code }) {
    super(message)
    this.name = 'RuleError'
    this.code = code
    this.problem = problem
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof Error && e.name === 'RuleError'
}
