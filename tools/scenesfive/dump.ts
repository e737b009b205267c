/**
 * Writes scenesfive pictures to look at:
 *   npx tsx tools/scenesfive/dump.ts outDir seed tables
 * For each table: the empty table, the calibration picture (truth dots in a copy) and one drop with three
 * cards done, plus a truth.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { writePng } from '../../src/main/vision/png'
import type { Frame } from '../../src/shared/vision/types'
import type { TruthToken } from '../eval/scene-source'
import { scenesfiveSource } from './source'

const COLORS: Record<string, [number, number, number]> = {
  sheep: [255, 255, 255],
  pig: [255, 60, 200],
  cow: [40, 40, 40],
  horse: [255, 160, 0],
}

function marked(f: Frame, tokens: TruthToken[], clicks: [number, number][] = []): Frame {
  const data = new Uint8ClampedArray(f.data)
  const dot = (x: number, y: number, c: [number, number, number]): void => {
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const u = Math.round(x) + dx
        const v = Math.round(y) + dy
        if (u < 0 || v < 0 || u >= f.width || v >= f.height) continue
        const o = (v * f.width + u) * 4
        const edge = Math.abs(dx) === 2 || Math.abs(dy) === 2
        data[o] = edge ? 255 - c[0] : c[0]
        data[o + 1] = edge ? 255 - c[1] : c[1]
        data[o + 2] = edge ? 255 - c[2] : c[2]
      }
  }
  for (const t of tokens) dot(t.x, t.y, COLORS[t.type]!)
  for (const [x, y] of clicks) dot(x, y, [0, 255, 0])
  return { width: f.width, height: f.height, data }
}

const [outDir = 'scenesfive-out', seed = 'look', tablesArg = '3'] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })
const truth: Record<string, unknown> = {}
for (let i = 0; i < Number(tablesArg); i++) {
  const t0 = Date.now()
  const table = scenesfiveSource.table(seed, i)
  const cal = table.calibration(0)
  const cardPx = Math.hypot(cal.card[1][0] - cal.card[0][0], cal.card[1][1] - cal.card[0][1])
  const turn = table.turn(0, 3, cardPx)
  const ms = Date.now() - t0
  const p = (name: string): string => join(outDir, `t${i}-${name}.png`)
  cal.empty.forEach((f, k) => writePng(p(`empty${k}`), f))
  writePng(p('calibration'), cal.animals)
  writePng(p('calibration-truth'), marked(cal.animals, cal.animalTokens, cal.card))
  turn.frames.forEach((f, k) => {
    writePng(p(`drop-${k}`), f)
    writePng(p(`drop-${k}-truth`), marked(f, turn.tokens[k]!))
  })
  truth[`t${i}`] = {
    name: table.name,
    cardPx,
    calibration: cal.animalTokens,
    card: cal.card,
    turn: turn.tokens,
    cards: turn.cards,
  }
  const pictures = cal.empty.length + 1 + turn.frames.length
  process.stdout.write(
    `${table.name}: ${pictures} pictures in ${ms} ms; cards ${turn.cards.map((c) => `${c.kind} ${c.animals.join('+')}`).join(', ')}\n`,
  )
}
writeFileSync(join(outDir, 'truth.json'), JSON.stringify(truth, null, 1))
