import { checkState, checkView, sampleIllegalMoves } from './invariants'

export { engine } from './engine'
export { bots, hint, type BotLevel } from './bots'
export { checkState, checkView, sampleIllegalMoves }
export const invariants = { checkState, checkView, sampleIllegalMoves }
export type { State, Move, View, SeatView, SeatCards, GameEvent, Phase, Source, ToBeat } from './types'
export {
  HOUSE_RULES,
  HOUSE_RULE_LABELS,
  PRESETS,
  PRESET_LABELS,
  activeHouseRuleLabels,
  type HouseRule,
  type PresetName,
  type SHeadRuleOptions,
  type SHeadRules,
} from './rules'
export { resolveRules, rulesSchema } from './rules-schema'
export { cardRank, cardSuit, cardLabel, rankLabel, isCard, type Card, type Suit } from './cards'
export { describeToBeat } from './pile'
