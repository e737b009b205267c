import * as v from 'valibot'
import { ANIMALS } from '../../referee/types'
import { ANIMAL_TOTAL } from './constants'
import type { Move } from './types'

/** A game-clock time; the session stamps its own over whatever a client sends. */
const Clock = v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)))
/** Table positions are in cm; the engine refuses a place off the table. */
const Cm = v.pipe(v.number(), v.finite(), v.minValue(-1000), v.maxValue(1000))
const AnimalId = v.pipe(v.string(), v.maxLength(16), v.regex(/^[a-z]+-\d{1,2}$/, 'That is not an animal.'))

/** Every Now you see me move a client may send, and nothing more (unknown keys are refused). */
export const MoveSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('drop'),
    count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ANIMAL_TOTAL))),
    atMs: Clock,
  }),
  v.strictObject({ type: v.literal('claim'), atMs: Clock }),
  v.strictObject({ type: v.literal('closeEyes'), atMs: Clock }),
  v.strictObject({
    type: v.literal('act'),
    // A swap names two animals; every other card one.
    animalIds: v.optional(v.pipe(v.array(AnimalId), v.maxLength(2))),
    to: v.optional(v.strictObject({ x: Cm, y: Cm })),
    atMs: Clock,
  }),
  v.strictObject({ type: v.literal('autoAct'), atMs: Clock }),
  v.strictObject({ type: v.literal('done'), atMs: Clock }),
  v.strictObject({ type: v.literal('cannotDo'), atMs: Clock }),
  v.strictObject({
    type: v.literal('answer'),
    animals: v.pipe(v.array(v.picklist(ANIMALS)), v.minLength(1), v.maxLength(2)),
    atMs: Clock,
  }),
  v.strictObject({ type: v.literal('nextRound'), atMs: Clock }),
])

// The schema may not accept a move the engine's type does not describe.
export const schemaFitsMove: v.InferOutput<typeof MoveSchema> extends Move ? true : never = true
