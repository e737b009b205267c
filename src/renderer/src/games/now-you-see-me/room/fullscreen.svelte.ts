/**
 * Full screen for the room (issue 22, item 6): the Fullscreen API on the table element. Escape
 * leaves. A refusal keeps the big layout in the window and says so.
 *
 * The pass screen replaces the table, which ends full screen; `wanted` remembers the choice so the
 * table asks again when it comes back (the "show my cards" click that brought it back lets it).
 */
export const screen = $state<{ wanted: boolean; active: boolean; refused: boolean }>({
  wanted: false,
  active: false,
  // The browser said no: the table says so in words (Companion.svelte, from the catalogs).
  refused: false,
})

if (typeof document !== 'undefined')
  document.addEventListener('fullscreenchange', () => {
    const was = screen.active
    screen.active = document.fullscreenElement !== null
    // Escape (or the browser) left full screen: the room no longer wants it. A table taken away by
    // the pass screen also ends it; that one is asked again on return (see `resume`).
    if (was && !screen.active && document.visibilityState === 'visible' && !leavingForPass)
      screen.wanted = false
    leavingForPass = false
  })

let leavingForPass = false

// Escape leaves. Browser windows and Electron do so by themselves; a headless window does not, so
// the page makes sure (leaving twice is harmless). A key a dialog already used is left alone.
if (typeof document !== 'undefined')
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !e.defaultPrevented && document.fullscreenElement) void leave()
  })

export async function enter(el: Element | null): Promise<void> {
  screen.wanted = true
  screen.refused = false
  if (!el || typeof el.requestFullscreen !== 'function' || document.fullscreenEnabled === false) {
    screen.refused = true
    return
  }
  try {
    await el.requestFullscreen({ navigationUI: 'hide' })
  } catch {
    screen.refused = true
  }
}

export async function leave(): Promise<void> {
  screen.wanted = false
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined)
}

/** The table is going away while full screen was wanted (the pass screen): keep wanting it. */
export function suspend(): void {
  if (screen.active && screen.wanted) leavingForPass = true
}

/** The table is back: ask again, quietly (without a recent click the browser says no). */
export function resume(el: Element | null): void {
  if (!screen.wanted || screen.active || !el || typeof el.requestFullscreen !== 'function') return
  el.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined)
}
