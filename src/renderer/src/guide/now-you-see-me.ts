import { engine, type Move, type Point, type State } from '../../../shared/games/now-you-see-me'
import type { ActionCard, Animal } from '../../../shared/games/now-you-see-me/vocabulary'
import type { Words } from '../rules/words'
import { sameJson, type Chapter, type Script, type Step } from './script'

/**
 * The guided Now you see me game: the computer is the Lead (seat 1) and you guess (seat 0). Each
 * chapter is one round on a fixed table of 12 animals with the action card on top of the deck:
 * add, remove, move and swap.
 */
export const YOU = 0
export const LEAD = 1

/** Where the animals stand (cm on the 60 x 40 table), by id. */
const TABLE: [string, number, number][] = [
  ['sheep-1', 12, 10],
  ['sheep-2', 20, 14],
  ['sheep-3', 40, 28],
  ['pig-1', 30, 9],
  ['pig-2', 16, 27],
  ['pig-3', 46, 14],
  ['cow-1', 24, 22],
  ['cow-2', 36, 18],
  ['cow-3', 50, 30],
  ['horse-1', 8, 20],
  ['horse-2', 28, 31],
  ['horse-3', 44, 6],
]

export function roundWith(card: ActionCard): State {
  const s = engine.setup({ players: 2, seed: 'guide', rules: { appLeads: false } })
  const at = new Map(TABLE.map(([id, x, y]) => [id, { x, y }]))
  return {
    ...s,
    // The second turn of the game: the computer on your left is the Lead.
    turn: 1,
    leadSeat: LEAD,
    phase: 'look',
    animals: s.animals.map((a) => ({ ...a, at: at.get(a.id) ?? null })),
    deck: [...s.deck.filter((c) => JSON.stringify(c) !== JSON.stringify(card)), card],
    dropCount: TABLE.length,
    claimOpen: true,
    phaseStartMs: 0,
    clockMs: 0,
  }
}

/** "Now, close your eyes!" once the look is over: the Lead may not cut it short. */
const closeEyes = (s: State): Move => ({ type: 'closeEyes', atMs: s.phaseStartMs + s.rules.lookMs })

interface Round {
  card: ActionCard
  act: { animalIds: string[]; to?: Point }
  question: Words
  answer: Animal[]
  after: Words
}

const ROUNDS: Round[] = [
  {
    card: { kind: 'add', animals: ['pig'] },
    act: { animalIds: ['pig-4'], to: { x: 34, y: 24 } },
    question: (t) => t('guide.nysm.add.question'),
    answer: ['pig'],
    after: (t) => t('guide.nysm.add.after'),
  },
  {
    card: { kind: 'remove', animals: ['horse'] },
    act: { animalIds: ['horse-1'] },
    question: (t) => t('guide.nysm.remove.question'),
    answer: ['horse'],
    after: (t) => t('guide.nysm.remove.after'),
  },
  {
    card: { kind: 'move', animals: ['sheep'] },
    act: { animalIds: ['sheep-3'], to: { x: 54, y: 20 } },
    question: (t) => t('guide.nysm.move.question'),
    answer: ['sheep'],
    after: (t) => t('guide.nysm.move.after'),
  },
  {
    card: { kind: 'swap', animals: ['cow', 'horse'] },
    act: { animalIds: ['cow-1', 'horse-2'] },
    question: (t) => t('guide.nysm.swap.question'),
    answer: ['cow', 'horse'],
    after: (t) => t('guide.nysm.swap.after'),
  },
]

function chapter(r: Round): Chapter<State, Move> {
  const start = (): State => roundWith(r.card)
  const first = start()
  const answerSteps: Step<Move>[] =
    r.answer.length === 2
      ? [
          { say: r.question, point: `answer-${r.answer[0]}`, act: 'select' },
          {
            say: (t) => t('guide.nysm.swap.answer-2'),
            point: `answer-${r.answer[1]}`,
            act: 'move',
            move: { type: 'answer', animals: r.answer },
          },
        ]
      : [
          {
            say: r.question,
            point: `answer-${r.answer[0]}`,
            act: 'move',
            move: { type: 'answer', animals: r.answer },
          },
        ]
  return {
    start,
    steps: [
      {
        say: (t) => t('guide.nysm.look'),
        point: 'table',
        then: [{ seat: LEAD, move: closeEyes(first) }],
      },
      {
        say: (t) => t('guide.nysm.close'),
        point: 'card',
        then: [{ seat: LEAD, move: { type: 'act', ...r.act } }],
      },
      ...answerSteps,
      { say: r.after, point: 'table' },
    ],
  }
}

/**
 * The legal list of an action is only a sample of placements (apply is the authority), and an
 * answer names its animals in any order; the look's end carries its time.
 */
function isLegal(legal: Move[], move: Move): boolean {
  if (move.type === 'act' || move.type === 'closeEyes') return legal.some((m) => m.type === move.type)
  if (move.type === 'answer') {
    const key = (m: Move): string => (m.type === 'answer' ? [...m.animals].sort().join() : '')
    return legal.some((m) => m.type === 'answer' && key(m) === key(move))
  }
  return sameJson(legal, move)
}

export const nowYouSeeMeScript: Script<State, Move> = {
  engine,
  seat: YOU,
  isLegal,
  chapters: ROUNDS.map(chapter),
}
