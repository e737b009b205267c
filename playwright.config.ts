import { defineConfig } from '@playwright/test'
import { e2eBrowser } from './test/e2e/browser'

/**
 * End-to-end tests drive web mode in Chromium: CHROMIUM_PATH, else Debian's, else the one inside the
 * @sparticuz/chromium dev dependency (test/e2e/browser.ts). No browser is downloaded. The flags
 * below give WebGL2 through SwiftShader in all three; @sparticuz's own `chromium.args` are for
 * serverless hosts and are not used (--single-process, --disable-web-security and
 * --allow-running-insecure-content would change what the tests check).
 */
export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    // Screenshots (screens.spec.ts) are made by the same bundled Chromium here and in CI, so they
    // match to the pixel on one machine; 0.1% of the pixels absorbs SwiftShader's anti-aliasing of
    // the odd curve edge without hiding a moved button or a changed colour.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' },
  },
  // One folder with readable names (screen-size-theme.png), the same for every platform: the
  // baselines are made with the bundled Chromium (README, Develop).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: e2eBrowser().path,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--enable-unsafe-swiftshader',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
})
