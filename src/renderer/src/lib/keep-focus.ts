/**
 * Keyboard play must never fall to the page: a played card's button leaves the DOM and a used
 * button turns disabled, and the browser then puts the focus on <body>, far from the table (it took
 * 12-13 Tabs to get back). After every change of the table, a game calls `keepFocus` with the next
 * sensible control; it moves the focus there only when the focus was lost (on <body>, on an element
 * gone from the page or disabled), never away from a control the person chose.
 */
export function focusLost(active: Element | null, doc: Document = document): boolean {
  if (!active || active === doc.body || active === doc.documentElement) return true
  if (!active.isConnected) return true
  return (active as HTMLButtonElement).disabled === true
}

/** Focuses the first of `candidates` that exists, if the focus was lost. Returns what got the focus. */
export function keepFocus(...candidates: (HTMLElement | null | undefined)[]): HTMLElement | null {
  if (!focusLost(document.activeElement)) return null
  const target = candidates.find((c): c is HTMLElement => !!c && c.isConnected)
  target?.focus({ preventScroll: false })
  return target ?? null
}
