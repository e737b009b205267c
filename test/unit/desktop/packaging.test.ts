import fs from 'node:fs'
import path from 'node:path'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { DebugLogger } from 'builder-util'
import { minimatch } from 'minimatch'
import { PNG } from 'pngjs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Configuration } from 'app-builder-lib'

/**
 * The installers cannot be built here (no Electron binary), so the packaging configuration is
 * checked instead: electron-builder's own loader and schema, then what the issue asks of it.
 */
const ROOT = path.resolve(__dirname, '../../..')
let config: Configuration

beforeAll(async () => {
  config = await getConfig(ROOT, null, null)
})

/** electron-builder's `files` rule: a path is packed when a pattern takes it and no '!' pattern drops it. */
function packed(file: string, patterns: string[]): boolean {
  const take = patterns.filter((p) => !p.startsWith('!'))
  const drop = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1))
  return (
    take.some((p) => minimatch(file, p, { dot: true })) &&
    !drop.some((p) => minimatch(file, p, { dot: true }))
  )
}

const targets = (platform: unknown): string[] =>
  ((platform as { target?: (string | { target: string })[] } | undefined)?.target ?? []).map((t) =>
    typeof t === 'string' ? t : t.target,
  )

describe('electron-builder configuration', () => {
  it('is valid against electron-builder’s schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
  })

  it('builds AppImage and deb, NSIS and dmg', () => {
    expect(targets(config.linux)).toEqual(['AppImage', 'deb'])
    expect(targets(config.win)).toEqual(['nsis'])
    expect(targets(config.mac)).toEqual(['dmg'])
  })

  it('flips the fuses: no running as Node, no NODE_OPTIONS or --inspect, only app.asar, asar integrity', () => {
    expect(config.asar).toBe(true)
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('packs the built app and nothing of the sources, tests or tools', () => {
    // The loader normalises the list into one file set: [{ filter: [...] }].
    const sets = config.files as { from?: string; filter: string[] }[]
    expect(sets).toHaveLength(1)
    expect(sets[0]?.from).toBeUndefined()
    const files = sets[0]?.filter ?? []
    const main = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).main as string
    for (const f of [
      main.replace(/^\.\//, ''),
      'out/main/web.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
      'package.json',
    ])
      expect(packed(f, files), f).toBe(true)
    for (const f of [
      'src/main/index.ts',
      'src/shared/engine/rng.ts',
      'test/unit/desktop/packaging.test.ts',
      'test/e2e/foundation.spec.ts',
      'tools/scenegen/scene.ts',
      'scripts/start.mjs',
      'docs/architecture.md',
      'out/main/index.js.map',
      'data/tabletop.sqlite',
      'build/icon.png',
      'electron-builder.yml',
      'tsconfig.json',
      '.ci/run',
    ])
      expect(packed(f, files), f).toBe(false)
    expect(config.extraResources).toEqual([{ from: 'resources/models', to: 'resources/models' }])
  })

  it('asks macOS for the camera, and for nothing else', () => {
    expect((config.mac?.extendInfo as Record<string, string>)['NSCameraUsageDescription']).toBeTruthy()
    const plist = fs.readFileSync(path.join(ROOT, config.mac?.entitlements as string), 'utf8')
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1])
    expect(keys.sort()).toEqual(['com.apple.security.cs.allow-jit', 'com.apple.security.device.camera'])
  })

  it('has `npm run dist`', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >
    expect(scripts['dist']).toBe('electron-vite build && electron-builder --publish never')
  })
})

describe('icons', () => {
  const size = (file: string): [number, number] => {
    const png = PNG.sync.read(fs.readFileSync(path.join(ROOT, file)))
    return [png.width, png.height]
  }

  it('has a 1024 px icon for the .icns and .ico electron-builder makes', () => {
    expect(config.mac?.icon).toBe('build/icon.png')
    expect(config.win?.icon).toBe('build/icon.png')
    expect(size('build/icon.png')).toEqual([1024, 1024])
  })

  it('has Linux icons whose names say their sizes', () => {
    const dir = config.linux?.icon as string
    const names = fs.readdirSync(path.join(ROOT, dir)).filter((n) => n.endsWith('.png'))
    expect(names.length).toBeGreaterThanOrEqual(8)
    for (const s of [16, 32, 48, 64, 128, 256, 512]) expect(names).toContain(`${s}x${s}.png`)
    for (const n of names) {
      const [w, h] = n.replace('.png', '').split('x').map(Number)
      expect(size(path.join(dir, n)), n).toEqual([w, h])
    }
  })
})
