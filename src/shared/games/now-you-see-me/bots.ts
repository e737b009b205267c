/**
 * Computer players. As guessers they differ in how exactly they remember the table during the look:
 * hard remembers every animal exactly, medium with some noise and a few forgotten, easy with a lot
 * of both, random does not look at all. They see only their seat's view.
 */
import { Rng } from '../../engine/rng'
import type { Bot, BotDecision, BotFactory } from '../../engine/types'
import { ANIMALS, type Animal } from './vocabulary'
import { DROP_MAX, DROP_MIN } from './constants'
import type { Move, TableAnimal, View } from './types'

export type BotLevel = 'random' | 'easy' | 'medium' | 'hard'
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard']

interface Memory {
  /** Chance to forget each animal. */
  forget: number
  /** Standard deviation of the remembered position, cm. */
  noise: number
  /** Reaction time for a wrong-count claim, ms. */
  claimMs: [number, number]
}

const MEMORY: Record<BotLevel, Memory> = {
  random: { forget: 1, noise: 0, claimMs: [3000, 8000] },
  easy: { forget: 0.45, noise: 3, claimMs: [2000, 6000] },
  medium: { forget: 0.15, noise: 1.2, claimMs: [1000, 3500] },
  hard: { forget: 0, noise: 0, claimMs: [500, 1500] },
}

type Remembered = { type: Animal; x: number; y: number }

function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(Math.max(rng.float(), 1e-12))) * Math.cos(2 * Math.PI * rng.float())
}

/**
 * How strongly each type looks changed: remembered animals with no animal of their type near their
 * place now (gone), and animals now with nothing remembered near them (new).
 */
export function changeEvidence(
  memory: Remembered[],
  now: TableAnimal[],
  radius: number,
): Record<Animal, { gone: number; fresh: number }> {
  const ev = {
    sheep: { gone: 0, fresh: 0 },
    pig: { gone: 0, fresh: 0 },
    cow: { gone: 0, fresh: 0 },
    horse: { gone: 0, fresh: 0 },
  }
  for (const type of ANIMALS) {
    const m = memory.filter((a) => a.type === type)
    const c = now.filter((a) => a.type === type)
    const pairs: { i: number; j: number; d: number }[] = []
    m.forEach((a, i) => c.forEach((b, j) => pairs.push({ i, j, d: Math.hypot(a.x - b.x, a.y - b.y) })))
    pairs.sort((p, q) => p.d - q.d)
    const usedM = new Set<number>()
    const usedC = new Set<number>()
    for (const p of pairs) {
      if (p.d > radius) break
      if (usedM.has(p.i) || usedC.has(p.j)) continue
      usedM.add(p.i)
      usedC.add(p.j)
    }
    ev[type] = { gone: m.length - usedM.size, fresh: c.length - usedC.size }
  }
  return ev
}

/** The bot's answer for the question, from its memory and the table it now sees. */
export function guess(
  kind: View['question'],
  memory: Remembered[],
  now: TableAnimal[],
  noise: number,
  rng: Rng,
): Animal[] {
  const ev = changeEvidence(memory, now, Math.max(1, 3 * noise))
  const score = (a: Animal): number => {
    const e = ev[a]
    const raw = kind === 'add' ? e.fresh : kind === 'remove' ? e.gone : e.fresh + e.gone
    return raw + rng.float() * 0.5 // random tie-break
  }
  const ranked = [...ANIMALS].sort((a, b) => score(b) - score(a))
  return kind === 'swap' ? ranked.slice(0, 2) : ranked.slice(0, 1)
}

const randomAnswer = (legal: Move[], rng: Rng): Move => rng.pick(legal.filter((m) => m.type === 'answer'))

export function makeBot(level: BotLevel, seed: string): Bot<View, Move> {
  const rng = new Rng(seed)
  const mem = MEMORY[level]
  let lastLook: TableAnimal[] | null = null
  let memory: Remembered[] | null = null
  /** When this bot will have its answer ready: set once per question, as a person thinks alongside the others. */
  let answerAt: number | null = null
  const between = ([lo, hi]: [number, number]): number => lo + rng.float() * (hi - lo)
  return {
    level,
    observe(view) {
      if (view.phase !== 'answer') answerAt = null
      if (view.phase === 'look' && view.table) {
        lastLook = view.table
        memory = null
      } else if (lastLook) {
        // Eyes close: what stays in mind is the last look, blurred by the bot's level.
        memory = lastLook
          .filter(() => rng.float() >= mem.forget)
          .map((a) => ({ type: a.type, x: a.x + gauss(rng) * mem.noise, y: a.y + gauss(rng) * mem.noise }))
        lastLook = null
      }
    },
    decide(view, legal, ctx): BotDecision<Move> | null {
      const has = (t: Move['type']): Move | undefined => legal.find((m) => m.type === t)
      if (view.isLead) return leadDecision(view, legal, ctx.nowMs, rng)
      if (view.phase === 'look') {
        const claim = has('claim')
        const n = view.tableCount
        if (!claim || n === null || (n >= DROP_MIN && n <= DROP_MAX)) return null
        return { move: claim, delayMs: between(mem.claimMs) }
      }
      if (view.phase === 'answer' && legal.some((m) => m.type === 'answer')) {
        // Every guesser thinks from the moment the question is asked, not after the one before answered.
        answerAt ??= ctx.nowMs + 1500 + rng.float() * 3000
        const delayMs = Math.max(0, answerAt - ctx.nowMs)
        if (level === 'random' || !memory || !view.table) return { move: randomAnswer(legal, rng), delayMs }
        return {
          move: { type: 'answer', animals: guess(view.question, memory, view.table, mem.noise, rng) },
          delayMs,
        }
      }
      return null
    },
  }
}

/** The computer Lead: drops, lets the look run its 10 seconds, does the card, moves on. */
function leadDecision(view: View, legal: Move[], nowMs: number, rng: Rng): BotDecision<Move> | null {
  const find = (t: Move['type']): Move | undefined => legal.find((m) => m.type === t)
  switch (view.phase) {
    case 'drop': {
      // A computer Lead with the real box reports a count like a family would.
      const move = view.physical ? rng.pick(legal) : find('drop')
      return move ? { move, delayMs: 1000 } : null
    }
    case 'look': {
      const move = find('closeEyes')
      return move ? { move, delayMs: Math.max(0, (view.lookEndsAtMs ?? nowMs) - nowMs) } : null
    }
    case 'action': {
      const move = find('autoAct') ?? find('done')
      return move ? { move, delayMs: 2000 } : null
    }
    case 'reveal': {
      const move = find('nextRound')
      return move ? { move, delayMs: 3000 } : null
    }
    default:
      return null
  }
}

export const bots: Record<BotLevel, BotFactory<View, Move>> = {
  random: (seat, seed) => makeBot('random', `${seed}/random/${seat}`),
  easy: (seat, seed) => makeBot('easy', `${seed}/easy/${seat}`),
  medium: (seat, seed) => makeBot('medium', `${seed}/medium/${seat}`),
  hard: (seat, seed) => makeBot('hard', `${seed}/hard/${seat}`),
}
