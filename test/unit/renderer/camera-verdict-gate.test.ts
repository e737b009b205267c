import { describe, expect, it } from 'vitest'
import { judgeTokens } from '../../../src/renderer/src/camera/verdict'
import type { ActionCard, Token } from '../../../src/shared/referee'

/**
 * Issue #20: the camera round on screen judges the detected animals again in cm. That second judge
 * must never accuse where the camera's own verdict (with its accusation gate) was not sure: the
 * gate's doubts are what the family sees.
 */
const table: Token[] = [
  { type: 'sheep', x: 100, y: 100 },
  { type: 'pig', x: 300, y: 120 },
  { type: 'cow', x: 200, y: 300 },
]
const swap: ActionCard = { kind: 'swap', animals: ['sheep', 'pig'] }
const CARD_PX = 120

describe('the camera round on screen keeps the accusation gate', () => {
  it('without the gate, an unchanged table accuses (the judge alone)', () => {
    const r = judgeTokens(table, table, swap, CARD_PX)
    expect(r.verdict.matchesCard).toBe(false)
  })

  it("a gate that was not sure makes the round not sure, with the gate's doubts", () => {
    const r = judgeTokens(table, table, swap, CARD_PX, [], false, {
      matchesCard: null,
      problems: [{ kind: 'count-unsure' }],
    })
    expect(r.verdict.matchesCard).toBeNull()
    expect(r.verdict.problems).toContainEqual({ kind: 'count-unsure' })
  })

  it('a gate that accuses too leaves the accusation', () => {
    const r = judgeTokens(table, table, swap, CARD_PX, [], false, { matchesCard: false, problems: [] })
    expect(r.verdict.matchesCard).toBe(false)
  })

  it('a correction by hand is judged plainly: the person vouches for the animals', () => {
    const r = judgeTokens(table, table, swap, CARD_PX, [], true, { matchesCard: null, problems: [] })
    expect(r.verdict.matchesCard).toBe(false)
  })
})
