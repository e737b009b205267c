import { seedRng, shuffleInPlace } from '../../engine/rng'
import { ANIMALS, type Animal } from './vocabulary'
import { ACTION_DECK, ANIMAL_COUNTS, MAX_PLAYERS, MIN_PLAYERS, ROUNDS_PER_TURN } from './constants'
import type { AnimalPiece, NowYouSeeMeEvent, State, TableBounds } from './types'
import { readRules } from './rules-schema'
import { RuleError } from '../../engine/errors'

export function allAnimals(): AnimalPiece[] {
  return ANIMALS.flatMap((type) =>
    Array.from({ length: ANIMAL_COUNTS[type] }, (_, k) => ({ id: `${type}-${k + 1}`, type, at: null })),
  )
}

export function emptyBounds(): TableBounds {
  return {
    sheep: { min: 0, max: 0 },
    pig: { min: 0, max: 0 },
    cow: { min: 0, max: 0 },
    horse: { min: 0, max: 0 },
  }
}

export function setupState(players: number, seed: string, rawRules?: Record<string, unknown>): State {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError('bad-players', `Now you see me is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`, {
      kind: 'bad-players',
      values: { min: MIN_PLAYERS, max: MAX_PLAYERS },
    })
  }
  const rules = readRules(rawRules, players)
  const state: State = {
    players,
    rules,
    rng: seedRng(seed),
    animals: allAnimals(),
    deck: [],
    discard: [],
    leadSeat: 0,
    turn: 0,
    round: 1,
    roundsPerTurn: ROUNDS_PER_TURN(players),
    phase: 'drop',
    wrongDrops: 0,
    dropCount: null,
    physicalCount: null,
    claimOpen: false,
    falseClaims: [],
    card: null,
    skipped: [],
    change: null,
    answers: new Array<null>(players).fill(null),
    scores: new Array<number>(players).fill(0),
    lastResult: null,
    bounds: rules.physical ? emptyBounds() : null,
    clockMs: 0,
    phaseStartMs: 0,
    event: null,
  }
  startTurn(state)
  return state
}

/**
 * RULES-NOTES: Now you see me, Drop — the new Lead puts every animal back in the box and
 * reshuffles all 18 action cards (including last turn's).
 */
export function startTurn(s: State): void {
  s.animals = allAnimals()
  s.deck = shuffleInPlace(
    s.rng,
    ACTION_DECK.map((c) => ({ kind: c.kind, animals: [...c.animals] })),
  )
  s.discard = []
  s.round = 1
  s.wrongDrops = 0
  s.dropCount = null
  s.physicalCount = null
  s.claimOpen = false
  s.falseClaims = []
  s.card = null
  s.skipped = []
  s.change = null
  s.answers = new Array<null>(s.players).fill(null)
  s.lastResult = null
  if (s.bounds) s.bounds = emptyBounds()
  setPhase(s, 'drop')
}

/** RULES-NOTES: Now you see me, Rounds — the next Lead is the player to the left; the game ends after everyone led. */
export function endTurn(s: State): void {
  s.turn++
  s.wrongDrops = 0
  if (s.turn >= s.players) {
    s.card = null
    setPhase(s, 'over')
    return
  }
  s.leadSeat = (s.leadSeat + 1) % s.players
  startTurn(s)
}

export function setPhase(s: State, phase: State['phase']): void {
  s.phase = phase
  s.phaseStartMs = s.clockMs
}

export function onTable(s: State, type?: Animal): AnimalPiece[] {
  return s.animals.filter((a) => a.at !== null && (type === undefined || a.type === type))
}

export function inBox(s: State, type?: Animal): AnimalPiece[] {
  return s.animals.filter((a) => a.at === null && (type === undefined || a.type === type))
}

/** A deep copy by hand: plain JSON, faster than a JSON round trip, no structuredClone in src/shared. */
export function cloneState(s: State): State {
  return {
    ...s,
    rules: { ...s.rules },
    rng: { s: [...s.rng.s] },
    animals: s.animals.map((a) => ({ id: a.id, type: a.type, at: a.at ? { x: a.at.x, y: a.at.y } : null })),
    deck: s.deck.map((c) => ({ kind: c.kind, animals: [...c.animals] })),
    discard: s.discard.map((c) => ({ kind: c.kind, animals: [...c.animals] })),
    falseClaims: [...s.falseClaims],
    card: s.card ? { kind: s.card.kind, animals: [...s.card.animals] } : null,
    skipped: s.skipped.map((c) => ({ kind: c.kind, animals: [...c.animals] })),
    change: s.change
      ? {
          kind: s.change.kind,
          ids: [...s.change.ids],
          types: [...s.change.types],
          from: s.change.from.map((p) => (p ? { ...p } : null)),
          to: s.change.to.map((p) => (p ? { ...p } : null)),
        }
      : null,
    answers: s.answers.map((a) => (a ? [...a] : null)),
    scores: [...s.scores],
    lastResult: s.lastResult
      ? { correct: [...s.lastResult.correct], leadScored: s.lastResult.leadScored }
      : null,
    event: copyEvent(s.event),
    bounds: s.bounds
      ? {
          sheep: { ...s.bounds.sheep },
          pig: { ...s.bounds.pig },
          cow: { ...s.bounds.cow },
          horse: { ...s.bounds.horse },
        }
      : null,
  }
}

/** RULES-NOTES: Now you see me, Scoring — show points as tokens: green = 1, red = 3. */
export function tokens(points: number): { red: number; green: number } {
  const p = Math.max(0, Math.floor(points))
  return { red: Math.floor(p / 3), green: p % 3 }
}

/** Events are plain data; the only nested part is the list of seats that answered right. */
export function copyEvent(e: NowYouSeeMeEvent | null): NowYouSeeMeEvent | null {
  if (!e) return null
  return e.kind === 'answered-right' ? { kind: e.kind, seats: [...e.seats] } : { ...e }
}
