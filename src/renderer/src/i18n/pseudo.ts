import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { printAST } from '@formatjs/icu-messageformat-parser/printer'

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][i] ?? c,
  ]),
)
const VOWELS = new Set([...'aeiouAEIOU'])

/** One piece of wording, accented, with its vowels doubled (about 40% longer, like German). */
function stretch(text: string): string {
  let out = ''
  for (const c of text) {
    const a = ACCENTED[c] ?? c
    out += VOWELS.has(c) ? a + a : a
  }
  return out
}

function walk(ast: MessageFormatElement[]): MessageFormatElement[] {
  return ast.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: stretch(el.value) }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: walk(o.value) }]),
      )
      return { ...el, options }
    }
    return el
  })
}

/**
 * A placeholder's value (a name, a number) is printed as it is, never stretched; it counts as this
 * many letters of wording, so the padding grows the whole sentence by 40% and not just its words
 * (the length of a short name, and of the test's sample name "Ann").
 */
const PLACEHOLDER_LETTERS = 3

/** Letters of the literal text, and placeholders as PLACEHOLDER_LETTERS (plural/select keywords are not wording). */
function wordingLength(ast: MessageFormatElement[]): number {
  let n = 0
  for (const el of ast) {
    if (el.type === TYPE.literal) n += el.value.length
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    )
      n += PLACEHOLDER_LETTERS
    if (el.type === TYPE.plural || el.type === TYPE.select)
      n += Math.max(0, ...Object.values(el.options).map((o) => wordingLength(o.value)))
  }
  return n
}

/**
 * The pseudo-locale's message for an English one: the wording accented and stretched, placeholders,
 * plurals and selects kept, then padded to at least 140% and bracketed, so a clipped end shows.
 */
export function pseudoLocalize(message: string): string {
  const ast = parse(message, { ignoreTag: true })
  const body = printAST(walk(ast))
  const before = wordingLength(ast)
  const grown = wordingLength(walk(ast))
  const missing = Math.max(0, Math.ceil(before * 1.4) - grown)
  // Padding in short words, so a long label can still wrap where German would.
  const pad = missing > 0 ? ' ' + 'ˑ'.repeat(missing).replace(/(.{5})(?=.)/g, '$1 ') : ''
  return `⟦${body}${pad}⟧`
}

/** Every message of a catalog through pseudoLocalize. */
export function pseudoCatalog(en: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(en).map(([k, m]) => [k, pseudoLocalize(m)]))
}
