import { checkState, checkView, sampleIllegalMoves } from './invariants'

export { engine, readRules, faceUpCards } from './engine'
export { bots } from './bots'
export * from './types'
export const invariants = { checkState, checkView, sampleIllegalMoves }
