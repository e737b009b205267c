/**
 * A refused move's reason as it reaches a phone (issue #23): the `rule` error's `detail` (errors.ts),
 * checked where it arrives, so a phone words only a well-formed, bounded problem and never shows the
 * server's English. The values are data (ids, numbers, a referee finding), never words.
 */
import * as v from 'valibot'
import type { RuleProblem } from '../engine/errors'

/** An engine's refusal kind is a short id ('not-your-turn', 'does-not-match-card'). */
const KindSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.regex(/^[a-zA-Z][\w-]*$/))
/** The biggest value is a referee finding (an animal, a distance, a few ids): 2 KiB is far above it. */
export const MAX_REFUSAL_VALUE_JSON = 2048
/** No refusal needs more than a handful of values. */
const MAX_VALUES = 16

const ValueSchema = v.union([
  v.pipe(v.string(), v.maxLength(200)),
  v.pipe(v.number(), v.finite()),
  v.custom<object>(
    (o) => typeof o === 'object' && o !== null && JSON.stringify(o).length <= MAX_REFUSAL_VALUE_JSON,
    'A refusal value is a small record.',
  ),
])

export const RuleProblemSchema = v.strictObject({
  kind: KindSchema,
  values: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(40)), ValueSchema),
      v.check((o) => Object.keys(o).length <= MAX_VALUES, 'A refusal has a handful of values.'),
    ),
  ),
})

export const RuleRefusalSchema = v.strictObject({ kind: v.literal('rule'), problem: RuleProblemSchema })

/** The engine's problem in an error body's `detail`, or null when there is none or it is malformed. */
export function refusalIn(detail: unknown): RuleProblem | null {
  const parsed = v.safeParse(RuleRefusalSchema, detail)
  return parsed.success ? parsed.output.problem : null
}
