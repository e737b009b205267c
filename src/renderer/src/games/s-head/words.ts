import {
  cardRank,
  cardSuit,
  rankLabel,
  type Card,
  type GameEvent,
  type Source,
  type ToBeat,
} from '../../../../shared/games/s-head'

const SUIT_NAMES = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const
export const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const
const FACE_NAMES: Record<number, string> = { 11: 'Jack', 12: 'Queen', 13: 'King', 14: 'Ace' }
const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']

/** 'Jack', '10', '8'. */
export function rankName(rank: number): string {
  return FACE_NAMES[rank] ?? rankLabel(rank)
}

/** '8 of hearts', 'Queen of spades': the accessible name of a card. */
export function cardName(card: Card): string {
  return `${rankName(cardRank(card))} of ${SUIT_NAMES[cardSuit(card)]}`
}

/** 'an 8', 'a Jack', 'an Ace'. */
function aRank(rank: number): string {
  const name = rankName(rank)
  return /^(8|A)/.test(name) ? `an ${name}` : `a ${name}`
}

/** 'the 8 of hearts' for one card, 'two 8s' for a set. */
export function cardsPhrase(cards: readonly Card[]): string {
  const first = cards[0]
  if (first === undefined) return 'nothing'
  if (cards.length === 1) return `the ${cardName(first)}`
  return `${COUNTS[cards.length] ?? cards.length} ${rankName(cardRank(first))}s`
}

export function cardCount(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`
}

/** 1st, 2nd, 3rd, 4th… (at most 6 players). */
export function placeWord(place: number): string {
  return `${place}${['th', 'st', 'nd', 'rd'][place] ?? 'th'}`
}

/** What beats the pile: 'an 8 or higher', 'a 7 or lower', 'any card'. */
function neededWords(toBeat: ToBeat): string {
  if (toBeat.atMost !== null) return `${aRank(toBeat.atMost)} or lower`
  if (toBeat.atLeast !== null) return `${aRank(toBeat.atLeast)} or higher`
  return 'any card'
}

/** What must be played, in words: 'Play an 8 or higher', 'Play a 7 or lower', 'Play any card'. */
export function toBeatWords(toBeat: ToBeat): string {
  return `Play ${neededWords(toBeat)}`
}

/** Why the only move is to pick up, from the view's data (the engine writes no sentences). */
export function mustPickUpWords(from: Source, toBeat: ToBeat): string {
  const where = from === 'hand' ? 'in your hand' : 'on the table'
  return `Nothing ${where} beats the pile (it needs ${neededWords(toBeat)}): pick it up.`
}

/**
 * One sentence per event of the last move, for the aria-live log (and sighted players too).
 * `name(seat)` gives 'You' for the seat shown, else the seat's name.
 */
export function describeEvent(
  e: GameEvent,
  name: (seat: number) => string,
  players: number,
  playedRank: number,
): string | null {
  const who = name(e.type === 'end' ? e.sHead : e.seat)
  const you = who === 'You'
  switch (e.type) {
    case 'swap':
      return `${who} swapped a card with ${you ? 'your' : 'their'} hand.`
    case 'ready':
      return `${who} ${you ? 'are' : 'is'} ready.`
    case 'start':
      return `${who} turned up ${cardsPhrase([e.card])} to start the pile.`
    case 'blind':
      return `${who} turned over a face-down card: ${cardsPhrase([e.card])}${e.beats ? '.' : ', which does not beat the pile.'}`
    case 'play': {
      const where = e.from === 'faceUp' ? ' from the table' : ''
      return e.from === 'faceDown' ? null : `${who} played ${cardsPhrase(e.cards)}${where}.`
    }
    case 'burn':
      return e.reason === 'ten'
        ? `Burn! A 10 burns ${cardCount(e.count)}.`
        : `Burn! Four ${rankName(playedRank)}s: ${cardCount(e.count)} gone.`
    case 'pickup':
      return `${who} picked up ${cardCount(e.count)}.`
    case 'draw':
      return `${who} drew ${cardCount(e.count)}.`
    case 'lead':
      return e.reason === 'burn'
        ? `${who} ${you ? 'start' : 'starts'} a new pile.`
        : `${who} ${you ? 'start' : 'starts'} the new pile.`
    case 'out':
      return e.place === players ? null : `${who} ${you ? 'are' : 'is'} out in ${placeWord(e.place)} place!`
    case 'end':
      return `${who} ${you ? 'are' : 'is'} the S-head.`
  }
}

export function describeEvents(
  events: readonly GameEvent[],
  name: (seat: number) => string,
  players: number,
): string[] {
  const lines: string[] = []
  // A burn event names no rank: the play just before it does.
  let playedRank = 0
  for (const e of events) {
    if (e.type === 'play') playedRank = cardRank(e.cards[0] ?? '')
    const line = describeEvent(e, name, players, playedRank)
    if (line) lines.push(line)
  }
  return lines
}
