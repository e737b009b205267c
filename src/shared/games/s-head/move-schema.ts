import * as v from 'valibot'
import type { Move } from './types'

/** A card identity: rank, suit, deck (cards.ts), e.g. 'QH0'. */
const CardSchema = v.pipe(v.string(), v.regex(/^[2-9TJQKA][CDHS][01]$/, 'That is not a card.'))

/** Every S-head move a client may send, and nothing more (unknown keys are refused). */
export const MoveSchema = v.variant('type', [
  v.strictObject({ type: v.literal('swap'), hand: CardSchema, faceUp: CardSchema }),
  v.strictObject({ type: v.literal('ready') }),
  // Two decks hold 8 cards of one rank.
  v.strictObject({
    type: v.literal('play'),
    cards: v.pipe(v.array(CardSchema), v.minLength(1), v.maxLength(8)),
  }),
  v.strictObject({
    type: v.literal('blind'),
    slot: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2)),
  }),
  v.strictObject({ type: v.literal('pickup') }),
])

// The schema may not accept a move the engine's type does not describe.
export const schemaFitsMove: v.InferOutput<typeof MoveSchema> extends Move ? true : never = true
