/**
 * Writes generated camera scenes with ground truth:
 *   npx tsx src/cli/scenegen.ts --out DIR [--seed S] [--pairs N] [--table wood|cloth|gingham|light|dark]
 *     [--video] [--fps 12]
 * DIR gets empty.png and calibration.png (sheep top-left, pig top-right, cow bottom-left, horse
 * bottom-right), card.json (the card length in pixels), pair-K-before.png / pair-K-after.png /
 * pair-K.json (truth, card, and the referee command line), and with --video round.y4m for Chromium's
 * fake camera (--use-file-for-fake-video-capture).
 */
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Rng } from '../shared/engine/rng'
import { makeSession } from '../../tools/scenegen/render'
import { roundFrames } from '../../tools/scenegen/round'
import { actionPair, calibrationScenes } from '../../tools/scenegen/scenes'
import { TABLE_KINDS, type TableKind } from '../../tools/scenegen/tables'
import { y4mFrame, y4mHeader } from '../../tools/scenegen/y4m'
import { writePng } from '../main/vision/png'

function main(): number {
  let values
  try {
    ;({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        out: { type: 'string' },
        seed: { type: 'string', default: 'scenegen' },
        pairs: { type: 'string', default: '3' },
        table: { type: 'string' },
        video: { type: 'boolean', default: false },
        fps: { type: 'string', default: '12' },
      },
      strict: true,
    }))
  } catch (err) {
    process.stderr.write(`scenegen: ${(err as Error).message}\n`)
    return 2
  }
  const pairs = Number(values.pairs)
  const fps = Number(values.fps)
  const table = values.table as TableKind | undefined
  if (!values.out || !Number.isInteger(pairs) || pairs < 0 || !(fps >= 10 && fps <= 15)) {
    process.stderr.write('scenegen: need --out DIR, --pairs N >= 0 and --fps between 10 and 15\n')
    return 2
  }
  if (table && !TABLE_KINDS.includes(table)) {
    process.stderr.write(`scenegen: --table must be one of ${TABLE_KINDS.join(', ')}\n`)
    return 2
  }
  const out = values.out
  mkdirSync(out, { recursive: true })
  const seed = values.seed ?? 'scenegen'
  const session = makeSession(seed, { table })
  const rng = new Rng(`${seed}/scenes`)
  const cal = calibrationScenes(session, rng)
  writePng(join(out, 'empty.png'), cal.empty)
  writePng(join(out, 'calibration.png'), cal.animals)
  const cardPx = Math.round(cal.cardPx * 10) / 10
  writeFileSync(
    join(out, 'card.json'),
    `${JSON.stringify({ cardPx, cardPoints: cal.cardPoints, table: session.table.kind }, null, 2)}\n`,
  )
  const strip = (ts: { type: string; x: number; y: number }[]) =>
    ts.map((t) => ({ type: t.type, x: Math.round(t.x * 10) / 10, y: Math.round(t.y * 10) / 10 }))
  let last = null
  for (let k = 0; k < pairs; k++) {
    const pair = actionPair(session, rng, { cardPx: cal.cardPx })
    last = pair
    const b = join(out, `pair-${k}-before.png`)
    const a = join(out, `pair-${k}-after.png`)
    writePng(b, pair.before)
    writePng(a, pair.after)
    const card = `${pair.card.kind}:${pair.card.animals.join(',')}`
    const command =
      `npm run -s referee -- --empty ${join(out, 'empty.png')} --calibration ${join(out, 'calibration.png')} ` +
      `--card-px ${cardPx} --before ${b} --after ${a} --card ${card} --json`
    const truth = {
      card: pair.card,
      before: strip(pair.tokensBefore),
      after: strip(pair.tokensAfter),
      command,
    }
    writeFileSync(join(out, `pair-${k}.json`), `${JSON.stringify(truth, null, 2)}\n`)
  }
  let frames = 0
  if (values.video) {
    const pair = last ?? actionPair(session, rng, { cardPx: cal.cardPx })
    const fd = openSync(join(out, 'round.y4m'), 'w')
    try {
      writeSync(fd, y4mHeader(session.width, session.height, fps))
      for (const f of roundFrames(session, rng, pair, fps)) {
        writeSync(fd, y4mFrame(f))
        frames++
      }
    } finally {
      closeSync(fd)
    }
  }
  const video = values.video ? `, round.y4m (${frames} frames at ${fps} fps)` : ''
  process.stdout.write(`scenegen: ${session.table.kind} table, ${pairs} pairs${video} in ${out}\n`)
  return 0
}

process.exitCode = main()
