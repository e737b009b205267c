import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { judge, leadActionProblem } from '../../../src/shared/referee'
import { generateScene, type SceneFlaw } from '../../../src/shared/referee/scenes'

/**
 * Issue #23: the referee and the detector report data, never sentences; the renderer words it
 * (camera/problem-words.ts, verdict-words.ts). Two checks: no sentence is written in their source
 * (but developers' error messages), and the problems they return hold only ids, codes and numbers.
 */
const SHARED = path.resolve(__dirname, '../../../src/shared')
const FOLDERS = ['referee', 'vision']

/**
 * Literals that are not for people, each with its reason. BlobInfo.rejected is a debugging note on
 * a blob the detector set aside, for whoever debugs the detector: no screen shows it.
 */
const NOT_FOR_PEOPLE = new Set([
  'hand or large object',
  'piece of a neighbouring blob',
  'scraps like no animal',
  // Parts of calibrate.ts's English error messages, for developers (the wizard words the problem).
  'an empty-table frame',
  'the calibration frame',
  'the ${type} in the ${quarter} quarter',
])

/** The source without comments, so that only code is scanned. */
const code = (source: string): string =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    // An error's message may start on the next line: it belongs to the error all the same.
    .replace(/(new \w*Error\()\s+/g, '$1')

/** Each string literal that reads like words for people: three words or more, outside an Error. */
export function sentencesIn(source: string): string[] {
  const found: string[] = []
  for (const line of code(source).split('\n')) {
    if (/\bnew \w*Error\(/.test(line)) continue
    for (const m of line.matchAll(/'([^'\n]*)'|`([^`\n]*)`|"([^"\n]*)"/g)) {
      const text = m[1] ?? m[2] ?? m[3] ?? ''
      const words = text.replace(/\$\{[^}]*\}/g, 'x')
      if (/\p{L}+[ ,:;]+\p{L}+[ ,:;]+\p{L}+/u.test(words) && !NOT_FOR_PEOPLE.has(text)) found.push(text)
    }
  }
  return found
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return files(full)
    return d.name.endsWith('.ts') ? [full] : []
  })
}

/** Every string inside a value, as data. */
const stringsOf = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(stringsOf)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(stringsOf)
        : []

describe('the referee and the detector speak in data', () => {
  it('their source writes no sentence for people', () => {
    for (const folder of FOLDERS)
      for (const file of files(path.join(SHARED, folder)))
        expect(sentencesIn(fs.readFileSync(file, 'utf8')), path.relative(SHARED, file)).toEqual([])
  })

  it('the scan finds a sentence, in quotes or a template, and skips comments and errors', () => {
    const source = [
      "return 'Nothing seems to have changed'",
      'const s = `The ${a} moved ${d} cm`',
      "// 'a comment with words'",
      "throw new CalibrationError('no empty-table frame found')",
      'throw new CalibrationError(\n  `no ${type} in the ${quarter} quarter`,\n)',
      "push({ kind: 'hard-to-see' }, 'cm')",
    ].join('\n')
    expect(sentencesIn(source)).toEqual(['Nothing seems to have changed', 'The ${a} moved ${d} cm'])
  })

  it('the problems judged on 600 scenes, right and wrong, hold only ids, codes and numbers', () => {
    const rng = new Rng('no-sentences')
    const flaws: (SceneFlaw | undefined)[] = [undefined, 'wrong-type', 'too-short', 'extra-move']
    let problems = 0
    for (let k = 0; k < 600; k++) {
      const s = generateScene(rng.state, { flaw: flaws[k % 4] })
      const v = judge(s.before, s.after, s.card, { cardLength: 8.8 })
      const lead = leadActionProblem(s.before, s.after, s.card, 8.8)
      problems += v.problems.length
      for (const text of stringsOf([v.problems, lead])) expect(text).toMatch(/^[a-z][a-z-]*$/)
    }
    expect(problems).toBeGreaterThan(100)
  })
})
