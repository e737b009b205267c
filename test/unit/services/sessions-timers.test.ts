import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../../src/main/db/database'
import { GameStore } from '../../../src/main/services/game-store'
import { PlayersService } from '../../../src/main/services/players'
import { SessionsService } from '../../../src/main/services/sessions'
import { SettingsService } from '../../../src/main/services/settings'
import { registerAllGames } from '../../../src/shared/games/all'

afterEach(() => {
  vi.useRealTimers()
})

import type { GameId } from '../../../src/shared/engine/types'

/**
 * A two-computer game on fake timers at the fast pace, on an in-memory database. `prepare` may wrap
 * the store before the game starts.
 */
function twoComputers(
  game: GameId,
  level: 'random' | 'easy',
  seed: string,
  prepare?: (store: GameStore) => void,
) {
  vi.useFakeTimers()
  registerAllGames()
  const { db } = openDatabase(':memory:')
  const settings = new SettingsService(db)
  settings.set({ botPace: 'fast' })
  const store = new GameStore(db)
  prepare?.(store)
  let updates = 0
  const sessions = new SessionsService({
    store,
    players: new PlayersService(db),
    settings: () => settings.get(),
    onUpdate: () => updates++,
    drawSeed: () => seed,
  })
  const { sessionId } = sessions.start({
    game,
    seats: [
      { kind: 'bot', level },
      { kind: 'bot', level },
    ],
  })
  return {
    seq: () => sessions.snapshot(sessionId, null).seq,
    updates: () => updates,
    close: () => {
      sessions.close()
      db.close()
    },
  }
}

describe('sessions: automatic moves', () => {
  it('computer players and table timers keep a game going through its reveals', async () => {
    const run = twoComputers('sneak-peek', 'random', 'early-timer')
    // A minute of game time holds many 3-second reveals; each must end by its timer.
    for (let i = 0; i < 60; i++) await vi.advanceTimersByTimeAsync(1000)
    expect(run.seq(), 'moves made in a minute').toBeGreaterThan(40)
    expect(run.updates()).toBe(run.seq())
    run.close()
  })

  it('an automatic move that fails is tried again, so the game does not stall', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const run = twoComputers('s-head', 'easy', 'retry', (store) => {
      // The third move cannot be stored the first time (as if the disk hiccuped): nothing is applied.
      const append = store.appendMove.bind(store)
      let calls = 0
      vi.spyOn(store, 'appendMove').mockImplementation((...args) => {
        calls += 1
        if (calls === 3) throw new Error('disk hiccup')
        return append(...args)
      })
    })
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(1000)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(run.seq(), 'moves after the failure').toBeGreaterThan(10)
    run.close()
  })
})
