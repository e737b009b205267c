import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import { ApiError, type BackupInfo } from '../../../shared/api'
import { openDatabase, openRaw, type Db } from '../../db/database'
import { SCHEMA_VERSION } from '../../db/migrations'
import { quoteId, readBackupRows, writeBackupRows } from './restore-rows'

export const KEEP_BACKUPS = 10
const REQUIRED_TABLES = ['players', 'settings', 'games', 'game_seats', 'moves']
/** Tables emptied on restore, parents first; the statistics tables are rebuilt by triggers. */
const RESTORED_TABLES = ['players', 'settings', 'games', 'game_seats', 'moves']
type Reason = 'auto' | 'manual' | 'before-restore'

/**
 * Backups are online copies (SQLite's backup API) in `<db folder>/backups`, the last ten of each kind
 * kept. A restore checks the candidate first and then replaces every row inside one transaction on the
 * live connection: it either all happens or nothing does, and the services keep their handle.
 */
export class Backups {
  readonly dir: string
  constructor(
    private db: () => Db,
    dbPath: string,
  ) {
    this.dir = path.join(path.dirname(path.resolve(dbPath)), 'backups')
    if (dbPath === ':memory:') this.dir = ''
  }

  private need(): void {
    if (!this.dir) throw new ApiError('unavailable', 'This database lives in memory and has no backups.')
  }

  list(): BackupInfo[] {
    if (!this.dir || !fs.existsSync(this.dir)) return []
    return (
      fs
        .readdirSync(this.dir)
        .filter((n) => /^tabletop-.*\.sqlite$/.test(n))
        // Only files the app wrote: a symlink (or a folder) in backups/ is not a backup.
        .flatMap((name) => {
          const st = fs.lstatSync(path.join(this.dir, name))
          return st.isFile() ? [{ name, bytes: st.size, createdAt: st.mtime.toISOString() }] : []
        })
        .sort((a, b) => b.name.localeCompare(a.name))
    )
  }

  /**
   * The newest backup that passes the check (newest by time written, not by name), or null: what
   * the notice offers when the live database was damaged and moved aside.
   */
  newestGood(): BackupInfo | null {
    const byTime = [...this.list()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    for (const b of byTime) {
      try {
        Backups.check(path.join(this.dir, b.name))
        return b
      } catch {
        // damaged or foreign: try the next older one
      }
    }
    return null
  }

  async create(reason: Reason): Promise<BackupInfo> {
    this.need()
    fs.mkdirSync(this.dir, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    let name = `tabletop-${stamp}-${reason}.sqlite`
    for (let i = 2; fs.existsSync(path.join(this.dir, name)); i++)
      name = `tabletop-${stamp}-${reason}-${i}.sqlite`
    const file = path.join(this.dir, name)
    await this.db().backup(file)
    // A backup is one self-contained file: no -wal/-shm beside it.
    const copy = openRaw(file)
    copy.pragma('journal_mode = DELETE')
    copy.close()
    this.prune(reason)
    const st = fs.statSync(file)
    return { name, bytes: st.size, createdAt: st.mtime.toISOString() }
  }

  /** The start-up backup: skipped for an empty database (nothing to lose). */
  async startup(): Promise<BackupInfo | null> {
    if (!this.dir) return null
    const used = this.db()
      .prepare('SELECT (SELECT COUNT(*) FROM players) + (SELECT COUNT(*) FROM games) AS n')
      .get() as {
      n: number
    }
    return used.n > 0 ? this.create('auto') : null
  }

  private prune(reason: Reason): void {
    const mine = this.list().filter((b) => b.name.includes(`-${reason}`))
    for (const old of mine.slice(KEEP_BACKUPS)) fs.rmSync(path.join(this.dir, old.name), { force: true })
  }

  /** Opens a candidate read-only and says what is wrong with it, or nothing. */
  static check(file: string): void {
    if (!fs.existsSync(file)) throw new ApiError('not_found', 'That backup file is not there any more.')
    let db: Database.Database | null = null
    try {
      db = openRaw(file, { readonly: true, fileMustExist: true })
      const version = db.pragma('user_version', { simple: true }) as number
      const rows = db.pragma('integrity_check') as { integrity_check: string }[]
      if (rows[0]?.integrity_check !== 'ok')
        throw new ApiError(
          'bad_request',
          'That backup is damaged (the integrity check failed); nothing was changed.',
        )
      if (version > SCHEMA_VERSION)
        throw new ApiError(
          'bad_request',
          'That backup was made by a newer version of the app; nothing was changed.',
        )
      const tables = new Set(
        (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
          (t) => t.name,
        ),
      )
      const missing = REQUIRED_TABLES.filter((t) => !tables.has(t))
      if (version < 1 || missing.length > 0)
        throw new ApiError(
          'bad_request',
          'That file is not a Tabletop Companion database; nothing was changed.',
        )
    } catch (e) {
      if (e instanceof ApiError) throw e
      throw new ApiError(
        'bad_request',
        'That file is not a readable database (damaged or cut short); nothing was changed.',
      )
    } finally {
      db?.close()
    }
  }

  /** Restores a named backup; returns the safety copy of what was there before. */
  async restore(name: string): Promise<{ restored: string; safetyCopy: string }> {
    this.need()
    const file = path.join(this.dir, path.basename(name))
    return { restored: name, safetyCopy: await this.restoreFile(file) }
  }

  /**
   * The real path of a file in backups/, refusing anything else: a symlink or a hard-to-see path
   * that leads outside the folder would restore a file the user never put there.
   */
  private insideBackups(file: string): string {
    let real: string
    try {
      real = fs.realpathSync(file)
    } catch {
      throw new ApiError('not_found', 'That backup file is not there any more.')
    }
    const dir = fs.realpathSync(this.dir)
    if (path.dirname(real) !== dir || !fs.statSync(real).isFile())
      throw new ApiError(
        'bad_request',
        'That backup is not a file in the backups folder (it links elsewhere); nothing was changed.',
      )
    return real
  }

  async restoreFile(file: string): Promise<string> {
    const real = this.insideBackups(file)
    Backups.check(real)
    // Bring a copy of an older backup up to the current schema, never the backup itself.
    const staged = path.join(this.dir, `.restore-${process.pid}-${Date.now()}.sqlite`)
    fs.copyFileSync(real, staged)
    try {
      openDatabase(staged).db.close()
      // Every value is held to the bounds of an import before anything is touched.
      const rows = readBackupRows(staged)
      const safety = await this.create('before-restore')
      const db = this.db()
      db.transaction(() => {
        db.pragma('defer_foreign_keys = ON')
        for (const t of [...RESTORED_TABLES].reverse()) db.exec(`DELETE FROM main.${quoteId(t)}`)
        writeBackupRows(db, rows)
      })()
      return safety.name
    } finally {
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(staged + suffix, { force: true })
    }
  }
}
