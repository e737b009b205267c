import type { BenchFigures, BenchSection } from './bench/types'
import database from './bench/database'

/**
 * `npm run bench`: prints named figures as a table, or with --json one JSON object (name -> number).
 * Sections: --only name[,name] runs a subset.
 */
const sections: BenchSection[] = [database]

async function loadOptional(name: string): Promise<BenchSection | null> {
  try {
    const mod = (await import(`./bench/${name}.ts`)) as { default: BenchSection }
    return mod.default
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null
    throw e
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const onlyAt = args.indexOf('--only')
  const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',')) : null
  for (const name of ['s-head', 'sneak-peek', 'now-you-see-me', 'vision', 'scores', 'attacks', 'phones']) {
    const s = await loadOptional(name)
    if (s) sections.push(s)
  }
  const figures: BenchFigures = {}
  for (const section of sections) {
    if (only && !only.has(section.name)) continue
    if (!json) process.stderr.write(`running ${section.name}…\n`)
    Object.assign(figures, await section.run())
  }
  if (json) {
    console.log(JSON.stringify(figures))
    return
  }
  const width = Math.max(...Object.keys(figures).map((k) => k.length))
  for (const [name, value] of Object.entries(figures)) {
    const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1)
    console.log(`${name.padEnd(width)}  ${shown.padStart(12)}`)
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
