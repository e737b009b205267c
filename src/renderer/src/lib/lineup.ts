import * as v from 'valibot'
import { BOT_LEVELS, type BotLevel, type Player, type SeatSpec } from '../../../shared/api'
import type { GameId } from '../../../shared/engine/types'
import { GAME_INFO } from '../../../shared/games/registry'

/**
 * The set-up's memory: the last line-up and rules per game, and which player is "Me" on this screen.
 * Kept in the page's localStorage, not in the settings service: it is this screen's habit (another
 * screen on the network has other people in front of it), it needs no schema change shared by every
 * client, and losing it costs nothing but a default line-up. What is read back is checked (schema,
 * players still there) because anything may be in storage.
 */

/** A seat as the set-up writes it: "p:<playerId>" or "b:<level>". */
export type SeatKey = string

export const DEFAULT_NAME = 'Me'

/** Quick play: how many computer players and how strong, per game (a first game should be winnable). */
export const QUICK: Record<GameId, { bots: number; level: BotLevel }> = {
  's-head': { bots: 2, level: 'medium' },
  'sneak-peek': { bots: 1, level: 'medium' },
  'sleek-seek': { bots: 1, level: 'easy' },
  'now-you-see-me': { bots: 2, level: 'medium' },
}

const RuleValue = v.union([v.pipe(v.string(), v.maxLength(200)), v.number(), v.boolean()])
const SavedSchema = v.object({
  seats: v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(8)),
  rules: v.record(v.pipe(v.string(), v.maxLength(40)), RuleValue),
})
export type SavedSetup = v.InferOutput<typeof SavedSchema>

type Store = Pick<Storage, 'getItem' | 'setItem'>
const storage = (): Store | null => (typeof localStorage === 'undefined' ? null : localStorage)
const lineupKey = (game: GameId): string => `tc.setup.${game}`
const ME_KEY = 'tc.me'

function read(key: string, store: Store | null): unknown {
  try {
    const text = store?.getItem(key)
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null // unreadable or blocked storage: start from the defaults
  }
}

function write(key: string, value: unknown, store: Store | null): void {
  try {
    store?.setItem(key, JSON.stringify(value))
  } catch {
    // Full or blocked storage: the set-up simply is not remembered.
  }
}

export function saveSetup(game: GameId, setup: SavedSetup, store = storage()): void {
  write(lineupKey(game), setup, store)
}

/** The remembered set-up, with seats of players who left (archived, deleted) taken out; null if none. */
export function loadSetup(game: GameId, players: Player[], store = storage()): SavedSetup | null {
  const parsed = v.safeParse(SavedSchema, read(lineupKey(game), store))
  if (!parsed.success) return null
  return restoreSeats(game, parsed.output, players)
}

export function restoreSeats(game: GameId, saved: SavedSetup, players: Player[]): SavedSetup | null {
  const here = new Set(players.filter((p) => !p.archived).map((p) => p.id))
  const seen = new Set<string>()
  const seats = saved.seats.filter((s) => {
    if (s.startsWith('b:')) return BOT_LEVELS.some((l) => `b:${l}` === s)
    if (!s.startsWith('p:') || !here.has(s.slice(2)) || seen.has(s)) return false
    seen.add(s)
    return true
  })
  const [min, max] = GAME_INFO[game].players
  if (seats.length < min || seats.length > max) return null
  return { seats, rules: saved.rules }
}

/** "Me" on this screen: the remembered player if still here, else a player called Me; null if none. */
export function findMe(players: Player[], store = storage()): Player | null {
  const id = read(ME_KEY, store)
  const active = players.filter((p) => !p.archived)
  return (
    active.find((p) => p.id === id) ??
    active.find((p) => p.name.trim().toLowerCase() === DEFAULT_NAME.toLowerCase()) ??
    null
  )
}

export function rememberMe(id: string, store = storage()): void {
  write(ME_KEY, id, store)
}

/** Quick play's line-up: me first, then the game's default computer players. */
export function quickSeats(game: GameId, meId: string): SeatKey[] {
  const { bots, level } = QUICK[game]
  return [`p:${meId}`, ...Array.from({ length: bots }, () => `b:${level}`)]
}

export function toSpec(s: SeatKey): SeatSpec {
  if (s.startsWith('p:')) return { kind: 'human', playerId: s.slice(2) }
  return { kind: 'bot', level: BOT_LEVELS.find((l) => l === s.slice(2)) ?? 'medium' }
}
