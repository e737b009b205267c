import * as v from 'valibot'

export const THEMES = ['system', 'light', 'dark'] as const
export const ANIMATION_SPEEDS = ['off', 'slow', 'normal', 'fast'] as const
export const BOT_PACES = ['slow', 'normal', 'fast'] as const
/** 'system' follows the computer's language (English when the app has no catalog for it). */
export const LANGUAGES = ['system', 'en', 'de', 'es', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

/** Every setting with its default; stored one row per key so new settings need no migration. */
export const SettingsSchema = v.object({
  theme: v.fallback(v.picklist(THEMES), 'system'),
  language: v.fallback(v.picklist(LANGUAGES), 'system'),
  sound: v.fallback(v.boolean(), true),
  speech: v.fallback(v.boolean(), true),
  animationSpeed: v.fallback(v.picklist(ANIMATION_SPEEDS), 'normal'),
  /** Accessibility: print a colour initial / pattern on cards so colour is never the only cue. */
  colourInitials: v.fallback(v.boolean(), false),
  /** How long computer players seem to think, so people can follow their moves. */
  botPace: v.fallback(v.picklist(BOT_PACES), 'normal'),
  /** Sneak Peek: seconds a missed triple stays face up (RULES-NOTES default 3 s). */
  revealSeconds: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 3),
  /** Sleek Seek: seconds the caller has to pick three cards. */
  seekSeconds: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(20)), 5),
  /** Now you see me: seconds of the look before "close your eyes". */
  lookSeconds: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(60)), 10),
  /** Now you see me: share of app drops with a wrong count, so the claim rule stays alive. */
  wrongDropPercent: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)), 10),
  /**
   * "Let phones join" (issue #24): the desktop app listens on the local network for phones while this
   * is on, from start-up too. Off by default: nothing listens beyond this computer unless asked.
   */
  phonesJoin: v.fallback(v.boolean(), false),
})
export type Settings = v.InferOutput<typeof SettingsSchema>

/** A patch as sent by a client: strict, every key optional, no fallbacks (bad values are errors). */
export const SettingsPatchSchema = v.strictObject({
  theme: v.optional(v.picklist(THEMES)),
  language: v.optional(v.picklist(LANGUAGES)),
  sound: v.optional(v.boolean()),
  speech: v.optional(v.boolean()),
  animationSpeed: v.optional(v.picklist(ANIMATION_SPEEDS)),
  colourInitials: v.optional(v.boolean()),
  botPace: v.optional(v.picklist(BOT_PACES)),
  revealSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  seekSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(20))),
  lookSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(60))),
  wrongDropPercent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50))),
  phonesJoin: v.optional(v.boolean()),
})
export type SettingsPatch = v.InferOutput<typeof SettingsPatchSchema>

export function defaultSettings(): Settings {
  return v.parse(SettingsSchema, {})
}
