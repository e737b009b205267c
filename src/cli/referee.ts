/**
 * Referee one round from photos:
 *   npm run -s referee -- --empty E.png --calibration C.png --card-px N --before B.png --after A.png \
 *     --card KIND:ANIMAL[,ANIMAL] [--json]
 * Prints what changed on the table and whether it agrees with the action card. The pictures may be PNG
 * or JPEG. Exit code 2 on bad arguments or unreadable images (the message says which).
 */
import { parseArgs } from 'node:util'
import { problemText } from './referee-words'
import { ACTION_KINDS, ANIMALS, type ActionCard, type ActionKind, type Animal } from '../shared/referee/types'
import { calibrate } from '../shared/vision/calibrate'
import { refereeFrames, type RefereeReport } from '../shared/vision/referee'
import { grow, shrink, shrinkFactor } from '../shared/vision/scale'
import { readImage } from '../main/vision/image'

class UsageError extends Error {}

const USAGE =
  'usage: referee --empty E.png --calibration C.png --card-px N --before B.png --after A.png ' +
  '--card KIND:ANIMAL[,ANIMAL] [--json]\n  KIND: add|remove|move|swap; ANIMAL: sheep|pig|cow|horse'

export function parseCard(text: string): ActionCard {
  const [kind, list, extra] = text.split(':')
  if (!kind || list === undefined || extra !== undefined)
    throw new UsageError(`--card must look like KIND:ANIMAL[,ANIMAL], got "${text}"`)
  if (!(ACTION_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`unknown action "${kind}" (add, remove, move or swap)`)
  const animals = list.split(',')
  for (const a of animals)
    if (!(ANIMALS as readonly string[]).includes(a)) throw new UsageError(`unknown animal "${a}"`)
  const need = kind === 'swap' ? 2 : 1
  if (animals.length !== need)
    throw new UsageError(`a ${kind} card names ${need} animal${need > 1 ? 's' : ''}`)
  if (kind === 'swap' && animals[0] === animals[1])
    throw new UsageError('a swap card names two different animals')
  return { kind: kind as ActionKind, animals: animals as Animal[] }
}

function parse(argv: string[]) {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        empty: { type: 'string' },
        calibration: { type: 'string' },
        'card-px': { type: 'string' },
        before: { type: 'string' },
        after: { type: 'string' },
        card: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
  if (values.help) return null
  for (const name of ['empty', 'calibration', 'card-px', 'before', 'after'] as const) {
    if (!values[name]) throw new UsageError(`missing --${name}`)
  }
  const cardPx = Number(values['card-px'])
  if (!Number.isFinite(cardPx) || cardPx <= 0)
    throw new UsageError(`--card-px must be a positive number, got "${values['card-px']}"`)
  return {
    empty: values.empty!,
    calibration: values.calibration!,
    cardPx,
    before: values.before!,
    after: values.after!,
    card: values.card ? parseCard(values.card) : null,
    json: values.json ?? false,
  }
}

function summary(r: RefereeReport, card: ActionCard | null): string {
  const list = (ts: RefereeReport['animalsBefore']): string =>
    ANIMALS.map((a) => `${ts.filter((t) => t.type === a).length} ${a}`).join(', ')
  const verdict =
    r.matchesCard === true
      ? 'agrees with the card'
      : r.matchesCard === false
        ? 'does NOT agree with the card'
        : 'uncertain'
  return [
    `before: ${r.countBefore} animals (${list(r.animalsBefore)})`,
    `after:  ${r.countAfter} animals (${list(r.animalsAfter)})`,
    `action: ${r.action ? `${r.action.kind} ${r.action.animals.join(' + ')}` : 'none seen'}`,
    `card:   ${card ? `${card.kind} ${card.animals.join(' + ')}` : 'none'}`,
    `verdict: ${verdict}`,
    ...r.problems.map((p) => `  - ${problemText(p)}`),
    `(${r.ms} ms)`,
  ].join('\n')
}

function main(): number {
  let args
  try {
    args = parse(process.argv.slice(2))
  } catch (err) {
    process.stderr.write(`referee: ${(err as Error).message}\n${USAGE}\n`)
    return 2
  }
  if (!args) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  let report: RefereeReport
  try {
    const frames = [args.empty, args.calibration, args.before, args.after].map(readImage)
    const [empty, calib, before, after] = frames as [
      (typeof frames)[0],
      (typeof frames)[0],
      (typeof frames)[0],
      (typeof frames)[0],
    ]
    for (const [f, name] of [
      [calib, args.calibration],
      [before, args.before],
      [after, args.after],
    ] as const) {
      if (f.width !== empty.width || f.height !== empty.height) {
        throw new UsageError(
          `${name} is ${f.width}x${f.height} but the empty table ${args.empty} is ${empty.width}x${empty.height}`,
        )
      }
    }
    // Sharp pictures are read at the scale the detector is made for, positions reported in full size.
    const k = shrinkFactor(args.cardPx)
    const cal = calibrate({ empty: shrink(empty, k), animals: shrink(calib, k), card: args.cardPx / k })
    report = refereeFrames(cal, shrink(before, k), shrink(after, k), args.card)
    if (k > 1) {
      const full = (t: RefereeReport['animalsBefore'][number]): typeof t => ({
        ...t,
        x: Math.round(grow(t.x, k) * 10) / 10,
        y: Math.round(grow(t.y, k) * 10) / 10,
      })
      report = {
        ...report,
        animalsBefore: report.animalsBefore.map(full),
        animalsAfter: report.animalsAfter.map(full),
      }
    }
  } catch (err) {
    process.stderr.write(`referee: ${(err as Error).message}\n`)
    return 2
  }
  if (args.json) {
    const { verdict: _v, detections: _d, ...out } = report
    process.stdout.write(`${JSON.stringify(out)}\n`)
  } else {
    process.stdout.write(`${summary(report, args.card)}\n`)
  }
  return 0
}

process.exitCode = main()
