import type { Bot, BotContext, BotDecision, BotFactory } from '../../engine/types'
import { Rng } from '../../engine/rng'
import { findMatches, isMatch } from '../cards64'
import type { Move, View } from './types'

/**
 * Reaction bots. They differ in how long after a match appears they call "Seek!", how often they
 * call by mistake and how often they select a wrong triple. Each sees only its views.
 */
interface Level {
  /** Reaction time range (ms) from first seeing a match to calling. */
  react: [number, number]
  /** Time range (ms) the caller takes to select. */
  select: [number, number]
  /** Chance to select a wrong triple although a match is on the table. */
  wrongSelect: number
  /** Chance, after each flip, to call although no match was seen. */
  spurious: number
}

const LEVELS: Record<'easy' | 'medium' | 'hard', Level> = {
  easy: { react: [3000, 6000], select: [1000, 2500], wrongSelect: 0.15, spurious: 0.05 },
  medium: { react: [1500, 3000], select: [600, 1500], wrongSelect: 0.07, spurious: 0.02 },
  hard: { react: [600, 1200], select: [300, 800], wrongSelect: 0.02, spurious: 0.005 },
}

/** Flips are made promptly by every level, so the pace of the game is the same for all. */
const FLIP_DELAY: [number, number] = [300, 700]

/** The same number for a triple in any order (an order-free sum of one bit per card would overflow). */
const tripleKey = (t: readonly number[]): number => {
  const a = t[0]!
  const b = t[1]!
  const c = t[2]!
  const lo = Math.min(a, b, c)
  const hi = Math.max(a, b, c)
  return (lo << 12) | ((a + b + c - lo - hi) << 6) | hi
}

const faceUp = (view: View): number[] => view.slots.filter((c): c is number => c !== null)

function randomTriple(rng: Rng, cards: number[], avoidMatch: boolean): number[] | null {
  if (cards.length < 3) return null
  let pick = rng.shuffle(cards.slice()).slice(0, 3)
  for (let tries = 0; avoidMatch && tries < 10 && isMatch(pick[0]!, pick[1]!, pick[2]!); tries++) {
    pick = rng.shuffle(cards.slice()).slice(0, 3)
  }
  return pick
}

function reactionBot(seat: number, levelName: 'random' | keyof typeof LEVELS, seed: string): Bot<View, Move> {
  const level = levelName === 'random' ? null : LEVELS[levelName]
  const rng = new Rng(seed)
  const between = ([lo, hi]: [number, number]): number => lo + rng.float() * (hi - lo)
  /** When this bot first saw each visible match, as the time it will call for it. */
  const noticed = new Map<number, number>()
  let spuriousAt: number | null = null
  let seenFlips = -1
  let flipAt: number | null = null
  let callKey: string | null = null
  let joinAt: number | null = null
  let selection: { cards: number[]; at: number } | null = null
  let seenTable = ''

  const sync = (view: View, now: number): void => {
    const call = view.call
    if (call) {
      const key = `${call.caller}@${call.atMs}`
      if (key === callKey) return
      callKey = key
      selection = null
      joinAt = null
      if (call.caller === seat) {
        const cards = faceUp(view)
        const matches = findMatches(cards)
        const wrong = level ? rng.float() < level.wrongSelect : true
        const pick =
          matches.length > 0 && !wrong ? rng.pick(matches) : randomTriple(rng, cards, level !== null)
        const delay = Math.min(between(level ? level.select : [300, 1500]), call.deadlineMs - now - 1)
        if (pick) selection = { cards: pick, at: now + Math.max(0, delay) }
      } else {
        // A call this bot was about to make anyway lands inside the window: a simultaneous "Seek!".
        const planned = Math.min(spuriousAt ?? Infinity, ...noticed.values())
        if (planned <= call.windowEndsAtMs) joinAt = Math.max(now, planned)
      }
      // While a call is resolved everyone watches the caller; remaining matches are seen afresh.
      noticed.clear()
      seenTable = ''
      spuriousAt = null
      return
    }
    callKey = null
    if (view.flips !== seenFlips) {
      seenFlips = view.flips
      flipAt = null
      if (!level)
        spuriousAt = now + 500 + rng.float() * 6000 // random: calls at random moments
      else if (rng.float() < level.spurious) spuriousAt = now + between(level.react)
    }
    // The matches only change with the table; finding them is the costly part, so skip if unchanged.
    const cards = faceUp(view)
    const tableKey = cards.join(',')
    if (!level || tableKey === seenTable) return
    seenTable = tableKey
    const visible = new Set<number>()
    for (const m of findMatches(cards)) {
      const key = tripleKey(m)
      visible.add(key)
      if (!noticed.has(key)) noticed.set(key, now + between(level.react))
    }
    for (const key of [...noticed.keys()]) if (!visible.has(key)) noticed.delete(key)
  }

  const decide = (view: View, legal: Move[], ctx: BotContext): BotDecision<Move> | null => {
    const now = ctx.nowMs
    sync(view, now)
    const can = (type: Move['type']): boolean => legal.some((m) => m.type === type)
    if (view.call) {
      if (view.call.caller === seat) {
        return selection
          ? { move: { type: 'select', cards: selection.cards }, delayMs: selection.at - now }
          : null
      }
      if (joinAt !== null && can('seek') && joinAt <= view.call.windowEndsAtMs) {
        return { move: { type: 'seek' }, delayMs: joinAt - now }
      }
      return null
    }
    let best: BotDecision<Move> | null = null
    const callAt = Math.min(spuriousAt ?? Infinity, ...noticed.values())
    if (callAt < Infinity && can('seek'))
      best = { move: { type: 'seek' }, delayMs: Math.max(0, callAt - now) }
    if (can('flip')) {
      flipAt ??= now + between(FLIP_DELAY)
      const delayMs = Math.max(0, flipAt - now)
      if (!best || delayMs < (best.delayMs ?? 0)) best = { move: { type: 'flip' }, delayMs }
    }
    return best
  }

  return { level: levelName, observe: (view, ctx) => sync(view, ctx.nowMs), decide }
}

export const bots: Record<string, BotFactory<View, Move>> = {
  random: (seat, seed) => reactionBot(seat, 'random', seed),
  easy: (seat, seed) => reactionBot(seat, 'easy', seed),
  medium: (seat, seed) => reactionBot(seat, 'medium', seed),
  hard: (seat, seed) => reactionBot(seat, 'hard', seed),
}
