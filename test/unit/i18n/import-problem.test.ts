import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/database'
import { EXPORT_FORMAT } from '../../../src/main/services/scores/export'
import { importJson } from '../../../src/main/services/scores/import'
import { ApiError, type ImportProblem } from '../../../src/shared/api'
import { describeImportProblem } from '../../../src/renderer/src/i18n/import-problem'

/**
 * Issue 23: an import the services refuse says why as data (which row, which field, what is wrong),
 * so the page words it in the person's language; the English sentence stays for logs.
 */
const file = (over: Record<string, unknown>): string =>
  JSON.stringify({ format: EXPORT_FORMAT, version: 1, players: [], games: [], seats: [], moves: [], ...over })
const player = { id: 'p1', name: 'Ann', colour: '#123456', archived: 0, created_at: '2024-01-01' }

function problem(text: string): ImportProblem | undefined {
  const { db } = openDatabase(':memory:')
  try {
    importJson(db, text)
  } catch (e) {
    if (e instanceof ApiError) return e.detail?.kind === 'import' ? e.detail : undefined
    throw e
  } finally {
    db.close()
  }
  return undefined
}

describe('import problems as data', () => {
  it('names the list, the row, the field and what is wrong', () => {
    const p = problem(file({ players: [player, { ...player, id: 'p2', name: 123 }] }))
    expect(p).toEqual({
      kind: 'import',
      source: 'export',
      list: 'players',
      row: 2,
      field: 'name',
      problem: 'text',
    })
    const archived = problem(file({ players: [{ ...player, archived: 2 }] }))
    expect(archived).toMatchObject({ row: 1, field: 'archived', problem: 'choice', choices: ['0', '1'] })
    expect(problem(file({ games: 'none' }))).toMatchObject({ list: 'games', problem: 'list' })
    expect(problem(file({ version: 2 }))).toMatchObject({ problem: 'newer' })
  })

  it('reads as a sentence in each language, with the field named', () => {
    const p = problem(file({ players: [player, { ...player, id: 'p2', name: 123 }] }))
    if (!p) throw new Error('refused')
    expect(describeImportProblem('en', p)).toBe("The export cannot be read: Player 2's name must be text.")
    expect(describeImportProblem('de', p)).toBe(
      'Der Export lässt sich nicht lesen: Spieler 2, Name: muss Text sein.',
    )
    expect(describeImportProblem('es', p)).toBe(
      'No se puede leer la exportación: jugador 2, nombre: tiene que ser texto.',
    )
    expect(describeImportProblem('fr', p)).toBe(
      'Impossible de lire l’export\u00a0: joueur 2, prénom\u00a0: doit être du texte.',
    )
    const choice = problem(file({ players: [{ ...player, archived: 2 }] }))
    if (!choice) throw new Error('refused')
    expect(describeImportProblem('de', choice)).toBe(
      'Der Export lässt sich nicht lesen: Spieler 1, Archiv-Markierung: muss 0 oder 1 sein.',
    )
  })
})
