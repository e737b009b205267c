import { describe, it, expect } from 'vitest'
import { engine } from '../../../../src/shared/games/s-head'
import { checkState } from '../../../../src/shared/games/s-head/invariants'
import { isRuleError } from '../../../../src/shared/engine/errors'
import type { Move, State } from '../../../../src/shared/games/s-head/types'
import { cardsOf, position, ranksOf } from './helpers'

const play = (state: State, seat: number, rank: string, count = 1, from: 'hand' | 'faceUp' = 'hand'): State =>
  engine.apply(state, seat, { type: 'play', cards: cardsOf(state, seat, rank, count, from) })

function rejects(state: State, seat: number, move: Move, code?: string): string {
  try {
    engine.apply(state, seat, move)
  } catch (e) {
    expect(isRuleError(e)).toBe(true)
    if (code) expect((e as { code: string }).code).toBe(code)
    return (e as Error).message
  }
  throw new Error(`move ${JSON.stringify(move)} was accepted`)
}

describe('S-head rules', () => {
  it('RULES-NOTES: S-head, Deck — 2 to 4 players use one 52-card deck, 5 and 6 players use two decks', () => {
    for (let n = 2; n <= 6; n++) {
      const s = engine.setup({ players: n, seed: `deck-${n}` })
      const all = [s.draw, ...s.seats.flatMap((x) => [x.hand, x.faceUp, x.faceDown])].flat()
      expect(all.length).toBe(n >= 5 ? 104 : 52)
      expect(new Set(all).size).toBe(all.length)
      expect(checkState(s)).toEqual([])
    }
  })

  it('deals 3 face-down, 3 face-up and 3 hand cards; the rest is the draw pile', () => {
    const s = engine.setup({ players: 4, seed: 'deal' })
    for (const seat of s.seats) {
      expect([seat.faceDown.length, seat.faceUp.length, seat.hand.length]).toEqual([3, 3, 3])
    }
    expect(s.draw.length).toBe(52 - 36)
    expect(() => engine.setup({ players: 7, seed: 'x' })).toThrow(/2 to 6/)
  })

  it('swap phase: every seat may swap face-up with hand cards, then declares ready', () => {
    let s = engine.setup({ players: 3, seed: 'swap' })
    expect(s.phase).toBe('swap')
    expect(engine.currentSeats(s)).toEqual([0, 1, 2])
    const seat = s.seats[2]!
    const [h, u] = [seat.hand[0]!, seat.faceUp[1]!]
    s = engine.apply(s, 2, { type: 'swap', hand: h, faceUp: u })
    expect(s.seats[2]!.hand).toContain(u)
    expect(s.seats[2]!.faceUp).toContain(h)
    s = engine.apply(s, 2, { type: 'ready' })
    expect(engine.currentSeats(s)).toEqual([0, 1])
    rejects(s, 2, { type: 'ready' }, 'already-ready')
    rejects(s, 0, { type: 'play', cards: [s.seats[0]!.hand[0]!] }, 'swap-phase')
  })

  it("RULES-NOTES: S-head, Start — the dealer turns the top of the draw pile; the dealer's left plays first", () => {
    let s = engine.setup({ players: 4, seed: 'start', rules: { dealer: 2 } })
    const top = s.draw[s.draw.length - 1]
    for (const seat of [0, 1, 2, 3]) s = engine.apply(s, seat, { type: 'ready' })
    expect(s.phase).toBe('play')
    expect(s.pile).toEqual([top])
    expect(s.turn).toBe(3)
    expect(s.pileOwner).toBe(2)
    expect(s.events).toContainEqual({ type: 'start', seat: 2, card: top })
    rejects(s, 3, { type: 'swap', hand: s.seats[3]!.hand[0]!, faceUp: s.seats[3]!.faceUp[0]! }, 'play-phase')
    rejects(s, 0, { type: 'pickup' }, 'not-your-turn')
  })

  it('RULES-NOTES: S-head, Ranks — 2 lowest, Ace highest', () => {
    const s = position({ seats: [{ hand: 'A2' }], pile: 'K' })
    expect(play(s, 0, 'A').pile.length).toBe(2)
    expect(rejects(s, 0, { type: 'play', cards: cardsOf(s, 0, '2') }, 'cannot-beat')).toMatch(/K or higher/)
  })

  it('RULES-NOTES: S-head, Beat — equal rank beats', () => {
    const s = position({ seats: [{ hand: '9' }], pile: '9' })
    expect(ranksOf(play(s, 0, '9').pile)).toBe('99')
  })

  it('RULES-NOTES: S-head, Beat — any card starts an empty pile; a play is one card or a set of one rank', () => {
    const s = position({ seats: [{ hand: '33K' }] })
    expect(ranksOf(play(s, 0, '3', 2).pile)).toBe('33')
    const mixed = [...cardsOf(s, 0, '3'), ...cardsOf(s, 0, 'K')]
    rejects(s, 0, { type: 'play', cards: mixed }, 'mixed-ranks')
  })

  it('RULES-NOTES: S-head, Burn — a set of four burns', () => {
    const s = position({ players: 3, seats: [{ hand: '8888K' }, { hand: 'A' }, { hand: 'A' }], pile: '5' })
    const after = play(s, 0, '8', 4)
    expect(after.pile).toEqual([])
    expect(after.burned.length).toBe(s.burned.length + 5)
    expect(after.turn).toBe(0) // the same player starts a new pile
    expect(after.events.map((e) => e.type)).toContain('burn')
  })

  it('RULES-NOTES: S-head, Burn — four built across plays burns', () => {
    let s = position({
      players: 3,
      seats: [{ hand: '9K' }, { hand: '99A' }, { hand: '9A' }],
      pile: '4',
      turn: 1,
    })
    s = play(s, 1, '9', 2)
    s = play(s, 2, '9')
    expect(ranksOf(s.pile)).toBe('4999')
    s = play(s, 0, '9')
    expect(s.pile).toEqual([])
    expect(s.turn).toBe(0)
    expect(s.events).toContainEqual({ type: 'burn', seat: 0, count: 5, reason: 'four' })
  })

  it('RULES-NOTES: S-head, Burn — a player who burns with the last card is out, and the next player starts', () => {
    const s = position({ players: 3, seats: [{ hand: 'Q' }, { hand: 'A' }, { hand: 'A' }], pile: 'QQQ' })
    const after = play(s, 0, 'Q')
    expect(after.placings).toEqual([0])
    expect(after.turn).toBe(1)
    expect(after.pile).toEqual([])
  })

  it('RULES-NOTES: S-head, Cannot play — pick-up hands the lead to the player who forced it', () => {
    let s = position({
      players: 3,
      seats: [{ hand: 'KQ' }, { hand: '45' }, { hand: 'A6' }],
      pile: '9',
      turn: 0,
    })
    s = play(s, 0, 'K')
    expect(engine.legalMoves(s, 1)).toEqual([{ type: 'pickup' }])
    expect(engine.view(s, 1).mustPickUp).toBe(true)
    expect(engine.view(s, 1).toBeat).toMatchObject({ atLeast: 13 })
    const picked = engine.apply(s, 1, { type: 'pickup' })
    expect(ranksOf(picked.seats[1]!.hand).split('').sort().join('')).toBe('459K')
    expect(picked.pile).toEqual([])
    expect(picked.turn).toBe(0)
    expect(picked.events).toContainEqual({ type: 'lead', seat: 0, reason: 'forced-pickup' })
  })

  it('RULES-NOTES: S-head, Cannot play — pick-up is allowed only when no play exists', () => {
    const s = position({ seats: [{ hand: '4K' }], pile: '9' })
    expect(engine.legalMoves(s, 0).some((m) => m.type === 'pickup')).toBe(false)
    rejects(s, 0, { type: 'pickup' }, 'can-play')
  })

  it('RULES-NOTES: S-head, Cannot play — if the forcer is out, play passes on from the picker', () => {
    // Seat 0 played its last card (a King) and went out; seat 1 cannot beat it.
    const s = position({
      players: 3,
      seats: [{}, { hand: '4' }, { hand: '5' }],
      pile: 'K',
      turn: 1,
      pileOwner: 0,
      placings: [0],
    })
    const after = engine.apply(s, 1, { type: 'pickup' })
    expect(after.turn).toBe(2)
    expect(checkState(after)).toEqual([])
  })

  it('RULES-NOTES: S-head, Order of sources — face-up only when the hand was empty at the start of the turn', () => {
    const s = position({ seats: [{ hand: '5', faceUp: '55K', faceDown: 'AAA' }], pile: '3' })
    const both = [...cardsOf(s, 0, '5'), ...cardsOf(s, 0, '5', 1, 'faceUp')]
    expect(rejects(s, 0, { type: 'play', cards: both }, 'hand-first')).toMatch(/hand/)
    rejects(s, 0, { type: 'play', cards: cardsOf(s, 0, 'K', 1, 'faceUp') }, 'hand-first')
    // The hand is now empty (no draw pile): face-up cards, and a set of equal ones together.
    const next = play(s, 0, '5')
    const mine = { ...next, turn: 0 }
    const up = engine.apply(mine, 0, { type: 'play', cards: cardsOf(mine, 0, '5', 2, 'faceUp') })
    expect(ranksOf(up.pile)).toBe('3555')
    expect(up.seats[0]!.faceUp.map((c) => c.charAt(0))).toEqual(['K'])
  })

  it('RULES-NOTES: S-head, Order of sources — face-down cards blind, one at a time, only when hand and face-up are gone', () => {
    const s = position({ seats: [{ faceUp: 'K', faceDown: '7.9' }], pile: '3' })
    rejects(s, 0, { type: 'blind', slot: 0 }, 'not-blind-yet')
    const blind = position({ seats: [{ faceDown: '7.9' }], pile: '3' })
    expect(engine.legalMoves(blind, 0)).toEqual([
      { type: 'blind', slot: 0 },
      { type: 'blind', slot: 2 },
    ])
    rejects(blind, 0, { type: 'blind', slot: 1 }, 'empty-slot')
    rejects(blind, 0, { type: 'play', cards: [blind.seats[0]!.faceDown[0]!] }, 'blind-only')
    const after = engine.apply(blind, 0, { type: 'blind', slot: 2 })
    expect(ranksOf(after.pile)).toBe('39')
    expect(after.seats[0]!.faceDown[2]).toBeNull()
  })

  it('RULES-NOTES: S-head, Order of sources — a failed blind card is picked up with the pile', () => {
    const s = position({
      players: 3,
      seats: [{ faceDown: '4..' }, { hand: 'A' }, { hand: 'A' }],
      pile: 'JQ',
      turn: 0,
      pileOwner: 2,
    })
    const after = engine.apply(s, 0, { type: 'blind', slot: 0 })
    expect(ranksOf(after.seats[0]!.hand)).toBe('JQ4')
    expect(after.pile).toEqual([])
    expect(after.events[0]).toMatchObject({ type: 'blind', seat: 0, slot: 0, beats: false })
    expect(after.events).toContainEqual({ type: 'pickup', seat: 0, count: 3 })
    expect(after.turn).toBe(2) // the forcer leads
  })

  it('RULES-NOTES: S-head, Refill — draw up to three after a turn', () => {
    const s = position({ seats: [{ hand: '567' }], pile: '4', draw: '89T' })
    const after = play(s, 0, '5')
    expect(after.seats[0]!.hand.length).toBe(3)
    expect(ranksOf(after.draw)).toBe('89')
    expect(after.events).toContainEqual({ type: 'draw', seat: 0, count: 1 })
  })

  it('RULES-NOTES: S-head, Refill — refill stops when the draw pile is empty', () => {
    const s = position({ seats: [{ hand: '555' }], pile: '4', draw: 'K' })
    const after = play(s, 0, '5', 3)
    expect(ranksOf(after.seats[0]!.hand)).toBe('K')
    expect(after.draw).toEqual([])
  })

  it('RULES-NOTES: S-head, Refill — a player with more than three draws nothing', () => {
    const s = position({ seats: [{ hand: '56789' }], pile: '4', draw: 'KQ' })
    const after = play(s, 0, '5')
    expect(after.seats[0]!.hand.length).toBe(4)
    expect(after.draw.length).toBe(2)
  })

  it('RULES-NOTES: S-head, End — placings in order of going out; the last player is the S-head and scores 0', () => {
    let s = position({ players: 3, seats: [{ hand: '9' }, { hand: 'T' }, { hand: '22' }], pile: '3' })
    s = play(s, 0, '9')
    expect(s.placings).toEqual([0])
    expect(engine.view(s, null).seats[0]!.out).toBe(true)
    s = play(s, 1, 'T')
    expect(engine.isOver(s)).toBe(true)
    expect(s.placings).toEqual([0, 1, 2])
    expect(s.events).toContainEqual({ type: 'end', sHead: 2 })
    expect(engine.result(s)).toEqual([
      { seat: 0, place: 1, score: 2 },
      { seat: 1, place: 2, score: 1 },
      { seat: 2, place: 3, score: 0 },
    ])
    rejects(s, 2, { type: 'pickup' }, 'game-over')
  })
})
