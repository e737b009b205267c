/**
 * The game tables listen for their keys on the window (`<svelte:window onkeydown>`), so a key
 * pressed inside a modal dialog over a table would reach the table too (issue #22: `p` turned a
 * Sneak Peek card while the rules were open). A dialog over a table passes this as its `onkeydown`:
 * the key goes no further, and the table behind stays as it is. Escape still closes the dialog: that
 * is the browser's default action, not a listener.
 */
export function keepKeys(e: KeyboardEvent): void {
  e.stopPropagation()
}
