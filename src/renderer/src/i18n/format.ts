import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'
import { messagesFor } from './catalogs'
import type { MessageKey } from './catalogs'
import type { AppLocale } from './locales'

export type MessageValues = Record<string, PrimitiveType>

/** Thrown for a key no catalog has: a typo must fail loudly in tests, never show a raw key. */
export class MissingMessageError extends Error {
  constructor(
    readonly locale: string,
    readonly key: string,
  ) {
    super(`No message "${key}" in the ${locale} catalog`)
    this.name = 'MissingMessageError'
  }
}

const cache = new Map<string, IntlMessageFormat>()

/** The same options as the app's svelte-i18n set-up (index.ts): tags are plain text. */
export function compile(message: string, locale: string): IntlMessageFormat {
  return new IntlMessageFormat(message, locale, undefined, { ignoreTag: true })
}

/**
 * One message in one locale, with ICU plurals, selects and ordinals: pure and DOM-free, so unit
 * tests in Node format exactly what the page shows.
 */
export function format(locale: AppLocale, key: MessageKey, values: MessageValues = {}): string {
  const message = messagesFor(locale)[key]
  if (message === undefined) throw new MissingMessageError(locale, key)
  const id = `${locale}\u0000${key}`
  let mf = cache.get(id)
  if (!mf) cache.set(id, (mf = compile(message, locale)))
  return String(mf.format(values))
}
