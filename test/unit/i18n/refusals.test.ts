import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { refusalWords } from '../../../src/renderer/src/games/refusals'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import type { RuleValue } from '../../../src/shared/engine/errors'
import type { GameId } from '../../../src/shared/engine/types'
import type { RefereeProblem } from '../../../src/shared/referee'

/**
 * Issue #23: an engine's refusal reaches the table as data (RuleError's problem) and is worded there.
 * Every throw site of these engines is read from the source: its refusal has words in all four
 * languages, and the English is the engine's own message.
 */
const SHARED = path.resolve(__dirname, '../../../src/shared/games')
const ENGINES: [GameId, string[]][] = [
  ['sleek-seek', ['sleek-seek/engine.ts']],
  ['sneak-peek', ['sneak-peek/engine.ts']],
  ['now-you-see-me', ['now-you-see-me/lead.ts', 'now-you-see-me/apply.ts', 'now-you-see-me/state.ts']],
  ['s-head', ['s-head/apply.ts', 's-head/setup.ts']],
]
/** Refusals whose English is built from the move: refusals-s-head/-nysm.test.ts play them. */
const BUILT = new Set(['cannot-beat', 'not-lead', 'look-not-over', 'wrong-phase'])
const WHY: RefereeProblem = { kind: 'short-move', animal: 'cow', distance: 5, cardLength: 8.8, unit: 'cm' }
const VALUES: Record<string, RuleValue> = {
  id: 'cow-9',
  animal: 'cow',
  why: WHY,
  min: 2,
  max: 6,
  seat: 9,
  phase: 'look',
}
/** The message with the values of VALUES in its placeholders (`${id}`, `${a}` for the animal). */
const filled = (message: string): string =>
  message
    .replace('${id}', 'cow-9')
    .replace('${a}', 'cow')
    .replace('${MIN_PLAYERS}', '2')
    .replace('${MAX_PLAYERS}', '6')
    .replace('${ANIMAL_TOTAL}', '6')
    .replace('${seat}', '9')
const sitesOf = (files: string[]): Site[] =>
  files.flatMap((file) => throwSites(fs.readFileSync(path.join(SHARED, file), 'utf8')))

interface Site {
  kind: string
  message: string
}

export function throwSites(source: string): Site[] {
  const out: Site[] = []
  const re = /new RuleError\(\s*'([\w-]+)',\s*(?:'([^']*)'|`([^`]*)`)(?:,\s*\{\s*kind:\s*'([\w-]+)')?/g
  for (const m of source.matchAll(re)) out.push({ kind: m[4] ?? m[1]!, message: m[2] ?? m[3] ?? '' })
  return out
}

describe('engine refusals in four languages', () => {
  it.each(ENGINES)('%s: every refusal reads as the engine says it in English', (game, files) => {
    const sites = sitesOf(files)
    expect(sites.length).toBeGreaterThan(10)
    for (const { kind, message } of sites) {
      if (BUILT.has(kind)) continue
      const text = refusalWords('en', game, { kind, values: VALUES })
      // The Lead's broken card is the referee's finding, worded as the camera words it.
      if (kind === 'does-not-match-card')
        expect(text).toBe('The cow moved only 5.0 cm, less than the card length 8.8 cm.')
      else expect(text, `${game} ${kind}`).toBe(filled(message))
    }
  })

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))(
    '%s words every refusal in its own language',
    (locale) => {
      for (const [game, files] of ENGINES)
        for (const { kind } of sitesOf(files)) {
          if (BUILT.has(kind)) continue
          const text = refusalWords(locale, game, { kind, values: VALUES })
          expect(text, `${locale} ${game} ${kind}`).not.toBeNull()
          expect(text, `${locale} ${game} ${kind}`).not.toBe(
            refusalWords('en', game, { kind, values: VALUES }),
          )
          expect(text).not.toMatch(/[{}]|undefined/)
        }
    },
  )

  it('agrees with the animal, and leaves an unknown refusal to the engine’s English', () => {
    const none = (locale: (typeof CATALOG_LOCALES)[number], animal: string): string | null =>
      refusalWords(locale, 'now-you-see-me', { kind: 'none-left', values: { animal } })
    expect(none('de', 'cow')).toBe('Keine Kuh mehr in der Schachtel.')
    expect(none('de', 'sheep')).toBe('Kein Schaf mehr in der Schachtel.')
    expect(none('es', 'cow')).toBe('No queda ninguna vaca en la caja.')
    expect(none('fr', 'horse')).toBe('Il ne reste plus de cheval dans la boîte.')
    expect(refusalWords('de', 'sleek-seek', { kind: 'something-new' })).toBeNull()
    expect(refusalWords('de', 's-head', { kind: 'something-new' })).toBeNull()
  })

  it('the site scan reads the code, the message and a finer kind', () => {
    const source = `throw new RuleError('a-b', 'Say it.')\nthrow new RuleError('c', \`No \${a} here.\`, { kind: 'd-e' })`
    expect(throwSites(source)).toEqual([
      { kind: 'a-b', message: 'Say it.' },
      { kind: 'd-e', message: 'No ${a} here.' },
    ])
  })
})
