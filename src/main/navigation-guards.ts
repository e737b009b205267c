import { EXTERNAL_LINKS, isAllowedExternal, isOwnOrigin } from './desktop-policy'

/** The part of Electron's navigation events the guards read (kept structural: no 'electron' import). */
export interface NavigationEvent {
  url: string
  preventDefault(): void
}

export interface GuardOptions {
  /** The page's own origin (desktop-policy `ownOrigin`). */
  own: string
  /** `shell.openExternal`, called only for allowlisted https links. */
  openExternal: (url: string) => void
  allow?: readonly string[]
}

/**
 * For 'will-navigate': the page stays on its own origin. A click on an allowlisted https link opens
 * it in the user's browser instead; anything else is dropped.
 */
export function guardNavigate(o: GuardOptions): (event: NavigationEvent) => void {
  return (event) => {
    if (isOwnOrigin(event.url, o.own)) return
    event.preventDefault()
    if (isAllowedExternal(event.url, o.allow ?? EXTERNAL_LINKS)) o.openExternal(event.url)
  }
}

/**
 * For 'will-redirect' and 'will-frame-navigate' (a server redirect, or any frame, main or sub,
 * navigating): only to our own origin. Never opens anything: nobody clicked.
 */
export function guardStayOnOrigin(own: string): (event: NavigationEvent) => void {
  return (event) => {
    if (!isOwnOrigin(event.url, own)) event.preventDefault()
  }
}

/** For `setWindowOpenHandler`: no new window ever; an allowlisted https link goes to the browser. */
export function guardWindowOpen(o: GuardOptions): (details: { url: string }) => { action: 'deny' } {
  return ({ url }) => {
    if (isAllowedExternal(url, o.allow ?? EXTERNAL_LINKS)) o.openExternal(url)
    return { action: 'deny' }
  }
}
