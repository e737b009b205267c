import { distance, matchTokens } from './assign'
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
  unit: string
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

export const fmt = (n: number): string => n.toFixed(1)
const article = (a: Animal): string => (a === 'pig' ? 'a pig' : `a ${a}`)

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
  const problems: string[] = []
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
    problems.push(`Not sure whether the ${b.type} is now ${article(a.type)}.`)
  }
  const involved = changes.some(
    (c) => c.action.before.some((i) => doubtful(before[i])) || c.action.after.some((j) => doubtful(after[j])),
  )
  if (relabelled.length > 0 || involved) {
    if (involved) problems.push('Some animals were hard to see; check the table by hand.')
    return verdict(null)
  }
  if (!card) {
    problems.push('No action card to compare with.')
    return verdict(null)
  }
  if (!primary) return judgeUnchanged(before, card, o, problems, verdict)

  const act = primary.action
  if (act.kind !== card.kind) {
    problems.push(`The table shows ${describeKind(act)}, but the card says ${describeCard(card)}.`)
  } else if (!sameTypes(act.animals, card.animals)) {
    problems.push(`The card says ${describeCard(card)}, but ${describeKind(act)} happened.`)
  }
  let uncertain = false
  if (act.kind === 'move' && act.distance !== undefined && act.distance < o.cardLength) {
    const msg = `moved only ${fmt(act.distance)} ${o.unit}, less than the card length ${fmt(o.cardLength)} ${o.unit}`
    if (act.distance < o.cardLength - o.shortMargin) problems.push(`The ${act.animals[0]} ${msg}.`)
    else {
      problems.push(
        `The ${act.animals[0]} moved ${fmt(act.distance)} ${o.unit}, about the card length: too close to call.`,
      )
      uncertain = true
    }
  }
  for (const c of extras) problems.push(describeExtra(c.action))
  const accused = problems.length > (uncertain ? 1 : 0)
  return verdict(accused ? false : uncertain ? null : true)
}

/** Nothing changed beyond the tolerance: a mismatch, unless a trade was too tight to see. */
function judgeUnchanged(
  before: Token[],
  card: ActionCard,
  o: ResolvedOptions,
  problems: string[],
  verdict: (m: boolean | null) => Verdict,
): Verdict {
  if (card.kind === 'swap') {
    const [x, y] = card.animals
    const tight = before.some(
      (a) => a.type === x && before.some((b) => b.type === y && distance(a, b) <= 2 * o.tolerance),
    )
    if (tight) {
      problems.push(`The ${x} and the ${y} stood too close together to see whether they traded places.`)
      return verdict(null)
    }
  }
  problems.push('Nothing seems to have changed on the table.')
  return verdict(false)
}

export function describeCard(card: ActionCard): string {
  const [a, b] = card.animals
  switch (card.kind) {
    case 'add':
      return `add ${article(a as Animal)}`
    case 'remove':
      return `take away ${article(a as Animal)}`
    case 'move':
      return `move ${article(a as Animal)}`
    case 'swap':
      return `trade the places of ${article(a as Animal)} and ${article(b as Animal)}`
  }
}

function describeKind(act: DetectedAction): string {
  const [a, b] = act.animals
  switch (act.kind) {
    case 'add':
      return `${article(a as Animal)} appearing`
    case 'remove':
      return `${article(a as Animal)} taken away`
    case 'move':
      return `${article(a as Animal)} moving`
    case 'swap':
      return `${article(a as Animal)} and ${article(b as Animal)} trading places`
  }
}

function describeExtra(act: DetectedAction): string {
  const [a, b] = act.animals
  switch (act.kind) {
    case 'add':
      return `${cap(article(a as Animal))} also appeared.`
    case 'remove':
      return `${cap(article(a as Animal))} also disappeared.`
    case 'move':
      return `${cap(article(a as Animal))} also moved.`
    case 'swap':
      return `${cap(article(a as Animal))} and ${article(b as Animal)} also traded places.`
  }
}

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
