import { expect, test } from '@playwright/test'
import type { GameSnapshot, GameSummary } from '../../src/shared/api'
import { callApi, serverPerTest } from './web-app'

/** Issue 22: quick play, abandon with confirm and undo, and the celebration with Play again. */
test.describe('Quick play and endings in web mode', () => {
  const app = serverPerTest()
  const active = (): Promise<GameSummary[]> =>
    callApi<GameSummary[]>(app.url, 'games.list', { status: 'active' })

  test('Play now seats "Me" against computers in one click; abandon asks, then Undo brings it back', async ({
    page,
  }) => {
    await callApi(app.url, 'settings.set', { animationSpeed: 'off' })
    await page.goto(app.url)
    // A new user: no players yet, so the page points to the Players screen.
    await expect(page.getByTestId('first-run-hint')).toContainText('add your family')

    await page.getByRole('button', { name: 'Play now: S-head' }).click()
    await expect(page.getByTestId('s-head-table')).toBeVisible()
    const [game] = await active()
    expect(game?.game).toBe('s-head')
    expect(game?.seats.map((s) => (s.kind === 'human' ? s.name : s.level))).toEqual([
      'Me',
      'medium',
      'medium',
    ])
    await expect(page.getByRole('region', { name: /Me's hand|Your hand/ })).toBeVisible()

    // Abandon from the table: asked first; "No" keeps the game.
    await page.getByRole('button', { name: 'Abandon', exact: true }).click()
    await page.getByRole('button', { name: 'No, keep it' }).click()
    await expect(page.getByTestId('s-head-table')).toBeVisible()
    expect(await active()).toHaveLength(1)

    await page.getByRole('button', { name: 'Abandon', exact: true }).click()
    await page.getByRole('button', { name: 'Yes, abandon' }).click()
    await expect(page.getByRole('heading', { name: 'What shall we play?' })).toBeVisible()
    expect(await active()).toHaveLength(0)
    const toast = page.getByTestId('undo-toast')
    await expect(toast).toContainText('Abandoned the S-head game.')
    await toast.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByTestId('s-head-table')).toBeVisible()
    expect((await active()).map((g) => g.id)).toEqual([game?.id])

    // From the unfinished games on Home too, and the line-up stays remembered by the set-up.
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Abandon the S-head game' }).click()
    await page.getByRole('button', { name: 'Yes, abandon' }).click()
    await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0)
    await page.getByTestId('undo-toast').getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(1)

    // Only "Me" so far: the hint still points to the Players screen, where "Me" is marked as the
    // person at this screen.
    await page.getByTestId('first-run-hint').getByRole('link', { name: 'add your family' }).click()
    await expect(page.locator('[data-player="Me"]')).toContainText('you on this screen')
  })

  test('the set-up remembers the last line-up and rules for the game', async ({ page }) => {
    await callApi(app.url, 'players.create', { name: 'Ann' })
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Play S-head: choose players' }).click()
    await page.getByLabel('Seat 2', { exact: true }).selectOption('b:hard')
    await page.getByRole('radio', { name: /^Popular house rules/ }).check()
    await page.getByRole('button', { name: 'Start the game' }).click()
    await expect(page.getByTestId('s-head-table')).toBeVisible()

    await page.goto(app.url + '#/play/s-head')
    await expect(page.getByLabel('Seat 2', { exact: true })).toHaveValue('b:hard')
    await expect(page.getByRole('radio', { name: /^Popular house rules/ })).toBeChecked()
  })

  test('a finished game celebrates the winner; Play again starts one with the same line-up', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await callApi(app.url, 'settings.set', { botPace: 'fast', animationSpeed: 'off' })
    const first = await callApi<GameSnapshot>(app.url, 'games.start', {
      game: 's-head',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'hard' },
      ],
    })
    await expect
      .poll(
        async () =>
          (await callApi<GameSummary[]>(app.url, 'games.list', { status: 'finished' })).some(
            (g) => g.id === first.sessionId,
          ),
        { timeout: 150_000 },
      )
      .toBe(true)

    await page.goto(`${app.url}#/game/${first.sessionId}`)
    const end = page.getByTestId('end-screen')
    await expect(end.getByRole('heading', { name: 'Game over!' })).toBeVisible()
    await expect(end.getByTestId('winners')).toContainText(/wins!/)
    await expect(end.getByText('The S-head:')).toBeVisible()
    // Animations off: no confetti moves.
    await expect(end.locator('.confetti')).toHaveCount(0)

    await end.getByRole('button', { name: 'Play again' }).click()
    await expect(page).not.toHaveURL(new RegExp(first.sessionId))
    const [again] = await active()
    expect(again?.game).toBe('s-head')
    expect(again?.seats.map((s) => s.level)).toEqual(['easy', 'hard'])
    await expect(page.getByTestId('end-screen')).toHaveCount(0)
  })

  test('the camera screen without a camera says what to connect and shows no crop step', async ({ page }) => {
    await page.goto(app.url + '#/camera')
    const none = page.getByTestId('no-camera')
    await expect(none).toContainText('USB webcam')
    await expect(none).toContainText('allow it to use the camera')
    await expect(page.getByText('Drag a rectangle')).toHaveCount(0)
  })
})
