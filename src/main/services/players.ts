import { randomUUID } from 'node:crypto'
import { ApiError, type Player } from '../../shared/api'
import type { Db } from '../db/database'

/** A warm palette with distinct hues; players get the least used one unless they choose. */
export const PLAYER_COLOURS = [
  '#d1495b',
  '#00798c',
  '#edae49',
  '#66a182',
  '#8d5a97',
  '#e07a5f',
  '#3d5a80',
  '#b5838d',
]

interface PlayerRow {
  id: string
  name: string
  colour: string
  archived: number
  created_at: string
}

const toPlayer = (r: PlayerRow): Player => ({
  id: r.id,
  name: r.name,
  colour: r.colour,
  archived: r.archived === 1,
  createdAt: r.created_at,
})

/** Names are unique ignoring case and surrounding spaces. */
export const nameKey = (name: string): string => name.trim().toLocaleLowerCase('en')

export class PlayersService {
  constructor(private db: Db) {}

  list(includeArchived = false): Player[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM players ${includeArchived ? '' : 'WHERE archived = 0'} ORDER BY archived, name COLLATE NOCASE`,
      )
      .all() as PlayerRow[]
    return rows.map(toPlayer)
  }

  get(id: string): Player {
    const row = this.db.prepare('SELECT * FROM players WHERE id = ?').get(id) as PlayerRow | undefined
    if (!row) throw new ApiError('not_found', 'There is no such player.')
    return toPlayer(row)
  }

  private assertFree(name: string, exceptId: string | null): void {
    const row = this.db.prepare('SELECT id, name FROM players WHERE name_key = ?').get(nameKey(name)) as
      { id: string; name: string } | undefined
    if (row && row.id !== exceptId)
      throw new ApiError('conflict', `There is already a player called ${row.name}.`)
  }

  private nextColour(): string {
    const used = this.db.prepare('SELECT colour, COUNT(*) AS n FROM players GROUP BY colour').all() as {
      colour: string
      n: number
    }[]
    const count = new Map(used.map((u) => [u.colour, u.n]))
    return [...PLAYER_COLOURS].sort((a, b) => (count.get(a) ?? 0) - (count.get(b) ?? 0))[0] as string
  }

  create(name: string, colour?: string): Player {
    const clean = name.trim()
    return this.db.transaction(() => {
      this.assertFree(clean, null)
      const id = randomUUID()
      this.db
        .prepare(
          'INSERT INTO players (id, name, name_key, colour, archived, created_at) VALUES (?, ?, ?, ?, 0, ?)',
        )
        .run(id, clean, nameKey(clean), colour ?? this.nextColour(), new Date().toISOString())
      return this.get(id)
    })()
  }

  rename(id: string, name: string): Player {
    const clean = name.trim()
    return this.db.transaction(() => {
      this.get(id)
      this.assertFree(clean, id)
      this.db.prepare('UPDATE players SET name = ?, name_key = ? WHERE id = ?').run(clean, nameKey(clean), id)
      return this.get(id)
    })()
  }

  setColour(id: string, colour: string): Player {
    this.get(id)
    this.db.prepare('UPDATE players SET colour = ? WHERE id = ?').run(colour, id)
    return this.get(id)
  }

  setArchived(id: string, archived: boolean): Player {
    this.get(id)
    this.db.prepare('UPDATE players SET archived = ? WHERE id = ?').run(archived ? 1 : 0, id)
    return this.get(id)
  }
}
