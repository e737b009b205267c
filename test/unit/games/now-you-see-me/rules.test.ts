import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../src/shared/engine/errors'
import {
  ACTION_DECK,
  ANIMAL_COUNTS,
  CARD_LENGTH_CM,
  ROUNDS_PER_TURN,
  engine,
  tokens,
  type State,
} from '../../../../src/shared/games/now-you-see-me'
import { answerAll, closeEyes, others, onTable, play, setup, toAction, topCard } from './helpers'

const rejects = (f: () => unknown, text?: RegExp): void => {
  try {
    f()
  } catch (e) {
    expect(isRuleError(e)).toBe(true)
    if (text) expect((e as Error).message).toMatch(text)
    return
  }
  throw new Error('expected a RuleError')
}

describe('RULES-NOTES: Now you see me — components', () => {
  it('Action deck (assumption): 18 cards, add/remove/move x4 one per animal, swap x6 one per pair', () => {
    expect(ACTION_DECK).toHaveLength(18)
    for (const kind of ['add', 'remove', 'move'] as const) {
      const cards = ACTION_DECK.filter((c) => c.kind === kind)
      expect(cards.map((c) => c.animals[0]).sort()).toEqual(['cow', 'horse', 'pig', 'sheep'])
    }
    const swaps = ACTION_DECK.filter((c) => c.kind === 'swap').map((c) => [...c.animals].sort().join('+'))
    expect(new Set(swaps).size).toBe(6)
    expect(ACTION_DECK.every((c) => c.kind !== 'swap' || c.animals[0] !== c.animals[1])).toBe(true)
  })

  it('Animals: 7 sheep, 7 pigs, 6 cows, 6 horses, all in the box at the start', () => {
    expect(ANIMAL_COUNTS).toEqual({ sheep: 7, pig: 7, cow: 6, horse: 6 })
    const s = setup(3)
    expect(s.animals).toHaveLength(26)
    expect(s.animals.every((a) => a.at === null)).toBe(true)
    expect(s.deck).toHaveLength(18)
    expect(s.phase).toBe('drop')
    expect(s.leadSeat).toBe(0)
  })

  it('Players: 2 to 8', () => {
    expect(() => setup(1)).toThrow()
    expect(() => setup(9)).toThrow()
    expect(setup(2).players).toBe(2)
    expect(setup(8).players).toBe(8)
  })

  it('Scoring: tokens green = 1, red = 3', () => {
    expect(tokens(0)).toEqual({ red: 0, green: 0 })
    expect(tokens(7)).toEqual({ red: 2, green: 1 })
    expect(tokens(3)).toEqual({ red: 1, green: 0 })
  })
})

describe('RULES-NOTES: Now you see me — Drop and Wrong count', () => {
  it('the app-led drop has 10-15 animals, or 8-9 / 16-17 with the wrongCountChance option', () => {
    const seen = new Set<number>()
    for (let g = 0; g < 300; g++) {
      const s = play(setup(3, {}, `drop-${g}`), 0, { type: 'drop' })
      const n = onTable(s).length
      seen.add(n)
      expect(s.dropCount).toBe(n)
      for (const a of onTable(s)) {
        expect(a.at!.x).toBeGreaterThan(0)
        expect(a.at!.y).toBeGreaterThan(0)
      }
    }
    expect([...seen].every((n) => n >= 8 && n <= 17)).toBe(true)
    expect([10, 11, 12, 13, 14, 15].every((n) => seen.has(n))).toBe(true)
    expect([8, 9, 16, 17].some((n) => seen.has(n))).toBe(true)
    for (let g = 0; g < 100; g++) {
      const n = onTable(play(setup(3, { wrongCountChance: 0 }, `d-${g}`), 0, { type: 'drop' })).length
      expect(n >= 10 && n <= 15).toBe(true)
    }
  })

  it('a right claim of a wrong count scores 1 point and the Lead drops again', () => {
    let s = play(setup(3), 0, { type: 'drop', count: 9 })
    expect(engine.view(s, 1).canClaim).toBe(true)
    s = play(s, 2, { type: 'claim' })
    expect(s.scores).toEqual([0, 0, 1])
    expect(s.phase).toBe('drop')
    expect(s.wrongDrops).toBe(1)
    expect(onTable(s)).toHaveLength(0)
    s = play(s, 0, { type: 'drop', count: 16 })
    s = play(s, 1, { type: 'claim' })
    expect(s.scores).toEqual([0, 1, 1])
  })

  it('a false claim does nothing (our ruling) and a seat claims once per drop', () => {
    let s = play(setup(3), 0, { type: 'drop', count: 12 })
    s = play(s, 1, { type: 'claim' })
    expect(s.scores).toEqual([0, 0, 0])
    expect(s.phase).toBe('look')
    expect(onTable(s)).toHaveLength(12)
    rejects(() => play(s, 1, { type: 'claim' }))
    rejects(() => play(s, 0, { type: 'claim' }), /Lead/)
  })

  it('three wrong drops end the turn', () => {
    let s = setup(3)
    for (let k = 0; k < 3; k++) {
      s = play(s, 0, { type: 'drop', count: 8 })
      s = play(s, 1, { type: 'claim' })
    }
    expect(s.scores).toEqual([0, 3, 0])
    expect(s.leadSeat).toBe(1)
    expect(s.turn).toBe(1)
    expect(s.phase).toBe('drop')
    expect(s.wrongDrops).toBe(0)
  })

  it('claims are only possible during the look right after a drop', () => {
    let s = toAction(play(setup(3), 0, { type: 'drop', count: 9 }), { kind: 'move', animals: ['sheep'] })
    rejects(() => play(s, 1, { type: 'claim' }))
    s = play(s, 0, { type: 'autoAct' })
    s = answerAll(s, ['sheep'])
    s = play(s, 0, { type: 'nextRound' })
    expect(s.phase).toBe('look')
    rejects(() => play(s, 1, { type: 'claim' }), /new drop/)
  })
})

describe('RULES-NOTES: Now you see me — The look', () => {
  it('"close your eyes" is refused before the look time is over and accepted after', () => {
    const s = play(setup(3, { lookMs: 10_000 }), 0, { type: 'drop', count: 12, atMs: 1_000 })
    expect(s.phaseStartMs).toBe(1_000)
    rejects(() => play(s, 0, { type: 'closeEyes' }), /10 seconds/)
    rejects(() => play(s, 0, { type: 'closeEyes', atMs: 10_999 }), /look/)
    const t = play(s, 0, { type: 'closeEyes', atMs: 11_000 })
    expect(t.phase).toBe('action')
    // Later rounds: the look before each "close your eyes" is not cut short either.
    const acted = play(t, 0, { type: 'autoAct' })
    let u = answerAll(acted, acted.card!.kind === 'swap' ? ['sheep', 'pig'] : ['sheep'])
    u = play(u, 0, { type: 'nextRound', atMs: 20_000 })
    expect(u.phase).toBe('look')
    rejects(() => play(u, 0, { type: 'closeEyes', atMs: 29_999 }), /look/)
    expect(play(u, 0, { type: 'closeEyes', atMs: 30_000 }).phase).toBe('action')
  })

  it('the look time is a setting: a shorter one ends sooner, but never before it is over', () => {
    const s = play(setup(3, { lookMs: 2_000 }), 0, { type: 'drop', count: 12 })
    rejects(() => play(s, 0, { type: 'closeEyes', atMs: 1_999 }), /2 seconds/)
    expect(play(s, 0, { type: 'closeEyes', atMs: 2_000 }).phase).toBe('action')
  })
})

/** Plays one round with autoAct and the given answers, ending in the reveal. */
function round(s: State, answers: (seat: number) => State['answers'][number]): State {
  let t = s.phase === 'drop' ? play(s, s.leadSeat, { type: 'drop', count: 13 }) : s
  t = closeEyes(t)
  t = play(t, t.leadSeat, { type: 'autoAct' })
  const fallback: State['answers'][number] = t.card?.kind === 'swap' ? ['sheep', 'pig'] : ['sheep']
  return answerAll(t, (k) => {
    const a = answers(k)
    return a && a.length === fallback!.length ? a : fallback!
  })
}

describe('RULES-NOTES: Now you see me — Rounds', () => {
  it('3 rounds per turn, 2 with 6 to 8 players; the game ends after everyone led once', () => {
    expect([2, 3, 4, 5].map(ROUNDS_PER_TURN)).toEqual([3, 3, 3, 3])
    expect([6, 7, 8].map(ROUNDS_PER_TURN)).toEqual([2, 2, 2])
    for (const players of [4, 6]) {
      let s = setup(players)
      const reveals: number[] = new Array<number>(players).fill(0)
      while (!engine.isOver(s)) {
        s = round(s, () => ['sheep'])
        reveals[s.leadSeat]!++
        s = play(s, s.leadSeat, { type: 'nextRound' })
      }
      expect(reveals).toEqual(new Array<number>(players).fill(ROUNDS_PER_TURN(players)))
    }
  })

  it('the drop happens once per turn: later rounds keep the table the last round left', () => {
    let s = round(setup(3), () => ['sheep'])
    const after = JSON.stringify(s.animals)
    s = play(s, 0, { type: 'nextRound' })
    expect(s.round).toBe(2)
    expect(s.phase).toBe('look')
    expect(JSON.stringify(s.animals)).toBe(after)
    s = round(s, () => ['pig'])
    s = play(s, 0, { type: 'nextRound' })
    s = round(s, () => ['pig'])
    s = play(s, 0, { type: 'nextRound' })
    // The next Lead puts every animal back and reshuffles all the cards.
    expect(s.leadSeat).toBe(1)
    expect(s.phase).toBe('drop')
    expect(onTable(s)).toHaveLength(0)
    expect(s.deck).toHaveLength(18)
  })
})

describe('RULES-NOTES: Now you see me — Action cannot be done', () => {
  it('add a pig when all 7 pigs are out: the next card is drawn', () => {
    let s = play(setup(3), 0, { type: 'drop', count: 12 })
    // Put every pig on the table (the state is plain JSON).
    s = {
      ...s,
      animals: s.animals.map((a, k) => (a.type === 'pig' && !a.at ? { ...a, at: { x: 2 + k, y: 38 } } : a)),
    }
    s = closeEyes(topCard(s, { kind: 'add', animals: ['pig'] }))
    expect(s.card).not.toEqual({ kind: 'add', animals: ['pig'] })
    expect(s.skipped).toContainEqual({ kind: 'add', animals: ['pig'] })
    expect(s.deck.length + s.discard.length + 1).toBe(18)
  })

  it('remove, move or swap of a type not on the table are redrawn', () => {
    let s = play(setup(3), 0, { type: 'drop', count: 12 })
    s = { ...s, animals: s.animals.map((a) => (a.type === 'horse' ? { ...a, at: null } : a)) }
    for (const card of [
      { kind: 'remove' as const, animals: ['horse' as const] },
      { kind: 'move' as const, animals: ['horse' as const] },
      { kind: 'swap' as const, animals: ['cow' as const, 'horse' as const] },
    ]) {
      const t = closeEyes(topCard(s, card))
      expect(t.card?.animals).not.toContain('horse')
      expect(t.skipped).toContainEqual(card)
    }
  })
})

describe('RULES-NOTES: Now you see me — Move and swap', () => {
  it('a move must travel at least the card length; a shorter one is rejected', () => {
    const s = toAction(setup(3, {}, 'move'), { kind: 'move', animals: ['cow'] }, 15)
    const cow = onTable(s, 'cow')[0]!
    const at = cow.at!
    const dir = at.x > 30 ? -1 : 1
    // The refusal carries the referee's finding as data (the table words it): a move short of the card.
    expect(() =>
      play(s, 0, { type: 'act', animalIds: [cow.id], to: { x: at.x + dir * 5, y: at.y } }),
    ).toThrow(
      expect.objectContaining({
        problem: {
          kind: 'does-not-match-card',
          values: { why: expect.objectContaining({ kind: 'short-move', animal: 'cow', cardLength: 8.8 }) },
        },
      }),
    )
    const free = findFree(s, at, CARD_LENGTH_CM + 0.2)
    const t = play(s, 0, { type: 'act', animalIds: [cow.id], to: free })
    expect(t.phase).toBe('answer')
    expect(t.animals.find((a) => a.id === cow.id)!.at).toEqual(free)
    rejects(() =>
      play(s, 0, { type: 'act', animalIds: [onTable(s).find((a) => a.type !== 'cow')!.id], to: free }),
    )
  })

  it('autoAct moves at least the card length and stays on the table', () => {
    for (let g = 0; g < 50; g++) {
      const s = toAction(setup(3, {}, `auto-${g}`), { kind: 'move', animals: ['sheep'] }, 15)
      const t = play(s, 0, { type: 'autoAct' })
      const id = t.change!.ids[0]!
      const [from, to] = [t.change!.from[0]!, t.change!.to[0]!]
      expect(Math.hypot(from.x - to.x, from.y - to.y)).toBeGreaterThanOrEqual(CARD_LENGTH_CM)
      expect(to.x > 0 && to.x < 60 && to.y > 0 && to.y < 40).toBe(true)
      expect(t.animals.find((a) => a.id === id)!.at).toEqual(to)
    }
  })

  it('a swap trades the places of one animal of each type on the card', () => {
    const s = toAction(setup(3, {}, 'swap'), { kind: 'swap', animals: ['sheep', 'pig'] }, 15)
    const sheep = onTable(s, 'sheep')[0]!
    const pig = onTable(s, 'pig')[0]!
    const t = play(s, 0, { type: 'act', animalIds: [sheep.id, pig.id] })
    expect(t.animals.find((a) => a.id === sheep.id)!.at).toEqual(pig.at)
    expect(t.animals.find((a) => a.id === pig.id)!.at).toEqual(sheep.at)
    const cow = onTable(s, 'cow')[0]!
    rejects(() => play(s, 0, { type: 'act', animalIds: [sheep.id, cow.id] }))
    const sheep2 = onTable(s, 'sheep')[1]!
    rejects(() => play(s, 0, { type: 'act', animalIds: [sheep.id, sheep2.id] }))
  })
})

function findFree(s: State, from: { x: number; y: number }, d: number): { x: number; y: number } {
  for (let a = 0; a < 360; a += 7) {
    const p = { x: from.x + d * Math.cos((a * Math.PI) / 180), y: from.y + d * Math.sin((a * Math.PI) / 180) }
    const inside = p.x > 2 && p.y > 2 && p.x < 58 && p.y < 38
    if (inside && onTable(s).every((o) => Math.hypot(o.at!.x - p.x, o.at!.y - p.y) > 2)) return p
  }
  throw new Error('no free place')
}

describe('RULES-NOTES: Now you see me — Answers and Scoring', () => {
  it('nobody right: the Lead gets 1 point', () => {
    let s = toAction(setup(4), { kind: 'add', animals: ['cow'] })
    s = play(s, 0, { type: 'autoAct' })
    s = answerAll(s, ['sheep'])
    expect(s.phase).toBe('reveal')
    expect(s.scores).toEqual([1, 0, 0, 0])
    expect(engine.view(s, 1).reveal?.leadScored).toBe(true)
  })

  it('each right player gets 1 point, the Lead none', () => {
    let s = toAction(setup(4), { kind: 'remove', animals: ['pig'] })
    s = play(s, 0, { type: 'autoAct' })
    s = answerAll(s, (k) => (k === 2 ? ['sheep'] : ['pig']))
    expect(s.scores).toEqual([0, 1, 0, 1])
  })

  it('swap: both types must be right, in any order', () => {
    let s = toAction(setup(4), { kind: 'swap', animals: ['sheep', 'pig'] }, 15)
    s = play(s, 0, { type: 'autoAct' })
    rejects(() => play(s, 1, { type: 'answer', animals: ['sheep'] }), /two/)
    rejects(() => play(s, 1, { type: 'answer', animals: ['pig', 'pig'] }))
    s = answerAll(s, (k) => (k === 1 ? ['pig', 'sheep'] : k === 2 ? ['sheep', 'cow'] : ['sheep', 'pig']))
    expect(s.scores).toEqual([0, 1, 0, 1])
  })

  it('answers are secret until everyone answered, then revealed together', () => {
    let s = toAction(setup(4), { kind: 'move', animals: ['sheep'] }, 15)
    for (const k of others(s)) expect(engine.view(s, k).card).toBeNull()
    expect(engine.view(s, 1).eyesClosed).toBe(true)
    expect(engine.view(s, 0).card).toEqual({ kind: 'move', animals: ['sheep'] })
    s = play(s, 0, { type: 'autoAct' })
    s = play(s, 1, { type: 'answer', animals: ['cow'] })
    const v2 = engine.view(s, 2)
    expect(v2.answered).toEqual([false, true, false, false])
    expect(v2.myAnswer).toBeNull()
    expect(v2.card).toBeNull()
    expect(v2.question).toBe('move')
    expect(v2.reveal).toBeNull()
    expect(JSON.stringify(v2)).not.toContain('"answers"')
    expect(v2.table!.some((a) => a.id)).toBe(false)
    expect(engine.view(s, 1).myAnswer).toEqual(['cow'])
    s = play(play(s, 2, { type: 'answer', animals: ['sheep'] }), 3, { type: 'answer', animals: ['pig'] })
    const revealed = engine.view(s, 2).reveal!
    expect(revealed.answers).toEqual([null, ['cow'], ['sheep'], ['pig']])
    expect(revealed.card).toEqual({ kind: 'move', animals: ['sheep'] })
    expect(revealed.correct).toEqual([false, false, true, false])
    expect(revealed.change?.types).toEqual(['sheep'])
  })

  it('Winner: most points; ties all win', () => {
    const s = { ...setup(4), scores: [3, 5, 5, 1], phase: 'over' as const }
    expect(engine.result(s)).toEqual([
      { seat: 0, score: 3, place: 3 },
      { seat: 1, score: 5, place: 1 },
      { seat: 2, score: 5, place: 1 },
      { seat: 3, score: 1, place: 4 },
    ])
  })
})
