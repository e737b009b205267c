import { api } from './api'
import { offerToastUndo } from './undo-toast.svelte'
import { t } from '../i18n'

/**
 * Abandons a game, then offers "Undo" for a few seconds: the server keeps the game and its moves
 * (games.unabandon makes it active again), so a slip of the finger loses nothing.
 * gone / back: what the screen does once the game is abandoned, and once Undo brought it back.
 */
export async function abandonWithUndo(
  sessionId: string,
  title: string,
  then: { gone: () => unknown; back: () => unknown },
): Promise<void> {
  await api.request('games.abandon', { sessionId })
  await then.gone()
  offerToastUndo(t('common.abandoned', { game: title }), async () => {
    await api.request('games.unabandon', { sessionId })
    await then.back()
  })
}
