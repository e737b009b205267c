import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import { migrations, SCHEMA_VERSION } from './migrations'

export type Db = Database.Database

export class NewerDatabaseError extends Error {
  constructor(
    readonly file: string,
    readonly found: number,
  ) {
    super(
      `The score database at ${file} was written by a newer version of Tabletop Companion ` +
        `(schema ${found}, this version knows ${SCHEMA_VERSION}). Update the app to open it; the file was left untouched.`,
    )
    this.name = 'NewerDatabaseError'
  }
}

export interface OpenResult {
  db: Db
  file: string
  /** Set when a corrupt file was moved aside: a sentence for the user saying where it went. */
  notice: string | null
}

function migrate(db: Db, file: string): void {
  const found = db.pragma('user_version', { simple: true }) as number
  if (found > SCHEMA_VERSION) throw new NewerDatabaseError(file, found)
  for (let version = found; version < SCHEMA_VERSION; version++) {
    const step = migrations[version]
    if (!step) throw new Error(`missing migration ${version + 1}`)
    // Each migration and its version bump commit together, or not at all.
    db.transaction(() => {
      db.exec(step.up)
      db.pragma(`user_version = ${version + 1}`)
    })()
  }
}

function configure(db: Db): void {
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 3000')
}

function checkIntegrity(db: Db): void {
  const rows = db.pragma('quick_check') as { quick_check: string }[]
  const first = rows[0]?.quick_check
  if (first !== 'ok') throw new Error(`integrity check failed: ${first ?? 'no answer'}`)
}

function isCorruption(e: unknown): boolean {
  const code = (e as { code?: string }).code ?? ''
  const msg = e instanceof Error ? e.message : ''
  return (
    code === 'SQLITE_CORRUPT' ||
    code === 'SQLITE_NOTADB' ||
    /integrity check failed|malformed|not a database/i.test(msg)
  )
}

function moveAside(file: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const aside = `${file}.corrupt-${stamp}`
  fs.renameSync(file, aside)
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, aside + suffix)
  }
  return aside
}

/**
 * The desktop app started from a checkout runs better-sqlite3 built for Electron's ABI (see
 * scripts/start.mjs), named by TABLETOP_SQLITE_BINDING. A packaged app must not load native code named
 * by its environment (that would undo its fuses): src/main/index.ts clears the variable before any
 * database opens, so it is read here at each open, not once at load.
 */
export function openRaw(file: string, options: Database.Options = {}): Db {
  const nativeBinding = process.env['TABLETOP_SQLITE_BINDING'] || undefined
  return new Database(file, nativeBinding ? { ...options, nativeBinding } : options)
}

function openOnce(file: string): Db {
  const db = openRaw(file)
  try {
    // Refuse a newer schema before anything (even the journal mode) touches the file.
    const found = db.pragma('user_version', { simple: true }) as number
    if (found > SCHEMA_VERSION) throw new NewerDatabaseError(file, found)
    configure(db)
    checkIntegrity(db)
    migrate(db, file)
    return db
  } catch (e) {
    db.close()
    throw e
  }
}

/**
 * Opens (creating if needed) the score database. A newer schema is refused with a clear error; a
 * corrupt file is moved aside — never deleted — and a fresh database is created in its place.
 */
export function openDatabase(file: string): OpenResult {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  try {
    return { db: openOnce(file), file, notice: null }
  } catch (e) {
    if (file === ':memory:' || !isCorruption(e)) throw e
    const aside = moveAside(file)
    const db = openOnce(file)
    return {
      db,
      file,
      notice: `The score database was damaged and could not be read. It was moved to ${aside} and a new, empty one was started.`,
    }
  }
}
