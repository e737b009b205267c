import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { callApi, serverPerTest } from './web-app'

/**
 * A damaged score database (issue 21): the app starts with a fresh one, and its notice names and
 * offers the newest good backup; one click restores it and the players are back.
 */
test.describe('a damaged score database', () => {
  const app = serverPerTest()

  test('the notice offers the newest good backup and restores it', async ({ page }) => {
    await callApi(app.url, 'players.create', { name: 'Ann' })
    const backup = await callApi<{ name: string }>(app.url, 'backups.create')
    await app.stop()
    fs.writeFileSync(app.dbPath, Buffer.alloc(8192, 0x5a)) // the file is garbage now
    for (const s of ['-wal', '-shm']) fs.rmSync(app.dbPath + s, { force: true })
    await app.start()

    await page.goto(app.url)
    const notice = page.getByRole('alert').filter({ hasText: 'damaged' })
    await expect(notice).toContainText(backup.name)
    await notice.getByRole('button', { name: `Restore ${backup.name}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toContainText(backup.name)
    await expect(notice).toBeHidden()
    await page.getByRole('link', { name: 'Players' }).click()
    await expect(page.getByText('Ann', { exact: true })).toBeVisible()
  })
})
