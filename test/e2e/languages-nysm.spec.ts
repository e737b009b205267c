import { expect, test, type Page } from '@playwright/test'
import { appLedRound } from './nysm-round'
import { overflowing } from './overflow'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue 23: the Now you see me table (virtual table and the companion room) fits a 1024x700 window
 * in German and in the pseudo-locale (accented, 40% longer than English): no text wider than its box.
 */
test.describe('Now you see me in other languages', () => {
  const app = serverPerTest()

  async function fits(page: Page, what: string): Promise<void> {
    expect(await overflowing(page), what).toEqual([])
  }

  /** One app-led round for one person playing with two bots, checked at each phase they see, then the room. */
  async function round(page: Page, lang: string, ids: string[]): Promise<void> {
    await appLedRound(page, app.url, ids[0] ?? '', async (phase) => {
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await fits(page, `${lang} ${phase}`)
    })

    const room = await callApi<{ sessionId: string }>(app.url, 'games.start', {
      game: 'now-you-see-me',
      seats: ids.map((playerId) => ({ kind: 'human', playerId })),
      rules: { physical: true, lookMs: 3000, wrongCountChance: 0, revealMs: 0 },
    })
    await page.goto(`${app.url}#/game/${room.sessionId}`)
    await expect(page.getByTestId('room-word')).toBeVisible()
    await fits(page, `${lang} companion`)
  }

  test('German and the pseudo-locale fit the table and the room at 1024x700', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1024, height: 700 })
    const ids: string[] = []
    for (const name of ['Annemarie-Louise', 'Bartholomew', 'Cy'])
      ids.push((await callApi<{ id: string }>(app.url, 'players.create', { name })).id)

    await callApi(app.url, 'settings.set', { language: 'de' })
    await round(page, 'de', ids)

    // The pseudo-locale is a developer flag in the page, not a setting.
    await page.evaluate(() => localStorage.setItem('tc.locale', 'en-XA'))
    await page.reload()
    await round(page, 'en-XA', ids)
  })
})
