/**
 * Generated referee scenes: a table before and after a Lead's action (optionally flawed), built on
 * the engine's table geometry. The geometry is re-exported for the callers that used to find it here.
 */
import { nextInt, type RngState } from '../engine/rng'
import { jitter, placeAway, placeNear, scatterPositions, type TableSize } from '../games/now-you-see-me/table'
import { ANIMALS, type ActionCard, type Animal, type Token } from './types'

export {
  anywhereFree,
  EDGE_MARGIN,
  gaussian,
  isFree,
  jitter,
  onTable,
  placeAway,
  placeNear,
  scatterPositions,
  type Point,
  type TableSize,
} from '../games/now-you-see-me/table'

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
