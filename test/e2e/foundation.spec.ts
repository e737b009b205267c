import { expect, test } from '@playwright/test'
import { serverPerTest } from './web-app'

test.describe('app foundation in web mode', () => {
  const app = serverPerTest()

  test('create, rename and archive a player; the change survives a server restart', async ({ page }) => {
    await page.goto(app.url)
    await expect(page.getByRole('heading', { name: 'What shall we play?' })).toBeVisible()
    await page.getByRole('link', { name: 'Players' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Grandma')
    await page.getByRole('button', { name: 'Add player' }).click()
    await expect(page.locator('[data-player="Grandma"]')).toBeVisible()

    // A duplicate name (other case, extra spaces) is refused with a clear message.
    await page.getByLabel('Name', { exact: true }).fill('  grandma ')
    await page.getByRole('button', { name: 'Add player' }).click()
    await expect(page.getByRole('alert')).toContainText('already a player called Grandma')

    await page.getByRole('button', { name: 'Rename Grandma' }).click()
    await page.getByLabel('New name for Grandma').fill('Nana')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('[data-player="Nana"]')).toBeVisible()

    await page.getByLabel('Name', { exact: true }).fill('Uncle Bob')
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-player="Uncle Bob"]')).toBeVisible()
    await page.getByRole('button', { name: 'Archive Uncle Bob' }).click()
    await expect(page.locator('[data-player="Uncle Bob"]')).toHaveCount(0)

    await app.stop()
    await app.start()
    await page.goto(app.url + '#/players')
    await expect(page.locator('[data-player="Nana"]')).toBeVisible()
    await expect(page.locator('[data-player="Uncle Bob"]')).toHaveCount(0)
    await page.getByLabel('Show archived players').check()
    await expect(page.locator('[data-player="Uncle Bob"]')).toContainText('archived')
    await page.getByRole('button', { name: 'Unarchive Uncle Bob' }).click()
    await page.getByLabel('Show archived players').uncheck()
    await expect(page.locator('[data-player="Uncle Bob"]')).toBeVisible()
  })

  // The list shows a new player from the server's pushed event, before the Add call itself returns. A
  // name typed in between is the next player's and must not be wiped when the call returns.
  test('a name typed while the previous Add is still returning stays in the field', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    const creating = new Set<number>()
    await page.routeWebSocket(/\/api$/, (ws) => {
      const server = ws.connectToServer()
      ws.onMessage((m) => {
        const msg = JSON.parse(String(m)) as { id?: number; method?: string }
        if (msg.method === 'players.create' && msg.id !== undefined) creating.add(msg.id)
        server.send(m)
      })
      server.onMessage((m) => {
        const msg = JSON.parse(String(m)) as { type?: string; id?: number }
        if (msg.type !== 'event' && msg.id !== undefined && creating.has(msg.id))
          void held.then(() => ws.send(m))
        else ws.send(m)
      })
    })
    await page.goto(app.url + '#/players')
    const name = page.getByLabel('Name', { exact: true })
    await name.fill('Grandma')
    await page.getByRole('button', { name: 'Add player' }).click()
    await expect(page.locator('[data-player="Grandma"]')).toBeVisible()
    await name.fill('Uncle Bob')
    release()
    await expect.poll(() => creating.size).toBe(1)
    // Let the held answer arrive and the page handle it, then the field must still hold the new name.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)))
    await expect(name).toHaveValue('Uncle Bob')
    await page.getByRole('button', { name: 'Add player' }).click()
    await expect(page.locator('[data-player="Uncle Bob"]')).toBeVisible()
    await expect(name).toHaveValue('')
  })

  test('switch theme; the choice is kept', async ({ page }) => {
    await page.goto(app.url + '#/settings')
    await page.getByLabel('Dark').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(bg).toBe('rgb(28, 24, 21)')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.getByLabel('Light').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('keyboard only: reach Players from the header and add a player', async ({ page }) => {
    await page.goto(app.url)
    await expect(page.getByRole('heading', { name: 'What shall we play?' })).toBeVisible()
    const players = page.getByRole('link', { name: 'Players' })
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      if (await players.evaluate((el) => el === document.activeElement)) break
    }
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible()
    await page.keyboard.press('Tab')
    await page.getByLabel('Name', { exact: true }).focus()
    await page.keyboard.type('Keyboard Kid')
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-player="Keyboard Kid"]')).toBeVisible()
  })

  test('About shows the version and the database path', async ({ page }) => {
    await page.goto(app.url + '#/about')
    await expect(page.getByTestId('version')).toHaveText(/\d+\.\d+\.\d+/)
    await expect(page.getByTestId('db-path')).toContainText('db.sqlite')
  })
})
