/**
 * The human Lead's action as a draft on the virtual table: drag-and-drop and keyboard edits change
 * the draft; the referee's leadActionProblem checks it before anything is sent (the server checks
 * again with the same judge), and its finding is worded like the camera's (camera/problem-words.ts).
 */
import {
  ANIMAL_COUNTS,
  CARD_LENGTH_CM,
  MIN_GAP_CM,
  TABLE,
  type Move,
  type TableAnimal,
} from '../../../../shared/games/now-you-see-me'
import { leadActionProblem } from '../../../../shared/referee'
import { ANIMALS, type ActionCard, type Animal, type Token } from '../../../../shared/referee/types'
import { problemWords } from '../../camera/problem-words'
import { currentLocale } from '../../i18n'
import type { AppLocale } from '../../i18n/locales'

export interface Point {
  x: number
  y: number
}
export interface Piece {
  id: string
  type: Animal
  /** null = in the box */
  at: Point | null
}

/** The box sits under the table in the drawing; a drop there puts the animal back. */
export const BOX = { top: TABLE.height + 1.5, height: 9 } as const
const EDGE = 1.5
/** Dropping within this distance of another animal's centre means "trade places". */
export const SWAP_RADIUS = 2

export const dist = (p: Point, q: Point): number => Math.hypot(p.x - q.x, p.y - q.y)

/** The Lead's table (it carries ids) plus the animals in the box; box ids follow the engine's scheme. */
export function piecesFrom(table: TableAnimal[]): Piece[] {
  const out: Piece[] = table.map((a) => ({ id: a.id ?? '', type: a.type, at: { x: a.x, y: a.y } }))
  const used = new Set(out.map((p) => p.id))
  for (const type of ANIMALS)
    for (let k = 1; k <= ANIMAL_COUNTS[type]; k++) {
      const id = `${type}-${k}`
      if (!used.has(id)) out.push({ id, type, at: null })
    }
  return out
}

export const inBox = (pieces: Piece[], type: Animal): Piece[] =>
  pieces.filter((p) => p.at === null && p.type === type)

export const clampToTable = (p: Point): Point => ({
  x: Math.min(TABLE.width - EDGE, Math.max(EDGE, p.x)),
  y: Math.min(TABLE.height - EDGE, Math.max(EDGE, p.y)),
})

const tokens = (pieces: Piece[]): Token[] =>
  pieces.flatMap((p) => (p.at ? [{ type: p.type, x: p.at.x, y: p.at.y }] : []))

/** Where a dragged animal lands: the box, another animal (swap), or a place on the table. */
export function dropAt(pieces: Piece[], id: string, p: Point): Piece[] {
  const moving = pieces.find((x) => x.id === id)
  if (!moving) return pieces
  if (p.y > TABLE.height + 0.5) return pieces.map((x) => (x.id === id ? { ...x, at: null } : x))
  const target = pieces.find((x) => x.id !== id && x.at && dist(x.at, p) < SWAP_RADIUS)
  if (target?.at && moving.at) {
    const [a, b] = [{ ...moving.at }, { ...target.at }]
    return pieces.map((x) => (x.id === id ? { ...x, at: b } : x.id === target.id ? { ...x, at: a } : x))
  }
  const to = clampToTable(p)
  return pieces.map((x) => (x.id === id ? { ...x, at: to } : x))
}

/** A free place near the middle of the table, for adding an animal with the keyboard. */
export function freeSpot(pieces: Piece[]): Point {
  const taken = pieces.flatMap((p) => (p.at ? [p.at] : []))
  for (let r = 0; r < 30; r += 1.5)
    for (let k = 0; k < 16; k++) {
      const ang = (k / 16) * 2 * Math.PI
      const p = clampToTable({
        x: TABLE.width / 2 + r * Math.cos(ang),
        y: TABLE.height / 2 + r * Math.sin(ang),
      })
      if (taken.every((t) => dist(t, p) >= MIN_GAP_CM + 1)) return p
    }
  return { x: TABLE.width / 2, y: TABLE.height / 2 }
}

/** What is wrong with the draft for this card (wrong animal, too short, two animals moved), or null. */
export function draftProblem(
  before: Piece[],
  after: Piece[],
  card: ActionCard,
  locale: AppLocale = currentLocale(),
): string | null {
  const problem = leadActionProblem(tokens(before), tokens(after), card, CARD_LENGTH_CM)
  return problem ? problemWords(locale, problem) : null
}

/** The draft as the engine's act move, when it has the card's shape. */
export function draftMove(before: Piece[], after: Piece[], card: ActionCard): Move | null {
  const changed = after.filter((p) => {
    const b = before.find((x) => x.id === p.id)?.at ?? null
    return (b === null) !== (p.at === null) || (b && p.at && dist(b, p.at) > 1e-9)
  })
  const [one, two] = changed
  if (!one) return null
  if (card.kind === 'swap')
    return changed.length === 2 && two ? { type: 'act', animalIds: [one.id, two.id] } : null
  if (changed.length !== 1) return null
  if (card.kind === 'remove') return one.at ? null : { type: 'act', animalIds: [one.id] }
  return one.at ? { type: 'act', animalIds: [one.id], to: { ...one.at } } : null
}
