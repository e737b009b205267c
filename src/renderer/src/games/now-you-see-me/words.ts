/**
 * Now you see me in words: animal names, the card, the question (rulebook wording), from the
 * catalogs (i18n/messages/nysm). Pure: the locale is an argument, so unit tests run every language.
 */
import { CARD_LENGTH_CM } from '../../../../shared/games/now-you-see-me'
import type { ActionCard, ActionKind, Animal } from '../../../../shared/referee/types'
import { format } from '../../i18n/format'
import type { AppLocale } from '../../i18n/locales'

/** English names, still read by the guide's board (guide/AnimalsBoard.svelte); the tables use animalName. */
export const ANIMAL_NAME: Record<Animal, string> = { sheep: 'Sheep', pig: 'Pig', cow: 'Cow', horse: 'Horse' }
/**
 * The letter on each token. Not translated: it is a mark, like a card's suit symbol, and the
 * first letters clash in other languages (Schaf/Schwein, cerdo/caballo, cochon/cheval).
 */
export const ANIMAL_LETTER: Record<Animal, string> = { sheep: 'S', pig: 'P', cow: 'C', horse: 'H' }

/** "Sheep", "Kuh", "Caballo": an animal type as a label. */
export const animalName = (locale: AppLocale, animal: Animal): string =>
  format(locale, 'nysm.animal.name', { animal })

/** RULES-NOTES: Now you see me, Step 3 — the question for each action. */
export const question = (locale: AppLocale, kind: ActionKind): string =>
  format(locale, 'nysm.question', { kind })

/** The card's action word: "Add", "Verstecken". */
export const cardTitle = (locale: AppLocale, kind: ActionKind): string =>
  format(locale, 'nysm.card.title', { kind })

/** "a sheep", "eine Kuh", "un animal" (no type given): every card names its animals as an object. */
const a = (locale: AppLocale, x: Animal | undefined): string =>
  format(locale, 'nysm.animal.a', { animal: x ?? 'any' })

/** What the card asks the Lead to do, as an instruction. */
export function cardText(locale: AppLocale, card: ActionCard): string {
  const [x, y] = card.animals
  return format(locale, 'nysm.card.text', {
    kind: card.kind,
    animal: a(locale, x),
    other: a(locale, y),
    cm: CARD_LENGTH_CM,
  })
}
