/**
 * What the camera screens say when the camera or the person detector cannot be used, in the app's
 * language (issue 23). DOM-free, so unit tests format exactly what the screens show.
 */
import { format } from '../i18n/format'
import type { AppLocale } from '../i18n/locales'

/** A clear sentence, in the app's language, for every way getUserMedia can fail. */
export function cameraErrorMessage(e: unknown, locale: AppLocale): string {
  const name = e instanceof DOMException || e instanceof Error ? e.name : ''
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return format(locale, 'camera.error.denied')
    case 'NotFoundError':
    case 'OverconstrainedError':
      return format(locale, 'camera.error.notFound')
    case 'NotReadableError':
    case 'AbortError':
      return format(locale, 'camera.error.busy')
    default:
      return e instanceof Error && e.message
        ? format(locale, 'camera.error.otherWhy', { reason: e.message })
        : format(locale, 'camera.error.other')
  }
}

/** What to tell the user, in the app's language, when the model cannot be used. */
export function modelProblem(e: unknown, available: boolean | undefined, locale: AppLocale): string {
  const problem =
    available === false
      ? format(locale, 'camera.model.missing')
      : e
        ? format(locale, 'camera.model.failed', { reason: errorText(e) })
        : ''
  return format(locale, 'camera.model.fallback', { problem })
}

function errorText(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e)
  return msg.length > 160 ? `${msg.slice(0, 160)}…` : msg
}
