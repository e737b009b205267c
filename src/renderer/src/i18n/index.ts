import { derived, get } from 'svelte/store'
import { addMessages, dictionary, format as formatStore, init, locale } from 'svelte-i18n'
import type { Language } from '../../../shared/api/settings'
import { messagesFor, type MessageKey } from './catalogs'
import type { MessageValues } from './format'
import { CATALOG_LOCALES, PSEUDO_LOCALE, resolveLocale, type AppLocale } from './locales'

export type { MessageKey } from './catalogs'
export { locale }

/**
 * The developer flag for the pseudo-locale: localStorage "tc.locale" = "en-XA" wins over the
 * setting (tests set it; a family never sees it). Stored in the page, not in the settings schema,
 * which holds only the languages the app ships.
 */
const OVERRIDE_KEY = 'tc.locale'

function override(): AppLocale | null {
  try {
    return localStorage.getItem(OVERRIDE_KEY) === PSEUDO_LOCALE ? PSEUDO_LOCALE : null
  } catch {
    return null
  }
}

/** Whether the Settings picker lists the pseudo-locale: in a dev build, or once the flag is set. */
export const pseudoOffered = (): boolean => import.meta.env.DEV || override() !== null

export function setPseudo(on: boolean): void {
  if (on) localStorage.setItem(OVERRIDE_KEY, PSEUDO_LOCALE)
  else localStorage.removeItem(OVERRIDE_KEY)
}

// Every shipped catalog is registered when this module loads, in English until the page knows
// better, so helpers (and their unit tests in Node) can format before any screen mounts.
for (const code of CATALOG_LOCALES) addMessages(code, messagesFor(code))
void init({ fallbackLocale: 'en', initialLocale: 'en', ignoreTag: true })

function use(code: AppLocale): void {
  // The pseudo-locale's catalog is made only when someone asks for it.
  if (code === PSEUDO_LOCALE && !get(dictionary)[PSEUDO_LOCALE]) addMessages(code, messagesFor(code))
  if (get(locale) !== code) void locale.set(code)
  document.documentElement.lang = code
}

/** Starts in the computer's language, before the settings arrive. */
export function setupI18n(): void {
  use(override() ?? resolveLocale('system', navigator.languages))
}

/** Applies the language setting: the messages, and <html lang> (screen readers and hyphenation follow it). */
export function applyLanguage(setting: Language): AppLocale {
  const code = override() ?? resolveLocale(setting, navigator.languages)
  use(code)
  return code
}

export const currentLocale = (): AppLocale => (get(locale) as AppLocale | null | undefined) ?? 'en'

/** The message store for templates, typed by the English catalog's keys: `$_('nav.games')`. */
export const _ = derived(
  formatStore,
  (f) =>
    (key: MessageKey, values?: MessageValues): string =>
      f(key, values ? { values } : undefined),
)

/** A message outside a component (a notice made in a helper); screens re-render when the locale changes. */
export const t = (key: MessageKey, values?: MessageValues): string => get(_)(key, values)
