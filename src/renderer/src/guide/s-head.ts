import { seedRng } from '../../../shared/engine/rng'
import {
  cardRank,
  engine,
  resolveRules,
  type Card,
  type Move,
  type State,
} from '../../../shared/games/s-head'
import { makeDeck } from '../../../shared/games/s-head/cards'
import type { Script, Step } from './script'

/**
 * The guided S-head game: you (seat 0) against one computer player (seat 1, the dealer), on a
 * hand-made deal. Chapter 1 teaches the swap, beat-or-equal, the pick-up and the burn; chapter 2
 * jumps to the end of a game for the blind phase.
 */
export const YOU = 0
export const COMPUTER = 1

function base(): State {
  return {
    players: 2,
    rules: resolveRules({ preset: 'rulebook', dealer: COMPUTER }, 2),
    phase: 'swap',
    // The guide never shuffles; State carries a generator all the same.
    rng: seedRng('guide'),
    seats: [],
    ready: [false, false],
    draw: [],
    pile: [],
    pileOwner: null,
    burned: [],
    turn: YOU,
    placings: [],
    moveCount: 0,
    events: [],
  }
}

/**
 * A scripted deal uses a few cards; the rest of the deck counts as already burned (out of play), so
 * every card is somewhere, as the engine's invariants expect.
 */
function withRestBurned(state: State): State {
  const used = new Set<Card>([
    ...state.seats.flatMap((s) => [...s.hand, ...s.faceUp, ...s.faceDown.filter((c) => c !== null)]),
    ...state.draw,
    ...state.pile,
  ])
  return { ...state, burned: makeDeck(1).filter((c) => !used.has(c)) }
}

/** Chapter 1's deal. The draw pile holds only the starter card, so nobody refills. */
export function dealOne(): State {
  return withRestBurned({
    ...base(),
    seats: [
      { hand: ['JD0', '5H0', '8D0'], faceUp: ['5C0', '9S0', '3H0'], faceDown: ['KH0', '2C0', '6S0'] },
      { hand: ['KC0', '5D0', '7C0'], faceUp: ['QS0', '4D0', 'TC0'], faceDown: ['AH0', '3S0', '2H0'] },
    ],
    draw: ['5S0'],
  })
}

/** Chapter 2: later in the game your hand and face-up cards are gone; a 9 is on the pile. */
export function dealTwo(): State {
  return withRestBurned({
    ...base(),
    phase: 'play',
    ready: [true, true],
    seats: [
      { hand: [], faceUp: [], faceDown: ['KH0', null, '6S0'] },
      { hand: ['AC0', '4S0', '7D0'], faceUp: ['QS0'], faceDown: ['AH0', '3S0', '2H0'] },
    ],
    pile: ['4C0', '9D0'],
    pileOwner: COMPUTER,
    turn: YOU,
    moveCount: 20,
  })
}

const play = (...cards: Card[]): Move => ({ type: 'play', cards })

const chapterOne: Step<Move>[] = [
  {
    say: (t) => t('guide.s-head.welcome'),
    point: 'my-side',
  },
  {
    say: (t) => t('guide.s-head.swap'),
    point: 'hand-JD0',
    act: 'select',
  },
  {
    say: (t) => t('guide.s-head.swap-with'),
    point: 'up-5C0',
    act: 'move',
    move: { type: 'swap', hand: 'JD0', faceUp: '5C0' },
  },
  {
    say: (t) => t('guide.s-head.ready'),
    point: 'ready',
    act: 'move',
    move: { type: 'ready' },
    then: [{ seat: COMPUTER, move: { type: 'ready' } }],
  },
  {
    say: (t) => t('guide.s-head.start'),
    point: 'pile',
  },
  {
    say: (t) => t('guide.s-head.equal'),
    point: 'hand-5C0',
    act: 'move',
    move: play('5C0'),
    then: [{ seat: COMPUTER, move: play('KC0') }],
  },
  {
    say: (t) => t('guide.s-head.king'),
    point: 'pile',
  },
  {
    say: (t) => t('guide.s-head.pickup'),
    point: 'pickup',
    act: 'move',
    move: { type: 'pickup' },
    then: [{ seat: COMPUTER, move: play('5D0') }],
  },
  {
    say: (t) => t('guide.s-head.set'),
    point: 'hand-5H0',
    act: 'select',
  },
  { say: (t) => t('guide.s-head.set-2'), point: 'hand-5S0', act: 'select' },
  { say: (t) => t('guide.s-head.set-3'), point: 'hand-5C0', act: 'select' },
  {
    say: (t) => t('guide.s-head.play-set'),
    point: 'play',
    act: 'move',
    move: play('5H0', '5S0', '5C0'),
  },
  {
    say: (t) => t('guide.s-head.burn'),
    point: 'pile',
  },
]

const chapterTwo: Step<Move>[] = [
  {
    say: (t) => t('guide.s-head.later'),
    point: 'down',
  },
  {
    say: (t) => t('guide.s-head.blind'),
    point: 'down-0',
    act: 'move',
    move: { type: 'blind', slot: 0 },
    then: [{ seat: COMPUTER, move: play('AC0') }],
  },
  {
    say: (t) => t('guide.s-head.blind-king'),
    point: 'pile',
  },
  {
    say: (t) => t('guide.s-head.blind-last'),
    point: 'down-2',
    act: 'move',
    move: { type: 'blind', slot: 2 },
  },
  {
    say: (t) => t('guide.s-head.end'),
    point: 'my-side',
  },
]

/** A play is legal when the engine lists a play of the same cards: which one of a set comes first does not matter. */
function isLegal(legal: Move[], move: Move): boolean {
  const key = (m: Move): string =>
    m.type === 'play' ? `play:${[...m.cards].sort().join()}` : JSON.stringify(m)
  return legal.some((m) => key(m) === key(move))
}

export const sHeadScript: Script<State, Move> = {
  engine,
  seat: YOU,
  isLegal,
  chapters: [
    { start: dealOne, steps: chapterOne },
    { start: dealTwo, steps: chapterTwo },
  ],
}

/** Sorted by rank so the hand reads low to high, like a player holds it. */
export const byRank = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => cardRank(a) - cardRank(b))
