import { describe, expect, it } from 'vitest'
import { ANIMALS, type Animal } from '../../../src/shared/referee/types'
import { bytesToBase64 } from '../../../src/shared/vision/base64'
import { leastVisible } from '../../../src/shared/vision/camouflage'
import { VISION } from '../../../src/shared/vision/params'
import { refereeDetections } from '../../../src/shared/vision/referee'
import type { AnimalModel, Calibration } from '../../../src/shared/vision/types'
import { decoyOf } from '../../../tools/eval/evaluate'
import { evaluationRound } from './helpers'

const { FAINT } = VISION.policy
const W = 80
const H = 40
const NOISE = [0.03, 0.03, 0.03]

/**
 * A table white on its left half and dark green on its right, and calibrated animals whose colours are
 * `looks` (RGB triples, repeated): only what calibration would have learnt.
 */
function calibration(looks: Record<Animal, number[][]>): Calibration {
  const table = new Uint8Array(W * H * 3)
  for (let p = 0; p < W * H; p++) table.set(p % W < W / 2 ? [236, 236, 232] : [30, 90, 40], p * 3)
  const model = (type: Animal): AnimalModel => ({
    type,
    area: 200,
    histogram: [],
    meanColour: [0.5, 0.5, 0.5],
    elongation: 1.5,
    samples: Array.from({ length: 20 }, (_, k) => looks[type][k % looks[type].length]!).flat(),
  })
  const animals = Object.fromEntries(ANIMALS.map((a) => [a, model(a)])) as Record<Animal, AnimalModel>
  return { version: 1, width: W, height: H, tablePixels: bytesToBase64(table), animals, cardLengthPx: 60 }
}

const WHITE = [240, 240, 236]
const BLACK = [25, 25, 25]
const RED = [200, 40, 40]

describe('where an animal would be lost against the table', () => {
  const cal = calibration({ sheep: [RED], pig: [RED], cow: [WHITE, WHITE, BLACK], horse: [BLACK] })

  it('finds a white-and-black animal half lost on white, and whole on dark green', () => {
    const onWhite = leastVisible(cal, 'cow', NOISE, 12, 20)
    const onGreen = leastVisible(cal, 'cow', NOISE, 68, 20)
    expect(onWhite).toBeCloseTo(1 / 3, 1)
    expect(onWhite).toBeLessThan(FAINT)
    expect(onGreen).toBe(1)
    // A red animal stands out from both.
    expect(leastVisible(cal, 'sheep', NOISE, 12, 20)).toBe(1)
    expect(leastVisible(cal, 'sheep', NOISE, 68, 20)).toBe(1)
  })

  it('takes the most hidden place the animal could lie and still hold the part seen', () => {
    // A part seen on the dark side, a radius from the white half: the animal may reach over the white.
    const r = Math.sqrt(200 / Math.PI)
    expect(leastVisible(cal, 'cow', NOISE, W / 2 + r * 0.9, 20)).toBeLessThan(1)
    expect(leastVisible(cal, 'cow', NOISE, W / 2 + r * 2.5, 20)).toBe(1)
  })

  it('knows no type: swapping two types’ calibrated colours swaps the answers', () => {
    const swapped = calibration({ sheep: [RED], pig: [RED], cow: [BLACK], horse: [WHITE, WHITE, BLACK] })
    for (const x of [12, 40, 68]) {
      expect(leastVisible(swapped, 'horse', NOISE, x, 20)).toBe(leastVisible(cal, 'cow', NOISE, x, 20))
      expect(leastVisible(swapped, 'cow', NOISE, x, 20)).toBe(leastVisible(cal, 'horse', NOISE, x, 20))
    }
  })

  it('reads a calibration saved without colours as plain', () => {
    const old = { ...cal, animals: { ...cal.animals, cow: { ...cal.animals.cow, samples: undefined } } }
    expect(leastVisible(old, 'cow', NOISE, 12, 20)).toBe(1)
  })
})

describe('an accusation against an animal the table may hide', () => {
  // scenes3d s3d-fresh-31 (a fresh seed, never tuned on), table 7, gingham, drop 0, round 1: a cow taken
  // away where its white lay on the white squares. Only its patches differed from the table, a part the
  // size of a sheep that read as one, clearly enough for every other gate: "a sheep was taken away".
  it('does not call a card wrong when the card’s animal may be the part seen', () => {
    const { cal, card, b, a } = evaluationRound('scenes3d', 's3d-fresh-31', 7, 0, 1)
    expect(card).toEqual({ kind: 'remove', animals: ['cow'] })
    const r = refereeDetections(cal, b, a, card)
    expect(r.verdict.action).toMatchObject({ kind: 'remove', animals: ['sheep'] })
    expect(r.matchesCard).toBeNull()
    expect(r.problems).toContainEqual({ kind: 'card-animal-hidden', animals: ['cow'] })
    const seen = r.verdict.action!.before[0]!
    const t = r.detections.before.tokens[seen]!
    expect(leastVisible(cal, 'cow', b.spread!, t.x, t.y)).toBeLessThan(FAINT)
  })

  // scenes3d diag23 (tuning), table 0, felt, drop 0, round 2: a pig taken away. A card for a cow stands
  // out from felt everywhere, so the accusation stands.
  it('still calls a card wrong where its animal would stand out', () => {
    const { cal, card, b, a } = evaluationRound('scenes3d', 'diag23', 0, 0, 2)
    expect(card).toEqual({ kind: 'remove', animals: ['pig'] })
    const decoy = decoyOf(card)
    expect(decoy).toEqual({ kind: 'remove', animals: ['cow'] })
    const r = refereeDetections(cal, b, a, decoy)
    expect(r.matchesCard).toBe(false)
    expect(r.problems.map((p) => p.kind)).not.toContain('card-animal-hidden')
  })
})
