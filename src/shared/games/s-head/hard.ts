import type { Rng } from '../../engine/rng'
import { cardRank, decksFor, makeDeck, type Card } from './cards'
import type { CardMemory } from './memory'
import { mediumMove } from './policy'
import { cloneSim, playout, simPlay, type Sim } from './sim'
import type { Move, View } from './types'

/** Playouts per decision, shared among the candidate moves (a count, so decisions are replayable). */
export const HARD_PLAYOUTS = 240
const MIN_SAMPLES = 8
const MAX_SAMPLES = 48
const PLAYOUT_STEP_CAP = 400

const counts = (): number[] => new Array<number>(15).fill(0)

/**
 * One determinization: the unseen cards (not in own hand, not face-up anywhere, not on the pile or
 * burned, not remembered in another hand) dealt at random to the unknown places of other hands,
 * every face-down slot and the draw pile. Returns null when the view and memory disagree.
 */
function sampleDeal(view: View, memory: CardMemory, rng: Rng, useMemory: boolean): Sim | null {
  const me = view.seat as number
  const n = view.players
  const seen = new Set<Card>([...(view.hand ?? []), ...view.pile, ...view.burned])
  for (const s of view.seats) for (const c of s.faceUp) seen.add(c)
  const known: Card[][] = view.seats.map((s) => {
    if (!useMemory || s.seat === me) return []
    const k = (memory.known[s.seat] ?? []).filter((c) => !seen.has(c)).slice(0, s.handCount)
    k.forEach((c) => seen.add(c))
    return k
  })
  const pool = makeDeck(decksFor(n))
    .filter((c) => !seen.has(c))
    .map(cardRank)
  let need = view.drawCount
  for (const s of view.seats) {
    need += s.faceDown.filter(Boolean).length
    if (s.seat !== me) need += s.handCount - (known[s.seat] as Card[]).length
  }
  if (need !== pool.length) return null
  rng.shuffle(pool)
  const sim: Sim = {
    n,
    two: view.rules.twoResets,
    ten: view.rules.tenBurns,
    seven: view.rules.sevenOrLower,
    three: view.rules.threeInvisible,
    hand: [],
    handN: [],
    up: [],
    upN: [],
    down: [],
    draw: [],
    pile: view.pile.map(cardRank),
    owner: view.pileOwner ?? -1,
    turn: me,
    place: view.seats.map((s) => (s.out ? (s.place ?? 0) : 0)),
    placed: view.seats.filter((s) => s.out).length,
  }
  for (const s of view.seats) {
    const hand = counts()
    const cards = s.seat === me ? (view.hand ?? []) : (known[s.seat] as Card[])
    for (const c of cards) hand[cardRank(c)]!++
    for (let i = cards.length; i < s.handCount; i++) hand[pool.pop() as number]!++
    const up = counts()
    for (const c of s.faceUp) up[cardRank(c)]!++
    sim.hand.push(hand)
    sim.handN.push(s.handCount)
    sim.up.push(up)
    sim.upN.push(s.faceUp.length)
    sim.down.push(s.faceDown.filter(Boolean).map(() => pool.pop() as number))
  }
  sim.draw = pool
  return sim
}

type PlayMove = Extract<Move, { type: 'play' }>

/** Candidate plays: all of them, or when there are many, one card and the whole set of each rank. */
function candidates(legal: Move[]): PlayMove[] {
  const plays = legal.filter((m): m is PlayMove => m.type === 'play')
  if (plays.length <= 8) return plays
  const biggest = new Map<number, PlayMove>()
  for (const m of plays) {
    const r = cardRank(m.cards[0] as Card)
    const b = biggest.get(r)
    if (!b || b.cards.length < m.cards.length) biggest.set(r, m)
  }
  return plays.filter((m) => m.cards.length === 1 || biggest.get(cardRank(m.cards[0] as Card)) === m)
}

/** Value of a finished playout for `seat`: above all not to be the S-head, then a better place. */
function value(place: number, n: number): number {
  if (place === 0) return 0.5 // capped playout: unknown
  return (place === n ? 0 : 1) + (0.2 * (n - place)) / (n - 1)
}

/**
 * Hard strategy: determinized search. For each sampled deal consistent with the view and memory,
 * every candidate play is tried and the game played out with the medium-like policy for all seats;
 * the candidate with the best mean value is chosen (the same deals for every candidate).
 */
export function hardMove(view: View, legal: Move[], memory: CardMemory, rng: Rng): Move {
  if (view.phase !== 'play' || view.seat === null) return mediumMove(view, legal)
  const cands = candidates(legal)
  if (cands.length <= 1) return mediumMove(view, legal)
  const me = view.seat
  const from = view.playFrom === 'faceUp' ? 1 : 0
  const samples = Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, Math.ceil(HARD_PLAYOUTS / cands.length)))
  const totals = new Array<number>(cands.length).fill(0)
  for (let i = 0; i < samples; i++) {
    const deal = sampleDeal(view, memory, rng, true) ?? sampleDeal(view, memory, rng, false)
    if (!deal) return mediumMove(view, legal)
    cands.forEach((m, c) => {
      const sim = cloneSim(deal)
      simPlay(sim, me, cardRank(m.cards[0] as Card), m.cards.length, from)
      totals[c]! += value(playout(sim, me, PLAYOUT_STEP_CAP), view.players)
    })
  }
  // Ties go to the medium choice, so an even search does no worse than medium.
  const preferred = mediumMove(view, legal)
  let best = cands.findIndex((m) => sameMove(m, preferred))
  if (best < 0) best = 0
  totals.forEach((t, c) => {
    if (t > (totals[best] as number) + 1e-9) best = c
  })
  return cands[best] as Move
}

function sameMove(a: Move, b: Move): boolean {
  return (
    a.type === 'play' &&
    b.type === 'play' &&
    a.cards.length === b.cards.length &&
    cardRank(a.cards[0] as Card) === cardRank(b.cards[0] as Card)
  )
}
