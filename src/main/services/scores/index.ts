import { ApiError, type scoreRequests } from '../../../shared/api'
import type { Db } from '../../db/database'
import type { Handlers } from '../hub'
import type { SessionsService } from '../sessions'
import { Backups } from './backup'
import { exportCsv, exportJson } from './export'
import { gameById, history } from './history'
import { importJson } from './import'
import { editGame, logGame, setDeleted } from './logging'
import { profile } from './profile'
import { Replays } from './replay'
import { leaderboard } from './stats'
import { Uploads } from './uploads'
import { refreshSummaries } from './summaries'

export type ScoreMethod = keyof typeof scoreRequests

export interface ScoreDeps {
  db: Db
  dbPath: string
  sessions: SessionsService
  /** Tells every client that scores (and perhaps players and settings) changed. */
  changed: (what: { players?: boolean; settings?: boolean }) => void
}

export interface ScoreServices {
  handlers: Pick<Handlers, ScoreMethod>
  backups: Backups
}

/** The handlers of the scores API: logging, statistics, history, replay, export/import, backups. */
export function scoreServices(deps: ScoreDeps): ScoreServices {
  const db = (): Db => deps.db
  const backups = new Backups(db, deps.dbPath)
  const replays = new Replays(db)
  const uploads = new Uploads()
  const done = <T>(value: T, players = false): T => {
    deps.changed({ players })
    return value
  }
  const handlers: Pick<Handlers, ScoreMethod> = {
    'scores.log': (p) => done(logGame(deps.db, p)),
    'scores.edit': ({ gameId, ...input }) => done(editGame(deps.db, gameId, input)),
    'scores.delete': (p) => {
      const game = gameById(deps.db, p.gameId)
      if (game.status === 'active') deps.sessions.abandon(p.gameId)
      setDeleted(deps.db, p.gameId, true)
      return done({ ok: true as const })
    },
    'scores.undelete': (p) => {
      setDeleted(deps.db, p.gameId, false)
      return done(gameById(deps.db, p.gameId))
    },
    'scores.leaderboard': (p) => leaderboard(deps.db, p),
    'scores.profile': (p) => profile(deps.db, p),
    'scores.history': (p) => history(deps.db, p),
    'scores.game': (p) => gameById(deps.db, p.gameId),
    'games.replay': (p) => replays.step(p.gameId, p.step),
    'scores.export': (p) => {
      const day = new Date().toISOString().slice(0, 10)
      return p.format === 'json'
        ? {
            filename: `tabletop-scores-${day}.json`,
            mime: 'application/json',
            content: JSON.stringify(exportJson(deps.db)),
          }
        : { filename: `tabletop-results-${day}.csv`, mime: 'text/csv', content: exportCsv(deps.db) }
    },
    'scores.import': (p) => {
      const text = uploads.add(p.uploadId, p.part, p.parts, p.text)
      if (text === null) return { done: false as const }
      const report = importJson(deps.db, text)
      refreshSummaries(deps.db) // pay for the new months now, not on the next leaderboard
      return done({ done: true as const, report }, true)
    },
    'backups.list': () => ({ dir: backups.dir, backups: backups.list() }),
    'backups.create': () => backups.create('manual'),
    'backups.restore': async (p) => {
      if (!backups.list().some((b) => b.name === p.name))
        throw new ApiError('not_found', 'There is no such backup.')
      // Games in memory belong to the database being replaced.
      deps.sessions.close()
      replays.clear()
      const r = await backups.restore(p.name)
      refreshSummaries(deps.db)
      deps.changed({ players: true, settings: true })
      return { ok: true as const, ...r }
    },
  }
  return { handlers, backups }
}
