import * as v from 'valibot'
import { TABLE_SLOTS, type Move } from './types'

/** A game-clock time; the session stamps its own over whatever a client sends. */
const Clock = v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)))

/** Every Sneak Peek move a client may send, and nothing more (unknown keys are refused). */
export const MoveSchema = v.variant('type', [
  v.strictObject({ type: v.literal('flipPack'), t: Clock }),
  v.strictObject({
    type: v.literal('flipSlot'),
    slot: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(TABLE_SLOTS - 1)),
    t: Clock,
  }),
  v.strictObject({ type: v.literal('hide'), t: Clock }),
])

// The schema may not accept a move the engine's type does not describe.
export const schemaFitsMove: v.InferOutput<typeof MoveSchema> extends Move ? true : never = true
