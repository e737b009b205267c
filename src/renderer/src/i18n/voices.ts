/** The part of SpeechSynthesisVoice a choice needs, so the choice is testable without a browser. */
export interface VoiceLike {
  lang: string
  default: boolean
}

/**
 * The system's voice for a language, matched on its primary subtag ("de" takes a "de-AT" voice,
 * Android's "de_DE" too), the system's default for that language first; null when it has none,
 * which the Settings page says.
 */
export function voiceFor<V extends VoiceLike>(lang: string, voices: readonly V[]): V | null {
  const primary = (code: string): string => code.toLowerCase().split(/[-_]/)[0] ?? ''
  const fits = voices.filter((v) => primary(v.lang) === primary(lang))
  return fits.find((v) => v.default) ?? fits[0] ?? null
}
