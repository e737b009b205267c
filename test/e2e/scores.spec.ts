import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { callApi, WebApp, serverPerTest } from './web-app'

const call = callApi

const row = (page: Page, name: string) => page.getByTestId('leaderboard').locator(`tr[data-who="${name}"]`)

test.describe('scores and history in web mode', () => {
  const app = serverPerTest()

  test('log an S-head game played with real cards and see the leaderboard change', async ({ page }) => {
    for (const name of ['Ann', 'Bob', 'Cy']) await call(app.url, 'players.create', { name })
    await page.goto(app.url)
    await page.getByRole('link', { name: 'Scores' }).click()
    await expect(page.getByText('No results yet')).toBeVisible()

    await page.getByRole('link', { name: 'Log a game' }).first().click()
    await page.getByRole('combobox', { name: 'Game' }).selectOption('sneak-peek')
    for (const name of ['Ann', 'Bob']) await page.getByLabel(name, { exact: true }).check()
    await page.getByLabel('cards for Ann').fill('4')
    await page.getByRole('button', { name: 'Save the result' }).click()
    await expect(page.getByRole('alert')).toContainText('multiple of 3')

    await page.getByRole('combobox', { name: 'Game' }).selectOption('s-head')
    await page.getByLabel('Cy', { exact: true }).check()
    // Order of going out: Ann, Bob, Cy → move Cy up: Ann, Cy, Bob (Bob is the S-head).
    await page.getByRole('button', { name: 'Move Cy up' }).click()
    await expect(page.locator('[data-order="Bob"]')).toContainText('S-head')
    await page.getByLabel('Notes (optional)').fill('Kitchen table, real cards')
    await page.getByRole('button', { name: 'Save the result' }).click()

    await expect(page.getByRole('heading', { name: 'Scores' })).toBeVisible()
    await expect(row(page, 'Ann').locator('[data-col="wins"]')).toHaveText('1')
    await expect(row(page, 'Bob').locator('[data-col="wins"]')).toHaveText('0')
    await page.getByRole('tab', { name: 'S-head' }).click()
    await expect(row(page, 'Bob')).toContainText('3') // mean place 3

    // The history shows it; delete and undo.
    await page.getByRole('link', { name: 'History' }).click()
    await expect(page.getByText('Kitchen table, real cards')).toBeVisible()
    await page.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('0 games')).toBeVisible()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByText('Kitchen table, real cards')).toBeVisible()

    // Ann's profile: head to head against Bob.
    await page.getByRole('link', { name: 'Scores' }).click()
    await row(page, 'Ann').getByRole('link', { name: 'Ann' }).click()
    await expect(page.getByRole('heading', { name: 'Ann' })).toBeVisible()
    await expect(page.locator('[data-against="Bob"]')).toContainText('1')
    await expect(page.locator('canvas')).toBeVisible()
  })

  test('open a finished in-app game and step through its replay', async ({ page }) => {
    await call(app.url, 'settings.set', { botPace: 'fast' })
    const info = await call<{ availableGames: string[] }>(app.url, 'app.info')
    test.skip(!info.availableGames.includes('s-head'), 'S-head engine not registered')
    const snap = await call<{ sessionId: string }>(app.url, 'games.start', {
      game: 's-head',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
    })
    await expect
      .poll(
        async () =>
          (await call<{ status: string }[]>(app.url, 'games.list', { status: 'finished' })).some(
            (g) => (g as unknown as { id: string }).id === snap.sessionId,
          ),
        { timeout: 90_000 },
      )
      .toBe(true)

    await page.goto(app.url + '#/history')
    // An app game shows its time of day, so one evening's games tell apart.
    await expect(page.getByTestId('played-when').first()).toHaveText(/\d:\d\d/)
    await page.getByRole('link', { name: 'Replay' }).click()
    const step = page.getByTestId('replay-step')
    await expect(step).toHaveText(/^Move 0 of \d+$/)
    // Nobody sits at a replay's screen: the table does not speak to "you" (issue 22).
    await expect(
      page.getByText(/You are ready|Waiting for the others/).filter({ visible: true }),
    ).toHaveCount(0)
    const total = Number((await step.textContent())?.match(/of (\d+)/)?.[1])
    expect(total).toBeGreaterThan(2)
    await page.getByRole('button', { name: 'Next move' }).click()
    await expect(step).toHaveText(`Move 1 of ${total}`)
    await page.getByRole('button', { name: 'Next move' }).click()
    await expect(step).toHaveText(`Move 2 of ${total}`)
    await page.getByRole('button', { name: 'Previous move' }).click()
    await expect(step).toHaveText(`Move 1 of ${total}`)
    await page.keyboard.press('End')
    await expect(step).toHaveText(`Move ${total} of ${total}`)
    await expect(page.getByLabel(/S-head on/)).toBeVisible()
  })

  test('the replay of a game still being played shows a message, not its moves', async ({ page }) => {
    const ids: string[] = []
    for (const name of ['Ann', 'Bob'])
      ids.push((await call<{ id: string }>(app.url, 'players.create', { name })).id)
    const snap = await call<{ sessionId: string }>(app.url, 'games.start', {
      game: 's-head',
      seats: ids.map((playerId) => ({ kind: 'human', playerId })),
    })
    await page.goto(app.url + `#/replay/${snap.sessionId}`)
    await expect(page.getByTestId('replay-unfinished')).toContainText('not over yet')
    await expect(page.getByTestId('replay-step')).toHaveCount(0)
  })

  test('export, then import into a fresh database and see the same leaderboard', async ({ page }) => {
    const ids: string[] = []
    for (const name of ['Ann', 'Bob'])
      ids.push((await call<{ id: string }>(app.url, 'players.create', { name })).id)
    const [ann, bob] = ids as [string, string]
    await call(app.url, 'scores.log', {
      game: 'now-you-see-me',
      playedOn: '2024-06-01',
      seats: [
        { playerId: ann, score: 7 },
        { playerId: bob, score: 3 },
      ],
    })
    await call(app.url, 'scores.log', {
      game: 's-head',
      playedOn: '2024-06-02',
      seats: [
        { playerId: ann, place: 2 },
        { playerId: bob, place: 1 },
      ],
    })
    await page.goto(app.url + '#/scores')
    const board = page.getByTestId('leaderboard')
    await expect(row(page, 'Ann')).toBeVisible()
    const before = await board.innerText()

    await page.goto(app.url + '#/settings')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export everything (JSON)' }).click()
    const file = `${app.dir}/export.json`
    await (await downloading).saveAs(file)

    const fresh = new WebApp()
    try {
      await fresh.start()
      await page.goto(fresh.url + '#/settings')
      await page.getByLabel('Import a JSON export').setInputFiles(file)
      await expect(page.getByRole('status')).toContainText('Imported 2 games, 2 new players')
      await page.getByLabel('Import a JSON export').setInputFiles(file)
      await expect(page.getByRole('status')).toContainText('Imported 0 games, 0 new players')
      await expect(page.getByRole('status')).toContainText('2 games were already here')
      // A damaged file: the message says what is wrong in words, right under the import control.
      const bad = JSON.parse(fs.readFileSync(file, 'utf8')) as { players: { name: unknown }[] }
      if (bad.players[0]) bad.players[0].name = 123
      fs.writeFileSync(`${app.dir}/bad.json`, JSON.stringify(bad))
      await page.getByLabel('Import a JSON export').setInputFiles(`${app.dir}/bad.json`)
      const alert = page.getByRole('alert')
      await expect(alert).toHaveText("The export cannot be read: Player 1's name must be text.")
      const [importBox, alertBox, backupsBox] = await Promise.all([
        page.getByLabel('Import a JSON export').boundingBox(),
        alert.boundingBox(),
        page.getByRole('heading', { name: 'Backups' }).boundingBox(),
      ])
      expect(
        alertBox && importBox && backupsBox && alertBox.y > importBox.y && alertBox.y < backupsBox.y,
      ).toBe(true)
      await page.getByRole('link', { name: 'Scores' }).click()
      await expect(row(page, 'Ann')).toBeVisible()
      expect(await board.innerText()).toBe(before)
    } finally {
      await fresh.dispose()
    }
  })
})
