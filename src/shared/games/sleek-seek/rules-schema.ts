import * as v from 'valibot'
import { perPlayerCount, msRule, parseRules, unknownRule } from '../../engine/rules'
import { DEFAULT_RULES, type SleekSeekRules } from './types'

/**
 * Sleek Seek's rules and their bounds.
 * - selectMs 500..60000: the caller needs at least a moment to touch three cards; over a minute the
 *   others wait too long (Settings offer 2 to 20 s).
 * - simultaneousMs 0..2000: 0 means only exact ties share a call; two seconds apart is not
 *   "at the same time" by any table's reckoning.
 */
export const rulesSchema = perPlayerCount((_players: number): v.GenericSchema<unknown, SleekSeekRules> =>
  v.strictObject(
    {
      selectMs: msRule('selectMs', 500, 60_000, DEFAULT_RULES.selectMs),
      simultaneousMs: msRule('simultaneousMs', 0, 2_000, DEFAULT_RULES.simultaneousMs),
    },
    unknownRule,
  ),
)

export function readRules(raw: Record<string, unknown> | undefined, players = 2): SleekSeekRules {
  return parseRules(rulesSchema(players), raw, 'Sleek Seek')
}
