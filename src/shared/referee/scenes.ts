/**
 * Table geometry shared by the game engine (the app-led drop) and the referee's generated test
 * scenes: scattering animals as if dropped from a height, and placing one near the others.
 */
import { nextFloat, nextInt, type RngState } from '../engine/rng'
import { distance } from './assign'
import { ANIMALS, type ActionCard, type Animal, type Token } from './types'

export interface Point {
  x: number
  y: number
}
export interface TableSize {
  width: number
  height: number
}

/** Distance from the edge that a token's centre keeps (a token is about 2.5 cm across). */
export const EDGE_MARGIN = 1.5

export function gaussian(r: RngState): number {
  const u = Math.max(nextFloat(r), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * nextFloat(r))
}

export function onTable(p: Point, table: TableSize): boolean {
  return (
    p.x >= EDGE_MARGIN &&
    p.y >= EDGE_MARGIN &&
    p.x <= table.width - EDGE_MARGIN &&
    p.y <= table.height - EDGE_MARGIN
  )
}

export function isFree(p: Point, others: readonly Point[], minGap: number): boolean {
  return others.every((o) => distance(o, p) >= minGap)
}

/**
 * Positions as if `count` animals were dropped from 20-30 cm: clustered around a centre near the
 * middle of the table with a spread, some touching. Falls back to anywhere free on the table.
 */
export function scatterPositions(r: RngState, count: number, table: TableSize, minGap: number): Point[] {
  const cx = table.width / 2 + (nextFloat(r) - 0.5) * (table.width / 3)
  const cy = table.height / 2 + (nextFloat(r) - 0.5) * (table.height / 3)
  const spread = 5 + nextFloat(r) * 4
  const out: Point[] = []
  for (let k = 0; k < count; k++) {
    let placed: Point | null = null
    for (let attempt = 0; attempt < 400 && !placed; attempt++) {
      const wide = attempt < 200 ? spread : spread * 3
      const p = { x: cx + gaussian(r) * wide, y: cy + gaussian(r) * wide * 0.8 }
      if (onTable(p, table) && isFree(p, out, minGap)) placed = p
    }
    placed ??= anywhereFree(r, out, table, minGap)
    out.push(placed)
  }
  return out
}

export function anywhereFree(r: RngState, others: readonly Point[], table: TableSize, minGap: number): Point {
  for (let attempt = 0; attempt < 2000; attempt++) {
    const p = {
      x: EDGE_MARGIN + nextFloat(r) * (table.width - 2 * EDGE_MARGIN),
      y: EDGE_MARGIN + nextFloat(r) * (table.height - 2 * EDGE_MARGIN),
    }
    if (isFree(p, others, minGap)) return p
  }
  throw new Error('no free place on the table')
}

/** A free place 2.5-6 cm from a random animal, so an added animal does not stand out. */
export function placeNear(r: RngState, others: readonly Point[], table: TableSize, minGap: number): Point {
  for (let attempt = 0; attempt < 400 && others.length > 0; attempt++) {
    const o = others[nextInt(r, others.length)] as Point
    const a = nextFloat(r) * 2 * Math.PI
    const d = minGap + 0.3 + nextFloat(r) * 3.5
    const p = { x: o.x + Math.cos(a) * d, y: o.y + Math.sin(a) * d }
    if (onTable(p, table) && isFree(p, others, minGap)) return p
  }
  return anywhereFree(r, others, table, minGap)
}

/** A free place between minDist and maxDist from `from`, on the table. */
export function placeAway(
  r: RngState,
  from: Point,
  others: readonly Point[],
  table: TableSize,
  minGap: number,
  minDist: number,
  maxDist: number,
): Point | null {
  for (let attempt = 0; attempt < 400; attempt++) {
    const a = nextFloat(r) * 2 * Math.PI
    const d = minDist + nextFloat(r) * (maxDist - minDist)
    const p = { x: from.x + Math.cos(a) * d, y: from.y + Math.sin(a) * d }
    if (onTable(p, table) && isFree(p, others, minGap)) return p
  }
  return null
}

export function jitter(r: RngState, p: Point, radius: number): Point {
  const a = nextFloat(r) * 2 * Math.PI
  const d = Math.sqrt(nextFloat(r)) * radius
  return { x: p.x + Math.cos(a) * d, y: p.y + Math.sin(a) * d }
}

// ---- generated referee scenes ------------------------------------------------------------

export type SceneFlaw = 'wrong-type' | 'too-short' | 'extra-move'

export interface Scene {
  before: Token[]
  after: Token[]
  card: ActionCard
  /** What the Lead really did. */
  done: ActionCard
  /** Set when the table deliberately does not match the card. */
  flaw: SceneFlaw | null
}

export interface SceneOptions {
  cardLength?: number
  table?: TableSize
  /** Drift of untouched animals between the two snapshots (default 0.5). */
  jitter?: number
  flaw?: SceneFlaw | null
}

const COUNTS: Record<Animal, number> = { sheep: 7, pig: 7, cow: 6, horse: 6 }

export function generateScene(r: RngState, opts: SceneOptions = {}): Scene {
  const cardLength = opts.cardLength ?? 8.8
  const table = opts.table ?? { width: 60, height: 40 }
  const drift = opts.jitter ?? 0.5
  const flaw = opts.flaw ?? null
  const box = ANIMALS.flatMap((a) => new Array<Animal>(COUNTS[a]).fill(a))
  for (let i = box.length - 1; i > 0; i--) {
    const j = nextInt(r, i + 1)
    ;[box[i], box[j]] = [box[j] as Animal, box[i] as Animal]
  }
  const count = 10 + nextInt(r, 6)
  const points = scatterPositions(r, count, table, 2.2)
  const before: Token[] = points.map((p, k) => ({ type: box[k] as Animal, ...p }))
  const inBox = (t: Animal): number => COUNTS[t] - before.filter((b) => b.type === t).length
  const onTableOf = (t: Animal): number[] => before.flatMap((b, i) => (b.type === t ? [i] : []))
  for (;;) {
    const card = randomCard(r)
    const done = flaw === 'wrong-type' ? otherTypes(r, card) : card
    if (done.kind === 'add' && inBox(done.animals[0] as Animal) === 0) continue
    if (done.kind !== 'add' && done.animals.some((a) => onTableOf(a).length === 0)) continue
    if (flaw === 'too-short' && card.kind !== 'move') continue
    const after: (Token | null)[] = before.map((t) => ({ ...t, ...jitter(r, t, drift) }))
    const touched = new Set<number>()
    const chosen = done.kind === 'add' ? [] : done.animals.map((a) => pickOne(r, onTableOf(a)))
    if (done.kind === 'add') {
      after.push({ type: done.animals[0] as Animal, ...placeNear(r, before, table, 2.2) })
    } else if (done.kind === 'remove') {
      after[chosen[0] as number] = null
      touched.add(chosen[0] as number)
    } else if (done.kind === 'move') {
      const i = chosen[0] as number
      const [lo, hi] = flaw === 'too-short' ? [2, cardLength * 0.85] : [cardLength, cardLength + 20]
      const others = before.filter((_, k) => k !== i)
      const p = placeAway(r, before[i] as Token, others, table, 2.2, lo, hi)
      if (!p) continue
      after[i] = { ...(before[i] as Token), ...p }
      touched.add(i)
    } else {
      const [i, j] = chosen as [number, number]
      after[i] = { ...(before[i] as Token), ...jitter(r, before[j] as Token, drift) }
      after[j] = { ...(before[j] as Token), ...jitter(r, before[i] as Token, drift) }
      touched.add(i).add(j)
    }
    if (flaw === 'extra-move') {
      const free = before.flatMap((_, k) => (touched.has(k) ? [] : [k]))
      const k = pickOne(r, free)
      const others = after.filter((t, m): t is Token => !!t && m !== k)
      const p = placeAway(r, before[k] as Token, others, table, 2.2, 2, 12)
      if (!p) continue
      after[k] = { ...(before[k] as Token), ...p }
    }
    const shuffled = after.filter((t): t is Token => !!t)
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = nextInt(r, i + 1)
      ;[shuffled[i], shuffled[j]] = [shuffled[j] as Token, shuffled[i] as Token]
    }
    return { before, after: shuffled, card, done, flaw }
  }
}

function pickOne(r: RngState, items: number[]): number {
  return items[nextInt(r, items.length)] as number
}

function randomCard(r: RngState): ActionCard {
  const kind = (['add', 'remove', 'move', 'swap'] as const)[nextInt(r, 4)] as ActionCard['kind']
  const a = ANIMALS[nextInt(r, 4)] as Animal
  if (kind !== 'swap') return { kind, animals: [a] }
  const rest = ANIMALS.filter((x) => x !== a)
  return { kind, animals: [a, rest[nextInt(r, 3)] as Animal] }
}

/** The same kind of action on different animal type(s). */
function otherTypes(r: RngState, card: ActionCard): ActionCard {
  for (;;) {
    const c = randomCard(r)
    if (c.kind !== card.kind) continue
    if ([...c.animals].sort().join() !== [...card.animals].sort().join())
      return { kind: card.kind, animals: c.animals }
  }
}
