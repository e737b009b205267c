import { expect, test, type Page } from '@playwright/test'
import { overflowing } from './overflow'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue 23: the rules pages and the guided first games fit a 1024x700 window in German (the
 * longest words) and in the pseudo-locale (40% longer than English): no text overflows its box.
 */
const PAGES = ['rules/s-head', 'rules/sneak-peek', 'rules/now-you-see-me', 'learn/s-head', 'learn/sneak-peek']

async function visitAll(page: Page, url: string, lang: string): Promise<void> {
  for (const path of PAGES) {
    await page.goto(`${url}#/${path}`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('h1')).toBeVisible()
    expect(await overflowing(page), `${lang} #/${path}`).toEqual([])
  }
}

test.describe('Languages: rules and guides', () => {
  const app = serverPerTest()

  test('German and the pseudo-locale fit the rules pages and guides at 1024x700', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1024, height: 700 })
    await callApi(app.url, 'settings.set', { language: 'de', animationSpeed: 'off' })
    await page.goto(`${app.url}#/rules/s-head`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('So spielt man S-head')
    await visitAll(page, app.url, 'de')
    // The guide's bubble speaks German too.
    await expect(page.getByTestId('guide-bubble')).toContainText('Schritt 1 von')

    // The pseudo-locale is a developer flag in the page, not a setting.
    await page.evaluate(() => localStorage.setItem('tc.locale', 'en-XA'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦/)
    await visitAll(page, app.url, 'en-XA')
  })
})
