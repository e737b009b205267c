/**
 * Write a few scenesray pictures as PNG files for a person to look at:
 *   npx tsx tools/scenesray/dump.ts outDir seed tables [--truth]
 * Per table: the empty table, the calibration layout (attempt 0) and one drop with three cards done.
 * --truth marks each animal's true centroid with a small cross (and the card clicks), for checking.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import type { Frame } from '../../src/shared/vision/types'
import type { TruthToken } from '../eval/scene-source'
import { scenesraySource } from './source'

function mark(f: Frame, pts: [number, number][]): Frame {
  const data = f.data.slice()
  for (const [x, y] of pts)
    for (let d = -4; d <= 4; d++)
      for (const [px, py] of [
        [Math.round(x) + d, Math.round(y)],
        [Math.round(x), Math.round(y) + d],
      ] as const) {
        if (px < 0 || py < 0 || px >= f.width || py >= f.height) continue
        data.set([255, 0, 255, 255], (py * f.width + px) * 4)
      }
  return { ...f, data }
}

function save(path: string, f: Frame): void {
  const png = new PNG({ width: f.width, height: f.height })
  png.data = Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength)
  writeFileSync(path, PNG.sync.write(png))
}

const [outDir, seed = 'look', count = '3'] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const truth = process.argv.includes('--truth')
if (!outDir) {
  process.stderr.write('usage: npx tsx tools/scenesray/dump.ts outDir seed tables [--truth]\n')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })
const at = (ts: TruthToken[]): [number, number][] => ts.map((t) => [t.x, t.y])
for (let i = 0; i < Number(count); i++) {
  const table = scenesraySource.table(seed, i)
  const t0 = performance.now()
  const cal = table.calibration(0)
  const turn = table.turn(0, 3, Math.hypot(cal.card[1][0] - cal.card[0][0], cal.card[1][1] - cal.card[0][1]))
  const ms = performance.now() - t0
  const pictures = cal.empty.length + 1 + turn.frames.length
  save(join(outDir, `${i}-empty.png`), cal.empty[0]!)
  save(
    join(outDir, `${i}-calibration.png`),
    truth ? mark(cal.animals, [...at(cal.animalTokens), ...cal.card]) : cal.animals,
  )
  turn.frames.forEach((f, k) =>
    save(join(outDir, `${i}-turn-${k}.png`), truth ? mark(f, at(turn.tokens[k]!)) : f),
  )
  const cards = turn.cards.map((c) => `${c.kind} ${c.animals.join('+')}`).join(', ')
  process.stdout.write(
    `${table.name}: ${table.width}x${table.height}, ${pictures} pictures in ${ms.toFixed(0)} ms; cards: ${cards}\n`,
  )
}
