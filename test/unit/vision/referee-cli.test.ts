import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encode as encodeJpeg } from 'jpeg-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writePng } from '../../../src/main/vision/png'
import { Rng } from '../../../src/shared/engine/rng'
import { makeSession } from '../../../tools/scenegen/render'
import { actionPair, calibrationScenes } from '../../../tools/scenegen/scenes'
import type { Frame } from '../../../src/shared/vision/types'

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx')
const CLI = join(process.cwd(), 'src', 'cli', 'referee.ts')
let dir = ''
let cardPx = 0
let card = ''

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'referee-cli-'))
  const s = makeSession('cli-scene', { table: 'cloth' })
  const rng = new Rng('cli-scene')
  const cal = calibrationScenes(s, rng)
  const pair = actionPair(s, rng, { count: 10 })
  writePng(join(dir, 'empty.png'), cal.empty)
  writePng(join(dir, 'cal.png'), cal.animals)
  writePng(join(dir, 'before.png'), pair.before)
  writePng(join(dir, 'after.png'), pair.after)
  const pictures = [
    ['empty', cal.empty],
    ['cal', cal.animals],
    ['before', pair.before],
    ['after', pair.after],
  ] as const
  // The same pictures three times as sharp (each pixel a 3 x 3 block), as a phone photo would be.
  for (const [name, f] of pictures) writePng(join(dir, `${name}-x3.png`), enlarge(f, 3))
  // And as a camera or phone saves them: JPEG, quality 92, whatever the file is called.
  for (const [name, f] of pictures)
    writeFileSync(join(dir, `${name}-jpeg.img`), encodeJpeg({ ...f, data: Buffer.from(f.data) }, 92).data)
  writeFileSync(
    join(dir, 'broken.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  )
  writeFileSync(join(dir, 'broken.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3, 4]))
  writePng(join(dir, 'small.png'), { width: 4, height: 4, data: new Uint8ClampedArray(64) })
  writeFileSync(join(dir, 'text.png'), 'not a png')
  cardPx = cal.cardPx
  card = `${pair.card.kind}:${pair.card.animals.join(',')}`
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function enlarge(f: Frame, k: number): Frame {
  const w = f.width * k
  const data = new Uint8ClampedArray(w * f.height * k * 4)
  for (let y = 0; y < f.height * k; y++)
    for (let x = 0; x < w; x++) {
      const i = ((Math.floor(y / k) * f.width + Math.floor(x / k)) * 4) | 0
      data.set(f.data.subarray(i, i + 4), (y * w + x) * 4)
    }
  return { width: w, height: f.height * k, data }
}

function referee(args: string[]) {
  const r = spawnSync(TSX, [CLI, ...args], { encoding: 'utf8' })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}
const base = (): string[] => [
  '--empty',
  join(dir, 'empty.png'),
  '--calibration',
  join(dir, 'cal.png'),
  '--card-px',
  String(cardPx),
  '--before',
  join(dir, 'before.png'),
  '--after',
  join(dir, 'after.png'),
]

/** Two runs of the CLI agree on the counts, the action and the verdict. */
function expectSameVerdict(x: Record<string, unknown>, y: Record<string, unknown>): void {
  expect([x.countBefore, x.countAfter, x.matchesCard]).toEqual([y.countBefore, y.countAfter, y.matchesCard])
  expect(x.action).toEqual(y.action)
}

describe('referee CLI', () => {
  it('prints one JSON object with the agreed fields', () => {
    const r = referee([...base(), '--card', card, '--json'])
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(Object.keys(out).sort()).toEqual(
      [
        'action',
        'animalsAfter',
        'animalsBefore',
        'countAfter',
        'countBefore',
        'matchesCard',
        'ms',
        'problems',
      ].sort(),
    )
    expect(out.animalsBefore[0]).toHaveProperty('confidence')
  })

  it('reads a sharper picture at the scale it is made for and reports full-size positions', () => {
    const small = JSON.parse(referee([...base(), '--card', card, '--json']).stdout)
    const args = base().map((a) => a.replace(/\.png$/, '-x3.png'))
    args[args.indexOf('--card-px') + 1] = String(cardPx * 3)
    const sharp = referee([...args, '--card', card, '--json'])
    expect(sharp.code, sharp.stderr).toBe(0)
    const big = JSON.parse(sharp.stdout)
    expectSameVerdict(big, small)
    big.animalsBefore.forEach((t: { type: string; x: number; y: number }, i: number) => {
      expect(t.type).toBe(small.animalsBefore[i].type)
      expect(Math.abs(t.x - (small.animalsBefore[i].x * 3 + 1))).toBeLessThan(0.2)
      expect(Math.abs(t.y - (small.animalsBefore[i].y * 3 + 1))).toBeLessThan(0.2)
    })
  })

  it('reads JPEG pictures too, told by their bytes, with the same verdict as the PNGs', () => {
    const png = JSON.parse(referee([...base(), '--card', card, '--json']).stdout)
    const args = base().map((a) => a.replace(/\.png$/, '-jpeg.img'))
    const r = referee([...args, '--card', card, '--json'])
    expect(r.code, r.stderr).toBe(0)
    expectSameVerdict(JSON.parse(r.stdout), png)
  })

  it('exits 2 with a clear message on bad arguments and bad files', () => {
    const cases: [string[], RegExp][] = [
      [['--before', 'x.png'], /missing --empty/],
      [[...base(), '--card', 'jump:sheep'], /unknown action "jump"/],
      [[...base(), '--card', 'swap:pig,pig'], /two different animals/],
      [[...base(), '--card', 'add:goat'], /unknown animal "goat"/],
      [[...base().slice(0, 5), 'abc', ...base().slice(6)], /card-px must be a positive number/],
      [[...base(), '--bogus'], /Unknown option/],
    ]
    for (const [args, msg] of cases) {
      const r = referee(args)
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stderr).toMatch(msg)
    }
  })

  it('exits 2 on a missing, unreadable, non-picture or differently sized image', () => {
    const swap = (name: string, file: string): string[] => {
      const a = base()
      a[a.indexOf(name) + 1] = file
      return a
    }
    const missing = referee(swap('--before', join(dir, 'none.png')))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/cannot read .*none\.png/)
    const text = referee(swap('--after', join(dir, 'text.png')))
    expect(text.code).toBe(2)
    expect(text.stderr).toMatch(/text\.png is neither a PNG nor a JPEG/)
    const png = referee(swap('--after', join(dir, 'broken.png')))
    expect(png.code).toBe(2)
    expect(png.stderr).toMatch(/broken\.png is not a readable PNG/)
    const jpeg = referee(swap('--empty', join(dir, 'broken.jpg')))
    expect(jpeg.code).toBe(2)
    expect(jpeg.stderr).toMatch(/broken\.jpg is not a readable JPEG/)
    const small = referee(swap('--after', join(dir, 'small.png')))
    expect(small.code).toBe(2)
    expect(small.stderr).toMatch(/4x4/)
  })
})
