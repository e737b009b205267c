/**
 * Dates, times and numbers through Intl in the app's locale (the pseudo-locale formats as English).
 * Pure functions of a locale, so tests can call them; the page passes currentLocale() (index.ts).
 */
const tag = (locale: string): string => (locale === 'en-XA' ? 'en' : locale)

export const formatDay = (locale: string, iso: string): string =>
  new Date(iso).toLocaleDateString(tag(locale), { year: 'numeric', month: 'short', day: 'numeric' })

export const formatDayTime = (locale: string, iso: string | number): string =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

export const formatPercent = (locale: string, share: number): string =>
  new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 0 }).format(share)

/** Whole numbers as they are, others with up to two decimals ("2.5", German "2,5"). */
export const formatDecimal = (locale: string, x: number): string =>
  new Intl.NumberFormat(tag(locale), { maximumFractionDigits: 2 }).format(x)

export const formatNumber = (locale: string, x: number): string =>
  new Intl.NumberFormat(tag(locale)).format(x)

/** A language's own name, in that language ("Deutsch", "Español"), for the picker. */
export const languageName = (code: string): string => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}

/** The locale lists are written in: the catalogs write British English, with no comma before "and". */
const listTag = (locale: string): string => (tag(locale) === 'en' ? 'en-GB' : tag(locale))

/** Names as people list them: "Ann, Bob and Cy", "Ann, Bob und Cy", "Ann, Bob y Cy". */
export const formatList = (locale: string, names: readonly string[]): string =>
  new Intl.ListFormat(listTag(locale), { type: 'conjunction' }).format(names)

/** Choices as people offer them: "a sheep or a pig", "ein Schaf oder ein Schwein", "una oveja o un cerdo". */
export const formatChoices = (locale: string, choices: readonly string[]): string =>
  new Intl.ListFormat(listTag(locale), { type: 'disjunction' }).format(choices)

/** A language's name inside a sentence of the app's language: "français", "Deutsch", "English". */
export const languageNameIn = (locale: string, code: string): string =>
  new Intl.DisplayNames([tag(locale)], { type: 'language' }).of(code) ?? code
