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

export interface ApiErrorBody {
  code: ApiErrorCode
  message: string
  /** For bad_request: where the input was wrong, e.g. "params.name". */
  issues?: { path: string; message: string }[]
}

export class ApiError extends Error {
  readonly code: ApiErrorCode
  readonly issues: ApiErrorBody['issues']
  constructor(code: ApiErrorCode, message: string, issues?: ApiErrorBody['issues']) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.issues = issues
  }
  toBody(): ApiErrorBody {
    return this.issues
      ? { code: this.code, message: this.message, issues: this.issues }
      : { code: this.code, message: this.message }
  }
}
