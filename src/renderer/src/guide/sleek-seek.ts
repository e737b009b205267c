import { cardName, cardOf, newDeck } from '../../../shared/games/cards64'
import { engine, type Move, type State } from '../../../shared/games/sleek-seek'
import { sameJson, type Script, type Step } from './script'

/**
 * The guided Sleek Seek game: you (seat 0) and one computer player take turns to turn cards face
 * up; the pack is stacked so that you spot, call and take each kind of match in turn.
 */
export const YOU = 0
export const COMPUTER = 1

/** In flip order: you, the computer, you, … */
export const FLIPS = [
  cardOf(5, 0),
  cardOf(3, 1),
  cardOf(5, 2),
  cardOf(4, 4),
  cardOf(5, 5), // the third of one colour
  cardOf(0, 4),
  cardOf(7, 4), // the third of one symbol
  cardOf(3, 6),
  cardOf(1, 6), // a colour pair and a symbol pair
]
const COLOUR_MATCH = [FLIPS[0], FLIPS[2], FLIPS[4]] as number[]
const SYMBOL_MATCH = [FLIPS[3], FLIPS[5], FLIPS[6]] as number[]
const MIXED_MATCH = [FLIPS[1], FLIPS[7], FLIPS[8]] as number[]

export function stackedPack(): State {
  const rest = newDeck().filter((c) => !FLIPS.includes(c))
  const s = engine.setup({ players: 2, seed: 'guide' })
  return { ...s, pack: [...rest, ...[...FLIPS].reverse()], turn: YOU }
}

const FLIP: Move = { type: 'flip' }
const theirFlip = [{ seat: COMPUTER, move: FLIP }]

function take(cards: number[], first: string): Step<Move>[] {
  const [a, b, c] = cards as [number, number, number]
  return [
    { say: first, point: 'seek', act: 'move', move: { type: 'seek' } },
    { say: `You called first: pick the three. The ${cardName(a)}…`, point: `card-${a}`, act: 'select' },
    { say: `…the ${cardName(b)}…`, point: `card-${b}`, act: 'select' },
    {
      say: `…and the ${cardName(c)}.`,
      point: `card-${c}`,
      act: 'move',
      move: { type: 'select', cards: [a, b, c] },
    },
  ]
}

const steps: Step<Move>[] = [
  {
    say: 'In Sleek Seek you take turns to turn one card from the pack face up. Anybody may call “Seek!” the moment they see three that match. Turn over the first card.',
    point: 'pack',
    act: 'move',
    move: FLIP,
    then: theirFlip,
  },
  {
    say: 'The computer turned one too. Your turn again.',
    point: 'pack',
    act: 'move',
    move: FLIP,
    then: theirFlip,
  },
  {
    say: 'Keep an eye on every card on the table. Turn over another.',
    point: 'pack',
    act: 'move',
    move: FLIP,
  },
  ...take(COLOUR_MATCH, 'Three cards of one colour: that is a match. Quick, call “Seek!”'),
  { say: 'They are yours! The same colour is the first kind of match.', point: 'won', then: theirFlip },
  { say: 'Your turn to turn a card.', point: 'pack', act: 'move', move: FLIP },
  ...take(SYMBOL_MATCH, 'Three of one symbol: another kind of match. Call “Seek!”'),
  { say: 'The same symbol is the second kind of match.', point: 'won', then: theirFlip },
  { say: 'Turn over a card.', point: 'pack', act: 'move', move: FLIP },
  ...take(
    MIXED_MATCH,
    'Look closely: two cards share a colour, and two share a symbol. That is the third kind of match. Call “Seek!”',
  ),
  {
    say: 'Well spotted! Careful, though: a call that is not a match costs you the last card you won. When the pack is empty and no match is left, the most cards wins.',
    point: 'won',
  },
]

export const sleekSeekScript: Script<State, Move> = {
  engine,
  seat: YOU,
  // The engine lists each match once, in table order: a set is legal in any order.
  isLegal: (legal, move) => {
    const key = (m: Move): string =>
      m.type === 'select' ? `select:${[...m.cards].sort((x, y) => x - y).join()}` : JSON.stringify(m)
    return sameJson(legal.map(key), key(move))
  },
  chapters: [{ start: stackedPack, steps }],
}
