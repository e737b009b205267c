/**
 * Measures the accusation thresholds (params.ts VISION.policy) on evaluation runs:
 *   npx tsx tools/eval/policy-sweep.ts run1.json [run2.json ...]
 * each the output of `npm run eval-vision -- --json --failures`. Every verdict whose accusation hung on
 * nothing but the strength of its evidence is listed there with whether its card was the one played (an
 * accusation is wrong) or the decoy (it is right). For each choice of thresholds this prints how many
 * wrong and right accusations would stand: the thresholds are chosen to leave no wrong one, with a margin,
 * while keeping as many right ones as possible.
 *
 * It does the same for the reading of what changed (change-reading.ts), which may make a card agree that
 * the counts left unsure (referee.ts confirms): every reading of an action that the referee would weigh
 * (referee.ts weighable: a move at least the card's length, a fit within AGREE_FIT) is right when it is
 * the action played and wrong otherwise, since a card for the action read would agree. For each choice
 * of the type terms it prints how many right and wrong readings would pass them.
 */
import fs from 'node:fs'
import type { AccusationEvidence } from '../../src/shared/vision/policy'
import type { ChangeEvidence } from './evaluate'

interface Row {
  played: boolean
  evidence: AccusationEvidence
}

const runs = process.argv
  .slice(2)
  .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as { evidence?: Row[]; changes?: ChangeEvidence[] })
const rows: Row[] = runs.flatMap((r) => r.evidence ?? [])

const stands = (e: AccusationEvidence, count: number, floor: number, share: number): boolean =>
  e.countConf >= count && e.readingsAgree && e.typeMargin >= floor && e.typeShare >= share

const wrongRows = rows.filter((r) => r.played)
const rightRows = rows.filter((r) => !r.played)
process.stdout.write(
  `${wrongRows.length} would-be wrong and ${rightRows.length} would-be right accusations\n`,
)
process.stdout.write('wrong accusations (played card):\n')
for (const r of wrongRows) process.stdout.write(`  ${JSON.stringify(r.evidence)}\n`)
process.stdout.write('count floor share -> wrong right\n')
for (const count of [0, 0.5, 0.7, 0.8, 0.9]) {
  for (const floor of [0, 0.2, 0.35, 0.5]) {
    for (const share of [0, 0.2, 0.3, 0.4, 0.5]) {
      const wrong = wrongRows.filter((r) => stands(r.evidence, count, floor, share)).length
      const right = rightRows.filter((r) => stands(r.evidence, count, floor, share)).length
      process.stdout.write(`${count} ${floor} ${share} -> ${wrong} ${right}\n`)
    }
  }
}

const weighed = runs.flatMap((r) => r.changes ?? []).filter((c) => c.weighable)
const rightReads = weighed.filter((c) => c.played)
const wrongReads = weighed.filter((c) => !c.played)
process.stdout.write(
  `\nchange reading: ${rightReads.length} readings of the action played, ${wrongReads.length} of another\n`,
)
for (const c of wrongReads) process.stdout.write(`  ${JSON.stringify(c)}\n`)
process.stdout.write('floor share -> wrong right\n')
for (const floor of [0.2, 0.25, 0.3, 0.35, 0.5]) {
  for (const share of [0.2, 0.3, 0.4, 0.5]) {
    const passes = (c: ChangeEvidence): boolean => c.typeMargin >= floor && c.typeShare >= share
    process.stdout.write(
      `${floor} ${share} -> ${wrongReads.filter(passes).length} ${rightReads.filter(passes).length}\n`,
    )
  }
}
