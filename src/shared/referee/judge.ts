import { distance, matchTokens } from './assign'
import type { LengthUnit, RefereeProblem } from './problems'
import {
  sameTypes,
  type ActionCard,
  type Animal,
  type DetectedAction,
  type RefereeOptions,
  type Token,
  type Verdict,
} from './types'

/** Tolerance used for exact positions: only float noise. */
const EXACT_TOLERANCE = 1e-6

/** One change read off the matching. */
interface Change {
  action: DetectedAction
  /** before/after pairs of displaced tokens that belong to this change. */
  pairs: { before: number; after: number; distance: number }[]
}

export interface ResolvedOptions {
  cardLength: number
  tolerance: number
  /** A measured move this much under the card length is "too close to call", not an accusation. */
  shortMargin: number
  minConfidence: number
  unit: LengthUnit
}

export function resolveOptions(opts: RefereeOptions): ResolvedOptions {
  const tolerance = opts.exact ? EXACT_TOLERANCE : (opts.tolerance ?? opts.cardLength / 8)
  return {
    cardLength: opts.cardLength,
    tolerance,
    shortMargin: opts.exact ? 0 : tolerance / 2,
    minConfidence: opts.minConfidence ?? 0.5,
    unit: opts.unit ?? 'cm',
  }
}

export { sameTypes }

/**
 * Compares the table before and after the Lead's action with the action card.
 * The same judge serves the camera (tolerant) and the human Lead's drag-and-drop (exact: true).
 * It never accuses on doubtful evidence: unclear cases give matchesCard null with the reason.
 */
export function judge(
  before: Token[],
  after: Token[],
  card: ActionCard | null,
  opts: RefereeOptions,
): Verdict {
  const o = resolveOptions(opts)
  const { assignment, unmatchedAfter } = matchTokens(before, after, o.tolerance, o.minConfidence)
  const problems: RefereeProblem[] = []
  const displaced: { before: number; after: number; distance: number }[] = []
  const relabelled: number[] = []
  const removed: number[] = []
  assignment.forEach((j, i) => {
    const b = before[i] as Token
    const a = j >= 0 ? after[j] : undefined
    if (!a) return void removed.push(i)
    const d = distance(a, b)
    if (a.type !== b.type) relabelled.push(i)
    else if (d > o.tolerance) displaced.push({ before: i, after: j, distance: d })
  })

  const changes: Change[] = []
  for (const j of unmatchedAfter) {
    const t = after[j] as Token
    changes.push({ action: { kind: 'add', animals: [t.type], before: [], after: [j] }, pairs: [] })
  }
  for (const i of removed) {
    const t = before[i] as Token
    changes.push({ action: { kind: 'remove', animals: [t.type], before: [i], after: [] }, pairs: [] })
  }
  // With assignment by type a swap of a sheep and a pig looks like two moves: find tokens of
  // different types that each now stand (near) where the other stood.
  const swapReach = Math.max(2 * o.tolerance, o.tolerance + 1e-6)
  const used = new Set<number>()
  for (let p = 0; p < displaced.length; p++) {
    for (let q = p + 1; q < displaced.length; q++) {
      const a = displaced[p]!
      const b = displaced[q]!
      if (used.has(p) || used.has(q)) continue
      const ta = before[a.before] as Token
      const tb = before[b.before] as Token
      if (ta.type === tb.type) continue
      const aNowAtB = distance(after[a.after] as Token, tb) <= swapReach
      const bNowAtA = distance(after[b.after] as Token, ta) <= swapReach
      if (!aNowAtB || !bNowAtA) continue
      used.add(p).add(q)
      changes.push({
        action: {
          kind: 'swap',
          animals: [ta.type, tb.type],
          distance: distance(ta, tb),
          before: [a.before, b.before],
          after: [a.after, b.after],
        },
        pairs: [a, b],
      })
    }
  }
  displaced.forEach((d, k) => {
    if (used.has(k)) return
    const t = before[d.before] as Token
    changes.push({
      action: { kind: 'move', animals: [t.type], distance: d.distance, before: [d.before], after: [d.after] },
      pairs: [d],
    })
  })

  // The change that explains the card is the action; everything else is extra.
  const fits = (c: Change): boolean =>
    !!card && c.action.kind === card.kind && sameTypes(c.action.animals, card.animals)
  const fitting = changes.filter(fits).sort((x, y) => (y.action.distance ?? 0) - (x.action.distance ?? 0))
  const primary = fitting[0] ?? changes[0] ?? null
  const extras = changes.filter((c) => c !== primary)
  const strayMoves = extras.flatMap((c) => c.pairs)
  const verdict = (matchesCard: boolean | null): Verdict => ({
    action: primary?.action ?? null,
    matchesCard,
    problems,
    strayMoves,
    assignment,
  })

  // Doubtful vision evidence: never accuse on it.
  const doubtful = (t: Token | undefined): boolean => !!t && (t.confidence ?? 1) < o.minConfidence
  for (const i of relabelled) {
    const b = before[i] as Token
    const a = after[assignment[i] as number] as Token
    problems.push({ kind: 'relabelled', from: b.type, to: a.type })
  }
  const involved = changes.some(
    (c) => c.action.before.some((i) => doubtful(before[i])) || c.action.after.some((j) => doubtful(after[j])),
  )
  if (relabelled.length > 0 || involved) {
    if (involved) problems.push({ kind: 'hard-to-see' })
    return verdict(null)
  }
  if (!card) {
    problems.push({ kind: 'no-card' })
    return verdict(null)
  }
  if (!primary) return judgeUnchanged(before, card, o, problems, verdict)

  const act = primary.action
  const seen = { seen: act.kind, animals: [...act.animals] }
  if (act.kind !== card.kind) problems.push({ kind: 'kind-mismatch', ...seen, card })
  else if (!sameTypes(act.animals, card.animals)) problems.push({ kind: 'animal-mismatch', ...seen, card })
  let uncertain = false
  if (act.kind === 'move' && act.distance !== undefined && act.distance < o.cardLength) {
    const animal = act.animals[0] as Animal
    if (act.distance < o.cardLength - o.shortMargin)
      problems.push({
        kind: 'short-move',
        animal,
        distance: act.distance,
        cardLength: o.cardLength,
        unit: o.unit,
      })
    else {
      problems.push({ kind: 'close-move', animal, distance: act.distance, unit: o.unit })
      uncertain = true
    }
  }
  for (const c of extras)
    problems.push({ kind: 'extra', seen: c.action.kind, animals: [...c.action.animals] })
  const accused = problems.length > (uncertain ? 1 : 0)
  return verdict(accused ? false : uncertain ? null : true)
}

/**
 * Nothing changed beyond the tolerance: a mismatch, unless a trade was too tight to see. Exact positions
 * make that certain; the camera's "nothing changed" is only an accusation when the card's action would
 * have shown (vision/policy.ts), since an animal misread or missed also looks unchanged.
 */
function judgeUnchanged(
  before: Token[],
  card: ActionCard,
  o: ResolvedOptions,
  problems: RefereeProblem[],
  verdict: (m: boolean | null) => Verdict,
): Verdict {
  if (card.kind === 'swap') {
    const [x, y] = card.animals
    const tight = before.some(
      (a) => a.type === x && before.some((b) => b.type === y && distance(a, b) <= 2 * o.tolerance),
    )
    if (tight) {
      problems.push({ kind: 'tight-swap', animals: [x as Animal, y as Animal] })
      return verdict(null)
    }
  }
  problems.push({ kind: 'nothing-changed' })
  return verdict(false)
}
