import { expect, test, type Page } from '@playwright/test'
import type { GameSummary } from '../../src/shared/api'
import { playSHead, step } from './s-head-player'
import { WebApp, serverPerTest, callApi } from './web-app'

/** Calls the app's API of the page's server. */
const call = <T>(page: Page, method: string, params?: unknown): Promise<T> =>
  callApi<T>(page.url(), method, params)

const table = (page: Page) => page.getByTestId('s-head-table')

async function setUp(page: Page, app: WebApp, animationSpeed: 'off' | 'fast'): Promise<void> {
  await page.goto(app.url)
  await call(page, 'settings.set', { botPace: 'fast', animationSpeed })
  await call(page, 'players.create', { name: 'Ann' })
  await page.getByRole('button', { name: 'Play S-head' }).click()
  await expect(page.getByLabel('Seat 1', { exact: true })).toHaveValue(/^p:/)
  await page.getByLabel('Seat 2', { exact: true }).selectOption('b:hard')
  await page.getByRole('button', { name: 'Add a seat' }).click()
  await page.getByRole('button', { name: 'Add a seat' }).click()
  await page.getByLabel('Seat 4', { exact: true }).selectOption('b:easy')
  await page.getByRole('radio', { name: /^Popular house rules/ }).check()
  await expect(page.getByRole('checkbox', { name: /^10 burns the pile/ })).toBeChecked()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(table(page)).toBeVisible()
}

test.describe('S-head in web mode', () => {
  const app = serverPerTest()

  test('one person against three computers plays to the end; the result is kept', async ({ page }) => {
    // A whole game takes a few hundred moves; without animations the machine's time goes to play.
    test.setTimeout(300_000)
    await setUp(page, app, 'off')
    // Any deal ends: the player picks up only when nothing else is legal, and fails saying how far
    // the game got (a CI run once hit the 5 min timeout with a 20-card hand and said nothing more).
    const played = await playSHead(page)
    console.log(
      `[s-head] ${played.moves} moves, ${played.pickups} pick-ups, hand up to ${played.maxHand}, ${played.ms} ms`,
    )
    const end = page.getByTestId('end-screen')
    await expect(end).toBeVisible()
    await expect(end.getByText('The S-head:')).toBeVisible()
    await expect(end.locator('.places li')).toHaveCount(4)
    await expect(page.getByRole('log')).not.toBeEmpty()

    const games = await call<GameSummary[]>(page, 'games.list', { status: 'finished' })
    const game = games.find((g) => g.game === 's-head')
    expect(game).toBeDefined()
    const ann = game?.seats.find((s) => s.name === 'Ann')
    expect(ann?.place).toBeGreaterThanOrEqual(1)
    expect(ann?.winner).toBe(ann?.place === 1)
    expect(game?.seats.filter((s) => s.winner)).toHaveLength(1)
    expect(new Set(game?.seats.map((s) => s.place))).toEqual(new Set([1, 2, 3, 4]))
  })

  test('a game killed mid-play resumes at the same position', async ({ page }) => {
    await setUp(page, app, 'fast')
    // Keyboard swap: from the first hand card, Left reaches the last face-up card; Space chooses it,
    // Right and Space choose the hand card, and the two change places.
    // (Wait for the computers to be ready first, so no move of theirs races the swap.)
    await expect(page.locator('[data-seat][aria-label$="Ready"]')).toHaveCount(3)
    const firstHand = page.getByTestId('my-hand').locator('button').first()
    const handCard = await firstHand.getAttribute('data-card')
    await firstHand.focus()
    await page.keyboard.press('ArrowLeft')
    const faceUp = page.locator('button:focus')
    await expect(faceUp).toHaveAttribute('aria-label', /face up on the table$/)
    const upCard = await faceUp.getAttribute('data-card')
    await page.keyboard.press('Space')
    await expect(page.locator(`button[data-card="${upCard}"]`)).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('my-hand').locator(`[data-card="${upCard}"]`)).toBeVisible()
    await expect(page.getByTestId('my-hand').locator(`[data-card="${handCard}"]`)).toHaveCount(0)
    let moves = 0
    for (let i = 0; i < 500 && moves < 4; i++) {
      if (await step(page)) moves++
      else await page.waitForTimeout(40)
    }
    // Wait until it is the human's turn again: the computers then wait, so the position is still.
    await expect(table(page)).toHaveAttribute('data-act', /^(play|pickup|blind)$/)
    const hand = await page
      .getByTestId('my-hand')
      .locator('[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))
    const top = await page.getByTestId('pile').getAttribute('data-top')
    expect(hand.length + (top ? 1 : 0)).toBeGreaterThan(0)

    await app.stop('SIGKILL')
    await app.start()
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Resume' }).click()
    await expect(table(page)).toBeVisible()
    await expect(page.getByTestId('pile')).toHaveAttribute('data-top', top ?? '')
    const after = await page
      .getByTestId('my-hand')
      .locator('[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))
    expect(after).toEqual(hand)
  })

  test('after a lost connection the table catches up by itself and the computers play on', async ({
    page,
  }) => {
    await setUp(page, app, 'fast')
    // Slow computers, so the server can be killed while they still have moves to make.
    await call(page, 'settings.set', { botPace: 'slow' })
    for (let i = 0; i < 500; i++) {
      const what = await table(page).getAttribute('data-act')
      if (what !== 'ready' && what !== 'wait') break
      if (!(await step(page))) await page.waitForTimeout(40)
    }
    // Play until a move hands the turn to the computers. A burn (a 10, or four of a rank) gives the
    // person another turn, so one move is not always enough (a clean-clone CI run met exactly that).
    let seq = -1
    for (let moves = 0; moves < 20; moves++) {
      await expect(table(page)).toHaveAttribute('data-act', /^(play|pickup|blind)$/)
      seq = Number(await table(page).getAttribute('data-seq'))
      expect(await step(page)).toBe(true)
      if ((await table(page).getAttribute('data-act')) === 'wait') break
    }
    // The computers are thinking: the server dies, and comes back on the same address.
    await expect(table(page)).toHaveAttribute('data-act', 'wait')
    const port = new URL(app.url).port
    await app.stop('SIGKILL')
    await app.start(['--port', port])
    // No reload: the page reconnects, reads the table again, and the computers' turns follow.
    await expect(table(page)).toHaveAttribute('data-act', /^(play|pickup|blind|over)$/, { timeout: 30_000 })
    expect(Number(await table(page).getAttribute('data-seq'))).toBeGreaterThan(seq + 1)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
