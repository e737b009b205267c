import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/database'
import { EXPORT_FORMAT } from '../../../src/main/services/scores/export'
import { importJson } from '../../../src/main/services/scores/import'

/** Issue 22: an import that cannot be read says why in words a person reads, not a schema path. */
const file = (over: Record<string, unknown>): string =>
  JSON.stringify({ format: EXPORT_FORMAT, version: 1, players: [], games: [], seats: [], moves: [], ...over })

const message = (text: string): string => {
  const { db } = openDatabase(':memory:')
  try {
    importJson(db, text)
    return 'imported'
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  } finally {
    db.close()
  }
}

const player = { id: 'p1', name: 'Ann', colour: '#123456', archived: 0, created_at: '2024-01-01' }

describe('import messages', () => {
  it('names the player and the field, with no schema path or type names', () => {
    const text = message(file({ players: [player, { ...player, id: 'p2', name: 123 }] }))
    expect(text).toBe("The export cannot be read: Player 2's name must be text.")
  })

  it('says what is missing, what must be a list, and what values are allowed', () => {
    const { name: _gone, ...nameless } = player
    expect(message(file({ players: [nameless] }))).toBe(
      "The export cannot be read: Player 1's name is missing.",
    )
    expect(message(file({ games: 'none' }))).toBe(
      'The export cannot be read: The list of games must be a list.',
    )
    expect(message(file({ players: [{ ...player, archived: 2 }] }))).toMatch(
      /^The export cannot be read: Player 1's archived mark must be 0 or 1\.$/,
    )
  })

  it('keeps the messages written for people', () => {
    expect(message(file({ version: 2 }))).toBe('This export was written by a newer version of the app.')
  })
})
