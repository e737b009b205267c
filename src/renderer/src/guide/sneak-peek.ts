import { cardOf, newDeck } from '../../../shared/games/cards64'
import { engine, type Move, type State } from '../../../shared/games/sneak-peek'
import { cardWords, type Words } from '../rules/words'
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

/** The pack's top card is its last element: the scripted flips go on top, in reverse. */
export function stackedPack(): State {
  const rest = newDeck().filter((c) => !FLIPS.includes(c))
  const s = engine.setup({ players: 2, seed: 'guide' })
  return { ...s, pack: [...rest, ...[...FLIPS].reverse()] }
}

const FLIP: Move = { type: 'flipPack' }

function threeFlips(first: Words): Step<Move>[] {
  return [
    { say: first, point: 'pack', act: 'move', move: FLIP },
    { say: (t) => t('guide.sneak-peek.second'), point: 'pack', act: 'move', move: FLIP },
    { say: (t) => t('guide.sneak-peek.third'), point: 'pack', act: 'move', move: FLIP },
  ]
}

const steps: Step<Move>[] = [
  {
    say: (t) => t('guide.sneak-peek.pack'),
    point: 'pack',
  },
  ...threeFlips((t) => t('guide.sneak-peek.first')),
  {
    say: (t) => t('guide.sneak-peek.colour'),
    point: 'won',
  },
  ...threeFlips((t) => t('guide.sneak-peek.next')),
  {
    say: (t) => t('guide.sneak-peek.symbol'),
    point: 'won',
  },
  ...threeFlips((t) => t('guide.sneak-peek.another')),
  {
    say: (t) =>
      t('guide.sneak-peek.mixed', {
        a: cardWords(t, MIXED_MATCH[0] as number),
        b: cardWords(t, MIXED_MATCH[1] as number),
        c: cardWords(t, MIXED_MATCH[2] as number),
      }),
    point: 'won',
  },
  ...threeFlips((t) => t('guide.sneak-peek.again')),
  {
    say: (t) => t('guide.sneak-peek.miss'),
    point: 'table',
    // The reveal ends by the table's own timer move. A minute is past any reveal time (a setting of
    // a few seconds), so the script does not depend on it.
    then: [{ seat: YOU, move: { type: 'hide', t: 60_000 } }],
  },
  {
    say: (t) => t('guide.sneak-peek.face-down'),
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
