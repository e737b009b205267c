/** The last change that can be taken back (a deleted or edited game), shown as "Undo" on the history. */
export const undo = $state<{ message: string; run: (() => Promise<unknown>) | null }>({
  message: '',
  run: null,
})

export function offerUndo(message: string, run: () => Promise<unknown>): void {
  undo.message = message
  undo.run = run
}

export function clearUndo(): void {
  undo.message = ''
  undo.run = null
}
