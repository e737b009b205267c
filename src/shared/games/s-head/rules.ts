/**
 * House rules. RULES-NOTES: S-head, House rules — the rulebook has no special cards; well-known
 * house rules are named options, all off in the default 'rulebook' preset, all on in 'popular'.
 */
export type HouseRule = 'twoResets' | 'tenBurns' | 'sevenOrLower' | 'threeInvisible'
export type PresetName = 'rulebook' | 'popular'

export const HOUSE_RULES: readonly HouseRule[] = ['twoResets', 'tenBurns', 'sevenOrLower', 'threeInvisible']

/** Player-facing label of each house rule, in the order the UI lists them. */
export const HOUSE_RULE_LABELS: Record<HouseRule, string> = {
  twoResets: '2 resets the pile: a 2 may be played on anything, and any card may follow it',
  tenBurns:
    '10 burns the pile: a 10 may be played on anything and discards the pile; the same player goes again',
  sevenOrLower: 'After a 7 the next play must be 7 or lower',
  threeInvisible: '3 is invisible: a 3 may be played on anything; the next play must beat the card under it',
}

export const PRESET_LABELS: Record<PresetName, string> = {
  rulebook: 'Rulebook (no special cards)',
  popular: 'Popular house rules (2, 3, 7 and 10 are special)',
}

export const PRESETS: Record<PresetName, Record<HouseRule, boolean>> = {
  rulebook: { twoResets: false, tenBurns: false, sevenOrLower: false, threeInvisible: false },
  popular: { twoResets: true, tenBurns: true, sevenOrLower: true, threeInvisible: true },
}

/** The rules option as the app passes it to setup; explicit flags override the preset. */
export interface SHeadRuleOptions {
  preset?: PresetName
  twoResets?: boolean
  tenBurns?: boolean
  sevenOrLower?: boolean
  threeInvisible?: boolean
  /** Seat of the dealer (default 0); the seat on the dealer's left plays first. */
  dealer?: number
}

/** Rules as they live in State: every flag decided. */
export interface SHeadRules extends Record<HouseRule, boolean> {
  preset: PresetName
  dealer: number
}

/** Labels of the house rules that are on, for a game summary. */
export function activeHouseRuleLabels(rules: SHeadRules): string[] {
  return HOUSE_RULES.filter((k) => rules[k]).map((k) => HOUSE_RULE_LABELS[k])
}
