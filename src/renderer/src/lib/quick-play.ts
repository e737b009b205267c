import type { Player } from '../../../shared/api'
import type { GameId } from '../../../shared/engine/types'
import { api } from './api'
import { app, refreshPlayers } from './app-state.svelte'
import { DEFAULT_NAME, findMe, loadSetup, quickSeats, rememberMe, toSpec } from './lineup'
import { go } from './router.svelte'

/** The player who is "me" on this screen, created as "Me" on first use (renamable in Players). */
export async function ensureMe(): Promise<Player> {
  const found = findMe(app.players)
  if (found) {
    rememberMe(found.id)
    return found
  }
  // An archived "Me" holds the name: bring it back rather than fail on a duplicate name.
  const archived = app.players.find((p) => p.archived && p.name.trim().toLowerCase() === 'me')
  const me = archived
    ? await api.request('players.setArchived', { id: archived.id, archived: false })
    : await api.request('players.create', { name: DEFAULT_NAME })
  rememberMe(me.id)
  await refreshPlayers()
  return me
}

/** "Play now": me against the game's default computer players, with the rules last chosen for it. */
export async function quickPlay(game: GameId): Promise<void> {
  const me = await ensureMe()
  const rules = loadSetup(game, app.players)?.rules ?? {}
  const snap = await api.request('games.start', { game, seats: quickSeats(game, me.id).map(toSpec), rules })
  go(`game/${snap.sessionId}`)
}
