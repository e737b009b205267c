/**
 * Writes a few scenesreal pictures as PNG for eyeballing (never for tuning: README.md):
 *   npx tsx tools/scenesreal/dump.ts [outDir] [seed] [tables]
 * Per table: the empty table, the calibration layout, and one drop with the table after each card.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { writePng } from '../../src/main/vision/png'
import { scenesrealSource } from './source'

const [out = 'scenesreal-dump', seed = 'look', count = '4'] = process.argv.slice(2)
const tables = Number(count)
if (!Number.isInteger(tables) || tables < 1 || tables > 50) {
  process.stderr.write(`dump: tables must be a whole number from 1 to 50, got ${count}\n`)
  process.exit(2)
}
mkdirSync(out, { recursive: true })
for (let i = 0; i < tables; i++) {
  const table = scenesrealSource.table(seed, i)
  const cal = table.calibration(0)
  writePng(join(out, `t${i}-empty.png`), cal.empty[0]!)
  writePng(join(out, `t${i}-calibration.png`), cal.animals)
  const turn = table.turn(0, 3, 90)
  turn.frames.forEach((f, k) => writePng(join(out, `t${i}-turn0-${k}.png`), f))
  const cards = turn.cards.map((c) => `${c.kind} ${c.animals.join('+')}`).join(', ')
  process.stdout.write(`${table.name}: ${turn.tokens[0]!.length} dropped; ${cards}\n`)
}
