/**
 * The Lead Player's rounds on one drop: action cards drawn from a shuffled deck, a card that cannot be
 * done skipped for the next (RULES-NOTES: Now you see me, "Action cannot be done"), each action done
 * by hand on the table the previous round left.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { ANIMALS, type ActionCard, type Animal } from '../../src/shared/referee/types'
import { fitsAmong, placeAmong } from './layout'
import type { Placed, Stage } from './render'

/** RULES-NOTES: the box holds 7 sheep, 7 pigs, 6 cows and 6 horses. */
export const BOX_COUNTS: Record<Animal, number> = { sheep: 7, pig: 7, cow: 6, horse: 6 }

/** RULES-NOTES: the action card's long side (cm), the least distance a moved animal travels. */
export const CARD_CM = 8.8

/** RULES-NOTES (assumption): add, remove and move once per animal, swap once per pair of types. */
export function actionDeck(): ActionCard[] {
  const deck: ActionCard[] = []
  for (const kind of ['add', 'remove', 'move'] as const)
    for (const a of ANIMALS) deck.push({ kind, animals: [a] })
  for (let i = 0; i < ANIMALS.length; i++)
    for (let j = i + 1; j < ANIMALS.length; j++)
      deck.push({ kind: 'swap', animals: [ANIMALS[i]!, ANIMALS[j]!] })
  return deck
}

/** The bag of all 26 animals, for drawing a drop. */
export function fullBox(): Animal[] {
  return ANIMALS.flatMap((a) => Array<Animal>(BOX_COUNTS[a]).fill(a))
}

/** The table after doing `card`, or null when it cannot be done. */
export function doCard(rng: Rng, stage: Stage, table: Placed[], card: ActionCard): Placed[] | null {
  const [a, b] = card.animals as [Animal, Animal | undefined]
  const of = (t: Animal): number[] => table.flatMap((p, i) => (p.type === t ? [i] : []))
  switch (card.kind) {
    case 'add': {
      if (of(a).length >= BOX_COUNTS[a]) return null
      const p = placeAmong(rng, stage, a, table)
      return p ? [...table, p] : null
    }
    case 'remove': {
      const idx = of(a)
      if (!idx.length) return null
      const gone = rng.pick(idx)
      return table.filter((_, i) => i !== gone)
    }
    case 'move': {
      const idx = rng.shuffle(of(a))
      for (const i of idx) {
        const others = table.filter((_, k) => k !== i)
        const p = table[i]!
        for (let tries = 0; tries < 150; tries++) {
          // People move an animal clearly: from just over a card's length to a few lengths.
          const d = CARD_CM * (1.1 + rng.float() * 1.6)
          const dir = rng.float() * 2 * Math.PI
          const q: Placed = {
            ...p,
            x: p.x + d * Math.cos(dir),
            y: p.y + d * Math.sin(dir),
            angle: p.angle + (rng.float() * 2 - 1) * 0.8,
          }
          if (fitsAmong(stage, q, others, 0.1)) return table.map((t, k) => (k === i ? q : t))
        }
      }
      return null
    }
    case 'swap': {
      const pairs = of(a).flatMap((i) => of(b!).map((j) => [i, j] as const))
      for (const [i, j] of rng.shuffle(pairs)) {
        const others = table.filter((_, k) => k !== i && k !== j)
        const [p, q] = [table[i]!, table[j]!]
        for (let tries = 0; tries < 20; tries++) {
          // Each goes where the other was, put down by hand: a little off and turned.
          const jit = (): number => (rng.float() * 2 - 1) * 0.3 * Math.min(1, tries / 5)
          const np: Placed = {
            ...p,
            x: q.x + jit(),
            y: q.y + jit(),
            angle: p.angle + (rng.float() * 2 - 1) * 0.3,
          }
          const nq: Placed = {
            ...q,
            x: p.x + jit(),
            y: p.y + jit(),
            angle: q.angle + (rng.float() * 2 - 1) * 0.3,
          }
          if (fitsAmong(stage, np, others, 0.1) && fitsAmong(stage, nq, [...others, np], 0.1))
            return table.map((t, k) => (k === i ? np : k === j ? nq : t))
        }
      }
      return null
    }
  }
}

/** `rounds` cards done one after another; states[0] is the drop. */
export function playRounds(
  rng: Rng,
  stage: Stage,
  drop: Placed[],
  rounds: number,
): { states: Placed[][]; cards: ActionCard[] } {
  const states = [drop]
  const cards: ActionCard[] = []
  let deck = rng.shuffle(actionDeck())
  let skipped = 0
  while (cards.length < rounds) {
    if (!deck.length) deck = rng.shuffle(actionDeck())
    const card = deck.pop()!
    const next = doCard(rng, stage, states[states.length - 1]!, card)
    if (!next) {
      if (++skipped > 200) throw new Error('scenes3d: no action card can be done on this table')
      continue
    }
    states.push(next)
    cards.push(card)
  }
  return { states, cards }
}
