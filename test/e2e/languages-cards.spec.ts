import { expect, test } from '@playwright/test'
import { overflowing } from './overflow'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue 23: the card games' set-up and tables fit a 1024x700 window in German (long words) and in
 * the pseudo-locale (English ~40% longer): no button, label or line is too narrow for its text.
 */
test.describe('Languages at the card tables', () => {
  const app = serverPerTest()

  test('German and the pseudo-locale fit the card games’ set-up and tables at 1024x700', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1024, height: 700 })
    const ann = await callApi<{ id: string }>(app.url, 'players.create', { name: 'Annemarie-Louise' })
    const sessions: string[] = []
    for (const game of ['s-head', 'sneak-peek', 'sleek-seek'] as const) {
      const snap = await callApi<{ sessionId: string }>(app.url, 'games.start', {
        game,
        seats: [
          { kind: 'human', playerId: ann.id },
          { kind: 'bot', level: 'easy' },
        ],
      })
      sessions.push(snap.sessionId)
    }

    const visit = async (lang: string): Promise<void> => {
      for (const game of ['s-head', 'sneak-peek', 'sleek-seek']) {
        await page.goto(`${app.url}#/play/${game}`)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h2#seats-h')).toBeVisible()
        expect(await overflowing(page), `${lang} set-up of ${game}`).toEqual([])
      }
      for (const id of sessions) {
        await page.goto(`${app.url}#/game/${id}`)
        await expect(page.getByTestId('table-frame')).toBeVisible()
        // The table has drawn its first status line.
        await expect(page.locator('[data-testid="turn"], [data-testid="status"]').first()).not.toBeEmpty()
        expect(await overflowing(page), `${lang} table ${id}`).toEqual([])
      }
    }

    await page.goto(`${app.url}#/settings`)
    await page.getByTestId('language').selectOption('de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await visit('de')

    await page.evaluate(() => localStorage.setItem('tc.locale', 'en-XA'))
    await page.reload()
    await visit('en-XA')
  })
})
