import { expect, test, type Page } from '@playwright/test'
import { overflowing } from './overflow'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue 23: every language, and the pseudo-locale (accented, 40% longer than English), fits the
 * non-game screens of a 1024x700 window: no button, label, heading or cell is too narrow for its text.
 */
const SCREENS = ['', 'players', 'settings', 'scores', 'history'] as const

async function visitAll(page: Page, url: string, lang: string): Promise<void> {
  for (const screen of SCREENS) {
    await page.goto(`${url}#/${screen}`)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    expect(await overflowing(page), `${lang} #/${screen}`).toEqual([])
    if (process.env['SHOTS'])
      await page.screenshot({ path: `/tmp/i18n-shots/shot-${lang}-${screen || 'home'}.png`, fullPage: true })
  }
}

test.describe('Languages', () => {
  const app = serverPerTest()

  test('German, Spanish, French and the pseudo-locale fit every screen at 1024x700', async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1024, height: 700 })
    // Something on every screen: players with long names, a logged game in the scores and history.
    const ids: string[] = []
    for (const name of ['Annemarie-Louise', 'Bartholomew'])
      ids.push((await callApi<{ id: string }>(app.url, 'players.create', { name })).id)
    await callApi(app.url, 'scores.log', {
      game: 'sneak-peek',
      playedOn: '2024-06-01',
      seats: ids.map((playerId, i) => ({ playerId, score: 9 * (2 - i) })),
    })

    await page.goto(`${app.url}#/settings`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // The screen is drawn (its main area there to take the button) before the check's own test.
    await expect(page.locator('main h1')).toBeVisible()
    // The check sees a label too long for its button.
    await page.evaluate(() => {
      const b = document.createElement('button')
      b.id = 'too-long'
      b.style.cssText = 'width: 40px; white-space: nowrap; overflow: hidden'
      b.textContent = 'Einstellungsmöglichkeiten'
      document.querySelector('main')?.append(b)
    })
    expect(await overflowing(page)).toEqual([expect.stringContaining('Einstellungsmöglichkeiten')])
    await page.evaluate(() => document.getElementById('too-long')?.remove())
    for (const [code, heading] of [
      ['de', 'Einstellungen'],
      ['es', 'Ajustes'],
      ['fr', 'Réglages'],
    ] as const) {
      // The picker changes the language at once and the setting survives a reload.
      await page.getByTestId('language').selectOption(code)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await visitAll(page, app.url, code)
      await page.goto(`${app.url}#/settings`)
    }

    // The pseudo-locale is a developer flag in the page, not a setting.
    await page.evaluate(() => localStorage.setItem('tc.locale', 'en-XA'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦/)
    await visitAll(page, app.url, 'en-XA')
  })
})
