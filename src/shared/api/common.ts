import * as v from 'valibot'

/** Limits that protect the services from oversized input. */
export const MAX_MESSAGE_BYTES = 256 * 1024
export const MAX_NAME_LENGTH = 40

export const IdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/))

export const PlayerNameSchema = v.pipe(
  v.string('A name must be text.'),
  v.trim(),
  v.minLength(1, 'A name cannot be empty.'),
  v.maxLength(MAX_NAME_LENGTH, `A name can have at most ${MAX_NAME_LENGTH} characters.`),
)

export const ColourSchema = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb.'))

export const GameIdSchema = v.picklist(['sneak-peek', 'sleek-seek', 's-head', 'now-you-see-me'])

export const EmptySchema = v.optional(v.strictObject({}), {})
