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

describe('sessions: automatic moves', () => {
  it('computer players and table timers keep a game going through its reveals', async () => {
    vi.useFakeTimers()
    registerAllGames()
    const { db } = openDatabase(':memory:')
    const settings = new SettingsService(db)
    settings.set({ botPace: 'fast' })
    let updates = 0
    const sessions = new SessionsService({
      store: new GameStore(db),
      players: new PlayersService(db),
      settings: () => settings.get(),
      onUpdate: () => updates++,
    })
    const snap = sessions.start({
      game: 'sneak-peek',
      seats: [
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
      ],
      seed: 'early-timer',
    })
    // A minute of game time holds many 3-second reveals; each must end by its timer.
    for (let i = 0; i < 60; i++) await vi.advanceTimersByTimeAsync(1000)
    const end = sessions.snapshot(snap.sessionId, null)
    expect(end.seq, 'moves made in a minute').toBeGreaterThan(40)
    expect(updates).toBe(end.seq)
    sessions.close()
    db.close()
  })

  it('an automatic move that fails is tried again, so the game does not stall', async () => {
    vi.useFakeTimers()
    registerAllGames()
    const { db } = openDatabase(':memory:')
    const settings = new SettingsService(db)
    settings.set({ botPace: 'fast' })
    const store = new GameStore(db)
    // The third move cannot be stored the first time (as if the disk hiccuped): nothing is applied.
    const append = store.appendMove.bind(store)
    let calls = 0
    vi.spyOn(store, 'appendMove').mockImplementation((...args) => {
      calls += 1
      if (calls === 3) throw new Error('disk hiccup')
      return append(...args)
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const sessions = new SessionsService({
      store,
      players: new PlayersService(db),
      settings: () => settings.get(),
      onUpdate: () => undefined,
    })
    const snap = sessions.start({
      game: 's-head',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
      seed: 'retry',
    })
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(1000)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(sessions.snapshot(snap.sessionId, null).seq, 'moves after the failure').toBeGreaterThan(10)
    sessions.close()
    db.close()
  })
})
