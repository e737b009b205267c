import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import { PSEUDO_LOCALE, type AppLocale, type CatalogLocale } from './locales'
import { pseudoCatalog } from './pseudo'

/** Every message's key: English is the reference catalog, the others must have the same keys. */
export type MessageKey = keyof typeof en

export const CATALOGS: Record<CatalogLocale, Readonly<Record<string, string>>> = { en, de, es, fr }

let pseudo: Record<string, string> | null = null

/** A locale's messages; the pseudo-locale's are made from English the first time they are asked for. */
export function messagesFor(locale: AppLocale): Readonly<Record<string, string>> {
  if (locale === PSEUDO_LOCALE) return (pseudo ??= pseudoCatalog(en))
  return CATALOGS[locale]
}
