import { describe, expect, it } from 'vitest'
import { cueWords, type Cue } from '../../../src/renderer/src/games/now-you-see-me/room/cues'
import { roomWords, type RoomInput } from '../../../src/renderer/src/games/now-you-see-me/room/words'
import { animalName } from '../../../src/renderer/src/games/now-you-see-me/words'
import { CATALOG_LOCALES, type CatalogLocale } from '../../../src/renderer/src/i18n/locales'
import { roomAt as at } from '../helpers/room-input'

/** Issue 23: the companion room's big words and spoken cues in every language. */
const NAMES = ['Ann', 'Ben', 'Cleo']
const name = (seat: number): string => NAMES[seat] ?? '?'

const RIGHT: Record<CatalogLocale, [string, string]> = {
  en: ['Cleo was right!', 'Ann, Ben and Cleo were right!'],
  de: ['Cleo hatte recht!', 'Ann, Ben und Cleo hatten recht!'],
  es: ['¡Cleo acertó!', '¡Ann, Ben y Cleo acertaron!'],
  fr: ['Cleo avait raison\u202f!', 'Ann, Ben et Cleo avaient raison\u202f!'],
}

/** Every input the room shows words for: each phase, each Lead step, time up, right or nobody. */
const EVERY: RoomInput[] = [
  at({ phase: 'drop' }),
  at({ phase: 'drop', canDrop: true }),
  at({ phase: 'look' }),
  at({}),
  ...(['call', 'shown', 'hidden'] as const).map((leadStep) => at({ isLead: true, leadStep })),
  at({ phase: 'answer', question: 'swap' }),
  at({ phase: 'answer', question: 'add', timeUp: true }),
  at({ phase: 'reveal', right: ['Ben'] }),
  at({ phase: 'reveal', leadScored: true }),
  at({ phase: 'reveal' }),
  at({ phase: 'over' }),
]

const CUES: Cue[] = [
  { kind: 'leadTurn', leadSeat: 1 },
  { kind: 'look' },
  { kind: 'closeEyes' },
  { kind: 'openEyes' },
  { kind: 'almostUp' },
  { kind: 'result', right: [], leadSeat: 0, leadScored: true },
  { kind: 'result', right: [], leadSeat: 0, leadScored: false },
  { kind: 'result', right: [2], leadSeat: 0, leadScored: false },
]

describe.each(CATALOG_LOCALES)('the room in %s', (locale) => {
  it('has its own words for every phase and step, never the English ones', () => {
    for (const input of EVERY) {
      const w = roomWords(locale, input)
      expect(w.word, JSON.stringify(input)).toMatch(/\p{L}/u)
      expect(w.detail, JSON.stringify(input)).toMatch(/\p{L}/u)
      if (locale !== 'en') expect(w, JSON.stringify(input)).not.toEqual(roomWords('en', input))
    }
    expect(roomWords(locale, at({ phase: 'drop' })).word).toContain('Ann')
  })

  it('agrees the verb with one right player and with several', () => {
    expect(roomWords(locale, at({ phase: 'reveal', right: ['Cleo'] })).word).toBe(RIGHT[locale][0])
    expect(roomWords(locale, at({ phase: 'reveal', right: NAMES })).word).toBe(RIGHT[locale][1])
    expect(cueWords(locale, { kind: 'result', right: [0, 1, 2], leadSeat: 0, leadScored: false }, name)).toBe(
      RIGHT[locale][1],
    )
  })

  it('never names the card’s animals while the Lead steps through it', () => {
    const animals = (['sheep', 'pig', 'cow', 'horse'] as const).map((a) =>
      animalName(locale, a).toLowerCase(),
    )
    for (const leadStep of ['call', 'shown', 'hidden'] as const) {
      const w = roomWords(locale, at({ isLead: true, leadStep }))
      const said = `${w.word} ${w.detail}`.toLowerCase()
      for (const animal of animals) expect(said).not.toMatch(new RegExp(`\\b${animal}`, 'u'))
    }
  })

  it('speaks a distinct cue for each moment, with the Lead named', () => {
    const said = CUES.map((c) => cueWords(locale, c, name))
    expect(new Set(said).size).toBe(CUES.length)
    expect(said[0]).toContain('Ben')
    expect(said[5]).toContain('Ann')
    if (locale !== 'en') said.forEach((s, i) => expect(s).not.toBe(cueWords('en', CUES[i] as Cue, name)))
  })
})
