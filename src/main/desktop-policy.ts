/**
 * What the desktop window may do, as plain functions of URLs and permission names, so every rule is
 * unit-tested without Electron (test/unit/desktop/policy.test.ts). src/main/index.ts wires them to
 * the window, the session and IPC.
 */

/** The packaged renderer's origin: a privileged standard scheme (not file://), see index.ts. */
export const APP_ORIGIN = 'app://bundle'

/**
 * The https links the app opens in the user's browser, each exactly (scheme, host, path, query).
 * The renderer links to nothing outside the app today (its only links are #/ routes), so the list is
 * empty and `shell.openExternal` is never called; a link added to a screen must be added here too.
 */
export const EXTERNAL_LINKS: readonly string[] = []

/**
 * A URL's origin, or null when it has none we trust. Node's URL parser gives non-special schemes
 * such as app:// the opaque origin 'null', the same string it gives file:// and data: URLs, so two
 * 'null's must never compare equal: app:// is rebuilt from its scheme and host, and opaque origins
 * become null.
 */
export function originOf(url: string): string | null {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return null
  }
  if (u.protocol === 'app:') return u.host ? `app://${u.host}` : null
  if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin
  return null
}

/**
 * The origin the window's page is served from: the dev server's (only when not packaged, and only a
 * loopback http server: a packaged app must not load whatever an environment variable names with
 * the API bridge attached), else the app:// scheme.
 */
export function ownOrigin(devUrl: string | undefined, packaged: boolean): string {
  if (packaged || !devUrl) return APP_ORIGIN
  const origin = originOf(devUrl)
  const host = origin ? new URL(origin).hostname : ''
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
  if (!origin || !origin.startsWith('http://') || !loopback)
    throw new Error(`ELECTRON_RENDERER_URL must be a loopback http URL, not ${devUrl}`)
  return origin
}

/** Exactly the app's own origin: no prefix tricks (`http://localhost:5173.evil.test`), no file://. */
export function isOwnOrigin(url: string | undefined | null, own: string): boolean {
  return typeof url === 'string' && originOf(url) === own
}

/** An https link on the allowlist, compared after URL normalisation but otherwise exactly. */
export function isAllowedExternal(url: string, allow: readonly string[] = EXTERNAL_LINKS): boolean {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  if (u.protocol !== 'https:' || u.username || u.password) return false
  return allow.some((a) => new URL(a).href === u.href)
}

/**
 * A permission request: the camera (video only, never the microphone) and full screen (companion
 * mode's room layout, which Escape leaves) for our own main frame.
 */
export function allowPermissionRequest(
  permission: string,
  details: { requestingUrl?: string; isMainFrame?: boolean; mediaTypes?: readonly string[] },
  own: string,
): boolean {
  if (permission === 'fullscreen')
    return details.isMainFrame === true && isOwnOrigin(details.requestingUrl, own)
  const types = details.mediaTypes ?? []
  return (
    permission === 'media' &&
    details.isMainFrame === true &&
    types.length > 0 &&
    types.every((t) => t === 'video') &&
    isOwnOrigin(details.requestingUrl, own)
  )
}

/**
 * A permission check (Chromium asks before requesting, and to show camera labels): only a video
 * check from our own origin. Audio, 'unknown' media and every other permission are refused.
 */
export function allowPermissionCheck(
  permission: string,
  requestingOrigin: string,
  details: { mediaType?: string; securityOrigin?: string },
  own: string,
): boolean {
  if (permission !== 'media' || details.mediaType !== 'video') return false
  if (!isOwnOrigin(requestingOrigin, own)) return false
  return details.securityOrigin === undefined || isOwnOrigin(details.securityOrigin, own)
}
