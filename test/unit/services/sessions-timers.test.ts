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
})
