import { DECK_SIZE } from './deck'

/**
 * RULES-NOTES: Sneak Peek and Sleek Seek, Match — (a) all three share a colour, (b) all three share a
 * symbol, (c) one pair shares a colour and a *different* pair shares a symbol.
 */
export type MatchKind = 'colour' | 'symbol' | 'mixed'

export function matchKind(a: number, b: number, c: number): MatchKind | null {
  if (a === b || b === c || a === c) return null
  const ca = a >> 3
  const cb = b >> 3
  const cc = c >> 3
  const sa = a & 7
  const sb = b & 7
  const sc = c & 7
  if (ca === cb && cb === cc) return 'colour'
  if (sa === sb && sb === sc) return 'symbol'
  // Distinct cards never share both colour and symbol, so a colour pair and a symbol pair are
  // automatically different pairs; any colour pair plus any symbol pair is kind (c).
  const colourPair = ca === cb || ca === cc || cb === cc
  const symbolPair = sa === sb || sa === sc || sb === sc
  return colourPair && symbolPair ? 'mixed' : null
}

export function isMatch(a: number, b: number, c: number): boolean {
  return matchKind(a, b, c) !== null
}

/** Every matching triple among `cards`, each as three card ids in the order they appear. */
export function findMatches(cards: readonly number[]): [number, number, number][] {
  const out: [number, number, number][] = []
  const n = cards.length
  for (let i = 0; i < n - 2; i++) {
    const a = cards[i] as number
    for (let j = i + 1; j < n - 1; j++) {
      const b = cards[j] as number
      for (let k = j + 1; k < n; k++) {
        const c = cards[k] as number
        if (matchKind(a, b, c) !== null) out.push([a, b, c])
      }
    }
  }
  return out
}

/** The first matching triple among `cards`, or null: cheaper than findMatches for end detection. */
export function firstMatch(cards: readonly number[]): [number, number, number] | null {
  const n = cards.length
  for (let i = 0; i < n - 2; i++) {
    const a = cards[i] as number
    for (let j = i + 1; j < n - 1; j++) {
      const b = cards[j] as number
      for (let k = j + 1; k < n; k++) {
        const c = cards[k] as number
        if (matchKind(a, b, c) !== null) return [a, b, c]
      }
    }
  }
  return null
}

export function hasMatch(cards: readonly number[]): boolean {
  return firstMatch(cards) !== null
}

let completerTable: number[][] | null = null

/** The cards that complete a match with the pair (a, b); bots use it to plan flips. */
export function completers(a: number, b: number): readonly number[] {
  if (!completerTable) {
    completerTable = []
    for (let x = 0; x < DECK_SIZE; x++) {
      for (let y = 0; y < DECK_SIZE; y++) {
        const list: number[] = []
        if (x !== y) for (let z = 0; z < DECK_SIZE; z++) if (matchKind(x, y, z)) list.push(z)
        completerTable.push(list)
      }
    }
  }
  return completerTable[a * DECK_SIZE + b] ?? []
}
