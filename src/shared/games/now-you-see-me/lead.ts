/** The Lead's moves on the virtual table: the drop and the action (checked by the referee judge). */
import { RuleError } from '../../engine/errors'
import { nextFloat, nextInt, pick, shuffleInPlace } from '../../engine/rng'
import { leadActionProblem } from '../../referee/lead-check'
import { isFree, onTable as insideTable, placeAway, placeNear, scatterPositions } from './table'
import type { Animal, Token } from './vocabulary'
import { CARD_LENGTH_CM, DROP_GAP_CM, DROP_MAX, DROP_MIN, MIN_GAP_CM, TABLE } from './constants'
import { allAnimals, inBox, onTable } from './state'
import type { AnimalPiece, Change, Point, State } from './types'

/** How many animals the app-led drop lets fall: usually 10-15, sometimes 8-9 or 16-17. */
export function dropSize(s: State): number {
  if (nextFloat(s.rng) < s.rules.wrongCountChance)
    return pick(s.rng, [DROP_MIN - 2, DROP_MIN - 1, DROP_MAX + 1, DROP_MAX + 2])
  return DROP_MIN + nextInt(s.rng, DROP_MAX - DROP_MIN + 1)
}

/** Every animal back in the box, then `count` random ones scattered as if dropped from 20-30 cm. */
export function dropVirtual(s: State, count: number): void {
  s.animals = allAnimals()
  const chosen = shuffleInPlace(s.rng, [...s.animals]).slice(0, count)
  const places = scatterPositions(s.rng, count, TABLE, DROP_GAP_CM)
  chosen.forEach((a, k) => {
    a.at = places[k] ?? null
  })
}

const tokensOf = (animals: AnimalPiece[]): Token[] =>
  animals.flatMap((a) => (a.at ? [{ type: a.type, x: a.at.x, y: a.at.y }] : []))

function validPoint(p: Point | undefined): p is Point {
  return (
    !!p && typeof p.x === 'number' && typeof p.y === 'number' && Number.isFinite(p.x) && Number.isFinite(p.y)
  )
}

/**
 * The Lead's action on the virtual table. The new positions are checked against the card with the
 * same judge the camera uses (exact positions), so the human Lead's drag-and-drop obeys the same
 * rules: RULES-NOTES: Now you see me, Move (at least the card length) and Answers (swap = two types).
 */
export function actVirtual(s: State, animalIds: string[] | undefined, to: Point | undefined): void {
  const card = s.card
  if (!card) throw new RuleError('no-card', 'There is no action card to play.')
  const ids = animalIds ?? []
  const byId = (id: string): AnimalPiece => {
    const a = s.animals.find((x) => x.id === id)
    if (!a)
      throw new RuleError('unknown-animal', `There is no animal called ${id}.`, {
        kind: 'unknown-animal',
        values: { id },
      })
    return a
  }
  const before = tokensOf(s.animals)
  const change: Change = { kind: card.kind, ids: [], types: [], from: [], to: [] }
  const place = (a: AnimalPiece, p: Point | null): void => {
    change.ids.push(a.id)
    change.types.push(a.type)
    change.from.push(a.at ? { ...a.at } : null)
    change.to.push(p ? { ...p } : null)
  }
  const checkPlace = (p: Point | undefined, ignore: AnimalPiece | null): Point => {
    if (!validPoint(p)) throw new RuleError('no-position', 'Say where the animal goes.')
    if (!insideTable(p, TABLE)) throw new RuleError('off-table', 'That place is off the table.')
    const others = onTable(s)
      .filter((a) => a !== ignore)
      .map((a) => a.at as Point)
    if (!isFree(p, others, MIN_GAP_CM))
      throw new RuleError('occupied', 'Another animal already stands there.')
    return { x: p.x, y: p.y }
  }
  const moves: { a: AnimalPiece; p: Point | null }[] = []
  if (card.kind === 'add') {
    const type = card.animals[0] as Animal
    const a = ids.length > 0 ? byId(ids[0] as string) : inBox(s, type)[0]
    if (!a || a.at) throw new RuleError('not-in-box', 'That animal is not in the box.')
    moves.push({ a, p: checkPlace(to, null) })
  } else if (card.kind === 'remove') {
    const a = byId(ids[0] ?? '')
    if (!a.at) throw new RuleError('not-on-table', 'That animal is not on the table.')
    moves.push({ a, p: null })
  } else if (card.kind === 'move') {
    const a = byId(ids[0] ?? '')
    if (!a.at) throw new RuleError('not-on-table', 'That animal is not on the table.')
    moves.push({ a, p: checkPlace(to, a) })
  } else {
    if (ids.length !== 2 || ids[0] === ids[1])
      throw new RuleError('swap-two', 'Choose two animals to trade places.')
    const a = byId(ids[0] as string)
    const b = byId(ids[1] as string)
    if (!a.at || !b.at)
      throw new RuleError('not-on-table', 'Both animals must be on the table.', { kind: 'both-on-table' })
    moves.push({ a, p: { ...b.at } }, { a: b, p: { ...a.at } })
  }
  for (const m of moves) place(m.a, m.p)
  for (const m of moves) m.a.at = m.p
  const problem = leadActionProblem(before, tokensOf(s.animals), card, CARD_LENGTH_CM)
  if (problem)
    throw new RuleError(
      'does-not-match-card',
      `That change does not match the action card (${problem.kind}).`,
      {
        kind: 'does-not-match-card',
        values: { why: problem },
      },
    )
  s.change = change
}

/**
 * App-led action: the engine picks a sensible placement with its RNG. An added animal goes near
 * the others so it does not stand out; a move goes at least the card length and stays on the table.
 */
export function autoActChoice(s: State): { animalIds: string[]; to?: Point } {
  const card = s.card
  if (!card) throw new RuleError('no-card', 'There is no action card to play.')
  const [a, b] = card.animals as [Animal, Animal | undefined]
  const points = onTable(s).map((x) => x.at as Point)
  if (card.kind === 'add') {
    const animal = inBox(s, a)[0]
    if (!animal)
      throw new RuleError('not-in-box', `No ${a} is left in the box.`, {
        kind: 'none-left',
        values: { animal: a },
      })
    return { animalIds: [animal.id], to: placeNear(s.rng, points, TABLE, DROP_GAP_CM) }
  }
  const candidates = shuffleInPlace(s.rng, [...onTable(s, a)])
  if (card.kind === 'remove') return { animalIds: [(candidates[0] as AnimalPiece).id] }
  if (card.kind === 'swap')
    return { animalIds: [(candidates[0] as AnimalPiece).id, pick(s.rng, onTable(s, b)).id] }
  for (const c of candidates) {
    const others = onTable(s)
      .filter((x) => x !== c)
      .map((x) => x.at as Point)
    const far = Math.hypot(TABLE.width, TABLE.height)
    const to =
      placeAway(
        s.rng,
        c.at as Point,
        others,
        TABLE,
        DROP_GAP_CM,
        CARD_LENGTH_CM + 0.5,
        Math.min(far, CARD_LENGTH_CM + 20),
      ) ?? placeAway(s.rng, c.at as Point, others, TABLE, MIN_GAP_CM, CARD_LENGTH_CM + 0.1, far)
    if (to) return { animalIds: [c.id], to }
  }
  throw new RuleError('no-room', 'There is no room to move that animal far enough.')
}
