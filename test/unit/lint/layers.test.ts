import { ESLint } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../../..') })

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('layer rule (docs/architecture.md)', () => {
  it('src/shared may not import Node built-ins, Electron, main or renderer code, or use DOM globals', async () => {
    const file = 'src/shared/engine/probe.ts'
    expect((await problems("import fs from 'node:fs'\nexport const x = fs\n", file)).join()).toMatch(
      /no Node built-ins/,
    )
    expect((await problems("import path from 'path'\nexport const x = path\n", file)).join()).toMatch(
      /no Node built-ins/,
    )
    expect((await problems("import { app } from 'electron'\nexport const x = app\n", file)).join()).toMatch(
      /no Electron/,
    )
    expect(
      (await problems("import { x } from '../../main/db/database'\nexport const y = x\n", file)).join(),
    ).toMatch(/nothing from main/)
    expect((await problems('export const w = window.innerWidth\n', file)).join()).toMatch(/no DOM/)
    expect(await problems("import { seedRng } from './rng'\nexport const r = seedRng('a')\n", file)).toEqual(
      [],
    )
  })

  it("only the Electron entry and the preload import 'electron'", async () => {
    const code = "import { app } from 'electron'\nexport const x = app\n"
    expect((await problems(code, 'src/main/services/probe.ts')).join()).toMatch(/Only src\/main\/index.ts/)
    expect((await problems(code, 'src/renderer/src/probe.ts')).join()).toMatch(/Only src\/main\/index.ts/)
    expect(await problems(code, 'src/main/index.ts')).toEqual([])
  })
})
