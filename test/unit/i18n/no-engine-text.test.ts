import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Issue #23: engines report what happened as typed data, and the renderer turns it into words.
 * Two scans keep it so: no renderer file matches text (engine sentences reworded would silently
 * break it), and no engine's State or View has a free `string` field that could carry a sentence.
 */
const ROOT = path.resolve(__dirname, '../../..')
const RENDERER = path.join(ROOT, 'src/renderer/src')
const GAMES = path.join(ROOT, 'src/shared/games')

/**
 * Text matching: a string test with a phrase (`includes('was right')`), a regex with a space tested
 * against or replacing in a value (`/on the table/.test(x)`, `x.replace(/Seat (\d+)/g, …)`), and the
 * retired free-text `notice` field.
 */
const TEXT_MATCH: RegExp[] = [
  /\.(includes|startsWith|endsWith|indexOf)\((['"`])[^'"`\n]* [^'"`\n]*\2/,
  /\/[^/*\n]*( |\\s)[^/\n]*\/[gimsuy]*\.(test|exec)\(/,
  /\.(match|matchAll|replace|replaceAll|search|split)\(\/[^/\n]*( |\\s)[^/\n]*\//,
  /[\w)\]?]\.notice\b/,
]

function matches(line: string): boolean {
  return TEXT_MATCH.some((re) => re.test(line))
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    if (d.isDirectory()) return files(p)
    return /\.(ts|svelte)$/.test(d.name) ? [p] : []
  })
}

/**
 * String fields in a State or View that are data, not words, with the reason. Anything else typed
 * plain `string` fails the scan: give it a literal union, a number, or an event instead.
 */
const NOT_WORDS: Record<string, string> = {
  's-head State.seats[].hand[]': 'card codes such as "QH"',
  's-head State.seats[].faceDown[]': 'card codes',
  's-head State.events[].card': 'card codes',
  's-head View.hand[]': 'card codes',
  's-head View.events[].card': 'card codes',
  'now-you-see-me State.animals[].id': 'animal ids such as "pig-3" (never shown)',
  'now-you-see-me State.change.ids[]': 'animal ids',
  'now-you-see-me View.table[].id': 'animal ids (the Lead only)',
  'now-you-see-me View.change.ids[]': 'animal ids',
  'now-you-see-me View.reveal.change.ids[]': 'animal ids',
}

function stringFields(game: string, checker: ts.TypeChecker, root: ts.Symbol): string[] {
  const found: string[] = []
  const seen = new Set<ts.Type>()
  const walk = (type: ts.Type, where: string): void => {
    if (type.flags & ts.TypeFlags.String) {
      found.push(where)
      return
    }
    if (type.isUnion()) return type.types.forEach((t) => walk(t, where))
    if (!(type.flags & ts.TypeFlags.Object) || seen.has(type)) return
    seen.add(type)
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      for (const t of checker.getTypeArguments(type as ts.TypeReference)) walk(t, `${where}[]`)
      return
    }
    const index = checker.getIndexInfosOfType(type)
    for (const info of index) walk(info.type, `${where}[key]`)
    for (const prop of checker.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0]
      if (!decl) continue
      walk(checker.getTypeOfSymbolAtLocation(prop, decl), `${where}.${prop.name}`)
    }
  }
  walk(checker.getDeclaredTypeOfSymbol(root), `${game} ${root.name}`)
  return found
}

describe('no engine text in the renderer (issue #23)', () => {
  it('the pattern catches the text matching this issue removed, and not ordinary code', () => {
    expect(matches("if (v.notice?.includes('was right')) chime('bad')")).toBe(true)
    expect(matches("view.phase === 'look' && /on the table/.test(view.notice)")).toBe(true)
    expect(matches('return notice.replace(/Seat (\\d+)/g, (_, n) => name(Number(n) - 1))')).toBe(true)
    expect(matches("const notice = view?.notice ?? ''")).toBe(true)
    expect(matches("['look', 'reveal'].includes(viewOf(table).phase)")).toBe(false)
    expect(matches("if (s.startsWith('p:')) return")).toBe(false)
    expect(matches("const parts = hash.replace(/^#\\/?/, '').split('/')")).toBe(false)
    // A CSS class of that name is not the engine field.
    expect(matches('  .notice {')).toBe(false)
  })

  it('no renderer file matches engine text', () => {
    const hits = files(RENDERER).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          matches(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(hits).toEqual([])
  })

  it('no engine State or View has a free string field that could carry words', () => {
    const games = readdirSync(GAMES).filter((g) => existsSync(path.join(GAMES, g, 'types.ts')))
    const program = ts.createProgram(
      games.map((g) => path.join(GAMES, g, 'types.ts')),
      {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        lib: ['lib.es2022.d.ts'],
        target: ts.ScriptTarget.ES2022,
      },
    )
    const checker = program.getTypeChecker()
    const found: string[] = []
    let checked = 0
    for (const game of games) {
      const source = program.getSourceFile(path.join(GAMES, game, 'types.ts'))
      const module = source && checker.getSymbolAtLocation(source)
      if (!module) continue
      for (const exp of checker.getExportsOfModule(module)) {
        if (exp.name !== 'State' && exp.name !== 'View') continue
        const symbol = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp
        found.push(...stringFields(game, checker, symbol))
        checked++
      }
    }
    // Each game declares its State and View in its types.ts (only those files and their imports are
    // compiled, which keeps this fast). Every playable game: S-head, Sneak Peek, Sleek Seek, Now you see me, a State and a View each.
    expect(checked).toBeGreaterThanOrEqual(8)
    expect(found.filter((f) => !(f in NOT_WORDS))).toEqual([])
  })
})
