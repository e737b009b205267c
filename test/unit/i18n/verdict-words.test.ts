import { describe, expect, it } from 'vitest'
import { describeVerdict, problemText } from '../../../src/cli/referee-words'
import { problemWords, warningWords } from '../../../src/renderer/src/camera/problem-words'
import { verdictWords } from '../../../src/renderer/src/camera/verdict-words'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import { ACTION_KINDS, ANIMALS, judge, type Verdict } from '../../../src/shared/referee'
import { CAMERA_WARNINGS } from '../../../src/shared/vision/types'

/**
 * Issue #23: the camera referee's summary comes from the catalogs. English reads exactly as the
 * referee's sentences did (the command-line tools keep them), and every language words each outcome,
 * action and animal.
 */
const base =
  (kind: (typeof ACTION_KINDS)[number], animals: Verdict['problems'] = []) =>
  (matchesCard: boolean | null, distance = 12.34): Verdict => ({
    action: {
      kind,
      animals: kind === 'swap' ? ['sheep', 'cow'] : ['horse'],
      distance,
      before: [],
      after: [],
    },
    matchesCard,
    problems: animals,
    strayMoves: [],
    assignment: [],
  })

function verdicts(): Verdict[] {
  const out: Verdict[] = []
  for (const kind of ACTION_KINDS)
    for (const m of [true, false, null]) {
      out.push(base(kind)(m))
      out.push(base(kind, [{ kind: 'hard-to-make-out', count: 2 }, { kind: 'retake' }])(m))
    }
  for (const m of [true, false, null])
    out.push({ action: null, matchesCard: m, problems: [], strayMoves: [], assignment: [] })
  for (const warning of CAMERA_WARNINGS)
    out.push({
      ...base('add')(null),
      problems: [{ kind: 'camera', warning }, { kind: 'camera', warning }, { kind: 'retake-or-correct' }],
    })
  return out
}

const table = [
  { type: 'sheep' as const, x: 10, y: 10 },
  { type: 'pig' as const, x: 20, y: 12 },
]

describe('the camera verdict in four languages', () => {
  it('English reads exactly as before, for every outcome, action and warning', () => {
    for (const v of verdicts()) expect(verdictWords('en', v)).toBe(describeVerdict(v))
    const moved = judge(
      table,
      [{ ...table[0]!, y: 22.3 }, table[1]!],
      { kind: 'move', animals: ['sheep'] },
      {
        cardLength: 8.8,
      },
    )
    expect(verdictWords('en', moved)).toBe('The sheep moved 12.3 cm: matches the card.')
    const still = judge(table, table, { kind: 'move', animals: ['pig'] }, { cardLength: 8.8 })
    expect(verdictWords('en', still)).toBe(
      'Does not match the card. Nothing seems to have changed on the table.',
    )
    for (const w of CAMERA_WARNINGS)
      expect(warningWords('en', w)).toBe(problemText({ kind: 'camera', warning: w }))
  })

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))(
    '%s words every verdict in its own language',
    (locale) => {
      for (const v of verdicts()) {
        const text = verdictWords(locale, v)
        expect(text, JSON.stringify(v)).not.toBe(describeVerdict(v))
        expect(text).not.toMatch(/[{}]|undefined|NaN/)
        expect(text.charAt(0)).toBe(text.charAt(0).toLocaleUpperCase(locale))
      }
      for (const w of CAMERA_WARNINGS) expect(warningWords(locale, w)).not.toBe(warningWords('en', w))
    },
  )

  it('says numbers, animals and outcomes as each language does', () => {
    const move = base('move')(true)
    expect(verdictWords('de', move)).toBe('Das Pferd wurde 12,3 cm bewegt: passt zur Karte.')
    expect(verdictWords('fr', move)).toBe('Le cheval a bougé de 12,3 cm\u00a0: correspond à la carte.')
    expect(verdictWords('es', base('remove')(false))).toBe('Se quitó el caballo: no coincide con la carta.')
    expect(verdictWords('de', base('swap')(null))).toBe(
      'Das Schaf und die Kuh haben die Plätze getauscht: nicht sicher.',
    )
    expect(verdictWords('fr', { ...base('add')(null), action: null })).toBe('Pas sûr.')
    for (const a of ANIMALS)
      expect(
        verdictWords('fr', { ...base('add')(true), action: { ...base('add')(true).action!, animals: [a] } }),
      ).toMatch(/^On a ajouté (le|la|l’) /)
  })

  it('counts animals with each language’s plurals: 0, 1, 2 and 5', () => {
    const said = (locale: (typeof CATALOG_LOCALES)[number], count: number): string =>
      problemWords(locale, { kind: 'hard-to-make-out', count })
    expect([0, 1, 2, 5].map((n) => said('en', n))).toEqual(
      [0, 1, 2, 5].map((n) => `${n} animal(s) were hard to make out.`),
    )
    expect([0, 1, 2, 5].map((n) => said('de', n))).toEqual([
      '0 Tiere waren schwer zu erkennen.',
      '1 Tier war schwer zu erkennen.',
      '2 Tiere waren schwer zu erkennen.',
      '5 Tiere waren schwer zu erkennen.',
    ])
    expect(said('fr', 1)).toMatch(/^1 animal était/)
    expect(said('fr', 0)).toMatch(/^0 animal était/)
    expect(said('fr', 5)).toMatch(/^5 animaux étaient/)
    expect(said('es', 1)).toMatch(/^1 animal /)
    expect(said('es', 5)).toMatch(/^5 animales /)
  })
})
