import { expect, test, type Browser, type Page } from '@playwright/test'
import config from '../../playwright.config'
import { makeFixture, videoPath } from './camera-fixtures'
import { overflowing } from './overflow'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue 23: the camera screens fit a 1024x700 window in German and in the pseudo-locale (accented,
 * 40% longer than English): the camera page with no camera, the round page without a set-up, and the
 * calibration wizard fed by Chromium's fake camera (the round video of camera.spec.ts, seed cam-e),
 * step by step to its result. No text is wider than its box.
 */
const SIZE = { width: 1024, height: 700 }
const SEED = 'cam-e'

async function fits(page: Page, what: string): Promise<void> {
  expect(await overflowing(page), what).toEqual([])
}

/** The pseudo-locale is a developer flag in the page (localStorage), not a setting. */
async function pseudo(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.evaluate(() => localStorage.setItem('tc.locale', 'en-XA'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
}

/** The camera pages a machine with no camera shows: a clear message, and the round's "not set up". */
async function noCamera(page: Page, url: string, lang: string): Promise<void> {
  await page.goto(`${url}#/camera`)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByRole('alert').first()).toBeVisible()
  await fits(page, `${lang} camera page without a camera`)
  await page.goto(`${url}#/camera/round`)
  await expect(page.locator('h1')).toBeVisible()
  await fits(page, `${lang} camera round without a set-up`)
}

/** The wizard's first step, or (`whole`) every step: crop, empty table, animals, card, length, result. */
async function wizard(page: Page, url: string, lang: string, whole: boolean): Promise<void> {
  await page.goto(`${url}#/camera`)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  const step = page.locator('h2').last()
  const next = page.locator('button.primary')
  await expect(next).toBeEnabled({ timeout: 20_000 })
  await fits(page, `${lang} wizard: crop`)
  if (!whole) return
  for (const name of ['empty table', 'animals', 'card']) {
    const before = await step.innerText()
    await next.click()
    await expect(step).not.toHaveText(before, { timeout: 30_000 })
    await fits(page, `${lang} wizard: ${name}`)
  }
  await next.click()
  // The card's length: two ends by keyboard (x of each end; the y fields stay 0).
  const ends = page.locator('.row input[type="number"]')
  await expect(ends).toHaveCount(4, { timeout: 30_000 })
  await ends.nth(0).fill('100')
  await ends.nth(2).fill('200')
  await fits(page, `${lang} wizard: card length`)
  await next.click()
  // The video shows no empty table: calibrated or refused, either result must fit.
  const alerts = page.getByRole('alert')
  await expect
    .poll(async () => (await alerts.count()) > 0 || (await ends.count()) === 0, { timeout: 30_000 })
    .toBe(true)
  await fits(page, `${lang} wizard: result`)
}

test.describe('Camera screens in other languages', () => {
  const app = serverPerTest()
  let browser: Browser | null = null
  test.afterEach(async () => {
    await browser?.close()
    browser = null
  })

  test('German and the pseudo-locale fit the camera pages and the wizard at 1024x700', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(150_000)
    makeFixture(SEED)
    await page.setViewportSize(SIZE)
    await callApi(app.url, 'settings.set', { language: 'de' })
    await noCamera(page, app.url, 'de')
    await pseudo(page, app.url)
    await noCamera(page, app.url, 'en-XA')

    // Each fake-camera video is a launch flag, so the wizard gets its own Chromium (as in camera.spec.ts).
    browser = await playwright.chromium.launch({
      ...config.use?.launchOptions,
      args: [
        ...(config.use?.launchOptions?.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${videoPath(SEED)}`,
      ],
    })
    const de = await browser.newPage({ viewport: SIZE })
    await wizard(de, app.url, 'de', false)
    await de.close()
    // The longest language walks the whole wizard.
    const xa = await browser.newPage({ viewport: SIZE })
    await pseudo(xa, app.url)
    await wizard(xa, app.url, 'en-XA', true)
  })
})
