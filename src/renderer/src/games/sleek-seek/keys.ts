import type { SeatInfo } from '../../../../shared/api'
import { COLOURS } from '../../../../shared/games/cards64'

/** Buzzer keys for up to four people at one keyboard: far apart, so hands do not collide. */
export const DEFAULT_KEYS = ['A', 'L', 'Q', 'P'] as const
/** The key that flips a card for the person whose turn it is to flip. */
export const FLIP_KEY = 'F'
const STORE = 'tabletop.sleekSeek.keys'

/** Stored choices, by player id (a person keeps their key from game to game). */
function stored(): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORE) ?? '{}')
    return raw && typeof raw === 'object' ? (raw as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * The letters a buzzer may use: the four far-apart defaults, then spares. Kept apart from the card
 * keys, so a buzzer never shadows a card and a card key never changes when someone changes theirs.
 */
export const BUZZER_LETTERS: readonly string[] = [...DEFAULT_KEYS, 'Z', 'M', 'X', 'B', 'K', 'N']

/** A buzzer key is one of BUZZER_LETTERS (F flips; digits and the other letters pick cards). */
export function isBuzzerKey(key: string): boolean {
  return BUZZER_LETTERS.includes(key)
}

/**
 * The key printed on the card at each table place, fixed to the place: 1-9 and 0 for the first ten,
 * then letters that are no colour's initial (K would read as black), no buzzer key and not F. A set
 * leaving the table never renumbers the others: under time pressure a key must stay where it was.
 */
export const CARD_KEYS: readonly string[] = [
  ...'1234567890',
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter(
    (k) => k !== FLIP_KEY && !BUZZER_LETTERS.includes(k) && !COLOURS.some((c) => c.initial === k),
  ),
]

/** The key of table place `slot` ('' past the last key: such a card is picked by click or Tab). */
export const cardKeyOf = (slot: number): string => CARD_KEYS[slot] ?? ''

/** Each human seat's buzzer key: their stored key if free, else the first free default. */
export function buzzerKeys(seats: SeatInfo[]): Record<number, string> {
  const saved = stored()
  const out: Record<number, string> = {}
  const used = new Set<string>()
  const humans = seats.filter((s) => s.kind === 'human')
  for (const s of humans) {
    const key = s.playerId ? saved[s.playerId] : undefined
    if (key && isBuzzerKey(key) && !used.has(key)) {
      out[s.seat] = key
      used.add(key)
    }
  }
  const spare = BUZZER_LETTERS.filter((k) => !used.has(k))
  for (const s of humans) {
    if (out[s.seat] !== undefined) continue
    const key = spare.shift() ?? '?'
    out[s.seat] = key
    used.add(key)
  }
  return out
}

export function saveBuzzerKey(playerId: string | null, key: string): void {
  if (!playerId) return
  try {
    localStorage.setItem(STORE, JSON.stringify({ ...stored(), [playerId]: key }))
  } catch {
    // Storage unavailable: the key holds for this game only.
  }
}
