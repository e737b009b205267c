/**
 * Measures the accusation thresholds (params.ts VISION.policy) on evaluation runs:
 *   npx tsx tools/eval/policy-sweep.ts run1.json [run2.json ...]
 * each the output of `npm run eval-vision -- --json --failures`. Every verdict whose accusation hung on
 * nothing but the strength of its evidence is listed there with whether its card was the one played (an
 * accusation is wrong) or the decoy (it is right). For each choice of thresholds this prints how many
 * wrong and right accusations would stand: the thresholds are chosen to leave no wrong one, with a margin,
 * while keeping as many right ones as possible.
 */
import fs from 'node:fs'
import type { AccusationEvidence } from '../../src/shared/vision/policy'

interface Row {
  played: boolean
  evidence: AccusationEvidence
}

const rows: Row[] = process.argv
  .slice(2)
  .flatMap((f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as { evidence?: Row[] }).evidence ?? [])

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
