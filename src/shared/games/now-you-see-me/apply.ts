import { RuleError } from '../../engine/errors'
import { sameTypes } from './vocabulary'
import { ANIMALS, type Animal } from './vocabulary'
import { ANIMAL_TOTAL, DROP_MAX, DROP_MIN, MAX_WRONG_DROPS } from './constants'
import { boundsAfterAction, boundsAfterCannotDo, boundsAfterDrop, canDoPhysical, drawCard } from './deck'
import { actVirtual, autoActChoice, dropSize, dropVirtual } from './lead'
import { allAnimals, cloneState, endTurn, setPhase } from './state'
import type { Move, State } from './types'

const wrongCount = (n: number): boolean => n < DROP_MIN || n > DROP_MAX

/** Whole seconds unless a tenth matters: 10, 1, 2.5. */
const tenths = (ms: number): number => Math.ceil(ms / 100) / 10
/** "10 seconds", "1 second", "2.5 seconds" (the English message; the screen words the numbers). */
const seconds = (n: number): string => `${n} second${n === 1 ? '' : 's'}`

/** What only the Lead may do, named in the refusal (the screen words `action`). */
const LEAD_ONLY = {
  drop: 'drop the animals',
  close: 'close the look',
  act: 'do the action',
  aside: 'set the card aside',
  next: 'start the next round',
} as const

/** A move at the wrong moment says what is happening now, as a family would (never the phase id). */
const NOW: Record<State['phase'], string> = {
  drop: 'Not yet: the Lead drops the animals first.',
  look: 'Not yet: everyone is still looking at the animals.',
  action: 'Not now: the Lead is still changing the animals.',
  answer: 'Not now: the players are answering.',
  reveal: "Not now: the round's result is being shown.",
  over: 'The game is over.',
}

/** The refusal is built only when the move breaks the rule (each one is data: issue #23). */
function need(cond: boolean, refusal: () => RuleError): asserts cond {
  if (!cond) throw refusal()
}

/** Applies one move to a copy of the state; the input is never touched. */
export function applyMove(input: State, seat: number, move: Move): State {
  need(
    Number.isInteger(seat) && seat >= 0 && seat < input.players,
    () => new RuleError('bad-seat', `There is no seat ${seat}.`, { kind: 'bad-seat', values: { seat } }),
  )
  need(
    !!move && typeof move === 'object',
    () => new RuleError('bad-move', 'That is not a move.', { kind: 'not-a-move' }),
  )
  need(input.phase !== 'over', () => new RuleError('game-over', 'The game is over.'))
  const s = cloneState(input)
  if (typeof move.atMs === 'number' && Number.isFinite(move.atMs)) s.clockMs = Math.max(s.clockMs, move.atMs)
  const lead = seat === s.leadSeat
  const leadOnly = (action: keyof typeof LEAD_ONLY): void =>
    need(
      lead,
      () =>
        new RuleError('not-lead', `Only the Lead Player can ${LEAD_ONLY[action]}.`, {
          kind: 'not-lead',
          values: { action },
        }),
    )
  const inPhase = (...phases: State['phase'][]): void =>
    need(
      phases.includes(s.phase),
      () =>
        new RuleError('wrong-phase', `${NOW[s.phase]}`, {
          kind: 'wrong-phase',
          values: { phase: s.phase },
        }),
    )

  switch (move.type) {
    case 'drop': {
      inPhase('drop')
      leadOnly('drop')
      const count = move.count
      need(
        count === undefined || (Number.isInteger(count) && count >= 0 && count <= ANIMAL_TOTAL),
        () =>
          new RuleError('bad-count', `A drop has 0 to ${ANIMAL_TOTAL} animals.`, {
            kind: 'bad-count',
            values: { max: ANIMAL_TOTAL },
          }),
      )
      if (s.bounds) {
        // Physical box: positions are unknown; the count is what the family reports, if anything.
        s.animals = allAnimals()
        s.dropCount = count ?? null
        s.physicalCount = count ?? null
        s.bounds = boundsAfterDrop(s.dropCount)
      } else {
        const n = count ?? dropSize(s)
        dropVirtual(s, n)
        s.dropCount = n
      }
      s.claimOpen = true
      s.falseClaims = []
      s.event = { kind: 'dropped', count: s.dropCount }
      setPhase(s, 'look')
      return s
    }
    case 'claim': {
      inPhase('look')
      need(!lead, () => new RuleError('lead-cannot-claim', 'The Lead Player cannot claim a wrong count.'))
      need(
        s.claimOpen,
        () => new RuleError('claim-closed', 'A wrong count can only be claimed while looking at a new drop.'),
      )
      need(!s.falseClaims.includes(seat), () => new RuleError('claimed', 'You already claimed on this drop.'))
      // RULES-NOTES: Now you see me, Wrong count. A reported-less physical drop is taken on trust:
      // the family checks the real table. Our ruling: a false claim is recorded and does nothing.
      if (s.dropCount !== null && !wrongCount(s.dropCount)) {
        s.falseClaims.push(seat)
        s.event = { kind: 'claim-false', seat, count: s.dropCount }
        return s
      }
      s.scores[seat] = (s.scores[seat] ?? 0) + 1
      s.wrongDrops++
      s.claimOpen = false
      s.animals = allAnimals()
      s.dropCount = null
      s.physicalCount = null
      // RULES-NOTES: Now you see me, Wrong count — three wrong drops in a row end the turn.
      const turnEnds = s.wrongDrops >= MAX_WRONG_DROPS
      s.event = { kind: 'claim-right', seat, wrongDrops: s.wrongDrops, turnEnds }
      if (turnEnds) endTurn(s)
      else setPhase(s, 'drop')
      return s
    }
    case 'closeEyes': {
      inPhase('look')
      leadOnly('close')
      // RULES-NOTES: Now you see me, The look — the Lead cannot cut the look short; the table timer
      // closes the eyes when it is over. The move's stamped game-clock time decides.
      const lookEndsMs = s.phaseStartMs + s.rules.lookMs
      need(s.clockMs >= lookEndsMs, () => {
        const look = tenths(s.rules.lookMs)
        const wait = tenths(lookEndsMs - s.clockMs)
        return new RuleError(
          'look-not-over',
          `The others look for ${seconds(look)}: "close your eyes" waits ${seconds(wait)} more.`,
          { kind: 'look-not-over', values: { look, wait } },
        )
      })
      s.claimOpen = false
      s.skipped = []
      drawCard(s)
      s.event = { kind: 'eyes-closed' }
      setPhase(s, 'action')
      return s
    }
    case 'act':
    case 'autoAct': {
      inPhase('action')
      leadOnly('act')
      need(
        !s.bounds,
        () => new RuleError('physical', 'With the real box, say "done" once the action is made.'),
      )
      const choice = move.type === 'autoAct' ? autoActChoice(s) : { animalIds: move.animalIds, to: move.to }
      need(
        choice.animalIds === undefined || Array.isArray(choice.animalIds),
        () => new RuleError('bad-move', 'Animal ids must be a list.', { kind: 'ids-list' }),
      )
      actVirtual(s, choice.animalIds, choice.to)
      return toAnswers(s)
    }
    case 'done': {
      inPhase('action')
      leadOnly('act')
      need(
        !!s.bounds,
        () => new RuleError('virtual', 'On the virtual table, make the action with the animals.'),
      )
      if (s.bounds && s.card) {
        boundsAfterAction(s.bounds, s.card)
        if (s.physicalCount !== null && s.card.kind !== 'move' && s.card.kind !== 'swap') {
          s.physicalCount += s.card.kind === 'add' ? 1 : -1
        }
      }
      return toAnswers(s)
    }
    case 'cannotDo': {
      inPhase('action')
      leadOnly('aside')
      need(
        !!s.bounds && !!s.card,
        () =>
          new RuleError('virtual', 'The app already knows which cards can be done.', { kind: 'app-knows' }),
      )
      if (s.bounds && s.card) {
        need(
          canDoPhysical(s.bounds, s.card) !== 'yes',
          () => new RuleError('can-do', 'That card can be done: the animals are there.'),
        )
        // RULES-NOTES: Now you see me, Action cannot be done — draw the next card.
        boundsAfterCannotDo(s.bounds, s.card)
        s.skipped.push(s.card)
        drawCard(s)
      }
      s.event = { kind: 'card-redrawn' }
      return s
    }
    case 'answer': {
      inPhase('answer')
      need(!lead, () => new RuleError('lead-answers', 'The Lead Player does not answer.'))
      need(s.answers[seat] === null, () => new RuleError('answered', 'You already answered.'))
      const animals = move.animals
      const want = s.card?.kind === 'swap' ? 2 : 1
      need(
        Array.isArray(animals) &&
          animals.length === want &&
          animals.every((a) => ANIMALS.includes(a as Animal)),
        () =>
          want === 2
            ? new RuleError('bad-answer', 'Choose two animal cards.', { kind: 'choose-two' })
            : new RuleError('bad-answer', 'Choose one animal card.', { kind: 'choose-one' }),
      )
      need(
        want === 1 || animals[0] !== animals[1],
        () => new RuleError('bad-answer', 'Choose two different animals.', { kind: 'two-different' }),
      )
      s.answers[seat] = [...animals]
      if (s.answers.every((a, k) => k === s.leadSeat || a !== null)) reveal(s)
      return s
    }
    case 'nextRound': {
      inPhase('reveal')
      leadOnly('next')
      if (s.card) s.discard.push(s.card)
      s.card = null
      s.change = null
      s.skipped = []
      s.answers = new Array<null>(s.players).fill(null)
      s.lastResult = null
      if (s.round >= s.roundsPerTurn) {
        endTurn(s)
        return s
      }
      // RULES-NOTES: Now you see me, Drop — later rounds continue on the table the last round left.
      s.round++
      s.event = { kind: 'round-started', round: s.round }
      setPhase(s, 'look')
      return s
    }
    default:
      throw new RuleError('bad-move', 'Unknown move.', { kind: 'unknown-move' })
  }
}

function toAnswers(s: State): State {
  s.answers = new Array<null>(s.players).fill(null)
  s.event = { kind: 'eyes-opened' }
  setPhase(s, 'answer')
  return s
}

/** RULES-NOTES: Now you see me, Scoring and Answers — nobody right: the Lead scores; else each right player. */
function reveal(s: State): void {
  const card = s.card
  if (!card) throw new Error('reveal without a card')
  const correct = s.answers.map((a, k) => k !== s.leadSeat && a !== null && sameTypes(a, card.animals))
  const anyRight = correct.some(Boolean)
  if (anyRight) correct.forEach((c, k) => c && (s.scores[k] = (s.scores[k] ?? 0) + 1))
  else s.scores[s.leadSeat] = (s.scores[s.leadSeat] ?? 0) + 1
  s.lastResult = { correct, leadScored: !anyRight }
  s.event = anyRight
    ? { kind: 'answered-right', seats: correct.flatMap((c, k) => (c ? [k] : [])) }
    : { kind: 'nobody-right', leadSeat: s.leadSeat }
  setPhase(s, 'reveal')
}
