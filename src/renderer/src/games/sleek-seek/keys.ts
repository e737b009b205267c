import type { SeatInfo } from '../../../../shared/api'

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

/** A buzzer key is one letter; F flips and digits pick cards. */
export function isBuzzerKey(key: string): boolean {
  return /^[A-Z]$/.test(key) && key !== FLIP_KEY
}

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
  const spare = [...DEFAULT_KEYS, ...'ZMXBVCNKJH'].filter((k) => !used.has(k))
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

/** Keys printed on the face-up cards in table order: 1-9, 0, then letters no buzzer or F uses. */
export function cardLabels(count: number, buzzers: string[]): string[] {
  const taken = new Set([...buzzers, FLIP_KEY])
  const pool = [...'1234567890', ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((k) => !taken.has(k))]
  return Array.from({ length: count }, (_, i) => pool[i] ?? '')
}
