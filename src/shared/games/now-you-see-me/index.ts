export { engine } from './engine'
export { readRules, rulesSchema } from './rules-schema'
export { bots, makeBot, BOT_LEVELS, type BotLevel } from './bots'
export * from './constants'
export type {
  State,
  Move,
  View,
  TableAnimal,
  Reveal,
  Change,
  Phase,
  AnimalPiece,
  Point,
  TableBounds,
  NowYouSeeMeEvent,
} from './types'
export { tokens } from './state'
import { checkState, checkView, sampleIllegalMoves } from './invariants'
export const invariants = { checkState, checkView, sampleIllegalMoves }
