import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { appSchemeFile } from '../../../src/main/app-scheme'
import { APP_ORIGIN } from '../../../src/main/desktop-policy'
import { guardNavigate, guardStayOnOrigin, guardWindowOpen } from '../../../src/main/navigation-guards'

function navEvent(url: string): { url: string; prevented: boolean; preventDefault(): void } {
  return {
    url,
    prevented: false,
    preventDefault() {
      this.prevented = true
    },
  }
}

const ALLOW = ['https://example.org/help']

describe('navigation guards', () => {
  it('will-navigate: stays on our origin; an allowlisted link opens in the browser, nothing else', () => {
    const opened: string[] = []
    const guard = guardNavigate({ own: APP_ORIGIN, openExternal: (u) => opened.push(u), allow: ALLOW })
    const own = navEvent('app://bundle/index.html#/scores')
    guard(own)
    expect(own.prevented).toBe(false)
    for (const url of [
      'https://evil.test/',
      'file:///etc/passwd',
      'app://other/',
      'https://example.org/help',
    ]) {
      const e = navEvent(url)
      guard(e)
      expect(e.prevented, url).toBe(true)
    }
    expect(opened).toEqual(['https://example.org/help'])
  })

  it('will-redirect and will-frame-navigate: only to our origin, and never open anything', () => {
    const guard = guardStayOnOrigin(APP_ORIGIN)
    const own = navEvent('app://bundle/x')
    guard(own)
    expect(own.prevented).toBe(false)
    for (const url of [
      'https://example.org/help',
      'http://localhost:5173/',
      'data:text/html,x',
      'about:blank',
    ]) {
      const e = navEvent(url)
      guard(e)
      expect(e.prevented, url).toBe(true)
    }
  })

  it('window.open: always denied; allowlisted https links go to the browser', () => {
    const opened: string[] = []
    const handler = guardWindowOpen({ own: APP_ORIGIN, openExternal: (u) => opened.push(u), allow: ALLOW })
    for (const url of [
      'https://example.org/help',
      'https://evil.test/',
      'app://bundle/index.html',
      'file:///x',
    ])
      expect(handler({ url })).toEqual({ action: 'deny' })
    expect(opened).toEqual(['https://example.org/help'])
  })
})

describe('app:// files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-scheme-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const renderer = path.join(root, 'renderer')
  const models = path.join(root, 'models')
  fs.mkdirSync(path.join(renderer, 'assets'), { recursive: true })
  fs.mkdirSync(models)
  fs.writeFileSync(path.join(renderer, 'index.html'), '<html>')
  fs.writeFileSync(path.join(renderer, 'assets', 'a.js'), '1')
  fs.writeFileSync(path.join(models, 'm.json'), '{}')
  fs.writeFileSync(path.join(root, 'secret.txt'), 'secret')
  fs.symlinkSync(path.join(root, 'secret.txt'), path.join(renderer, 'link.txt'))
  fs.symlinkSync(root, path.join(models, 'up'))
  const mounts = [
    { prefix: '/models/', dir: models },
    { prefix: '/', dir: renderer },
  ]
  const real = (p: string): string => fs.realpathSync(p)

  it('serves files of each mount and index.html for routes', () => {
    expect(appSchemeFile('/assets/a.js', mounts)).toBe(real(path.join(renderer, 'assets', 'a.js')))
    expect(appSchemeFile('/models/m.json', mounts)).toBe(real(path.join(models, 'm.json')))
    expect(appSchemeFile('/', mounts)).toBe(real(path.join(renderer, 'index.html')))
    expect(appSchemeFile('/scores', mounts)).toBe(real(path.join(renderer, 'index.html')))
  })

  it('refuses traversal, missing assets and symlinks that lead outside the mount', () => {
    expect(appSchemeFile('/../secret.txt', mounts)).toBeNull()
    expect(appSchemeFile('/%2e%2e/secret.txt', mounts)).toBeNull()
    expect(appSchemeFile('/assets/missing.js', mounts)).toBeNull()
    expect(appSchemeFile('/link.txt', mounts)).toBeNull()
    expect(appSchemeFile('/models/up/secret.txt', mounts)).toBeNull()
  })
})
