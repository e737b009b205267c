import { browserVersion, e2eBrowser, ensureBundledChromium } from './browser'

/**
 * Before any test: unpack the bundled Chromium when it is the one to use (browser.ts), and say in
 * the log which browser this run drives.
 */
export default async function globalSetup(): Promise<void> {
  const browser = e2eBrowser()
  if (browser.source === 'bundled') await ensureBundledChromium()
  const version = browserVersion(browser.path) || 'version unknown'
  process.stdout.write(`[e2e] browser: ${browser.path} (${browser.source}; ${version})\n`)
}
