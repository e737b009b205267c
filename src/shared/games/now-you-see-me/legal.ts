import { Rng } from '../../engine/rng'
import { isFree, onTable as insideTable } from './table'
import { ANIMALS, type Animal } from './vocabulary'
import { CARD_LENGTH_CM, DROP_MAX, DROP_MIN, MIN_GAP_CM, TABLE } from './constants'
import { canDoPhysical } from './deck'
import { inBox, onTable } from './state'
import type { Move, State } from './types'

/**
 * When the app leads, the drop, the action and (with a reveal timer) the next round are the table's
 * own timer moves: the Lead seat has nothing to do then. It keeps the look ("we are ready") so that a
 * screen showing the Lead is not passed on while everyone is looking.
 */
function appPlaysLead(s: State): boolean {
  if (!s.rules.appLeads) return false
  return s.phase === 'drop' || s.phase === 'action' || (s.phase === 'reveal' && s.rules.revealMs > 0)
}

/** Who may act now: the Lead, or in the look phase also the claimants, or the seats still to answer. */
export function seatsToAct(s: State): number[] {
  const others = Array.from({ length: s.players }, (_, k) => k).filter((k) => k !== s.leadSeat)
  switch (s.phase) {
    case 'drop':
    case 'action':
    case 'reveal':
      return appPlaysLead(s) ? [] : [s.leadSeat]
    case 'look':
      return [s.leadSeat, ...others.filter((k) => s.claimOpen && !s.falseClaims.includes(k))]
    case 'answer':
      return others.filter((k) => s.answers[k] === null)
    case 'over':
      return []
  }
}

/** The same as seatsToAct(s).includes(seat), without building the list. */
export function mayAct(s: State, seat: number): boolean {
  const lead = seat === s.leadSeat
  switch (s.phase) {
    case 'drop':
    case 'action':
    case 'reveal':
      return lead && !appPlaysLead(s)
    case 'look':
      return lead || (s.claimOpen && !s.falseClaims.includes(seat))
    case 'answer':
      return !lead && s.answers[seat] === null
    case 'over':
      return false
  }
}

/** A finite, representative list: for positions, a few sample placements; apply is the authority. */
export function legalMovesOf(s: State, seat: number): Move[] {
  if (!mayAct(s, seat)) return []
  const lead = seat === s.leadSeat
  switch (s.phase) {
    case 'drop':
      return s.bounds
        ? [
            { type: 'drop' },
            ...Array.from({ length: DROP_MAX - DROP_MIN + 5 }, (_, k) => ({
              type: 'drop' as const,
              count: DROP_MIN - 2 + k,
            })),
          ]
        : [{ type: 'drop' }]
    case 'look':
      // RULES-NOTES: The look — closeEyes applies only once the look time is over (apply checks the clock).
      return lead ? [{ type: 'closeEyes' }] : [{ type: 'claim' }]
    case 'action':
      if (!s.bounds) return [{ type: 'autoAct' }, ...sampleActs(s)]
      // cannotDo is offered only when the counts do not prove the card possible.
      return s.card && canDoPhysical(s.bounds, s.card) === 'yes'
        ? [{ type: 'done' }]
        : [{ type: 'done' }, { type: 'cannotDo' }]
    case 'answer': {
      if (s.card?.kind !== 'swap') return ANIMALS.map((a) => ({ type: 'answer', animals: [a] }))
      const pairs: Move[] = []
      ANIMALS.forEach((a, i) =>
        ANIMALS.slice(i + 1).forEach((b) => pairs.push({ type: 'answer', animals: [a, b] })),
      )
      return pairs
    }
    case 'reveal':
      return [{ type: 'nextRound' }]
    case 'over':
      return []
  }
}

/** A few concrete act moves that do what the card says (from a copy of the RNG: the state is untouched). */
function sampleActs(s: State): Move[] {
  const card = s.card
  if (!card) return []
  const rng = new Rng(s.rng)
  const [a, b] = card.animals as [Animal, Animal | undefined]
  const table = onTable(s)
  const out: Move[] = []
  const fits = (p: { x: number; y: number }, ignore: string | null): boolean =>
    insideTable(p, TABLE) &&
    isFree(
      p,
      table.filter((t) => t.id !== ignore).map((t) => t.at as { x: number; y: number }),
      MIN_GAP_CM,
    )
  if (card.kind === 'add') {
    const animal = inBox(s, a)[0]
    if (!animal) return []
    for (const t of table.slice(0, 3)) {
      const at = t.at as { x: number; y: number }
      const ang = rng.float() * 2 * Math.PI
      const to = { x: at.x + 3 * Math.cos(ang), y: at.y + 3 * Math.sin(ang) }
      if (fits(to, null)) out.push({ type: 'act', animalIds: [animal.id], to })
    }
  } else if (card.kind === 'remove') {
    for (const t of onTable(s, a)) out.push({ type: 'act', animalIds: [t.id] })
  } else if (card.kind === 'move') {
    for (const t of onTable(s, a)) {
      const at = t.at as { x: number; y: number }
      const ang = rng.float() * 2 * Math.PI
      const d = CARD_LENGTH_CM + 1 + rng.float() * 10
      const to = { x: at.x + d * Math.cos(ang), y: at.y + d * Math.sin(ang) }
      if (fits(to, t.id)) out.push({ type: 'act', animalIds: [t.id], to })
    }
  } else if (b) {
    for (const x of onTable(s, a))
      for (const y of onTable(s, b)) out.push({ type: 'act', animalIds: [x.id, y.id] })
  }
  return out
}
