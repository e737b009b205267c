import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { judge, sameTypes } from '../../../src/shared/referee'
import { generateScene, type SceneFlaw } from '../../../src/shared/referee/scenes'

const CARD = 8.8

describe('referee on generated scenes', () => {
  it('names the right action in >= 99.5% of 10,000 matching scenes and never accuses wrongly', () => {
    const rng = new Rng('referee-scenes')
    let right = 0
    let accused = 0
    let uncertain = 0
    const n = 10_000
    for (let k = 0; k < n; k++) {
      const s = generateScene(rng.state)
      const v = judge(s.before, s.after, s.card, { cardLength: CARD })
      if (v.action && v.action.kind === s.done.kind && sameTypes(v.action.animals, s.done.animals)) right++
      if (v.matchesCard === false) accused++
      if (v.matchesCard === null) uncertain++
    }
    console.log(`referee: right ${right}/${n}, false accusations ${accused}, uncertain ${uncertain}`)
    expect(right / n).toBeGreaterThanOrEqual(0.995)
    expect(accused).toBe(0)
  })

  it('reports the mismatch in >= 99% of 2,000 scenes that do not match the card', () => {
    const rng = new Rng('referee-mismatch')
    const flaws: SceneFlaw[] = ['wrong-type', 'too-short', 'extra-move']
    const caught: Record<SceneFlaw, number> = { 'wrong-type': 0, 'too-short': 0, 'extra-move': 0 }
    const n = 2_000
    let total = 0
    for (let k = 0; k < n; k++) {
      const flaw = flaws[k % 3] as SceneFlaw
      const s = generateScene(rng.state, { flaw })
      const v = judge(s.before, s.after, s.card, { cardLength: CARD })
      if (v.matchesCard === false) {
        caught[flaw]++
        total++
      }
    }
    console.log(`referee: mismatches caught ${total}/${n}`, caught)
    expect(total / n).toBeGreaterThanOrEqual(0.99)
  })
})
