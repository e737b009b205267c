import { tick } from 'svelte'

/** When a game ends, bring the end screen (drawn below the table) into view. */
export function showEndScreen(): void {
  void tick().then(() =>
    document
      .querySelector('[data-testid="end-screen"]')
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }),
  )
}
