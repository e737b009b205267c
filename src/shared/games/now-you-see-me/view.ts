import type { Animal } from './vocabulary'
import { copyEvent, tokens } from './state'
import type { State, TableAnimal, View } from './types'

const byPlace = (a: TableAnimal, b: TableAnimal): number => a.x - b.x || a.y - b.y

/**
 * The privacy boundary (RULES-NOTES: Now you see me, Answers — secret until revealed together).
 * Non-Lead seats and the spectator never get the card, the change or anyone else's answer before the
 * reveal, and never animal ids (an id would give away which animal moved or appeared). During the
 * action phase the state's table is still the table before the change, and non-Leads see it with
 * their eyes closed.
 */
export function viewOf(s: State, seat: number | null): View {
  const isLead = seat === s.leadSeat
  const revealed = s.phase === 'reveal'
  const table = s.bounds ? null : isLead ? tableOf(s, true) : publicTable(s)
  const cardVisible = revealed || (isLead && (s.phase === 'action' || s.phase === 'answer'))
  const card = cardVisible && s.card ? { kind: s.card.kind, animals: [...s.card.animals] } : null
  const ownAnswer = seat !== null ? (s.answers[seat] ?? null) : null
  const canClaim =
    s.phase === 'look' && s.claimOpen && seat !== null && !isLead && !s.falseClaims.includes(seat)
  return {
    seat,
    players: s.players,
    leadSeat: s.leadSeat,
    isLead,
    turn: s.turn,
    round: s.round,
    roundsPerTurn: s.roundsPerTurn,
    phase: s.phase,
    physical: s.bounds !== null,
    appLeads: s.rules.appLeads,
    scores: [...s.scores],
    tokens: s.scores.map(tokens),
    table,
    tableCount: s.bounds ? s.physicalCount : (table?.length ?? 0),
    eyesClosed: s.phase === 'action' && !isLead,
    card,
    change: isLead && !revealed && s.change ? structuredChange(s) : null,
    question: s.phase === 'answer' || revealed ? (s.card?.kind ?? null) : null,
    answered: s.answers.map((a) => a !== null),
    myAnswer: ownAnswer ? [...ownAnswer] : null,
    claimOpen: s.phase === 'look' && s.claimOpen,
    canClaim,
    wrongDrops: s.wrongDrops,
    lookEndsAtMs: s.phase === 'look' ? s.phaseStartMs + s.rules.lookMs : null,
    actAtMs: s.phase === 'action' && s.rules.appLeads ? s.phaseStartMs + s.rules.actMs : null,
    reveal:
      revealed && s.card && s.lastResult
        ? {
            card: { kind: s.card.kind, animals: [...s.card.animals] },
            answers: s.answers.map((a) => (a ? ([...a] as Animal[]) : null)),
            correct: [...s.lastResult.correct],
            leadScored: s.lastResult.leadScored,
            change: s.change ? structuredChange(s) : null,
          }
        : null,
    event: copyEvent(s.event),
    bounds: s.bounds ? { ...s.bounds } : null,
  }
}

function tableOf(s: State, withIds: boolean): TableAnimal[] {
  const table: TableAnimal[] = []
  for (const a of s.animals) {
    if (!a.at) continue
    table.push(
      withIds ? { type: a.type, x: a.at.x, y: a.at.y, id: a.id } : { type: a.type, x: a.at.x, y: a.at.y },
    )
  }
  return table.sort(byPlace)
}

/**
 * States are never mutated, so the id-free table every non-Lead seat sees is built once per state
 * and shared between their views: views are read-only snapshots (the property test builds
 * thousands of views per game).
 */
const publicTables = new WeakMap<State, TableAnimal[]>()
function publicTable(s: State): TableAnimal[] {
  let t = publicTables.get(s)
  if (!t) {
    t = tableOf(s, false)
    publicTables.set(s, t)
  }
  return t
}

function structuredChange(s: State): NonNullable<State['change']> {
  const c = s.change as NonNullable<State['change']>
  return {
    kind: c.kind,
    ids: [...c.ids],
    types: [...c.types],
    from: c.from.map((p) => (p ? { ...p } : null)),
    to: c.to.map((p) => (p ? { ...p } : null)),
  }
}
