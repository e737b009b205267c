import { cardOf, newDeck } from '../../../shared/games/cards64'
import { engine, type Move, type State } from '../../../shared/games/sleek-seek'
import { cardWords, type Words } from '../rules/words'
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

function take(cards: number[], first: Words): Step<Move>[] {
  const [a, b, c] = cards as [number, number, number]
  return [
    { say: first, point: 'seek', act: 'move', move: { type: 'seek' } },
    {
      say: (t) => t('guide.sleek-seek.pick-1', { card: cardWords(t, a) }),
      point: `card-${a}`,
      act: 'select',
    },
    {
      say: (t) => t('guide.sleek-seek.pick-2', { card: cardWords(t, b) }),
      point: `card-${b}`,
      act: 'select',
    },
    {
      say: (t) => t('guide.sleek-seek.pick-3', { card: cardWords(t, c) }),
      point: `card-${c}`,
      act: 'move',
      move: { type: 'select', cards: [a, b, c] },
    },
  ]
}

const steps: Step<Move>[] = [
  {
    say: (t) => t('guide.sleek-seek.start'),
    point: 'pack',
    act: 'move',
    move: FLIP,
    then: theirFlip,
  },
  {
    say: (t) => t('guide.sleek-seek.their-turn'),
    point: 'pack',
    act: 'move',
    move: FLIP,
    then: theirFlip,
  },
  {
    say: (t) => t('guide.sleek-seek.watch'),
    point: 'pack',
    act: 'move',
    move: FLIP,
  },
  ...take(COLOUR_MATCH, (t) => t('guide.sleek-seek.colour-call')),
  { say: (t) => t('guide.sleek-seek.colour'), point: 'won', then: theirFlip },
  { say: (t) => t('guide.sleek-seek.your-turn'), point: 'pack', act: 'move', move: FLIP },
  ...take(SYMBOL_MATCH, (t) => t('guide.sleek-seek.symbol-call')),
  { say: (t) => t('guide.sleek-seek.symbol'), point: 'won', then: theirFlip },
  { say: (t) => t('guide.sleek-seek.turn'), point: 'pack', act: 'move', move: FLIP },
  ...take(MIXED_MATCH, (t) => t('guide.sleek-seek.mixed-call')),
  {
    say: (t) => t('guide.sleek-seek.end'),
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
