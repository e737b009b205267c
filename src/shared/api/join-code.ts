import * as v from 'valibot'

/**
 * The short join code a phone types instead of scanning (issue #24): 6 characters of 32, none of
 * which looks like another (no 0/O, no 1/I). The rules it lives by are in
 * src/main/services/join-codes.ts.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const JOIN_CODE_LENGTH = 6
/** The longest typed text looked at: the code with a space or dash between every character. */
export const JOIN_CODE_MAX_TYPED = 2 * JOIN_CODE_LENGTH + 4

/** What a person typed, as the code: upper case, without spaces or dashes. */
export function normaliseJoinCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '')
}

/** The code as the host screen shows it: two groups of three ("K7M-Q4P"), easier to read out. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`
}

const CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`)

export const JoinCodeSchema = v.pipe(
  v.string(),
  v.maxLength(JOIN_CODE_MAX_TYPED, 'A join code is 6 characters.'),
  v.transform(normaliseJoinCode),
  v.length(JOIN_CODE_LENGTH, 'A join code is 6 characters.'),
  v.regex(CODE_PATTERN, 'A join code has letters and the digits 2 to 9 only.'),
)

/** The page where a phone types its code: http://<address>:<port>/j. */
export const JOIN_PATH = '/j'
