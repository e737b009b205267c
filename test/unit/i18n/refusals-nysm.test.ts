import { describe, expect, it } from 'vitest'
import { refusalWords } from '../../../src/renderer/src/games/refusals'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import { isRuleError, type RuleError } from '../../../src/shared/engine/errors'
import type { Move, State } from '../../../src/shared/games/now-you-see-me'
import { others, play, setup } from '../games/now-you-see-me/helpers'

/**
 * Now you see me's refusals whose English is built from the move (issue #23): who may do what, and
 * how long the look still lasts. Real refusals of the engine; English is its message word for word.
 */
function refusal(s: State, seat: number, move: Move): RuleError {
  try {
    play(s, seat, move)
  } catch (e) {
    if (isRuleError(e)) return e
    throw e
  }
  throw new Error('the move was accepted')
}

const start = setup(3)
const other = others(start)[0] as number
const dropped = play(start, start.leadSeat, { type: 'drop', count: 12 })
const lookMs = dropped.rules.lookMs
const notLead = refusal(start, other, { type: 'drop', count: 12 })
const early = refusal(dropped, dropped.leadSeat, { type: 'closeEyes', atMs: dropped.phaseStartMs })
const late = refusal(dropped, dropped.leadSeat, {
  type: 'closeEyes',
  atMs: dropped.phaseStartMs + lookMs - 1000,
})
const soon = refusal(dropped, dropped.leadSeat, {
  type: 'closeEyes',
  atMs: dropped.phaseStartMs + lookMs - 1500,
})
const all = [notLead, early, late, soon]

describe('Now you see me: refusals built from the move, in four languages', () => {
  it('read in English exactly as the engine says them', () => {
    expect(notLead.problem.kind).toBe('not-lead')
    expect(early.problem.kind).toBe('look-not-over')
    for (const e of all) expect(refusalWords('en', 'now-you-see-me', e.problem)).toBe(e.message)
    expect(late.message).toMatch(/waits 1 second more\.$/)
    expect(soon.message).toMatch(/waits 1.5 seconds more\.$/)
  })

  it('count seconds in each language', () => {
    const words = (l: (typeof CATALOG_LOCALES)[number]): string | null =>
      refusalWords(l, 'now-you-see-me', late.problem)
    expect(words('de')).toMatch(/erst in 1 Sekunde\.$/)
    expect(words('es')).toMatch(/esperar 1 segundo más\.$/)
    expect(refusalWords('fr', 'now-you-see-me', soon.problem)).toMatch(/encore 1,5 seconde\.$/)
    expect(refusalWords('de', 'now-you-see-me', notLead.problem)).toBe(
      'Nur der Spielleiter darf die Tiere fallen lassen.',
    )
  })

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))('%s: its own words, every value filled', (l) => {
    for (const e of all) {
      const text = refusalWords(l, 'now-you-see-me', e.problem) ?? ''
      expect(text).not.toMatch(/[{}]|undefined|NaN/)
      expect(text).not.toBe(e.message)
    }
  })
})

describe('Now you see me: a move at the wrong moment says what is happening now', () => {
  // A drop in every phase but the drop's own, and "next round" while the animals are being dropped.
  const PHASES = ['drop', 'look', 'action', 'answer', 'reveal'] as const
  const wrong = PHASES.map((phase) =>
    phase === 'drop'
      ? refusal(start, start.leadSeat, { type: 'nextRound' })
      : refusal({ ...start, phase }, start.leadSeat, { type: 'drop', count: 12 }),
  )

  it('is a wrong-phase refusal naming the phase as data only', () => {
    expect(wrong.map((e) => [e.problem.kind, e.problem.values?.['phase']])).toEqual(
      PHASES.map((p) => ['wrong-phase', p]),
    )
  })

  it.each(CATALOG_LOCALES)('%s: family words per phase, never the phase id', (l) => {
    const texts = wrong.map((e) => refusalWords(l, 'now-you-see-me', e.problem) ?? '')
    for (const text of texts) {
      expect(text).not.toMatch(/[{}()]|undefined/)
      expect(text).not.toMatch(/\b(drop|look|action|answer|reveal)\b/)
    }
    // Each phase has its own sentence.
    expect(new Set(texts).size).toBe(PHASES.length)
    if (l === 'en')
      for (const e of wrong) expect(refusalWords(l, 'now-you-see-me', e.problem)).toBe(e.message)
    else for (const e of wrong) expect(refusalWords(l, 'now-you-see-me', e.problem)).not.toBe(e.message)
  })

  it('says it as a family would', () => {
    const [, look, action] = wrong
    expect(refusalWords('en', 'now-you-see-me', action!.problem)).toBe(
      'Not now: the Lead is still changing the animals.',
    )
    expect(refusalWords('de', 'now-you-see-me', look!.problem)).toBe(
      'Noch nicht: Alle schauen sich noch die Tiere an.',
    )
  })
})
