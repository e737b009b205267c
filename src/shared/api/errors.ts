import type { RuleProblem } from '../engine/errors'

/** Typed errors that cross the API. The message is written for the person using the app. */
export const API_ERROR_CODES = [
  'bad_json',
  'bad_request',
  'unknown_method',
  'too_large',
  'not_found',
  'conflict',
  'rule',
  /** Asked for what only a finished game may show (its moves, its replay): see docs, Hidden information. */
  'unfinished',
  'unavailable',
  /** A phone (seat token) asked for something only the owner's screen may do, or its token is not valid. */
  'forbidden',
  /** A phone sent more requests than its token allows per second; nothing was done. */
  'rate_limited',
  'internal',
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

/**
 * Why an import or a restore was refused, as data: the page words it in the person's language
 * (src/renderer/src/i18n/import-problem.ts); `message` keeps the English sentence for logs.
 */
export interface ImportProblem {
  kind: 'import'
  source: 'export' | 'backup'
  /** The file's part (players, games, seats, moves) when the problem is inside one. */
  list?: string
  /** 1-based row of that list. */
  row?: number
  /** The row's column, as stored (created_at). */
  field?: string
  problem:
    | 'unreadable'
    | 'newer'
    | 'missing'
    | 'text'
    | 'number'
    | 'integer'
    | 'finite'
    | 'list'
    | 'record'
    | 'too-long'
    | 'choice'
    | 'other'
  /** For 'choice': the allowed values. */
  choices?: string[]
}

/**
 * Why an engine refused a move (a `rule` error), as data: the table words it in the player's language
 * (src/renderer/src/games/refusals.ts); `message` keeps the engine's English for logs.
 */
export interface RuleRefusal {
  kind: 'rule'
  problem: RuleProblem
}

export interface ApiErrorBody {
  code: ApiErrorCode
  message: string
  /** For bad_request: where the input was wrong, e.g. "params.name". */
  issues?: { path: string; message: string }[]
  detail?: ImportProblem | RuleRefusal
}

export class ApiError extends Error {
  readonly code: ApiErrorCode
  readonly issues: ApiErrorBody['issues']
  readonly detail: ApiErrorBody['detail']
  constructor(
    code: ApiErrorCode,
    message: string,
    issues?: ApiErrorBody['issues'],
    detail?: ApiErrorBody['detail'],
  ) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.issues = issues
    this.detail = detail
  }
  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.detail ? { detail: this.detail } : {}),
    }
  }
}
