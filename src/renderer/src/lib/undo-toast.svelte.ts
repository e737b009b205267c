/**
 * One short-lived "Undo" offer (after Abandon), shown by UndoToast wherever the person lands: it lasts
 * UNDO_MS, long enough to notice a slip, short enough not to linger over the next game.
 */
export const UNDO_MS = 10_000

export const toast = $state<{ message: string; run: (() => Promise<unknown>) | null }>({
  message: '',
  run: null,
})
let timer: ReturnType<typeof setTimeout> | null = null

export function offerToastUndo(message: string, run: () => Promise<unknown>, ms = UNDO_MS): void {
  toast.message = message
  toast.run = run
  if (timer) clearTimeout(timer)
  timer = setTimeout(dismissToast, ms)
}

export function dismissToast(): void {
  if (timer) clearTimeout(timer)
  timer = null
  toast.message = ''
  toast.run = null
}
