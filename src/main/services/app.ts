import fs from 'node:fs'
import path from 'node:path'
import { ApiError, type AppInfo } from '../../shared/api'
import { openDatabase, type Db } from '../db/database'
import { GameStore } from './game-store'
import { ApiHub, type Handlers } from './hub'
import { PlayersService } from './players'
import { SessionsService } from './sessions'
import { SettingsService } from './settings'
import { registerAllGames } from './games'
import { availableGames } from '../../shared/games/registry'
import { scoreServices } from './scores' // scores (issue 7)
import { SeatsService } from './seats' // phones (issue 24)
import { NO_PHONES, seatOwnerHandlers, type PhoneJoining } from './seat-handlers'

export interface ServicesOptions {
  dbPath: string
  mode: AppInfo['mode']
  version: string
  /** Folder holding runtime assets (models/…). */
  resourcesDir: string
  /** Who serves phones (issue 24); read at each call, so a transport may set it up after the services. */
  phones?: () => PhoneJoining
}

export interface Services {
  hub: ApiHub
  /**
   * What a phone's socket calls (issue 24): the same handlers, except that a move may go to a seat a
   * phone holds. Only the seat gateway uses it, and only with the seat its token names.
   */
  guests: ApiHub
  db: Db
  /** Seat tokens of phones (issue 24): the web server checks a phone's token here. */
  seats: SeatsService
  info: () => AppInfo
  close: () => void
}

/** Builds every app service on one database. Imports nothing from Electron. */
export function createServices(opts: ServicesOptions): Services {
  registerAllGames()
  const { db, notice } = openDatabase(opts.dbPath)
  const players = new PlayersService(db)
  const settings = new SettingsService(db)
  let hub: ApiHub | null = null
  const seats = new SeatsService()
  const sessions = new SessionsService({
    store: new GameStore(db),
    players,
    settings: () => settings.get(),
    onUpdate: (sessionId, seq, over) => {
      // Phones hear of the move (their last view included) before their tokens end with the game.
      hub?.emit('game.updated', { sessionId, seq, over })
      if (over) seats.revokeGame(sessionId, 'game-over')
    },
  })
  const modelFile = path.join(opts.resourcesDir, 'models', 'coco-ssd', 'model.json')
  const info = (): AppInfo => ({
    name: 'Tabletop Companion',
    version: opts.version,
    mode: opts.mode,
    dbPath: path.resolve(opts.dbPath),
    dbNotice,
    dbBackup,
    modelAvailable: fs.existsSync(modelFile),
    availableGames: availableGames(),
  })
  // scores (issue 7): logging, statistics, history, replay, export/import, backups
  const scores = scoreServices({
    db,
    dbPath: opts.dbPath,
    sessions,
    changed: (what) => {
      hub?.emit('scores.changed', {})
      if (what.players) hub?.emit('players.changed', {})
      if (what.settings) hub?.emit('settings.changed', settings.get())
    },
  })
  // A damaged database was moved aside: offer the newest backup that passes the check (before the
  // start-up backup, which skips the new empty database anyway).
  let dbBackup: AppInfo['dbBackup'] = null
  let dbNotice = notice
  if (notice) {
    const good = scores.backups.newestGood()
    dbBackup = good && { name: good.name, createdAt: good.createdAt }
    dbNotice = good
      ? `${notice} The newest good backup is ${good.name} (${good.createdAt.slice(0, 16).replace('T', ' ')}); you can restore it.`
      : `${notice} No good backup was found.`
  }
  void scores.backups.startup().catch((e: unknown) => console.error('[scores] start-up backup failed', e))
  // end scores
  const handlers: Handlers = {
    ...scores.handlers, // scores (issue 7)
    'backups.restore': async (p) => {
      const restored = await scores.handlers['backups.restore'](p)
      // The damaged database is behind us: the notice and its offer are done.
      dbNotice = null
      dbBackup = null
      return restored
    },
    'app.info': () => info(),
    'players.list': (p) => players.list(p.includeArchived ?? false),
    'players.create': (p) => changed(players.create(p.name, p.colour)),
    'players.rename': (p) => changed(players.rename(p.id, p.name)),
    'players.setColour': (p) => changed(players.setColour(p.id, p.colour)),
    'players.setArchived': (p) => changed(players.setArchived(p.id, p.archived)),
    'settings.get': () => settings.get(),
    'settings.set': (p) => {
      const next = settings.set(p)
      hub?.emit('settings.changed', next)
      return next
    },
    'games.start': (p) => sessions.start(p),
    // A seat a phone holds (one joined with its live token) is the phone's while it holds it
    // (issue 24): the owner's connection, trusted for the screen's seats, may not see its hidden
    // cards, ask its hint or move it (pick a phone's Sleek Seek call, answer for it). Handing the
    // seat back (seats.release) ends the hold. The table view (seat null) stays open to the owner.
    'games.snapshot': (p) => {
      if (p.seat !== null) screenSeat(p.sessionId, p.seat)
      return sessions.snapshot(p.sessionId, p.seat)
    },
    'games.move': (p) => {
      screenSeat(p.sessionId, p.seat)
      return sessions.move(p)
    },
    'games.hint': (p) => {
      screenSeat(p.sessionId, p.seat)
      return sessions.hint(p.sessionId, p.seat)
    },
    'games.list': (p) => sessions.list(p),
    'games.abandon': (p) => {
      sessions.abandon(p.sessionId)
      seats.revokeGame(p.sessionId, 'abandoned')
      return { ok: true }
    },
    'games.unabandon': (p) => {
      sessions.unabandon(p.sessionId)
      return { ok: true }
    },
    ...seatOwnerHandlers({
      seats,
      sessions,
      phones: () => opts.phones?.() ?? NO_PHONES,
      changed: (sessionId) => hub?.emit('seats.changed', { sessionId }),
    }),
  }
  function screenSeat(sessionId: string, seat: number): void {
    if (seats.heldByPhone(sessionId, seat))
      throw new ApiError(
        'forbidden',
        'That seat is played on a phone; hand it back to the screen to play it here.',
      )
  }
  function changed<T>(value: T): T {
    hub?.emit('players.changed', {})
    return value
  }
  hub = new ApiHub(handlers)
  // The gateway passes only the seat the phone's token names, so these need no hold check.
  const guests = new ApiHub({
    ...handlers,
    'games.snapshot': (p) => sessions.snapshot(p.sessionId, p.seat),
    'games.move': (p) => sessions.move(p),
    'games.hint': (p) => sessions.hint(p.sessionId, p.seat),
  })
  return {
    hub,
    guests,
    db,
    seats,
    info,
    close: () => {
      sessions.close()
      db.close()
    },
  }
}
