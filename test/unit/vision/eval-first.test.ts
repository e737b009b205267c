import { describe, expect, it } from 'vitest'
import { evaluateSource } from '../../../tools/eval/evaluate'
import { STILL } from '../../../tools/eval/camera'
import type { SceneSource } from '../../../tools/eval/scene-source'

/** A source of blank 16 x 12 tables: calibration finds no animal, so only the tables asked for matter. */
function blankSource(asked: number[]): SceneSource {
  const blank = { width: 16, height: 12, data: new Uint8ClampedArray(16 * 12 * 4).fill(128) }
  return {
    name: 'blank',
    table(_seed, index) {
      asked.push(index)
      return {
        name: `blank/${index}`,
        width: 16,
        height: 12,
        calibration: () => ({
          empty: [blank],
          animals: blank,
          animalTokens: [],
          card: [
            [0, 0],
            [8, 0],
          ],
        }),
        turn: () => {
          throw new Error('no turn is read on a refused calibration')
        },
      }
    },
  }
}

describe('eval-vision split over processes', () => {
  it('reads tables first .. first + tables - 1, so shards add up to the whole run', () => {
    const asked: number[] = []
    const s = evaluateSource(blankSource(asked), { seed: 'x', first: 3, tables: 2, turns: 1, profile: STILL })
    expect(asked).toEqual([3, 4])
    expect(s.tables).toBe(2)
    expect(s.pairs).toBe(2 * 3)
    expect(s.failures.map((f) => f.split(' ')[0])).toEqual(['blank/3', 'blank/4'])
  })

  it('starts at table 0 when not told', () => {
    const asked: number[] = []
    evaluateSource(blankSource(asked), { seed: 'x', tables: 2, turns: 1, profile: STILL })
    expect(asked).toEqual([0, 1])
  })
})
