import type { Bot, BotFactory } from '../../engine/types'
import { Rng } from '../../engine/rng'
import { DECK_SIZE, completers } from '../cards64'
import type { Move, View } from './types'

/**
 * Memory bots. A bot sees only its views: it remembers a face-up card with a level-dependent
 * chance, forgets at each new turn, and plans its flips to maximise the chance of a match from what
 * it remembers. Card sets are 64-bit masks split into two 32-bit words (lo: cards 0-31).
 */
interface Level {
  /** Chance to remember a card when it is seen face up. */
  remember: number
  /** Chance per remembered card to forget it when a new turn begins. */
  forget: number
  /** Chance to flip at random instead of planning. */
  guess: number
}

const LEVELS: Record<'easy' | 'medium' | 'hard', Level> = {
  easy: { remember: 0.35, forget: 0.3, guess: 0.5 },
  medium: { remember: 0.7, forget: 0.08, guess: 0.05 },
  hard: { remember: 1, forget: 0, guess: 0 },
}

const COMP = new Uint32Array(DECK_SIZE * DECK_SIZE * 2)
for (let a = 0; a < DECK_SIZE; a++) {
  for (let b = 0; b < DECK_SIZE; b++) {
    for (const c of completers(a, b)) COMP[(a * DECK_SIZE + b) * 2 + (c >> 5)]! |= 1 << (c & 31)
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** What the bot believes: known face-down cards (K) and the cards whose place it does not know (U). */
interface Belief {
  known: { slot: number; card: number }[]
  k: [number, number]
  u: [number, number]
  uCards: number[]
}

/** Chance that (x, y) plus one more flip matches, with `n` unknown positions left to flip. */
function v2(b: Belief, x: number, y: number, n: number): number {
  const i = (x * DECK_SIZE + y) * 2
  const lo = COMP[i]!
  const hi = COMP[i + 1]!
  if ((lo & b.k[0]) | (hi & b.k[1])) return 1
  return n > 0 ? (popcount(lo & b.u[0]) + popcount(hi & b.u[1])) / n : 0
}

/** Best chance after x is face up: a known card next, or an unknown one (averaged over identities). */
function v1(b: Belief, x: number, n: number): { known: number; knownCard: number; unknown: number } {
  let known = -1
  let knownCard = -1
  for (const { card } of b.known) {
    if (card === x) continue
    const v = v2(b, x, card, n)
    if (v > known) [known, knownCard] = [v, card]
  }
  let unknown = -1
  if (n > 0) {
    let sum = 0
    for (const u of b.uCards) if (u !== x) sum += v2(b, x, u, n - 1)
    unknown = sum / n
  }
  return { known, knownCard, unknown }
}

function bestOf(r: { known: number; unknown: number }): number {
  return Math.max(r.known, r.unknown)
}

function memoryBot(levelName: keyof typeof LEVELS, seed: string): Bot<View, Move> {
  const level = LEVELS[levelName]
  const rng = new Rng(seed)
  const memory = new Map<number, number>() // place -> card, while it lies face down
  const noticed = new Map<number, number>() // face-up place -> card already rolled for
  let lastTurnNo = 0

  const observe = (view: View): void => {
    if (view.turnNo !== lastTurnNo) {
      lastTurnNo = view.turnNo
      if (level.forget > 0)
        for (const slot of [...memory.keys()]) if (rng.float() < level.forget) memory.delete(slot)
    }
    view.slots.forEach((sv, slot) => {
      if (sv.kind === 'empty') {
        memory.delete(slot)
        noticed.delete(slot)
      } else if (sv.kind === 'faceDown') noticed.delete(slot)
      else if (noticed.get(slot) !== sv.card) {
        noticed.set(slot, sv.card)
        memory.delete(slot)
        if (rng.float() < level.remember) memory.set(slot, sv.card)
      }
    })
  }

  const belief = (view: View): { b: Belief; unknownSlots: number[] } => {
    const out = new Set<number>()
    for (const pile of view.won) for (const c of pile) out.add(c)
    for (const f of view.faceUp) out.add(f.card)
    const known: Belief['known'] = []
    const unknownSlots: number[] = []
    const k: [number, number] = [0, 0]
    view.slots.forEach((sv, slot) => {
      if (sv.kind !== 'faceDown') return
      const card = memory.get(slot)
      if (card === undefined) unknownSlots.push(slot)
      else {
        known.push({ slot, card })
        out.add(card)
        addTo(k, card)
      }
    })
    const u: [number, number] = [0, 0]
    const uCards: number[] = []
    for (let c = 0; c < DECK_SIZE; c++) {
      if (out.has(c)) continue
      uCards.push(c)
      addTo(u, c)
    }
    return { b: { known, k, u, uCards }, unknownSlots }
  }

  const decide = (view: View, legal: Move[]): { move: Move } | null => {
    if (legal.length === 0) return null
    if (rng.float() < level.guess) return { move: rng.pick(legal) }
    const { b, unknownSlots } = belief(view)
    const n = view.packCount + unknownSlots.length
    const flipUnknown = (): { move: Move } => {
      const i = rng.int(Math.max(1, n))
      if (i < view.packCount || unknownSlots.length === 0) return { move: { type: 'flipPack' } }
      return { move: { type: 'flipSlot', slot: unknownSlots[i - view.packCount] as number } }
    }
    const flipKnown = (card: number): { move: Move } => {
      const slot = b.known.find((e) => e.card === card)?.slot
      return slot === undefined ? flipUnknown() : { move: { type: 'flipSlot', slot } }
    }
    const up = view.faceUp.map((f) => f.card)
    let known = -1
    let knownCard = -1
    let unknown = -1
    if (up.length === 2) {
      const [x, y] = up as [number, number]
      const hit = b.known.find((e) => isCompleter(x, y, e.card))
      if (hit) return { move: { type: 'flipSlot', slot: hit.slot } }
      if (n > 0) return flipUnknown()
      return { move: rng.pick(legal) }
    }
    if (up.length === 1) {
      ;({ known, knownCard, unknown } = v1(b, up[0] as number, n))
    } else {
      for (const { card } of b.known) {
        const v = bestOf(v1(b, card, n))
        if (v > known) [known, knownCard] = [v, card]
      }
      if (n > 0) {
        let sum = 0
        for (const x of b.uCards) sum += bestOf(v1(b, x, n - 1))
        unknown = sum / n
      }
    }
    // Prefer an unknown card when it is as good: it teaches the bot something either way.
    if (unknown >= 0 && unknown >= known - 1e-9) return flipUnknown()
    if (knownCard >= 0) return flipKnown(knownCard)
    return { move: rng.pick(legal) }
  }

  return { level: levelName, observe: (view) => observe(view), decide }
}

function addTo(mask: [number, number], card: number): void {
  if (card < 32) mask[0] |= 1 << card
  else mask[1] |= 1 << (card - 32)
}

function isCompleter(x: number, y: number, c: number): boolean {
  return ((COMP[(x * DECK_SIZE + y) * 2 + (c >> 5)]! >>> (c & 31)) & 1) === 1
}

function randomBot(seed: string): Bot<View, Move> {
  const rng = new Rng(seed)
  return {
    level: 'random',
    decide: (_view, legal) => (legal.length === 0 ? null : { move: rng.pick(legal) }),
  }
}

export const bots: Record<string, BotFactory<View, Move>> = {
  random: (_seat, seed) => randomBot(seed),
  easy: (_seat, seed) => memoryBot('easy', seed),
  medium: (_seat, seed) => memoryBot('medium', seed),
  hard: (_seat, seed) => memoryBot('hard', seed),
}
