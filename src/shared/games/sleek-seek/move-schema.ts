import * as v from 'valibot'
import { DECK_SIZE } from '../cards64/deck'
import type { Move } from './types'

/** A game-clock time; the session stamps its own over whatever a client sends. */
const Clock = v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)))
const CardId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DECK_SIZE - 1))

/** Every Sleek Seek move a client may send, and nothing more (unknown keys are refused). */
export const MoveSchema = v.variant('type', [
  v.strictObject({ type: v.literal('flip'), t: Clock }),
  v.strictObject({ type: v.literal('seek'), t: Clock }),
  v.strictObject({ type: v.literal('select'), cards: v.pipe(v.array(CardId), v.length(3)), t: Clock }),
  v.strictObject({ type: v.literal('timeout'), t: Clock }),
])

// The schema may not accept a move the engine's type does not describe.
export const schemaFitsMove: v.InferOutput<typeof MoveSchema> extends Move ? true : never = true
