/**
 * The id of a request too large to be parsed whole, so that the error can still be addressed to it
 * (a reply with `id: null` leaves the page's request waiting for ever). It walks the keys of the
 * top-level object and skips their values without building them, in one pass over the text. The id is
 * the last top-level "id" (as JSON.parse would take it) if it is a whole number 0..2^53-1; null if the
 * text is not an object it can walk to its end.
 */
export function peekRequestId(raw: string): number | null {
  let i = skipSpace(raw, 0)
  if (raw[i] !== '{') return null
  i = skipSpace(raw, i + 1)
  let id: number | null = null
  if (raw[i] === '}') return null
  for (;;) {
    if (raw[i] !== '"') return null
    const keyEnd = stringEnd(raw, i)
    if (keyEnd < 0) return null
    const key = keyEnd - i <= 64 ? decodeKey(raw.slice(i, keyEnd)) : null
    i = skipSpace(raw, keyEnd)
    if (raw[i] !== ':') return null
    i = skipSpace(raw, i + 1)
    const end = valueEnd(raw, i)
    if (end < 0) return null
    if (key === 'id') id = wholeNumber(raw.slice(i, end))
    i = skipSpace(raw, end)
    if (raw[i] === '}') return id
    if (raw[i] !== ',') return null
    i = skipSpace(raw, i + 1)
  }
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

function wholeNumber(text: string): number | null {
  if (text.length > 32 || !NUMBER.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) && n >= 0 ? n : null
}

function decodeKey(quoted: string): string | null {
  try {
    return JSON.parse(quoted) as string
  } catch {
    return null
  }
}

function skipSpace(raw: string, i: number): number {
  while (i < raw.length) {
    const c = raw.charCodeAt(i)
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) break
    i++
  }
  return i
}

/** The index after the closing quote of the string opening at i, or -1. */
function stringEnd(raw: string, i: number): number {
  let from = i + 1
  for (;;) {
    const q = raw.indexOf('"', from)
    if (q < 0) return -1
    let slashes = 0
    while (raw.charCodeAt(q - 1 - slashes) === 0x5c) slashes++
    if (slashes % 2 === 0) return q + 1
    from = q + 1
  }
}

/** The index after the value starting at i (nested values skipped by depth, not recursion), or -1. */
function valueEnd(raw: string, i: number): number {
  const first = raw[i]
  if (first === '"') return stringEnd(raw, i)
  if (first === '{' || first === '[') {
    let depth = 0
    let j = i
    while (j < raw.length) {
      const c = raw[j]
      if (c === '"') {
        j = stringEnd(raw, j)
        if (j < 0) return -1
        continue
      }
      if (c === '{' || c === '[') depth++
      else if (c === '}' || c === ']') {
        depth--
        if (depth === 0) return j + 1
      }
      j++
    }
    return -1
  }
  // A number or a literal: up to the next delimiter.
  let j = i
  while (j < raw.length && !',}] \t\n\r'.includes(raw[j] as string)) j++
  return j > i ? j : -1
}
