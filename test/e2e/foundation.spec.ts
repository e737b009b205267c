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
