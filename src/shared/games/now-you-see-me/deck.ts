import { shuffleInPlace } from '../../engine/rng'
import type { ActionCard, Animal } from './vocabulary'
import { ANIMAL_COUNTS } from './constants'
import { inBox, onTable } from './state'
import type { State, TableBounds } from './types'

/** Whether the card can be done on the virtual table, where everything is known. */
export function canDoExact(s: State, card: ActionCard): boolean {
  const [a, b] = card.animals as [Animal, Animal | undefined]
  switch (card.kind) {
    case 'add':
      return inBox(s, a).length > 0
    case 'remove':
    case 'move':
      return onTable(s, a).length > 0
    case 'swap':
      return onTable(s, a).length > 0 && b !== undefined && onTable(s, b).length > 0
  }
}

/** Physical box: 'no' when the counts prove it impossible, 'yes' when they prove it possible. */
export function canDoPhysical(bounds: TableBounds, card: ActionCard): 'yes' | 'no' | 'unknown' {
  const [a, b] = card.animals as [Animal, Animal | undefined]
  const ba = bounds[a]
  switch (card.kind) {
    case 'add':
      return ba.min >= ANIMAL_COUNTS[a] ? 'no' : ba.max < ANIMAL_COUNTS[a] ? 'yes' : 'unknown'
    case 'remove':
    case 'move':
      return ba.max === 0 ? 'no' : ba.min > 0 ? 'yes' : 'unknown'
    case 'swap': {
      const bb = bounds[b as Animal]
      if (ba.max === 0 || bb.max === 0) return 'no'
      return ba.min > 0 && bb.min > 0 ? 'yes' : 'unknown'
    }
  }
}

function possible(s: State, card: ActionCard): boolean {
  return s.bounds ? canDoPhysical(s.bounds, card) !== 'no' : canDoExact(s, card)
}

/**
 * Draws the top card; RULES-NOTES: Now you see me, Action cannot be done — a card that cannot be
 * done is set aside and the next one drawn. Our ruling: an empty deck is refilled by shuffling the
 * set-aside and used cards (it cannot happen with 3 rounds of an 18-card deck, but keeps us safe).
 */
export function drawCard(s: State): void {
  if (s.card) s.discard.push(s.card)
  s.card = null
  for (let guard = 0; guard < 40; guard++) {
    if (s.deck.length === 0) {
      s.deck = shuffleInPlace(s.rng, s.discard)
      s.discard = []
    }
    const card = s.deck.pop()
    if (!card) break
    if (possible(s, card)) {
      s.card = card
      return
    }
    s.skipped.push(card)
    s.discard.push(card)
  }
  throw new Error('no action card can be done on this table')
}

/** Physical box: what the drop count tells about each type on the table. */
export function boundsAfterDrop(count: number | null): TableBounds {
  const total = 26
  const b = (type: Animal): { min: number; max: number } =>
    count === null
      ? { min: 0, max: ANIMAL_COUNTS[type] }
      : { min: Math.max(0, count - (total - ANIMAL_COUNTS[type])), max: Math.min(ANIMAL_COUNTS[type], count) }
  return { sheep: b('sheep'), pig: b('pig'), cow: b('cow'), horse: b('horse') }
}

/** Physical box: the Lead did the card; adds and removes change what we know. */
export function boundsAfterAction(bounds: TableBounds, card: ActionCard): void {
  const a = card.animals[0] as Animal
  const cap = ANIMAL_COUNTS[a]
  if (card.kind === 'add')
    bounds[a] = { min: Math.min(cap, bounds[a].min + 1), max: Math.min(cap, bounds[a].max + 1) }
  if (card.kind === 'remove')
    bounds[a] = { min: Math.max(0, bounds[a].min - 1), max: Math.max(0, bounds[a].max - 1) }
}

/** Physical box: the Lead says the card cannot be done; learn what that proves. */
export function boundsAfterCannotDo(bounds: TableBounds, card: ActionCard): void {
  const a = card.animals[0] as Animal
  if (card.kind === 'add') bounds[a] = { min: ANIMAL_COUNTS[a], max: ANIMAL_COUNTS[a] }
  if (card.kind === 'remove' || card.kind === 'move') bounds[a] = { min: 0, max: 0 }
}
