import * as v from 'valibot'
import { perPlayerCount, msRule, parseRules, unknownRule } from '../../engine/rules'
import { DEFAULT_RULES, type SneakPeekRules } from './types'

/**
 * Sneak Peek's rules and their bounds.
 * - revealMs 500..60000: under half a second nobody can take in three cards; over a minute the
 *   table stalls (Settings offer 1 to 10 s). Also keeps the table timer far from setTimeout's limit.
 */
export const rulesSchema = perPlayerCount((_players: number): v.GenericSchema<unknown, SneakPeekRules> =>
  v.strictObject({ revealMs: msRule('revealMs', 500, 60_000, DEFAULT_RULES.revealMs) }, unknownRule),
)

export function readRules(raw: Record<string, unknown> | undefined, players = 2): SneakPeekRules {
  return parseRules(rulesSchema(players), raw, 'Sneak Peek')
}
