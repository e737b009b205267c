import type { Language } from '../../../shared/api/settings'

/** The languages with a catalog, in the order the Settings picker lists them. */
export const CATALOG_LOCALES = ['en', 'de', 'es', 'fr'] as const
export type CatalogLocale = (typeof CATALOG_LOCALES)[number]

/**
 * The pseudo-locale: English made accented and ~40% longer at load (pseudo.ts), so a screen that
 * would overflow in German or clip a translation shows it in tests. Never offered to families; the
 * Settings picker lists it only with the developer flag (see dev.ts).
 */
export const PSEUDO_LOCALE = 'en-XA'
export type AppLocale = CatalogLocale | typeof PSEUDO_LOCALE

const isCatalog = (code: string): code is CatalogLocale =>
  (CATALOG_LOCALES as readonly string[]).includes(code)

/**
 * The locale a setting means: a chosen language as it is; "system" the first of the computer's
 * languages the app has (by primary subtag: de-AT is German), and English when it has none of them.
 */
export function resolveLocale(setting: Language, systemLanguages: readonly string[]): CatalogLocale {
  if (setting !== 'system') return setting
  for (const tag of systemLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? ''
    if (isCatalog(primary)) return primary
  }
  return 'en'
}
