import { expect, test, type Page } from '@playwright/test'
import { callApi, serverPerTest } from './web-app'

/** Calls the app's API of the page's server. */
const call = <T>(page: Page, method: string, params?: unknown): Promise<T> =>
  callApi<T>(page.url(), method, params)

/** Anything that shows a player's own cards: the hand, the own table cards, any card face or its name. */
const HAND = '[data-testid="my-hand"], [data-zone="hand"], [data-zone="mytable"], [data-card], .card'
const passHeading = (page: Page) => page.getByRole('heading', { name: /^Pass the screen to / })
const iAm = (page: Page, name: string) =>
  page.getByRole('button', { name: `I am ${name}: show my cards`, exact: true })

/** What the page showed, in order, across reloads: seen by a MutationObserver before any paint. */
type Seen =
  | { what: 'load' }
  | { what: 'pass'; to: string }
  | { what: 'confirm'; name: string }
  | { what: 'hand'; owner: string }

/**
 * Records every pass screen, every "I am NAME" click and every hand that reaches the DOM, from the
 * first script of each document on: a hand drawn for one frame before the click is caught too.
 */
async function watchScreen(page: Page): Promise<Seen[]> {
  const seen: Seen[] = []
  await page.exposeBinding('__seen', (_source, s: Seen) => void seen.push(s))
  await page.addInitScript((hand: string) => {
    const report = (s: unknown): void => void (window as unknown as { __seen(s: unknown): void }).__seen(s)
    report({ what: 'load' })
    let last = ''
    const look = (): void => {
      const pass = [...document.querySelectorAll('h1')].find((h) =>
        h.textContent?.startsWith('Pass the screen to '),
      )
      const owner = document.querySelector('[data-testid="hand-owner"]')?.textContent ?? '(no name)'
      const now = pass
        ? { what: 'pass', to: pass.textContent?.slice('Pass the screen to '.length) ?? '' }
        : document.querySelector(hand)
          ? { what: 'hand', owner }
          : null
      const key = JSON.stringify(now)
      if (now && key !== last) report(now)
      last = key
    }
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true })
    document.addEventListener(
      'click',
      (e) => {
        const text = (e.target as Element | null)?.closest('button')?.textContent ?? ''
        const m = /^I am (.+): show my cards$/.exec(text.trim())
        if (m) report({ what: 'confirm', name: m[1] })
      },
      true,
    )
  }, HAND)
  return seen
}

/** Every hand the page drew belonged to the person who last pressed "I am NAME" since the last pass screen. */
function checkNoLeak(seen: Seen[]): void {
  let allowed: string | null = null
  for (const [i, s] of seen.entries()) {
    if (s.what === 'load' || s.what === 'pass') allowed = null
    else if (s.what === 'confirm') allowed = s.name
    else
      expect(s.owner, `event ${i}: a hand drawn with ${allowed ?? 'nobody'} confirmed`).toBe(
        `${allowed ?? '(nobody)'}'s hand`,
      )
  }
}

/** The pass screen is up for `name`, no card of anyone's is in the DOM, and its button has the focus. */
async function expectPassScreen(page: Page, name: string): Promise<void> {
  await expect(passHeading(page)).toHaveText(`Pass the screen to ${name}`)
  await expect(iAm(page, name)).toBeFocused()
  await expect(page.locator(HAND)).toHaveCount(0)
  await expect(page.getByTestId('s-head-table')).toHaveCount(0)
  expect(await page.locator('body').innerText()).not.toMatch(/\bof (hearts|spades|clubs|diamonds)\b/i)
}

/** The shown hand is labelled as `name`'s and has cards in it. */
async function expectHandOf(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('hand-owner')).toHaveText(`${name}'s hand`)
  await expect(page.getByRole('region', { name: `${name}'s hand` })).toBeVisible()
  await expect(page.getByTestId('my-hand').locator('[data-card]').first()).toBeVisible()
  await expect(passHeading(page)).toHaveCount(0)
}

async function startSHead(page: Page, seat2: { label: string } | string): Promise<void> {
  await page.getByRole('button', { name: 'Play S-head' }).click()
  await page.getByLabel('Seat 1', { exact: true }).selectOption({ label: 'Alice' })
  await page.getByLabel('Seat 2', { exact: true }).selectOption(seat2)
  await page.getByRole('button', { name: 'Start the game' }).click()
}

test.describe('The pass screen in hot-seat S-head', () => {
  const app = serverPerTest()

  test.beforeEach(async ({ page }) => {
    await page.goto(app.url)
    await call(page, 'settings.set', { animationSpeed: 'off', botPace: 'fast' })
    for (const name of ['Alice', 'Bob']) await call(page, 'players.create', { name })
    await page.reload()
  })

  test('two people: the pass screen holds on start, reload and Resume; no hand before "I am NAME"', async ({
    page,
  }) => {
    const seen = await watchScreen(page)
    await page.reload()
    await startSHead(page, { label: 'Bob' })

    // Start: both swap before play; Alice, in seat 1, first. Enter answers the focused button.
    await expectPassScreen(page, 'Alice')
    await page.keyboard.press('Enter')
    await expectHandOf(page, 'Alice')

    // A reload while Alice's hand is shown: nobody can tell who is looking now.
    await page.reload()
    await expectPassScreen(page, 'Alice')
    await iAm(page, 'Alice').click()
    await expectHandOf(page, 'Alice')

    // Alice says Ready with Enter and holds the key down: the screen goes to Bob, and the repeating
    // key does not press "I am Bob" for him. A reload on his pass screen keeps it up.
    await page.getByRole('button', { name: 'Ready', exact: true }).focus()
    await page.keyboard.down('Enter')
    await expectPassScreen(page, 'Bob')
    await page.keyboard.down('Enter') // a repeat: Playwright sets `repeat` on a key already down
    await page.keyboard.up('Enter')
    await page.waitForTimeout(300)
    await expectPassScreen(page, 'Bob')
    await page.reload()
    await expectPassScreen(page, 'Bob')
    await iAm(page, 'Bob').click()
    await expectHandOf(page, 'Bob')

    // Bob is ready and play begins; whoever plays first, leaving and resuming brings the pass screen.
    await page.getByRole('button', { name: 'Ready', exact: true }).click()
    await page.waitForFunction(
      () =>
        /^(play|pickup|blind)$/.test(
          document.querySelector('[data-testid="s-head-table"]')?.getAttribute('data-act') ?? '',
        ) || [...document.querySelectorAll('h1')].some((h) => h.textContent?.startsWith('Pass the screen')),
    )
    await page.getByRole('link', { name: 'Games', exact: true }).click()
    await page.getByRole('button', { name: 'Resume' }).click()
    await expect(passHeading(page)).toBeVisible()
    const next = ((await passHeading(page).textContent()) ?? '').replace('Pass the screen to ', '')
    expect(['Alice', 'Bob']).toContain(next)
    await expectPassScreen(page, next)
    await iAm(page, next).click()
    await expectHandOf(page, next)
    await expect(page.getByTestId('s-head-table')).toHaveAttribute('data-act', /^(play|pickup|blind)$/)

    checkNoLeak(seen)
    // The watcher saw what the steps above did: 5 pass screens at least, and a hand after each click.
    expect(seen.filter((s) => s.what === 'confirm')).toHaveLength(4)
    expect(seen.filter((s) => s.what === 'pass').length).toBeGreaterThanOrEqual(5)
    expect(seen.filter((s) => s.what === 'hand').length).toBeGreaterThanOrEqual(4)
  })

  test('one person against a computer never sees a pass screen', async ({ page }) => {
    const seen = await watchScreen(page)
    await page.reload()
    await startSHead(page, 'b:easy')
    await expectHandOf(page, 'Alice')
    await page.reload()
    await expectHandOf(page, 'Alice')
    await page.getByRole('link', { name: 'Leave (the game is saved)' }).click()
    await page.getByRole('button', { name: 'Resume' }).click()
    await expectHandOf(page, 'Alice')
    expect(seen.filter((s) => s.what === 'pass')).toEqual([])
  })
})
