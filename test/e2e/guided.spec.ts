import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { callApi, serverPerTest } from './web-app'

/**
 * A guided first game is finished by doing only what its own bubble asks: press "Next", or press
 * the element the guide points at. Nothing of it reaches the score book.
 */
async function followGuide(page: Page): Promise<number> {
  const board = page.getByTestId('guide-board')
  const bubble = page.getByTestId('guide-bubble')
  const finish = bubble.getByRole('button', { name: 'Play a real game' })
  for (let n = 0; n < 80; n++) {
    if (await finish.isVisible()) return n
    const step = await bubble.getByText(/^Step \d+ of \d+$/).textContent()
    const next = bubble.getByRole('button', { name: 'Next' })
    if (await next.isVisible()) await next.click()
    else {
      const point = await board.getAttribute('data-point')
      expect(point, `${step} points at something to press`).toBeTruthy()
      const target = board.locator(`[data-guide="${point}"]`)
      await expect(target).toHaveAttribute('data-pointed', 'true')
      await target.click()
    }
    // Every press moves the guide on by one step.
    await expect(bubble.getByText(/^Step \d+ of \d+$/).or(finish)).not.toHaveText(step ?? '')
  }
  throw new Error('The guide did not reach its end in 80 presses.')
}

test.describe('guided first games', () => {
  const app = serverPerTest()

  async function learn(page: Page, tile: string): Promise<void> {
    await page.goto(app.url)
    await page.getByRole('link', { name: `Learn to play ${tile}: a guided first game` }).click()
    await expect(page.getByRole('heading', { name: `Learn to play ${tile}` })).toBeVisible()
  }

  async function endsWellAndSavesNothing(page: Page, game: string): Promise<void> {
    expect(await callApi<unknown[]>(app.url, 'games.list', { status: 'active' })).toEqual([])
    expect(await callApi<unknown[]>(app.url, 'games.list', { status: 'finished' })).toEqual([])
    await page.getByRole('button', { name: 'Play a real game' }).click()
    await expect(page).toHaveURL(new RegExp(`#/play/${game}$`))
  }

  test('S-head: swap, beat-or-equal, pick-up, burn and the blind phase', async ({ page }) => {
    await learn(page, 'S-head')
    const presses = await followGuide(page)
    expect(presses).toBeGreaterThanOrEqual(18)
    await endsWellAndSavesNothing(page, 's-head')
  })

  test('Sneak Peek: the three kinds of match', async ({ page }) => {
    await learn(page, 'Sneak Peek')
    await followGuide(page)
    await endsWellAndSavesNothing(page, 'sneak-peek')
  })

  test('Sleek Seek: call “Seek!” on each kind of match', async ({ page }) => {
    await learn(page, 'Sleek Seek')
    await followGuide(page)
    await endsWellAndSavesNothing(page, 'sleek-seek')
  })

  test('Now you see me: add, remove, move and swap, by keyboard', async ({ page }) => {
    await learn(page, '1, 2, 3! Now you see me')
    // Keyboard only: after each step the focus is on what the guide asks for, Next or the pointed card.
    const bubble = page.getByTestId('guide-bubble')
    await bubble.getByRole('button', { name: 'Next' }).focus()
    for (
      let n = 0;
      n < 40 && !(await bubble.getByRole('button', { name: 'Play a real game' }).isVisible());
      n++
    ) {
      const point = await page.getByTestId('guide-board').getAttribute('data-point')
      const next = bubble.getByRole('button', { name: 'Next' })
      const focused = (await next.isVisible())
        ? next
        : page.getByTestId('guide-board').locator(`[data-guide="${point}"]`)
      await expect(focused).toBeFocused()
      await page.keyboard.press('Enter')
    }
    await expect(page.getByTestId('guide-animals')).toHaveAttribute('data-phase', 'reveal')
    await endsWellAndSavesNothing(page, 'now-you-see-me')
  })
})

test.describe('rules pages', () => {
  const app = serverPerTest()

  test('each game tile opens its rules, with pictures, and the rules lead to the guided game', async ({
    page,
  }) => {
    const pages: [string, string, RegExp][] = [
      ['S-head', 's-head', /Four cards of the same rank/],
      ['Sneak Peek', 'sneak-peek', /Three kinds of match/],
      ['Sleek Seek', 'sleek-seek', /Sleek Seek: speed/],
      ['1, 2, 3! Now you see me', 'now-you-see-me', /The four actions/],
    ]
    for (const [title, id, text] of pages) {
      await page.goto(app.url)
      await page.getByRole('link', { name: `Rules of ${title}` }).click()
      await expect(page.getByRole('heading', { name: `How to play ${title}` })).toBeVisible()
      await expect(page.getByText(text).first()).toBeVisible()
      expect(await page.locator('figure [role="img"]').count()).toBeGreaterThanOrEqual(3)
      await page.getByRole('link', { name: 'Learn to play: a guided first game' }).click()
      await expect(page).toHaveURL(new RegExp(`#/learn/${id}$`))
    }
  })

  test('the Rules button in a game opens the rules over the table and the game carries on', async ({
    page,
  }) => {
    const ann = await callApi<{ id: string }>(app.url, 'players.create', { name: 'Ann' })
    const game = await callApi<{ sessionId: string }>(app.url, 'games.start', {
      game: 's-head',
      seats: [
        { kind: 'human', playerId: ann.id },
        { kind: 'bot', level: 'easy' },
      ],
    })
    await page.goto(`${app.url}#/game/${game.sessionId}`)
    await expect(page.getByTestId('s-head-table')).toBeVisible()
    await page.getByRole('button', { name: 'Rules', exact: true }).click()
    const dialog = page.getByTestId('rules-dialog')
    await expect(dialog.getByRole('heading', { name: 'How to play S-head' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Back to the game' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`#/game/${game.sessionId}$`))
    await expect(page.getByTestId('s-head-table')).toBeVisible()
  })

  test('the table behind the Rules dialog waits: its keys do nothing while the rules are open (issue #22)', async ({
    page,
  }) => {
    const ada = await callApi<{ id: string }>(app.url, 'players.create', { name: 'Ada' })
    const game = await callApi<{ sessionId: string }>(app.url, 'games.start', {
      game: 'sneak-peek',
      seats: [
        { kind: 'human', playerId: ada.id },
        { kind: 'bot', level: 'easy' },
      ],
    })
    await page.goto(`${app.url}#/game/${game.sessionId}`)
    await expect(page.locator('[data-slot="63"]')).toBeVisible()
    const opener = page.getByRole('button', { name: 'Rules', exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('rules-dialog')
    await expect(dialog.getByRole('heading', { name: 'How to play Sneak Peek' })).toBeVisible()
    // P turns a card over at the table; with the rules open it must do nothing.
    await page.keyboard.press('p')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(page.locator('[data-state="faceUp"]')).toHaveCount(0)
    await page.keyboard.press('p')
    await expect(page.locator('[data-state="faceUp"]')).toHaveCount(1)
  })

  test('rules pages and guides have no serious or critical accessibility problems, light or dark', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    // Every page once; the rules in the light theme and the guides in the dark one, to keep the run short.
    for (const game of ['s-head', 'sneak-peek', 'sleek-seek', 'now-you-see-me']) {
      for (const [path, colorScheme] of [
        [`rules/${game}`, 'light'],
        [`learn/${game}`, 'dark'],
      ] as const) {
        await page.emulateMedia({ colorScheme })
        await page.goto(`${app.url}#/${path}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const { violations } = await new AxeBuilder({ page }).analyze()
        for (const v of violations) {
          if (v.impact === 'serious' || v.impact === 'critical')
            problems.push(`${colorScheme} ${path}: ${v.id}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
