import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Which Chromium the end-to-end tests drive. In order: `CHROMIUM_PATH`; Debian's `/usr/bin/chromium`
 * when it is installed; otherwise the Chromium inside the `@sparticuz/chromium` dev dependency, so
 * `npm install && npm test` needs no browser download and no system browser. `TC_E2E_BROWSER=bundled`
 * ignores the first two (a check that the bundled one works where a system one exists).
 *
 * playwright.config.ts is synchronous and is loaded again in every worker, so the path is a pure
 * function of the environment and the disk; global-setup.ts unpacks the bundled browser before any
 * test runs.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const PACKAGE_DIR = path.join(ROOT, 'node_modules', '@sparticuz', 'chromium')

export interface E2eBrowser {
  path: string
  source: 'CHROMIUM_PATH' | 'system' | 'bundled'
}

export function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * The unpacked bundled browser lives in the project's own node_modules/.cache, one folder per
 * package version: not in /tmp (the package's default), where anyone could plant a binary at the
 * predictable path before us.
 */
export function bundledChromiumDir(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
    version: string
  }
  return path.join(ROOT, 'node_modules', '.cache', `tabletop-chromium-${version}`)
}

export function e2eBrowser(
  env: NodeJS.ProcessEnv = process.env,
  executable: (file: string) => boolean = isExecutableFile,
): E2eBrowser {
  const bundled: E2eBrowser = { path: path.join(bundledChromiumDir(), 'chromium'), source: 'bundled' }
  if (env['TC_E2E_BROWSER'] === 'bundled') return bundled
  if (env['CHROMIUM_PATH']) return { path: env['CHROMIUM_PATH'], source: 'CHROMIUM_PATH' }
  if (executable(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' }
  return bundled
}

/**
 * Unpacks the bundled Chromium once (about 2 s, 200 MB). The package unpacks into os.tmpdir(), so
 * TMPDIR points at a fresh staging folder for the call, and the folder is renamed into place whole:
 * a run beside this one either sees no browser or a complete one, never a half-written binary.
 */
export async function ensureBundledChromium(): Promise<string> {
  const dir = bundledChromiumDir()
  const exe = path.join(dir, 'chromium')
  if (!isExecutableFile(exe)) {
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    const staging = fs.mkdtempSync(`${dir}.staging-`)
    const saved = process.env['TMPDIR']
    try {
      process.env['TMPDIR'] = staging
      const { default: chromium } = await import('@sparticuz/chromium')
      const unpacked = await chromium.executablePath()
      if (unpacked !== path.join(staging, 'chromium')) throw new Error(`unexpected unpack path ${unpacked}`)
    } finally {
      if (saved === undefined) delete process.env['TMPDIR']
      else process.env['TMPDIR'] = saved
    }
    try {
      fs.renameSync(staging, dir)
    } catch (e) {
      fs.rmSync(staging, { recursive: true, force: true })
      if (!isExecutableFile(exe)) throw e
    }
  }
  const missing = missingLibraries(exe)
  if (missing.length > 0)
    throw new Error(
      `The bundled Chromium (${exe}) needs shared libraries this machine lacks: ${missing.join(', ')}. ` +
        'On Debian or Ubuntu: apt-get install libnss3 libexpat1 (or install Chromium and set CHROMIUM_PATH).',
    )
  return exe
}

/** Shared libraries the dynamic linker cannot find for a binary (`ldd`; none where ldd is absent). */
function missingLibraries(exe: string): string[] {
  const r = spawnSync('ldd', [exe], { encoding: 'utf8' })
  if (r.status !== 0 || !r.stdout) return []
  return [...r.stdout.matchAll(/^\s*(\S+) => not found/gm)].map((m) => m[1] ?? '')
}

/** The browser's own version line, for the log of the run. */
export function browserVersion(exe: string): string {
  const r = spawnSync(exe, ['--version'], { encoding: 'utf8', timeout: 30_000 })
  return (r.stdout || r.stderr || '').trim().split('\n')[0] ?? ''
}
