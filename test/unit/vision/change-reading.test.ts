import { describe, expect, it } from 'vitest'
import { detectTokens } from '../../../src/shared/vision'
import { changeAction, readChange } from '../../../src/shared/vision/change-reading'
import { VISION } from '../../../src/shared/vision/params'
import { refereeDetections } from '../../../src/shared/vision/referee'
import type { Calibration, Detection } from '../../../src/shared/vision/types'
import type { ActionCard, Animal } from '../../../src/shared/referee/types'
import { evaluationDrop, evaluationRound } from './helpers'

/** The cards of one kind for each of `animals`. */
const cardsFor = (kind: ActionCard['kind'], animals: readonly Animal[]): ActionCard[] =>
  animals.map((animal) => ({ kind, animals: [animal] }))

/** No card of `cards` is said to match the round from `b` to `a` (uncertain, or called wrong). */
function expectNoneAgree(cal: Calibration, b: Detection, a: Detection, cards: readonly ActionCard[]): void {
  for (const card of cards) {
    const said = refereeDetections(cal, b, a, card).matchesCard
    expect(said, `${card.kind}:${card.animals.join(',')}`).not.toBe(true)
  }
}

/** The pictures of drop `turn` of holdout session `s`, read, with its cards and calibration. */
function holdoutDrop(s: number, table: string, turn: number) {
  const { session, drop, cal } = evaluationDrop('vision-holdout', s, turn)
  expect(session.table.kind).toBe(table)
  return { cal, cards: drop.cards, seen: drop.frames.map((f) => detectTokens(f, cal)) }
}

describe('the action read from what changed', () => {
  // The counts left these rounds unsure before the calibrated outlines (split.ts): a heap was split
  // otherwise in the two pictures, so the judge saw more than the card's change. What changed is one
  // whole animal taken away, and nothing else moved; the reading of what changed must agree with the card.
  it.each([[13, 'light', 3, 2, { kind: 'remove', animals: ['horse'] }]] as const)(
    'lets the card agree (session %i, %s table, drop %i, round %i)',
    (s, table, turn, pair, card) => {
      const { cal, cards, seen } = holdoutDrop(s, table, turn)
      expect(cards[pair]).toEqual(card)
      const r = refereeDetections(cal, seen[pair]!, seen[pair + 1]!, cards[pair]!)
      expect(r.matchesCard).toBe(true)
      expect(r.action).toEqual(card)
      expect(r.problems).toEqual([])
      // The same pictures never agree with a card for another animal, nor accuse it on this reading.
      const d = refereeDetections(cal, seen[pair]!, seen[pair + 1]!, { kind: card.kind, animals: ['pig'] })
      expect(d.matchesCard).not.toBe(true)
    },
  )

  // Two rounds at once: a horse put down and a sheep taken away. Their two readings together looked most
  // like a cow, which read as "a cow moved"; a move is one animal, each reading of it that type.
  it('does not read an animal put down and another taken away as one that moved', () => {
    const { cal, cards, seen } = holdoutDrop(0, 'wood', 0)
    expect(cards.slice(0, 2)).toEqual([
      { kind: 'add', animals: ['horse'] },
      { kind: 'remove', animals: ['sheep'] },
    ])
    expect(changeAction(cal, seen[0]!, seen[1]!)).toMatchObject({ kind: 'add', animals: ['horse'] })
    expect(changeAction(cal, seen[1]!, seen[2]!)).toMatchObject({ kind: 'remove', animals: ['sheep'] })
    expect(changeAction(cal, seen[0]!, seen[2]!)).toBeNull()
    // Why: one reading of a horse, the other of a sheep (the evaluation tallies such reasons).
    expect(readChange(cal, seen[0]!, seen[2]!).refused?.one).toBe('types-differ')
  })

  it('reads nothing when two animals were put down', () => {
    const { cal, cards, seen } = holdoutDrop(6, 'cloth', 3)
    expect(cards.slice(0, 2).map((c) => c.kind)).toEqual(['add', 'add'])
    expect(changeAction(cal, seen[0]!, seen[1]!)).toMatchObject({ kind: 'add', animals: ['cow'] })
    expect(readChange(cal, seen[0]!, seen[2]!)).toEqual({
      action: null,
      refused: { one: 'several-parts', trade: 'not-two-changed' },
    })
  })

  // scenesreal real-diag-1 (a tuning seed), table 10, drop 1, round 0, through the evaluation's webcam:
  // a horse put down over the edge of a heap of animals of much its colour. Its visible part is the size
  // and shape of a sheep (fit 0.24). Beside the change, a faint part dropped by one mask still counts as
  // a change, so the heap it lies over does not pass as untouched and nothing is read.
  it('reads nothing when an animal was put down partly over a heap of animals of its colour', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 10, 1)
    expect(card).toEqual({ kind: 'add', animals: ['horse'] })
    expect(readChange(cal, b, a).refused?.one).toBe('rest-changed')
    expect(refereeDetections(cal, b, a, { kind: 'add', animals: ['sheep'] }).matchesCard).not.toBe(true)
  })

  // The reading overrules what the counts doubted, so its type must be as clear as an accusation's. Here
  // a sheep taken away reads as a sheep, but only 0.26 ahead of the nearest type: the round stays unsure.
  it('leaves a round unsure when the type is not as clear as an accusation needs', () => {
    const { cal, cards, seen } = holdoutDrop(18, 'light', 1)
    expect(cards[0]).toEqual({ kind: 'remove', animals: ['sheep'] })
    const change = changeAction(cal, seen[0]!, seen[1]!)
    expect(change).toMatchObject({ kind: 'remove', animals: ['sheep'] })
    expect(change!.typeMargin).toBeLessThan(VISION.policy.TYPE_FLOOR)
    expect(refereeDetections(cal, seen[0]!, seen[1]!, cards[0]!).matchesCard).not.toBe(true)
  })

  // scenes3d s3d-fresh-31 (run once as a fresh seed before this test was written), table 4, drop 2,
  // round 0: a horse moved, which on this box reads as a sheep by 0.17 only. At the judge's own bar the
  // change let a card "move a sheep" agree. (Calibration now counts shadows as change on this table, and
  // the round reads as unsure; read passing over them, as then, the change is the one the guard is for.)
  it("does not let a card for another animal agree on a type read at the judge's bar only", () => {
    const { cal, card, b, a } = evaluationRound('scenes3d', 's3d-fresh-31', 4, 2, 0, true)
    expect(card).toEqual({ kind: 'move', animals: ['horse'] })
    expect(changeAction(cal, b, a)).toMatchObject({ kind: 'move', animals: ['sheep'] })
    expect(refereeDetections(cal, b, a, { kind: 'move', animals: ['sheep'] }).matchesCard).not.toBe(true)
  })

  // scenes3d diag23 (a tuning seed), table 2, drop 1, round 1: a sheep and a pig traded places. Where
  // each now lies over where the other lay, the masks hardly change: the pixels changed colour. The
  // counts left the round unsure; the two animals whose own pixels changed read as a sheep and a pig,
  // each at both places, and nothing else changed.
  it('lets a trade in place agree from the two animals whose pixels changed', () => {
    const { cal, card, b, a } = evaluationRound('scenes3d', 'diag23', 2, 1, 1)
    expect(card).toEqual({ kind: 'swap', animals: ['sheep', 'pig'] })
    const change = changeAction(cal, b, a)
    expect(change?.kind).toBe('swap')
    expect([...change!.animals].sort()).toEqual(['pig', 'sheep'])
    expect(change!.distance).toBeGreaterThan(cal.cardLengthPx / 4)
    const r = refereeDetections(cal, b, a, card)
    expect(r.verdict.matchesCard).not.toBe(true)
    expect(r.matchesCard).toBe(true)
    expect(r.problems).toEqual([])
    // Never a card for another pair, nor another kind of action on the same animals.
    expectNoneAgree(cal, b, a, [
      { kind: 'swap', animals: ['sheep', 'cow'] },
      { kind: 'swap', animals: ['horse', 'pig'] },
      { kind: 'move', animals: ['sheep'] },
    ])
  })

  // scenesreal real-diag-1 (a tuning seed), table 2, drop 2, round 2: a sheep put down over a horse's
  // head. Only the part of it on bare table came; where it covers the horse both pictures see an animal
  // whose colour changed. With those pixels the sheep reads whole, what it covers is no whole animal,
  // and the rest of the horse is still there.
  it('reads an animal put down partly over another whole', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 2, 2, 2)
    expect(card).toEqual({ kind: 'add', animals: ['sheep'] })
    expect(changeAction(cal, b, a)).toMatchObject(card)
    expect(refereeDetections(cal, b, a, card).matchesCard).toBe(true)
    expectNoneAgree(cal, b, a, cardsFor('add', ['pig', 'cow', 'horse']))
  })

  // scenesray ray-diag-1 (a tuning seed), table 11, drop 1, round 0: a horse taken away. Wearing the
  // change down took its thin legs, and what was left was too small for a horse; grown back through
  // what left, it reads as one whole horse.
  it('gives a horse that left its thin legs back', () => {
    const { cal, card, b, a } = evaluationRound('scenesray', 'ray-diag-1', 11, 1, 0)
    expect(card).toEqual({ kind: 'remove', animals: ['horse'] })
    expect(changeAction(cal, b, a)).toMatchObject(card)
    expect(refereeDetections(cal, b, a, { kind: 'remove', animals: ['cow'] }).matchesCard).not.toBe(true)
  })

  // scenesreal real-diag-1 (a tuning seed), table 6, drop 1, round 0: a pig moved across the table, fitting
  // its type by 0.84 where it left and 0.86 where it came. At the re-readings' WHOLE_FIT (0.8) neither
  // part was "whole", though the referee weighs a change reading's fit at AGREE_FIT (0.9).
  it("leaves a whole part's fit to the referee's bar", () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 6, 1, 0)
    expect(card).toEqual({ kind: 'move', animals: ['pig'] })
    const change = changeAction(cal, b, a)
    expect(change).toMatchObject(card)
    expect(change!.fit).toBeGreaterThan(VISION.rereading.WHOLE_FIT)
    expect(refereeDetections(cal, b, a, card).matchesCard).toBe(true)
    expectNoneAgree(cal, b, a, cardsFor('move', ['sheep', 'cow', 'horse']))
  })

  // scenesray ray-diag-1 (a tuning seed), table 9, drop 0, round 0: a pale sheep taken from between a
  // white cow and a brown horse that both touched it, on walnut. Their sides against it are outline once
  // it has gone, and in the other picture those outlines end a pixel or two short of where the sheep
  // began: that band (within WEAR, beside the part that left) is not the cow or the horse changing.
  it('does not take the sides of the animals beside the one taken away for a second change', () => {
    const { cal, card, b, a } = evaluationRound('scenesray', 'ray-diag-1', 9, 0, 0)
    expect(card).toEqual({ kind: 'remove', animals: ['sheep'] })
    expect(changeAction(cal, b, a)).toMatchObject(card)
    expect(refereeDetections(cal, b, a, card).matchesCard).toBe(true)
    expectNoneAgree(cal, b, a, cardsFor('remove', ['pig', 'cow', 'horse']))
  })

  // scenesreal real-diag-1, table 10, drop 1, round 2: a pig moved out of a crowded heap to beside
  // another. Where it left, it lay over other animals' legs, so what left is in pieces too thin to be
  // solid alone; only where it arrived is a whole pig. Taken together those pieces are a second change,
  // so this is not read as a pig put down.
  it('does not read a move out of a heap as an animal put down', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 10, 1, 2)
    expect(card).toEqual({ kind: 'move', animals: ['pig'] })
    expect(changeAction(cal, b, a)).toBeNull()
    expect(refereeDetections(cal, b, a, { kind: 'add', animals: ['pig'] }).matchesCard).not.toBe(true)
  })

  // scenesreal real-diag-1, table 1, drop 0, round 0: a horse and a pig traded places, the pig now lying
  // inside where the horse lay. The horse's place is a patch that left, and within it a whole pig: what
  // a change uncovers must not be a whole animal, nor may an animal of the other picture lie almost
  // wholly in it (either rule alone keeps this from reading as a horse taken away).
  it('does not read a trade of a big and a small animal as one taken away', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 1, 0, 0)
    expect(card).toEqual({ kind: 'swap', animals: ['horse', 'pig'] })
    expect(changeAction(cal, b, a)?.kind).not.toBe('remove')
    expectNoneAgree(cal, b, a, [...cardsFor('remove', ['horse']), ...cardsFor('move', ['horse'])])
  })

  // scenesray ray-diag-1 (a tuning seed), table 6, drop 0, rounds 1 and 2: a horse put down, then a pig.
  // Far from either, a pale animal on the oilcloth shows only parts of its outline, and what that outline
  // encloses with a brown horse beside it was filled in one picture and not in the other: a solid patch
  // that came, then left, though nothing there moved. Hardly any of its pixels differed from the table by
  // themselves (3.5%, against 94-95% for the horse and the pig), so it is no second change.
  it.each([
    [1, 'horse'],
    [2, 'pig'],
  ] as const)('does not take a filled-in patch of bare table for a change (round %i)', (round, animal) => {
    const { cal, card, b, a } = evaluationRound('scenesray', 'ray-diag-1', 6, 0, round)
    expect(card).toEqual({ kind: 'add', animals: [animal] })
    expect(changeAction(cal, b, a)).toMatchObject(card)
    expect(refereeDetections(cal, b, a, card).matchesCard).toBe(true)
    const others = (['sheep', 'pig', 'cow', 'horse'] as const).filter((other) => other !== animal)
    expectNoneAgree(cal, b, a, cardsFor('add', others))
  })

  // scenesreal real-diag-1 (a tuning seed), table 4, drop 0, round 0: a horse taken off a heap. Where it
  // lay over its neighbours of much its colour, the pixels did not change colour enough to count, so the
  // part that left is 0.34 (log) smaller than a horse; and the heap's split gave the horse a token that
  // also held a strip of a neighbour. With the whole-animal bar at 0.4 (rereading WHOLE_AREA), its token
  // skipped as the animal that left (change OWN_TOKEN), and the share bar for agreeing (CHANGE_SHARE),
  // the round agrees; no card for another animal or another kind does.
  it('reads a horse taken off a heap of its colour whole', () => {
    const { cal, card, b, a } = evaluationRound('scenesreal', 'real-diag-1', 4, 0, 0)
    expect(card).toEqual({ kind: 'remove', animals: ['horse'] })
    expect(changeAction(cal, b, a)).toMatchObject(card)
    expect(refereeDetections(cal, b, a, card).matchesCard).toBe(true)
    const others = ['sheep', 'pig', 'cow'] as const
    expectNoneAgree(cal, b, a, [...cardsFor('remove', others), ...cardsFor('add', others)])
  })

  it('reads nothing when nothing changed', () => {
    const { cal, seen } = holdoutDrop(6, 'cloth', 3)
    expect(changeAction(cal, seen[1]!, seen[1]!)).toBeNull()
    expect(readChange(cal, seen[1]!, seen[1]!).refused?.one).toBe('nothing-solid')
  })
})
