import * as v from 'valibot'
import { perPlayerCount, flagRule, msRule, numberRule, parseRules, unknownRule } from '../../engine/rules'
import { DEFAULT_RULES, type Rules } from './constants'

/**
 * Now you see me's rules and their bounds. A time of 0 makes the table move on at once (or, for
 * revealMs, wait for "Next round"); the upper bounds keep a game from stalling and the table timers
 * far from setTimeout's limit.
 * - lookMs 0..300000: the look (Settings offer 3 to 60 s); five minutes is more than any family looks.
 * - actMs 0..60000: the app-led Lead's pause for eyes to close.
 * - revealMs 0..300000: how long the answers stay up; 0 = until someone taps "Next round".
 * - wrongCountChance 0..1: a probability.
 */
export const rulesSchema = perPlayerCount((_players: number): v.GenericSchema<unknown, Rules> =>
  v.pipe(
    v.strictObject(
      {
        physical: flagRule('physical', DEFAULT_RULES.physical),
        appLeads: flagRule('appLeads', DEFAULT_RULES.appLeads),
        wrongCountChance: numberRule('wrongCountChance', 0, 1, DEFAULT_RULES.wrongCountChance),
        lookMs: msRule('lookMs', 0, 300_000, DEFAULT_RULES.lookMs),
        actMs: msRule('actMs', 0, 60_000, DEFAULT_RULES.actMs),
        revealMs: msRule('revealMs', 0, 300_000, DEFAULT_RULES.revealMs),
      },
      unknownRule,
    ),
    // The companion mode is the real box: the family's Lead plays it by hand.
    v.transform((r): Rules => ({ ...r, appLeads: r.appLeads && !r.physical })),
  ),
)

export function readRules(raw: Record<string, unknown> | undefined, players = 2): Rules {
  return parseRules(rulesSchema(players), raw, 'Now you see me')
}
