import { describe, expect, it } from 'vitest'
import {
  COLOURS,
  DECK_SIZE,
  SYMBOLS,
  colourOf,
  completers,
  findMatches,
  isMatch,
  matchKind,
  newDeck,
  symbolOf,
} from '../../../../src/shared/games/cards64'

describe('cards64', () => {
  it('RULES-NOTES: Sneak Peek and Sleek Seek, Deck — 8 colours x 8 symbols, each pair exactly once', () => {
    const deck = newDeck()
    expect(deck).toHaveLength(DECK_SIZE)
    const pairs = new Set(deck.map((c) => `${colourOf(c)}/${symbolOf(c)}`))
    expect(pairs.size).toBe(64)
    expect(new Set(deck.map(colourOf)).size).toBe(8)
    expect(new Set(deck.map(symbolOf)).size).toBe(8)
  })

  it('names 8 distinct colours and symbols with unique initials and hex values', () => {
    expect(new Set(COLOURS.map((c) => c.hex)).size).toBe(8)
    expect(new Set(COLOURS.map((c) => c.initial)).size).toBe(8)
    expect(new Set(COLOURS.map((c) => c.name)).size).toBe(8)
    expect(new Set(SYMBOLS.map((s) => s.name)).size).toBe(8)
    expect(new Set(SYMBOLS.map((s) => s.initial)).size).toBe(8)
    for (const c of COLOURS) expect(c.hex).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('RULES-NOTES: Match — 41,664 triples: 448 colour, 448 symbol, 3,136 mixed, 4,032 matches', () => {
    const counts = { colour: 0, symbol: 0, mixed: 0, none: 0 }
    for (let a = 0; a < 64; a++)
      for (let b = a + 1; b < 64; b++) for (let c = b + 1; c < 64; c++) counts[matchKind(a, b, c) ?? 'none']++
    expect(counts.colour + counts.symbol + counts.mixed + counts.none).toBe(41_664)
    expect(counts).toMatchObject({ colour: 448, symbol: 448, mixed: 3136 })
    expect(counts.colour + counts.symbol + counts.mixed).toBe(4032)
    expect(findMatches(newDeck())).toHaveLength(4032)
  })

  it('RULES-NOTES: Match — kind (c) needs a colour pair and a different symbol pair', () => {
    const card = (colour: number, symbol: number): number => colour * 8 + symbol
    // red-star, red-moon, blue-moon
    expect(matchKind(card(6, 0), card(6, 1), card(5, 1))).toBe('mixed')
    expect(matchKind(card(6, 0), card(6, 1), card(5, 2))).toBeNull() // only a colour pair
    expect(matchKind(card(1, 0), card(2, 0), card(3, 1))).toBeNull() // only a symbol pair
    expect(matchKind(card(1, 0), card(2, 1), card(3, 2))).toBeNull()
    expect(matchKind(card(4, 0), card(4, 3), card(4, 7))).toBe('colour')
    expect(matchKind(card(0, 5), card(3, 5), card(7, 5))).toBe('symbol')
    expect(isMatch(5, 5, 6)).toBe(false)
  })

  it('completers lists exactly the cards that complete a pair', () => {
    for (const [a, b] of [
      [0, 1],
      [0, 9],
      [3, 60],
    ] as const) {
      const expected = newDeck().filter((c) => isMatch(a, b, c))
      expect([...completers(a, b)]).toEqual(expected)
    }
    expect(completers(0, 1)).toHaveLength(20) // a colour pair: 6 same colour + 7 + 7 mixed
    expect(completers(0, 9)).toHaveLength(2) // nothing shared: two mixed completions
  })
})
