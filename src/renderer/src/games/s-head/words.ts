/**
 * S-head in words (issue #23): card names, what beats the pile, and one sentence per structured
 * GameEvent, every one from the message catalogs (i18n/messages/cards). Pure: the locale is an argument
 * (the table passes the app's), so unit tests render real events in every language in Node.
 * Ranks and suits reach the messages as data (`rank` 2..10, J, Q, K, A; `suit` C, D, H, S), so each
 * language picks its own article and gender ("the 8 of hearts", "la dame de pique").
 */
import {
  cardRank,
  cardSuit,
  rankLabel,
  type Card,
  type GameEvent,
  type Source,
  type ToBeat,
} from '../../../../shared/games/s-head'
import { format } from '../../i18n/format'
import type { AppLocale } from '../../i18n/locales'

export const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const

/** Whose event: the seat shown at the screen is "you", the others are named. */
export interface Who {
  me: number | null
  name: (seat: number) => string
}

const cardValues = (card: Card): { rank: string; suit: string } => ({
  rank: rankLabel(cardRank(card)),
  suit: cardSuit(card),
})

/**
 * '8 of hearts', 'Queen of spades': the accessible name of a card. The locale may be left out only
 * by the guide (guide/SHeadBoard.svelte), which still shows English until it passes its own.
 */
export function cardName(card: Card, locale: AppLocale = 'en'): string {
  return format(locale, 'shead.card', cardValues(card))
}

/** 'the 8 of hearts' for one card, 'two 8s' for a set. */
export function cardsPhrase(cards: readonly Card[], locale: AppLocale): string {
  const first = cards[0]
  if (first === undefined) return format(locale, 'shead.nothing')
  if (cards.length === 1) return format(locale, 'shead.card.the', cardValues(first))
  return format(locale, 'shead.cards.some', { count: cards.length, rank: rankLabel(cardRank(first)) })
}

/** 1st, 2nd, 3rd, 4th… (at most 6 players). */
export function placeWord(place: number, locale: AppLocale): string {
  return format(locale, 'scores.ordinal', { n: place })
}

/** What beats the pile: 'an 8 or higher', 'a 7 or lower', 'any card'. */
function neededWords(toBeat: ToBeat, locale: AppLocale): string {
  if (toBeat.atMost !== null) return format(locale, 'shead.needed.lower', { rank: rankLabel(toBeat.atMost) })
  if (toBeat.atLeast !== null)
    return format(locale, 'shead.needed.higher', { rank: rankLabel(toBeat.atLeast) })
  return format(locale, 'shead.needed.any')
}

/** What must be played, in words: 'Play an 8 or higher', 'Play a 7 or lower', 'Play any card'. */
export function toBeatWords(toBeat: ToBeat, locale: AppLocale): string {
  return format(locale, 'shead.to-beat', { needed: neededWords(toBeat, locale) })
}

/** Why the only move is to pick up, from the view's data (the engine writes no sentences). */
export function mustPickUpWords(from: Source, toBeat: ToBeat, locale: AppLocale): string {
  return format(locale, 'shead.must-pick-up', { from, needed: neededWords(toBeat, locale) })
}

/** "Your turn! Play an 8 or higher from your face-up cards." */
export function yourTurnWords(from: Source, toBeat: ToBeat, locale: AppLocale): string {
  return format(locale, 'shead.status.turn', { from, needed: neededWords(toBeat, locale) })
}

/**
 * One sentence per event of the last move, for the aria-live log (and sighted players too).
 * The seat shown is "you" (`who.me`); `playedRank` is the rank of the play a burn follows.
 */
export function describeEvent(
  e: GameEvent,
  who: Who,
  players: number,
  playedRank: number,
  locale: AppLocale,
): string | null {
  const seat = e.type === 'end' ? e.sHead : e.seat
  const person = { you: seat === who.me ? 'yes' : 'no', who: who.name(seat) }
  switch (e.type) {
    case 'swap':
      return format(locale, 'shead.ev.swap', person)
    case 'ready':
      return format(locale, 'shead.ev.ready', person)
    case 'start':
      return format(locale, 'shead.ev.start', { ...person, card: cardsPhrase([e.card], locale) })
    case 'blind':
      return format(locale, 'shead.ev.blind', {
        ...person,
        card: cardsPhrase([e.card], locale),
        beats: e.beats ? 'yes' : 'no',
      })
    case 'play':
      return e.from === 'faceDown'
        ? null
        : format(locale, 'shead.ev.play', { ...person, cards: cardsPhrase(e.cards, locale), from: e.from })
    case 'burn':
      return e.reason === 'ten'
        ? format(locale, 'shead.ev.burn-ten', { count: e.count })
        : format(locale, 'shead.ev.burn-four', { count: e.count, rank: rankLabel(playedRank) })
    case 'pickup':
      return format(locale, 'shead.ev.pickup', { ...person, count: e.count })
    case 'draw':
      return format(locale, 'shead.ev.draw', { ...person, count: e.count })
    case 'lead':
      return format(locale, 'shead.ev.lead', { ...person, reason: e.reason })
    case 'out':
      return e.place === players ? null : format(locale, 'shead.ev.out', { ...person, place: e.place })
    case 'end':
      return format(locale, 'shead.ev.end', person)
  }
}

export function describeEvents(
  events: readonly GameEvent[],
  who: Who,
  players: number,
  locale: AppLocale,
): string[] {
  const lines: string[] = []
  // A burn event names no rank: the play just before it does.
  let playedRank = 0
  for (const e of events) {
    if (e.type === 'play') playedRank = cardRank(e.cards[0] ?? '')
    const line = describeEvent(e, who, players, playedRank, locale)
    if (line) lines.push(line)
  }
  return lines
}
