import { app } from './app-state.svelte'
import { currentLocale } from '../i18n'
import { voiceFor } from '../i18n/voices'

let audio: AudioContext | null = null

/** A short two-note chime made with WebAudio (no sound files), so cues work with eyes closed. */
export function chime(kind: 'good' | 'bad' | 'alert' = 'alert'): void {
  if (!app.settings.sound) return
  try {
    audio ??= new AudioContext()
    const notes = { good: [660, 880], bad: [440, 300], alert: [523, 784] }[kind]
    notes.forEach((freq, i) => {
      const ctx = audio as AudioContext
      const osc = ctx.createOscillator()
      const gain = ctx.createGain()
      const t = ctx.currentTime + i * 0.16
      osc.type = 'sine'
      osc.frequency.value = freq
      gain.gain.setValueAtTime(0.0001, t)
      gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.3)
      osc.connect(gain).connect(ctx.destination)
      osc.start(t)
      osc.stop(t + 0.32)
    })
  } catch {
    // No audio device: the visual cue still shows.
  }
}

/**
 * Speaks a cue where the system has a voice, in the app's language (a voice for another language
 * would read it with the wrong sounds, so then it stays silent); the chime and on-screen text
 * always accompany it.
 */
export function say(text: string): void {
  if (!app.settings.speech || typeof speechSynthesis === 'undefined') return
  try {
    const lang = currentLocale() === 'en-XA' ? 'en' : currentLocale()
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.lang = lang
    const voice = voiceFor(lang, speechSynthesis.getVoices())
    // No voice list yet (some systems fill it late): let the system pick by the utterance's lang.
    if (voice) utterance.voice = voice
    else if (speechSynthesis.getVoices().length > 0) return
    speechSynthesis.cancel()
    speechSynthesis.speak(utterance)
  } catch {
    // Speech is a nicety; the on-screen text carries the message.
  }
}
