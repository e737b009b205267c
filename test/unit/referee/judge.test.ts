import { describe, expect, it } from 'vitest'
import { describeVerdict, problemText } from '../../../src/cli/referee-words'
import { checkLeadAction, judge, leadActionProblem, type Token } from '../../../src/shared/referee'

const opts = { cardLength: 8.8 }
const table: Token[] = [
  { type: 'sheep', x: 10, y: 10 },
  { type: 'sheep', x: 14, y: 10 },
  { type: 'pig', x: 20, y: 12 },
  { type: 'cow', x: 25, y: 20 },
  { type: 'horse', x: 30, y: 15 },
]
const jiggle = (t: Token[]): Token[] =>
  t.map((a, k) => ({ ...a, x: a.x + (k % 2 ? 0.3 : -0.3), y: a.y + 0.2 }))

describe('referee judge', () => {
  it('a move of at least the card length matches, with jitter on the others', () => {
    const after = jiggle(table)
    after[0] = { type: 'sheep', x: 10, y: 22.3 }
    const v = judge(table, after, { kind: 'move', animals: ['sheep'] }, opts)
    expect(v.action?.kind).toBe('move')
    expect(v.matchesCard).toBe(true)
    expect(v.strayMoves).toEqual([])
    expect(describeVerdict(v)).toBe('The sheep moved 12.3 cm: matches the card.')
  })

  it('a sheep moved past the other sheep is one move, not a chain', () => {
    const after = jiggle(table)
    after[0] = { type: 'sheep', x: 19, y: 7 }
    const v = judge(table, after, { kind: 'move', animals: ['sheep'] }, opts)
    expect(v.matchesCard).toBe(true)
  })

  it('a short move is reported with its distance', () => {
    const after = [...table]
    after[3] = { type: 'cow', x: 25, y: 25 }
    const v = judge(table, after, { kind: 'move', animals: ['cow'] }, opts)
    expect(v.matchesCard).toBe(false)
    expect(v.problems).toContainEqual({
      kind: 'short-move',
      animal: 'cow',
      distance: 5,
      cardLength: 8.8,
      unit: 'cm',
    })
    expect(v.problems.map(problemText)).toContain(
      'The cow moved only 5.0 cm, less than the card length 8.8 cm.',
    )
  })

  it('a move just under the card length by camera is too close to call, never an accusation', () => {
    const after = [...table]
    after[3] = { type: 'cow', x: 25, y: 28.5 }
    expect(judge(table, after, { kind: 'move', animals: ['cow'] }, opts).matchesCard).toBeNull()
    expect(checkLeadAction(table, after, { kind: 'move', animals: ['cow'] }, 8.8).matchesCard).toBe(false)
  })

  it('a swap of a sheep and a pig is read as a swap, not two moves', () => {
    const after = [...table]
    after[1] = { type: 'sheep', x: 20, y: 12 }
    after[2] = { type: 'pig', x: 14, y: 10 }
    const v = judge(table, jiggle(after), { kind: 'swap', animals: ['pig', 'sheep'] }, opts)
    expect(v.action?.kind).toBe('swap')
    expect(v.matchesCard).toBe(true)
    expect(describeVerdict(v)).toBe('The sheep and the pig traded places: matches the card.')
  })

  it('add and remove with their types; another animal moving is reported', () => {
    const added = [...table, { type: 'horse' as const, x: 33, y: 18 }]
    expect(judge(table, added, { kind: 'add', animals: ['horse'] }, opts).matchesCard).toBe(true)
    const wrong = judge(table, added, { kind: 'add', animals: ['cow'] }, opts)
    expect(wrong.matchesCard).toBe(false)
    const removed = table.filter((_, k) => k !== 2)
    removed[2] = { type: 'cow', x: 40, y: 30 }
    const v = judge(table, removed, { kind: 'remove', animals: ['pig'] }, opts)
    expect(v.action?.kind).toBe('remove')
    expect(v.matchesCard).toBe(false)
    expect(v.problems).toContainEqual({ kind: 'extra', seen: 'move', animals: ['cow'] })
    expect(v.problems.map(problemText)).toContain('A cow also moved.')
    expect(v.strayMoves).toHaveLength(1)
  })

  it('doubtful detections and a missing card give an uncertain verdict with the reason', () => {
    const after = [...table, { type: 'pig' as const, x: 40, y: 5, confidence: 0.3 }]
    const v = judge(table, after, { kind: 'add', animals: ['cow'] }, opts)
    expect(v.matchesCard).toBeNull()
    expect(v.problems.length).toBeGreaterThan(0)
    expect(judge(table, table, null, opts).matchesCard).toBeNull()
    const unchanged = judge(table, jiggle(table), { kind: 'move', animals: ['pig'] }, opts)
    expect(unchanged.matchesCard).toBe(false)
    expect(describeVerdict(unchanged)).toBe(
      'Does not match the card. Nothing seems to have changed on the table.',
    )
  })

  it('the human Lead check is exact', () => {
    const after = [...table]
    after[4] = { type: 'horse', x: 30, y: 24 }
    expect(leadActionProblem(table, after, { kind: 'move', animals: ['horse'] }, 8.8)).toBeNull()
    expect(leadActionProblem(table, jiggle(after), { kind: 'move', animals: ['horse'] }, 8.8)).toMatchObject({
      kind: 'extra',
      seen: 'move',
    })
  })
})
