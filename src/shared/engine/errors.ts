/** Thrown by an engine's apply when a move breaks the rules. The message is for players. */
export class RuleError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'RuleError'
    this.code = code
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof Error && e.name === 'RuleError'
}
