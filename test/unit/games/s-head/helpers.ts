import {
  decksFor,
  makeDeck,
  cardRank,
  RANK_CHARS,
  type Card,
} from '../../../../src/shared/games/s-head/cards'
import type { SHeadRuleOptions } from '../../../../src/shared/games/s-head/rules'
import { resolveRules } from '../../../../src/shared/games/s-head/rules-schema'
import type { SeatCards, State } from '../../../../src/shared/games/s-head/types'
import { seedRng } from '../../../../src/shared/engine/rng'

/** Ranks written as in card ids: '2'..'9', 'T', 'J', 'Q', 'K', 'A'. */
export interface SeatSpec {
  hand?: string
  faceUp?: string
  /** Face-down ranks by slot; '.' for an empty slot. */
  faceDown?: string
}

export interface PositionSpec {
  players?: number
  rules?: SHeadRuleOptions
  seats?: SeatSpec[]
  /** Pile bottom first. */
  pile?: string
  /** Draw pile, top card last. */
  draw?: string
  turn?: number
  pileOwner?: number | null
  placings?: number[]
}

/**
 * Builds a play-phase position from ranks. Each rank takes the next unused card of that rank; seats
 * not described get three face-down cards; every unused card goes to the burned pile so all cards
 * are conserved.
 */
export function position(spec: PositionSpec): State {
  const n = spec.players ?? 2
  const pool = makeDeck(decksFor(n))
  const take = (rank: string): Card => {
    const i = pool.findIndex((c) => c.charAt(0) === rank)
    if (i < 0) throw new Error(`no card of rank ${rank} left`)
    return pool.splice(i, 1)[0] as Card
  }
  const takeAll = (ranks: string | undefined): Card[] => [...(ranks ?? '')].map(take)
  const pile = takeAll(spec.pile)
  const draw = takeAll(spec.draw)
  const seats: SeatCards[] = []
  for (let s = 0; s < n; s++) {
    const seat = spec.seats?.[s]
    const out = spec.placings?.includes(s) ?? false
    seats.push({
      hand: takeAll(seat?.hand),
      faceUp: takeAll(seat?.faceUp),
      faceDown: [...(seat?.faceDown ?? '...')].map((r) => (r === '.' ? null : take(r))),
    })
    if (!seat && !out) seats[s] = { hand: [], faceUp: [], faceDown: [null, null, null] }
  }
  // Seats not described still hold three face-down cards (taken last so explicit ranks come first).
  seats.forEach((s, i) => {
    if (spec.seats?.[i] || spec.placings?.includes(i)) return
    s.faceDown = [take('K'), take('K'), take('Q')]
  })
  return {
    players: n,
    rules: resolveRules(spec.rules as Record<string, unknown> | undefined, n),
    phase: 'play',
    rng: seedRng('position'),
    seats,
    ready: seats.map(() => true),
    draw,
    pile,
    // By default the seat before the one to play put the top card down.
    pileOwner:
      spec.pileOwner !== undefined ? spec.pileOwner : pile.length > 0 ? ((spec.turn ?? 0) + n - 1) % n : null,
    burned: pool,
    turn: spec.turn ?? 0,
    placings: spec.placings ?? [],
    moveCount: 0,
    events: [],
  }
}

/** The cards of a rank in a seat's hand (or face-up cards), for building moves. */
export function cardsOf(
  state: State,
  seat: number,
  rank: string,
  count = 1,
  from: 'hand' | 'faceUp' = 'hand',
): Card[] {
  const r = RANK_CHARS.indexOf(rank) + 2
  const cards = (state.seats[seat] as SeatCards)[from].filter((c) => cardRank(c) === r)
  if (cards.length < count) throw new Error(`seat ${seat} has fewer than ${count} ${rank}s in ${from}`)
  return cards.slice(0, count)
}

export const ranksOf = (cards: readonly Card[]): string => cards.map((c) => c.charAt(0)).join('')
