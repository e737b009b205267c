import { checkState, checkView, sampleIllegalMoves } from './invariants'

export { engine } from './engine'
export { readRules, rulesSchema } from './rules-schema'
export { bots } from './bots'
export * from './types'
export const invariants = { checkState, checkView, sampleIllegalMoves }
