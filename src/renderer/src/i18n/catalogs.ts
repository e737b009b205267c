import core_de from './messages/de.json'
import core_en from './messages/en.json'
import core_es from './messages/es.json'
import core_fr from './messages/fr.json'
import camera_de from './messages/camera/de.json'
import camera_en from './messages/camera/en.json'
import camera_es from './messages/camera/es.json'
import camera_fr from './messages/camera/fr.json'
import learn_de from './messages/learn/de.json'
import learn_en from './messages/learn/en.json'
import learn_es from './messages/learn/es.json'
import learn_fr from './messages/learn/fr.json'
import cards_de from './messages/cards/de.json'
import cards_en from './messages/cards/en.json'
import cards_es from './messages/cards/es.json'
import cards_fr from './messages/cards/fr.json'
import nysm_de from './messages/nysm/de.json'
import nysm_en from './messages/nysm/en.json'
import nysm_es from './messages/nysm/es.json'
import nysm_fr from './messages/nysm/fr.json'
import { PSEUDO_LOCALE, type AppLocale, type CatalogLocale } from './locales'
import { pseudoCatalog } from './pseudo'

/**
 * The catalogs come in areas, one file per area and language: the app's screens (`messages/en.json`),
 * the card games' tables and set-up (`cards/`), the *Now you see me*
 * tables (`nysm/`), the rules pages and guided games (`learn/`) and the camera referee
 * (`camera/`). Areas keep the files a size a translator can read through; a key lives in one area
 * only (test/unit/i18n/catalogs.test.ts).
 */
export const AREAS = {
  core: { en: core_en, de: core_de, es: core_es, fr: core_fr },
  cards: { en: cards_en, de: cards_de, es: cards_es, fr: cards_fr },
  nysm: { en: nysm_en, de: nysm_de, es: nysm_es, fr: nysm_fr },
  learn: { en: learn_en, de: learn_de, es: learn_es, fr: learn_fr },
  camera: { en: camera_en, de: camera_de, es: camera_es, fr: camera_fr },
} as const

const en = { ...core_en, ...cards_en, ...nysm_en, ...learn_en, ...camera_en }

function merged(locale: CatalogLocale): Readonly<Record<string, string>> {
  return Object.assign({}, ...Object.values(AREAS).map((area) => area[locale])) as Record<string, string>
}

/** Every message's key: English is the reference catalog, the others must have the same keys. */
export type MessageKey = keyof typeof en

export const CATALOGS: Record<CatalogLocale, Readonly<Record<string, string>>> = {
  en,
  de: merged('de'),
  es: merged('es'),
  fr: merged('fr'),
}

let pseudo: Record<string, string> | null = null

/** A locale's messages; the pseudo-locale's are made from English the first time they are asked for. */
export function messagesFor(locale: AppLocale): Readonly<Record<string, string>> {
  if (locale === PSEUDO_LOCALE) return (pseudo ??= pseudoCatalog(en))
  return CATALOGS[locale]
}
