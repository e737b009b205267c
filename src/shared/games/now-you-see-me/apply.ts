import { RuleError } from '../../engine/errors'
import { sameTypes } from './vocabulary'
import { ANIMALS, type Animal } from './vocabulary'
import { ANIMAL_TOTAL, DROP_MAX, DROP_MIN, MAX_WRONG_DROPS } from './constants'
import { boundsAfterAction, boundsAfterCannotDo, boundsAfterDrop, canDoPhysical, drawCard } from './deck'
import { actVirtual, autoActChoice, dropSize, dropVirtual } from './lead'
import { allAnimals, cloneState, endTurn, setPhase } from './state'
import type { Move, State } from './types'

const wrongCount = (n: number): boolean => n < DROP_MIN || n > DROP_MAX

/** "10 seconds", "1 second", "2.5 seconds": whole seconds unless a tenth matters. */
function seconds(ms: number): string {
  const n = Math.ceil(ms / 100) / 10
  return `${n} second${n === 1 ? '' : 's'}`
}

function need(cond: boolean, code: string, message: string): asserts cond {
  if (!cond) throw new RuleError(code, message)
}

/** Applies one move to a copy of the state; the input is never touched. */
export function applyMove(input: State, seat: number, move: Move): State {
  need(Number.isInteger(seat) && seat >= 0 && seat < input.players, 'bad-seat', `There is no seat ${seat}.`)
  need(!!move && typeof move === 'object', 'bad-move', 'That is not a move.')
  need(input.phase !== 'over', 'game-over', 'The game is over.')
  const s = cloneState(input)
  if (typeof move.atMs === 'number' && Number.isFinite(move.atMs)) s.clockMs = Math.max(s.clockMs, move.atMs)
  const lead = seat === s.leadSeat
  const leadOnly = (what: string): void => need(lead, 'not-lead', `Only the Lead Player can ${what}.`)
  const inPhase = (...phases: State['phase'][]): void =>
    need(phases.includes(s.phase), 'wrong-phase', `You cannot do that now (${s.phase}).`)

  switch (move.type) {
    case 'drop': {
      inPhase('drop')
      leadOnly('drop the animals')
      const count = move.count
      need(
        count === undefined || (Number.isInteger(count) && count >= 0 && count <= ANIMAL_TOTAL),
        'bad-count',
        `A drop has 0 to ${ANIMAL_TOTAL} animals.`,
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
      need(!lead, 'lead-cannot-claim', 'The Lead Player cannot claim a wrong count.')
      need(s.claimOpen, 'claim-closed', 'A wrong count can only be claimed while looking at a new drop.')
      need(!s.falseClaims.includes(seat), 'claimed', 'You already claimed on this drop.')
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
      leadOnly('close the look')
      // RULES-NOTES: Now you see me, The look — the Lead cannot cut the look short; the table timer
      // closes the eyes when it is over. The move's stamped game-clock time decides.
      const lookEndsMs = s.phaseStartMs + s.rules.lookMs
      need(
        s.clockMs >= lookEndsMs,
        'look-not-over',
        `The others look for ${seconds(s.rules.lookMs)}: "close your eyes" waits ${seconds(lookEndsMs - s.clockMs)} more.`,
      )
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
      leadOnly('do the action')
      need(!s.bounds, 'physical', 'With the real box, say "done" once the action is made.')
      const choice = move.type === 'autoAct' ? autoActChoice(s) : { animalIds: move.animalIds, to: move.to }
      need(
        choice.animalIds === undefined || Array.isArray(choice.animalIds),
        'bad-move',
        'Animal ids must be a list.',
      )
      actVirtual(s, choice.animalIds, choice.to)
      return toAnswers(s)
    }
    case 'done': {
      inPhase('action')
      leadOnly('do the action')
      need(!!s.bounds, 'virtual', 'On the virtual table, make the action with the animals.')
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
      leadOnly('set the card aside')
      need(!!s.bounds && !!s.card, 'virtual', 'The app already knows which cards can be done.')
      if (s.bounds && s.card) {
        need(
          canDoPhysical(s.bounds, s.card) !== 'yes',
          'can-do',
          'That card can be done: the animals are there.',
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
      need(!lead, 'lead-answers', 'The Lead Player does not answer.')
      need(s.answers[seat] === null, 'answered', 'You already answered.')
      const animals = move.animals
      const want = s.card?.kind === 'swap' ? 2 : 1
      need(
        Array.isArray(animals) &&
          animals.length === want &&
          animals.every((a) => ANIMALS.includes(a as Animal)),
        'bad-answer',
        want === 2 ? 'Choose two animal cards.' : 'Choose one animal card.',
      )
      need(want === 1 || animals[0] !== animals[1], 'bad-answer', 'Choose two different animals.')
      s.answers[seat] = [...animals]
      if (s.answers.every((a, k) => k === s.leadSeat || a !== null)) reveal(s)
      return s
    }
    case 'nextRound': {
      inPhase('reveal')
      leadOnly('start the next round')
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
      throw new RuleError('bad-move', 'Unknown move.')
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
