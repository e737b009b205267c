import * as v from 'valibot'
import { RuleError } from './errors'

/**
 * One way for every game to check its rules (issue 21): a valibot schema per game, in the game's
 * folder, used by the API before a game starts and by the engine's `setup` alike. A rule out of
 * its bounds, of the wrong type, or unknown to the game is refused by name, never clamped.
 */

/** A game's rules schema; it takes the player count because some bounds depend on it (a dealer seat). */
export type RulesSchema<Rules> = (players: number) => v.GenericSchema<unknown, Rules>

/** Builds a game's schema once per player count: building one costs far more than checking rules with it. */
export function perPlayerCount<Rules>(
  build: (players: number) => v.GenericSchema<unknown, Rules>,
): RulesSchema<Rules> {
  const built = new Map<number, v.GenericSchema<unknown, Rules>>()
  return (players) => {
    // Only table sizes are kept (a caller's odd count never grows the cache).
    if (!Number.isInteger(players) || players < 0 || players > 16) return build(players)
    let schema = built.get(players)
    if (!schema) {
      schema = build(players)
      built.set(players, schema)
    }
    return schema
  }
}

export interface RulesIssue {
  path: string
  message: string
}

export type RulesCheck<Rules> =
  { ok: true; rules: Rules } | { ok: false; message: string; issues: RulesIssue[] }

/** The message for a key the game does not know (strict schemas). */
export function unknownRule(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.at(-1)?.key
  return key === undefined
    ? 'The rules must be a set of named options.'
    : `There is no rule "${String(key)}".`
}

function got(issue: v.BaseIssue<unknown>): string {
  return `got ${issue.received}`
}

/** A whole number in [min, max], default `fallback`; the message names the rule and its range. */
export function intRule(name: string, min: number, max: number, fallback: number, unit = '') {
  const what = `${name} must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`
  const msg = (i: v.BaseIssue<unknown>): string => `${what} (${got(i)}).`
  return v.optional(
    v.pipe(v.number(msg), v.integer(msg), v.minValue(min, msg), v.maxValue(max, msg)),
    fallback,
  )
}

/** A duration in milliseconds in [min, max]. */
export function msRule(name: string, min: number, max: number, fallback: number) {
  return intRule(name, min, max, fallback, 'milliseconds')
}

/** A number (not only whole) in [min, max]. */
export function numberRule(name: string, min: number, max: number, fallback: number) {
  const msg = (i: v.BaseIssue<unknown>): string =>
    `${name} must be a number from ${min} to ${max} (${got(i)}).`
  return v.optional(
    v.pipe(v.number(msg), v.finite(msg), v.minValue(min, msg), v.maxValue(max, msg)),
    fallback,
  )
}

/** On or off, default `fallback`. */
export function flagRule(name: string, fallback: boolean) {
  return v.optional(flagValue(name), fallback)
}

/** On or off, no default (S-head: a flag left out takes the preset's value). */
export function flagValue(name: string) {
  return v.boolean(`${name} must be on or off (true or false).`)
}

/** Checks raw rules against a game's schema; says what is wrong in words for the person at the screen. */
export function checkRules<Rules>(
  schema: v.GenericSchema<unknown, Rules>,
  raw: unknown,
  title: string,
): RulesCheck<Rules> {
  const r = v.safeParse(schema, raw ?? {})
  if (r.success) return { ok: true, rules: r.output }
  const issues = r.issues.map((i) => ({
    path: ['rules', ...(i.path ?? []).map((p) => String(p.key))].join('.'),
    message: i.message,
  }))
  const message = `${title}: ${issues.map((i) => i.message).join(' ')}`
  return { ok: false, message, issues }
}

/** For `setup`: the rules, or a RuleError with code 'bad-rules' naming what is wrong. */
export function parseRules<Rules>(
  schema: v.GenericSchema<unknown, Rules>,
  raw: unknown,
  title: string,
): Rules {
  const r = checkRules(schema, raw, title)
  if (!r.ok) throw new RuleError('bad-rules', r.message)
  return r.rules
}
