import * as v from 'valibot'
import { perPlayerCount, flagValue, intRule, parseRules, unknownRule } from '../../engine/rules'
import { HOUSE_RULES, PRESETS, type HouseRule, type PresetName, type SHeadRules } from './rules'

const PRESET_NAMES: PresetName[] = ['rulebook', 'popular']

/**
 * S-head's rules and their bounds. RULES-NOTES: S-head, House rules.
 * - preset: 'rulebook' or 'popular'; it sets every house rule, and a flag given explicitly overrides it.
 * - each house rule: on or off.
 * - dealer 0..players-1: a seat at this table (the seat on the dealer's left plays first).
 */
export const rulesSchema = perPlayerCount((players: number): v.GenericSchema<unknown, SHeadRules> =>
  v.pipe(
    v.strictObject(
      {
        preset: v.optional(
          v.picklist(PRESET_NAMES, (i) => `preset must be "rulebook" or "popular" (got ${i.received}).`),
          'rulebook',
        ),
        twoResets: v.optional(flagValue('twoResets')),
        tenBurns: v.optional(flagValue('tenBurns')),
        sevenOrLower: v.optional(flagValue('sevenOrLower')),
        threeInvisible: v.optional(flagValue('threeInvisible')),
        dealer: intRule('dealer', 0, Math.max(0, players - 1), 0),
      },
      unknownRule,
    ),
    v.transform((o): SHeadRules => {
      const rules: SHeadRules = { preset: o.preset, ...PRESETS[o.preset], dealer: o.dealer }
      for (const key of HOUSE_RULES) {
        const flag: boolean | undefined = (o as Partial<Record<HouseRule, boolean>>)[key]
        if (flag !== undefined) rules[key] = flag
      }
      return rules
    }),
  ),
)

/** The rules as they live in State, or a RuleError ('bad-rules') naming what is wrong. */
export function resolveRules(raw: Record<string, unknown> | undefined, players: number): SHeadRules {
  return parseRules(rulesSchema(players), raw, 'S-head')
}
