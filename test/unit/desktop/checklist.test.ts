import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The Electron security checklist in docs/architecture.md cites a file:line for every item. This
 * reads the table and checks each citation, so the list cannot drift away from the code unnoticed.
 */
const ROOT = path.resolve(__dirname, '../../..')
const doc = fs.readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8')

interface Row {
  item: string
  where: string
  text: string
}

function checklist(): Row[] {
  const start = doc.indexOf('### Electron security checklist')
  expect(start).toBeGreaterThan(0)
  const rows: Row[] = []
  for (const line of doc.slice(start).split('\n').slice(1)) {
    if (/^#{1,3} /.test(line)) break
    if (!line.startsWith('|') || /^\|\s*(item|---)/.test(line)) continue
    const cells = line.split('|').map((c) => c.trim())
    rows.push({ item: cells[1] ?? '', where: cells[2] ?? '', text: cells[3] ?? '' })
  }
  return rows
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full) : [full]
  })
}

const quoted = (cell: string): string => {
  const m = /^`([^`]+)`$/.exec(cell)
  if (!m?.[1]) throw new Error(`expected one code span, got: ${cell}`)
  return m[1]
}

describe('the Electron checklist in docs/architecture.md', () => {
  const rows = checklist()

  it('covers every item of Electron’s checklist (1 to 19)', () => {
    const numbers = new Set(rows.map((r) => Number(/^(\d+)\./.exec(r.item)?.[1])))
    for (let n = 1; n <= 19; n++) expect(numbers.has(n), `item ${n}`).toBe(true)
  })

  for (const row of rows) {
    it(`${row.item}: ${row.where}`, () => {
      const text = quoted(row.text)
      const cite = /^`([^`:]+):(\d+)`$/.exec(row.where)
      const nowhere = /^nowhere in `([^`]+)`$/.exec(row.where)
      if (cite?.[1] && cite[2]) {
        const lines = fs.readFileSync(path.join(ROOT, cite[1]), 'utf8').split('\n')
        expect(lines[Number(cite[2]) - 1] ?? '', `${cite[1]}:${cite[2]}`).toContain(text)
      } else if (nowhere?.[1]) {
        const hits = filesUnder(path.join(ROOT, nowhere[1])).filter((f) =>
          fs.readFileSync(f, 'utf8').includes(text),
        )
        expect(hits.map((f) => path.relative(ROOT, f))).toEqual([])
      } else {
        throw new Error(`a row must cite \`file:line\` or "nowhere in \`dir\`": ${row.where}`)
      }
    })
  }
})
