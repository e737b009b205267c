import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AREAS, CATALOGS, messagesFor } from '../../../src/renderer/src/i18n/catalogs'
import { compile } from '../../../src/renderer/src/i18n/format'
import { DYNAMIC_KEYS } from '../../../src/renderer/src/i18n/keys'
import { CATALOG_LOCALES, PSEUDO_LOCALE } from '../../../src/renderer/src/i18n/locales'
import { argsOf, sampleValues } from './samples'

/** Issue 23: the catalogs are complete, every message parses, and code and catalogs agree on keys. */
const RENDERER = path.resolve(__dirname, '../../../src/renderer/src')
const en = CATALOGS.en

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return files(full)
    return /\.(ts|svelte)$/.test(d.name) ? [full] : []
  })
}

/**
 * Keys written in calls: `$_('a.b')`, `t('a.b', …)`, `format(locale, 'a.b')`, and every quoted key anywhere in a call's
 * arguments, so `$_(on ? 'a.on' : 'a.off')` counts both. Keys chosen at run time live in keys.ts.
 */
function keysInCode(source: string): string[] {
  const out: string[] = []
  for (const call of source.matchAll(/(?:\$_|\bt|\bformat)\(/g)) {
    // The call's arguments: up to the bracket that closes it.
    let depth = 1
    let end = (call.index ?? 0) + call[0].length
    while (end < source.length && depth > 0) {
      const c = source[end++]
      if (c === '(') depth++
      else if (c === ')') depth--
    }
    const args = source.slice((call.index ?? 0) + call[0].length, end - 1)
    for (const key of args.matchAll(/'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) out.push(key[1] ?? '')
  }
  return out
}

describe('message catalogs', () => {
  it('each key lives in one area only, and each area has the same keys in every language', () => {
    const owner = new Map<string, string>()
    const twice: string[] = []
    for (const [area, byLocale] of Object.entries(AREAS)) {
      for (const key of Object.keys(byLocale.en)) {
        if (owner.has(key)) twice.push(`${key} in ${owner.get(key)} and ${area}`)
        owner.set(key, area)
      }
      for (const locale of CATALOG_LOCALES)
        expect(Object.keys(byLocale[locale]).sort(), `${area} ${locale}`).toEqual(
          Object.keys(byLocale.en).sort(),
        )
    }
    expect(twice).toEqual([])
  })

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    const keys = Object.keys(CATALOGS[locale])
    const missing = Object.keys(en).filter((k) => !keys.includes(k))
    const extra = keys.filter((k) => !(k in en))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it.each([...CATALOG_LOCALES, PSEUDO_LOCALE] as const)(
    '%s: every message parses and formats with 0, 1, 2 and 5',
    (locale) => {
      for (const [key, message] of Object.entries(messagesFor(locale))) {
        for (const n of [0, 1, 2, 5]) {
          const values = sampleValues(message, n)
          const text = String(compile(message, locale).format(values))
          expect(text.length, `${locale} ${key}`).toBeGreaterThan(0)
          // An unfilled placeholder or a raw key never reaches the screen.
          expect(text, `${locale} ${key}`).not.toMatch(/[{}]/)
        }
      }
    },
  )

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))('%s takes the same arguments as English', (locale) => {
    for (const [key, message] of Object.entries(CATALOGS[locale])) {
      const theirs = argsOf(message)
      const ours = argsOf(en[key] ?? '')
      expect([...theirs.keys()].sort(), `${locale} ${key}`).toEqual([...ours.keys()].sort())
    }
  })

  it('every key the code uses is defined, and every defined key is used', () => {
    const used = new Set<string>(DYNAMIC_KEYS)
    for (const file of files(RENDERER))
      for (const key of keysInCode(fs.readFileSync(file, 'utf8'))) used.add(key)
    const undefinedKeys = [...used].filter((k) => !(k in en))
    const unused = Object.keys(en).filter((k) => !used.has(k))
    expect({ undefinedKeys, unused }).toEqual({ undefinedKeys: [], unused: [] })
  })

  it('the key scan finds keys in calls and in both arms of a choice', () => {
    const code = `{$_('a.b')} t('c.d', { n }) $_(x.includes('-') ? 'e.f' : 'g.h', { y }) set('no.key') at('no.key')`
    expect(keysInCode(code)).toEqual(['a.b', 'c.d', 'e.f', 'g.h'])
  })
})
