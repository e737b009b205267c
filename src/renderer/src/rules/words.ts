import { colourOf, symbolOf } from '../../../shared/games/cards64'
import { cardRank, cardSuit, type Card } from '../../../shared/games/s-head'
import type { MessageKey } from '../i18n/catalogs'
import type { MessageValues } from '../i18n/format'

/**
 * Words the rules pages and guides choose at run time are functions of a translator, so a script
 * keeps its shape (typed, next to its moves) while the words live in the catalogs: the page passes
 * `$_`, a test passes `format` for one locale. Writing the key inside `t(…)` also lets the catalog
 * test see it as used.
 */
export type Translate = (key: MessageKey, values?: MessageValues) => string
export type Words = (t: Translate) => string

/**
 * Select values for `rules.card`, in the deck's order (ICU select keys cannot hold spaces); the
 * English message gives back the deck's own names (test/unit/rules/words.test.ts).
 */
const COLOUR_IDS = ['black', 'gold', 'skyblue', 'teal', 'yellow', 'brightblue', 'orange', 'pink'] as const
const SYMBOL_IDS = ['star', 'moon', 'heart', 'drop', 'leaf', 'bolt', 'circle', 'square'] as const

/**
 * A 64-card deck card's name ("bright blue star", "Stern in Kräftigblau", "estrella dorada"): one
 * message, because in Spanish and French the colour agrees with the symbol's gender.
 */
export const cardWords = (t: Translate, card: number): string =>
  t('rules.card', { colour: COLOUR_IDS[colourOf(card)] ?? '', symbol: SYMBOL_IDS[symbolOf(card)] ?? '' })

/**
 * An S-head card's name for the guide's board ("5 of hearts", "Herz 5", "as de picas"). The game
 * table names its cards in its own words; the guide keeps its words in the learn catalogs.
 */
export const sHeadCardWords = (t: Translate, card: Card): string =>
  t('guide.s-head.card', { rank: String(cardRank(card)), suit: cardSuit(card) })
