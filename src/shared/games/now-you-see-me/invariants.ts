import { Rng } from '../../engine/rng'
import { ANIMALS } from './vocabulary'
import { ACTION_DECK, ANIMAL_COUNTS, ANIMAL_TOTAL, TABLE } from './constants'
import { pointLimits } from './limits'
import type { Move, State, View } from './types'

/** Structural truths of the state that must hold after every move. */
export function checkState(s: State): string[] {
  const out: string[] = []
  if (s.animals.length !== ANIMAL_TOTAL) out.push(`${s.animals.length} animals instead of ${ANIMAL_TOTAL}`)
  for (const type of ANIMALS) {
    const n = s.animals.filter((a) => a.type === type).length
    if (n !== ANIMAL_COUNTS[type]) out.push(`${n} ${type} instead of ${ANIMAL_COUNTS[type]}`)
  }
  if (new Set(s.animals.map((a) => a.id)).size !== s.animals.length) out.push('duplicate animal ids')
  for (const a of s.animals) {
    if (!a.at) continue
    if (!Number.isFinite(a.at.x) || !Number.isFinite(a.at.y)) out.push(`${a.id} has no finite position`)
    else if (a.at.x < 0 || a.at.y < 0 || a.at.x > TABLE.width || a.at.y > TABLE.height)
      out.push(`${a.id} is off the table`)
  }
  if (s.bounds && s.animals.some((a) => a.at)) out.push('physical mode tracks positions')
  if (s.scores.some((p) => p < 0 || !Number.isInteger(p))) out.push('a score is negative or fractional')
  // What Log a game accepts as possible must cover every real game.
  const limits = pointLimits(s.players)
  if (s.scores.some((p) => p > limits.perPlayer)) out.push(`a score above ${limits.perPlayer}`)
  if (s.scores.reduce((a, b) => a + b, 0) > limits.total) out.push(`scores add up to over ${limits.total}`)
  const cards = s.deck.length + s.discard.length + (s.card ? 1 : 0)
  if (cards !== ACTION_DECK.length) out.push(`${cards} action cards in play instead of ${ACTION_DECK.length}`)
  if (s.phase === 'drop' && s.round === 1 && s.discard.length === 0 && s.deck.length !== ACTION_DECK.length) {
    out.push('the deck is not whole after the reshuffle')
  }
  if (s.phase === 'drop' && s.animals.some((a) => a.at)) out.push('animals on the table before the drop')
  if (['action', 'answer', 'reveal'].includes(s.phase) && !s.card) out.push(`no card in the ${s.phase} phase`)
  if (s.phase === 'answer' && s.answers[s.leadSeat] !== null) out.push('the Lead answered')
  if (s.leadSeat !== s.turn % s.players && s.phase !== 'over')
    out.push('the Lead is not the seat to the left')
  if (s.round < 1 || s.round > s.roundsPerTurn) out.push(`round ${s.round} of ${s.roundsPerTurn}`)
  if (s.wrongDrops < 0 || s.wrongDrops >= 3) out.push(`${s.wrongDrops} wrong drops in a running turn`)
  return out
}

/** No card, change, ids or other answers in a non-Lead view before the reveal. */
export function checkView(s: State, seat: number | null, view: View): string[] {
  const out: string[] = []
  const lead = seat === s.leadSeat
  const revealed = s.phase === 'reveal'
  if (!lead && !revealed) {
    if (view.card) out.push(`seat ${seat} sees the card before the reveal`)
    if (view.change) out.push(`seat ${seat} sees the Lead's change before the reveal`)
    if (view.reveal) out.push(`seat ${seat} sees a reveal before it happens`)
  }
  if (!lead && view.table?.some((a) => a.id !== undefined)) out.push(`seat ${seat} sees animal ids`)
  if (!revealed && view.reveal) out.push('reveal outside the reveal phase')
  if (!revealed) {
    const own = seat === null ? null : (s.answers[seat] ?? null)
    if (String(view.myAnswer) !== String(own)) out.push(`seat ${seat} sees a wrong own answer`)
  }
  if (s.phase === 'action' && !lead && view.table) {
    // The state's table is still the table before the change in the action phase.
    const before = s.animals.filter((a) => a.at).length
    if (view.table.length !== before) out.push('the view shows a changed table with eyes closed')
    if (!view.eyesClosed) out.push('eyes are open during the action')
  }
  if (s.phase === 'answer' && !lead && view.question !== s.card?.kind)
    out.push('the question is not the card kind')
  if (view.scores.some((p, k) => p !== s.scores[k])) out.push('scores differ from the state')
  // Events are public (issue #23): every seat's view carries the state's event unchanged.
  if (JSON.stringify(view.event) !== JSON.stringify(s.event)) out.push(`seat ${seat} sees another event`)
  if (
    !lead &&
    !revealed &&
    s.card &&
    s.phase !== 'action' &&
    view.question !== null &&
    view.question !== s.card.kind
  ) {
    out.push('the question differs from the card')
  }
  return out
}

/** Moves that must be rejected now, for the property test. */
export function sampleIllegalMoves(s: State, seat: number, rng: Rng): Move[] {
  const out: Move[] = []
  const lead = seat === s.leadSeat
  if (s.phase !== 'drop') out.push({ type: 'drop' })
  if (s.phase !== 'reveal' || !lead) out.push({ type: 'nextRound' })
  // RULES-NOTES: The look — an unstamped "close your eyes" happens at the state's clock: too early unless the look is over.
  if (s.phase !== 'look' || !lead || s.clockMs < s.phaseStartMs + s.rules.lookMs)
    out.push({ type: 'closeEyes' })
  if (lead || s.phase !== 'look' || !s.claimOpen || s.falseClaims.includes(seat)) out.push({ type: 'claim' })
  if (s.phase !== 'action' || !lead) out.push({ type: 'autoAct' }, { type: 'done' })
  if (!s.bounds) out.push({ type: 'cannotDo' })
  if (s.phase !== 'answer' || lead || s.answers[seat] !== null)
    out.push({ type: 'answer', animals: ['sheep'] })
  if (s.phase === 'answer' && !lead) {
    out.push(
      { type: 'answer', animals: ['sheep', 'sheep', 'pig'] },
      { type: 'answer', animals: ['unicorn' as never] },
    )
  }
  if (s.phase === 'action' && lead && !s.bounds && s.card?.kind === 'move') {
    const a = s.animals.find((x) => x.at && x.type === s.card?.animals[0])
    if (a?.at) {
      const ang = rng.float() * 2 * Math.PI
      out.push({
        type: 'act',
        animalIds: [a.id],
        to: { x: a.at.x + 3 * Math.cos(ang), y: a.at.y + 3 * Math.sin(ang) },
      })
    }
  }
  if (s.phase === 'drop' && lead) out.push({ type: 'drop', count: 27 }, { type: 'drop', count: -1 })
  out.push({ type: 'nonsense' } as unknown as Move)
  return out
}
