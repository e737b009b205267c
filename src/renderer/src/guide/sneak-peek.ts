import { cardName, cardOf, COLOURS, newDeck, SYMBOLS } from '../../../shared/games/cards64'
import { engine, type Move, type State } from '../../../shared/games/sneak-peek'
import { sameJson, type Script, type Step } from './script'

/**
 * The guided Sneak Peek game: you (seat 0) and one computer player. The pack is stacked so your
 * first turn shows the three kinds of match, then a miss that turns face down where it lies.
 */
export const YOU = 0

const COLOUR_MATCH = [cardOf(5, 0), cardOf(5, 1), cardOf(5, 2)]
const SYMBOL_MATCH = [cardOf(3, 4), cardOf(4, 4), cardOf(0, 4)]
/** Two share a colour (the first two) and a different two share a symbol (the last two). */
const MIXED_MATCH = [cardOf(2, 3), cardOf(2, 5), cardOf(1, 5)]
const MISS = [cardOf(7, 6), cardOf(4, 7), cardOf(0, 1)]
export const FLIPS = [...COLOUR_MATCH, ...SYMBOL_MATCH, ...MIXED_MATCH, ...MISS]

const colourName = (c: number): string => COLOURS[c]?.name ?? '?'
const symbolName = (s: number): string => SYMBOLS[s]?.name ?? '?'

/** The pack's top card is its last element: the scripted flips go on top, in reverse. */
export function stackedPack(): State {
  const rest = newDeck().filter((c) => !FLIPS.includes(c))
  const s = engine.setup({ players: 2, seed: 'guide' })
  return { ...s, pack: [...rest, ...[...FLIPS].reverse()] }
}

const FLIP: Move = { type: 'flipPack' }

function threeFlips(first: string): Step<Move>[] {
  return [
    { say: first, point: 'pack', act: 'move', move: FLIP },
    { say: 'Turn over a second card…', point: 'pack', act: 'move', move: FLIP },
    { say: '…and a third.', point: 'pack', act: 'move', move: FLIP },
  ]
}

const steps: Step<Move>[] = [
  {
    say: 'This is the pack. Every card has one of 8 colours and one of 8 symbols. On your turn you turn over three cards, one at a time, and hope they match.',
    point: 'pack',
  },
  ...threeFlips('Turn over the top card of the pack.'),
  {
    say: `All three are ${colourName(5)}: the same colour is a match! You keep the three and turn over three more.`,
    point: 'won',
  },
  ...threeFlips('Turn over the next card.'),
  {
    say: `Now all three are a ${symbolName(4)}: the same symbol is a match too.`,
    point: 'won',
  },
  ...threeFlips('Keep going: turn over another card.'),
  {
    say: `The third kind of match: ${cardName(MIXED_MATCH[0] as number)} and ${cardName(MIXED_MATCH[1] as number)} share a colour, and ${cardName(MIXED_MATCH[1] as number)} and ${cardName(MIXED_MATCH[2] as number)} share a symbol. One pair of colour plus one pair of symbol is a match.`,
    point: 'won',
  },
  ...threeFlips('Try once more.'),
  {
    say: 'No colour, no symbol, no pair of each: not a match. Everyone gets a few seconds to look…',
    point: 'table',
    // The reveal ends by the table's own timer move. A minute is past any reveal time (a setting of
    // a few seconds), so the script does not depend on it.
    then: [{ seat: YOU, move: { type: 'hide', t: 60_000 } }],
  },
  {
    say: 'Then the three turn face down where they lie, and it is the next player’s turn. Remember them! On a later turn you may turn over table cards instead of pack cards. The most cards at the end wins.',
    point: 'table',
  },
]

export const sneakPeekScript: Script<State, Move> = {
  engine,
  seat: YOU,
  // The reveal's end is the table's own timer move, not a player's: it must be the one engine.timer names.
  isLegal: (legal, move, state) =>
    move.type === 'hide' ? engine.timer?.(state)?.move.type === 'hide' : sameJson(legal, move),
  chapters: [{ start: stackedPack, steps }],
}
