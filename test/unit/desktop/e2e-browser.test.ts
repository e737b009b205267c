import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundledChromiumDir, e2eBrowser, SYSTEM_CHROMIUM } from '../../e2e/browser'

/** Which Chromium the end-to-end tests drive (test/e2e/browser.ts); the old config had no third choice. */
describe('the end-to-end browser', () => {
  const has = (file: string): boolean => file === SYSTEM_CHROMIUM
  const none = (): boolean => false
  const version = JSON.parse(
    fs.readFileSync(
      path.resolve(__dirname, '../../../node_modules/@sparticuz/chromium/package.json'),
      'utf8',
    ),
  ).version as string

  it('is CHROMIUM_PATH when set', () => {
    expect(e2eBrowser({ CHROMIUM_PATH: '/opt/c/chrome' }, has)).toEqual({
      path: '/opt/c/chrome',
      source: 'CHROMIUM_PATH',
    })
  })

  it("is Debian's Chromium when it is installed", () => {
    expect(e2eBrowser({}, has)).toEqual({ path: SYSTEM_CHROMIUM, source: 'system' })
  })

  it('is the Chromium of the @sparticuz/chromium package when neither is there', () => {
    const b = e2eBrowser({}, none)
    expect(b.source).toBe('bundled')
    expect(b.path).toBe(path.join(bundledChromiumDir(), 'chromium'))
    expect(path.basename(bundledChromiumDir())).toBe(`tabletop-chromium-${version}`)
    expect(bundledChromiumDir().split(path.sep)).toContain('node_modules')
  })

  it('is the bundled one when TC_E2E_BROWSER=bundled, whatever else is installed', () => {
    expect(e2eBrowser({ TC_E2E_BROWSER: 'bundled', CHROMIUM_PATH: '/opt/c/chrome' }, has).source).toBe(
      'bundled',
    )
  })
})
