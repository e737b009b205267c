import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { ANIMALS, type ActionCard, type Animal } from '../../../src/shared/referee/types'
import { calibrate, detectTokens } from '../../../src/shared/vision'
import { refereeDetections } from '../../../src/shared/vision/referee'
import type { Detection } from '../../../src/shared/vision/types'
import { makeSession, renderScene, swapLooks, swapType } from '../../../tools/scenegen/render'
import { turnRounds } from '../../../tools/scenegen/scenes'
import type { TableKind } from '../../../tools/scenegen/tables'
import { calibrationScenes, dropTokensForTest } from './helpers'

/**
 * The referee learns every animal type from the user's calibration picture and knows nothing of its own
 * about any of them (issue 20). So trading the looks of two types, in the calibration picture and in
 * every scene alike, must give the same readings with the two names traded: any built-in size, colour,
 * shape or rule for one type breaks the symmetry. Sheep and horse differ most in size, cow and pig in
 * shape and colour (and a white cow's patches once had a rule of their own).
 */
const CASES: { seed: string; table: TableKind; a: Animal; b: Animal }[] = [
  { seed: 'swap-0', table: 'wood', a: 'sheep', b: 'horse' },
  { seed: 'swap-1', table: 'light', a: 'cow', b: 'pig' },
  { seed: 'swap-3', table: 'gingham', a: 'cow', b: 'horse' },
]

const read = (d: Detection) => d.tokens.map((t) => ({ x: Math.round(t.x), y: Math.round(t.y), type: t.type }))

describe('no built-in knowledge of any animal type', () => {
  for (const { seed, table, a, b } of CASES) {
    it(
      `reads a box whose ${a} and ${b} look like each other's ${b} and ${a} the same, names traded (${table})`,
      { timeout: 600_000 },
      () => {
        const s = makeSession(seed, { table })
        const swapped = swapLooks(s, a, b)
        const swap = (t: Animal): Animal => swapType(t, a, b)
        // The scenes are the same pictures: each token drawn as its type's look, named by the swap.
        const probe = dropTokensForTest(s, new Rng(`${seed}/probe`), 8)
        const shot = { light: s.light, noiseSeed: 3 }
        expect(
          renderScene(
            swapped,
            probe.map((t) => ({ ...t, type: swap(t.type) })),
            shot,
          ).data,
        ).toEqual(renderScene(s, probe, shot).data)
        // The calibration picture: each quarter's animal where it lay, drawn in the box's traded looks.
        const plain = calibrationScenes(s, new Rng(`${seed}/cal`))
        const calShot = { light: s.light, noiseSeed: 5 }
        const calibrateWith = (session: typeof s) =>
          calibrate({
            empty: plain.empty,
            animals: renderScene(session, plain.animalTokens, calShot),
            card: plain.cardPoints,
          })
        const cal = calibrateWith(s)
        const calSwapped = calibrateWith(swapped)
        // Each type's size is the one its calibration animal showed (the traded animal lies in another
        // pose, which changes its outline's pixels by a little).
        expect(Math.abs(Math.log(calSwapped.animals[a].area / cal.animals[b].area))).toBeLessThan(0.2)

        const turn = turnRounds(s, new Rng(`${seed}/turn`), 3, { cardPx: cal.cardLengthPx })
        const seen = turn.frames.map((f) => detectTokens(f, cal))
        const seenSwapped = turn.frames.map((f) => detectTokens(f, calSwapped))
        seen.forEach((d, k) => {
          // The same animals, each within a pixel or two, named by the swap (the two calibrations differ a
          // little in what they learnt, as the traded animals lay in other poses: positions may move by a
          // pixel, and the order of equal readings may change).
          const mine = read(d).map((t) => ({ ...t, type: swap(t.type) }))
          const theirs = read(seenSwapped[k]!)
          expect(theirs.length, `frame ${k}`).toBe(mine.length)
          for (const t of mine) {
            const twin = theirs.find((u) => Math.hypot(u.x - t.x, u.y - t.y) <= 3)
            expect(twin?.type, `frame ${k} animal at ${t.x}, ${t.y}`).toBe(t.type)
          }
        })
        turn.cards.forEach((card, k) => {
          const r = refereeDetections(cal, seen[k]!, seen[k + 1]!, card)
          const swappedCard: ActionCard = { kind: card.kind, animals: card.animals.map(swap) }
          const rs = refereeDetections(calSwapped, seenSwapped[k]!, seenSwapped[k + 1]!, swappedCard)
          expect(rs.matchesCard, `pair ${k}`).toBe(r.matchesCard)
          expect(rs.action?.kind).toBe(r.action?.kind)
          expect([...(rs.action?.animals ?? [])].sort()).toEqual(
            [...(r.action?.animals ?? []).map(swap)].sort(),
          )
        })
      },
    )
  }

  it('names no animal type in the vision code', () => {
    // Comments may name animals (they explain with examples); code may only go through ANIMALS, which
    // it must not index by position either (ANIMALS[2] is "the cow" by another name).
    const dir = join(__dirname, '../../../src/shared/vision')
    const offences: string[] = []
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(join(dir, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
      code.split('\n').forEach((line, i) => {
        const named = ANIMALS.find((t) => new RegExp(`\\b${t}s?\\b`, 'i').test(line))
        if (named || /ANIMALS\s*\[/.test(line)) offences.push(`${file}:${i + 1}: ${line.trim()}`)
      })
    }
    expect(offences).toEqual([])
  })
})
