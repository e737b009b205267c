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
