/**
 * The 64-card deck shared by Sneak Peek and Sleek Seek.
 * RULES-NOTES: Sneak Peek and Sleek Seek, Deck — 8 colours x 8 symbols, each pair exactly once.
 * A card is a number 0..63: colour = id >> 3, symbol = id & 7, so no two cards share both.
 */
export const DECK_SIZE = 64
export const COLOURS_COUNT = 8
export const SYMBOLS_COUNT = 8

export interface CardColour {
  /** Short name for labels and screen readers. */
  name: string
  /** One letter, unique in the deck, for compact or text-only displays. */
  initial: string
  hex: string
}

export interface CardSymbol {
  name: string
  initial: string
}

/**
 * Okabe-Ito palette: chosen because its eight colours stay distinguishable for the common forms of
 * colour blindness. The symbol on every card is a second cue, never the colour alone.
 * Each name is what people call the colour: the nearest of the xkcd colour survey's common names by
 * CIEDE2000 (test/unit/games/cards64/colour-names.test.ts). Okabe-Ito's "vermillion" is drawn a
 * little brighter (#E06000 for #D55E00, 2.3 CIEDE2000 units) so that it is plainly "orange".
 */
export const COLOURS: readonly CardColour[] = [
  { name: 'black', initial: 'K', hex: '#000000' },
  { name: 'gold', initial: 'G', hex: '#E69F00' },
  { name: 'sky blue', initial: 'S', hex: '#56B4E9' },
  { name: 'teal', initial: 'T', hex: '#009E73' },
  { name: 'yellow', initial: 'Y', hex: '#F0E442' },
  { name: 'bright blue', initial: 'B', hex: '#0072B2' },
  { name: 'orange', initial: 'O', hex: '#E06000' },
  { name: 'pink', initial: 'P', hex: '#CC79A7' },
]

/** Shapes with distinct outlines, so they stay apart when drawn small. */
export const SYMBOLS: readonly CardSymbol[] = [
  { name: 'star', initial: 'S' },
  { name: 'moon', initial: 'M' },
  { name: 'heart', initial: 'H' },
  { name: 'drop', initial: 'D' },
  { name: 'leaf', initial: 'L' },
  { name: 'bolt', initial: 'B' },
  { name: 'circle', initial: 'C' },
  { name: 'square', initial: 'Q' },
]

export function colourOf(card: number): number {
  return card >> 3
}

export function symbolOf(card: number): number {
  return card & 7
}

export function cardOf(colour: number, symbol: number): number {
  return (colour << 3) | symbol
}

export function isCard(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < DECK_SIZE
}

/** e.g. "orange star". */
export function cardName(card: number): string {
  return `${COLOURS[colourOf(card)]?.name ?? '?'} ${SYMBOLS[symbolOf(card)]?.name ?? '?'}`
}

/** e.g. "OS" (colour initial + symbol initial), for logs and text displays. */
export function cardCode(card: number): string {
  return `${COLOURS[colourOf(card)]?.initial ?? '?'}${SYMBOLS[symbolOf(card)]?.initial ?? '?'}`
}

/** A fresh, ordered deck 0..63. */
export function newDeck(): number[] {
  return Array.from({ length: DECK_SIZE }, (_, i) => i)
}
