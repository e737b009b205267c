/**
 * Writes PNGs of scenes3d tables to look at:
 *   npx tsx tools/scenes3d/dump.ts --out DIR [--seed s3d-look] [--tables 3] [--from 0] [--rounds 3]
 * Per table: the empty table, the calibration layout, and one drop with its rounds.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { PNG } from 'pngjs'
import type { Frame } from '../../src/shared/vision/types'
import { buildTable } from './source'

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    seed: { type: 'string', default: 's3d-look' },
    tables: { type: 'string', default: '3' },
    from: { type: 'string', default: '0' },
    rounds: { type: 'string', default: '3' },
  },
})
if (!values.out) {
  process.stderr.write('dump: --out DIR is required\n')
  process.exit(2)
}
const out = values.out
mkdirSync(out, { recursive: true })

function save(name: string, f: Frame): void {
  const png = new PNG({ width: f.width, height: f.height })
  png.data = Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength)
  writeFileSync(join(out, name), PNG.sync.write(png))
}

const from = Number(values.from)
for (let i = from; i < from + Number(values.tables); i++) {
  const t0 = performance.now()
  const table = buildTable(values.seed, i)
  const t1 = performance.now()
  const cal = table.calibration(0)
  const t2 = performance.now()
  const turn = table.turn(0, Number(values.rounds), 0)
  const t3 = performance.now()
  cal.empty.forEach((f, k) => save(`t${i}-empty${k}.png`, f))
  save(`t${i}-calibration.png`, cal.animals)
  turn.frames.forEach((f, k) =>
    save(
      `t${i}-drop-${k}${k ? '-' + turn.cards[k - 1]!.kind + '-' + turn.cards[k - 1]!.animals.join('-') : ''}.png`,
      f,
    ),
  )
  const perFrame = (t3 - t2) / turn.frames.length
  process.stdout.write(
    `${table.name}: built ${(t1 - t0).toFixed(0)} ms, calibration ${(t2 - t1).toFixed(0)} ms, ` +
      `${turn.frames.length} frames at ${perFrame.toFixed(0)} ms each; ` +
      `drop of ${turn.tokens[0]!.length}, cards ${turn.cards.map((c) => `${c.kind}:${c.animals.join('+')}`).join(' ')}\n`,
  )
}
