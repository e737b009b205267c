import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { defaultModelDir, loadCocoSsdFromDisk, ModelError } from '../../../src/main/vision/model'
import { cocoDetect } from '../../../src/shared/vision/coco'
import { makeSession, renderScene } from '../../../tools/scenegen/render'

const dir = defaultModelDir()
const present = existsSync(join(dir, 'model.json'))
const scratch = mkdtempSync(join(tmpdir(), 'coco-model-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function copyModel(name: string): string {
  const to = join(scratch, name)
  rmSync(to, { recursive: true, force: true })
  mkdirSync(to, { recursive: true })
  for (const f of readdirSync(dir)) copyFileSync(join(dir, f), join(to, f))
  return to
}

describe('coco-ssd from disk (wasm backend)', () => {
  it('says clearly that a missing model is missing', async () => {
    await expect(loadCocoSsdFromDisk(join(scratch, 'nowhere'))).rejects.toThrow(
      /coco-ssd model not found .*fetch-model/,
    )
  })

  it.skipIf(!present)('loads without any network request and finds the arm of a person', async () => {
    const fail = (): never => {
      throw new Error('network access during model loading')
    }
    const spies = [
      vi.spyOn(globalThis, 'fetch').mockImplementation(fail),
      vi.spyOn(http, 'request').mockImplementation(fail),
      vi.spyOn(http, 'get').mockImplementation(fail),
      vi.spyOn(https, 'request').mockImplementation(fail),
      vi.spyOn(https, 'get').mockImplementation(fail),
    ]
    try {
      const model = await loadCocoSsdFromDisk(dir)
      const s = makeSession('c1')
      const frame = renderScene(s, [], {
        arm: { from: [-20, 300], to: [250, 250], widthPx: 70, skin: [225, 170, 140] },
      })
      const found = await cocoDetect(model, frame)
      expect(found.some((d) => d.class === 'person')).toBe(true)
      for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })

  it.skipIf(!present)('rejects a truncated shard as damaged', async () => {
    const copy = copyModel('truncated')
    truncateSync(join(copy, 'group1-shard5of5'), 1000)
    const err = await loadCocoSsdFromDisk(copy, {}).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ModelError)
    expect(String(err)).toMatch(/damaged/)
  })

  it.skipIf(!present)('rejects a shard whose checksum differs, and a broken model.json', async () => {
    const copy = copyModel('flipped')
    const sums = JSON.parse(readFileSync(join(process.cwd(), 'scripts', 'model-sums.json'), 'utf8'))
    writeFileSync(join(copy, 'group1-shard1of5'), Buffer.alloc(4194304))
    await expect(loadCocoSsdFromDisk(copy, sums.files)).rejects.toThrow(/checksum mismatch/)
    writeFileSync(join(copy, 'model.json'), '{ not json')
    await expect(loadCocoSsdFromDisk(copy, {})).rejects.toThrow(/model.json .* damaged/)
  })
})
