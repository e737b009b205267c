import { expect, test, type Page } from '@playwright/test'
import { callApi, serverPerTest } from './web-app'

/** Calls the app's API of the page's server. */
const call = <T>(page: Page, method: string, params?: unknown): Promise<T> =>
  callApi<T>(page.url(), method, params)

/** How far the page itself scrolls down (0 when everything fits the window). */
const pageScroll = (page: Page): Promise<number> =>
  page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - innerHeight)

/** The layout width of an element: unlike its bounding box, not changed by a deal animation. */
const layoutWidth = (page: Page, selector: string): Promise<number> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => (el as HTMLElement).offsetWidth)

test.describe('Layout on small and big screens', () => {
  const app = serverPerTest()

  test('Now you see me fits a 1024x700 window: set-up, table and the Lead by hand', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 1024, height: 700 })
    await page.goto(app.url)
    // A long look, so the table is measured while it is shown.
    await call(page, 'settings.set', { lookSeconds: 60, botPace: 'fast' })
    const ids: string[] = []
    for (const name of ['Ann', 'Ben', 'Cleo'])
      ids.push((await call<{ id: string }>(page, 'players.create', { name })).id)

    // The set-up with all 8 seats: the seats scroll inside their panel, Start stays in view.
    await page.goto(app.url + '#/play/now-you-see-me')
    await page.getByLabel('Seat 1', { exact: true }).selectOption({ label: 'Ann' })
    await page.getByLabel('Seat 2', { exact: true }).selectOption({ label: 'Ben' })
    const add = page.getByRole('button', { name: 'Add a seat' })
    for (let i = 3; i <= 8; i++) await add.click()
    await page.getByLabel('Seat 3', { exact: true }).selectOption({ label: 'Cleo' })
    await expect(add).toBeHidden()
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)
    await expect(page.getByRole('button', { name: 'Start the game' })).toBeInViewport({ ratio: 1 })
    await expect(page.getByLabel(/The Lead player by hand/)).toBeInViewport({ ratio: 1 })
    await expect(page.getByLabel('Show the answers for')).toBeInViewport({ ratio: 1 })
    const seat8 = page.getByLabel('Seat 8', { exact: true })
    await seat8.scrollIntoViewIfNeeded()
    await expect(seat8).toBeInViewport({ ratio: 1 })
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)

    // The table with 8 players while they look: the whole board and the controls in view.
    await page.getByRole('button', { name: 'Start the game' }).click()
    await expect(page.getByRole('timer')).toBeVisible()
    await expect(page.getByTestId('headline')).toHaveText('Look carefully!')
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)
    await expect(page.locator('svg.board')).toBeInViewport({ ratio: 1 })
    await expect(page.getByTestId('look-wait')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Wrong count! (Cleo)' })).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('link', { name: 'Leave (the game is saved)' })).toBeInViewport({ ratio: 1 })

    // The answers of 3 guessers (the computers answer one after the other): the side column scrolls
    // inside itself and "Next round" stays in view.
    const bots = Array.from({ length: 3 }, () => ({ kind: 'bot', level: 'easy' }))
    const answers = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'now-you-see-me',
      seats: [{ kind: 'human', playerId: ids[0] }, ...bots],
      rules: { appLeads: true, lookMs: 0, actMs: 0, revealMs: 0, wrongCountChance: 0 },
    })
    await page.goto(app.url + `#/game/${answers.sessionId}`)
    await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 20_000 })
    expect(await page.locator('.side').evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)
    await expect(page.locator('svg.board')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Next round' })).toBeInViewport({ ratio: 1 })
    // Even 100px shorter, where the answers alone fill the column, "Next round" stays in view.
    await page.setViewportSize({ width: 1024, height: 600 })
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)
    await expect(page.getByRole('button', { name: 'Next round' })).toBeInViewport({ ratio: 1 })
    await page.setViewportSize({ width: 1024, height: 700 })

    // The Lead by hand: board, box, card and "Done" in view together.
    const snap = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'now-you-see-me',
      seats: [
        { kind: 'human', playerId: ids[0] },
        { kind: 'bot', level: 'easy' },
      ],
      rules: { appLeads: false, lookMs: 2000, revealMs: 0, wrongCountChance: 0 },
    })
    await page.goto(app.url + `#/game/${snap.sessionId}`)
    await page.getByRole('button', { name: 'Drop the animals!' }).click()
    // The look cannot be cut short (RULES-NOTES: The look): the 2-second timer closes the eyes.
    await expect(page.locator('[data-card-kind]')).toBeVisible()
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)
    await expect(page.locator('svg.board')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Done: open your eyes!' })).toBeInViewport({ ratio: 1 })
    // Every button of the Lead's desk is a finger-sized target (44 px tall).
    const short = await page
      .locator('.nysm button')
      .evaluateAll((els) =>
        els.filter((el) => el.getBoundingClientRect().height < 43.5).map((el) => el.textContent?.trim()),
      )
    expect(short).toEqual([])
  })

  test('S-head cards grow with the window from 1024x700 to 4K, where their size stops', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await page.goto(app.url)
    await call(page, 'settings.set', { animationSpeed: 'off' })
    const ann = await call<{ id: string }>(page, 'players.create', { name: 'Ann' })
    const snap = await call<{ sessionId: string }>(page, 'games.start', {
      game: 's-head',
      seats: [
        { kind: 'human', playerId: ann.id },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
      rules: {},
    })
    await page.goto(app.url + `#/game/${snap.sessionId}`)
    const handCard = '[data-testid="my-hand"] .card'
    await expect(page.locator(handCard).first()).toBeVisible()

    // 1024x700: the table's frame sizes the cards (about 100px); nothing scrolls.
    const small = await layoutWidth(page, handCard)
    expect(small).toBeGreaterThanOrEqual(90)
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(1024)
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)

    // 3840x2160 at scale 1: the cards keep growing with the frame up to their cap (2.4rem a card
    // unit: a 343px hand card), and the table still fits the window.
    await page.setViewportSize({ width: 3840, height: 2160 })
    await expect.poll(() => layoutWidth(page, handCard)).toBeGreaterThanOrEqual(260)
    expect(await layoutWidth(page, handCard)).toBeLessThanOrEqual(360)
    expect(await layoutWidth(page, '[data-zone="mytable"] .card')).toBeGreaterThanOrEqual(200)
    expect(await layoutWidth(page, '.opponent .card')).toBeGreaterThanOrEqual(120)
    expect(await pageScroll(page)).toBeLessThanOrEqual(1)
    await expect(page.getByRole('button', { name: 'Ready' })).toBeInViewport({ ratio: 1 })
  })
})
