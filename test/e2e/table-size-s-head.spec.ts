import { expect, test, type Page } from '@playwright/test'
import { callApi, serverPerTest } from './web-app'

/** Issue 22, "The table is the star": S-head's table fills the window; the hand is big and in view. */

const call = <T>(page: Page, method: string, params?: unknown): Promise<T> =>
  callApi<T>(page.url(), method, params)

/** Starts an S-head game of Ann against computers and opens its table. */
async function open(page: Page, url: string, players: number): Promise<void> {
  const ann = await call<{ id: string }>(page, 'players.create', { name: 'Ann' })
  const bots = Array.from({ length: players - 1 }, () => ({ kind: 'bot', level: 'easy' }))
  const snap = await call<{ sessionId: string }>(page, 'games.start', {
    game: 's-head',
    seats: [{ kind: 'human', playerId: ann.id }, ...bots],
    rules: {},
  })
  await page.goto(url + `#/game/${snap.sessionId}`)
  await expect(page.locator('[data-testid="my-hand"] .card').first()).toBeVisible()
}

/** The page's scroll range: 0 in both directions when everything fits the window. */
const pageScroll = (page: Page): Promise<{ x: number; y: number }> =>
  page.evaluate(() => {
    const el = document.scrollingElement as Element
    return { x: el.scrollWidth - innerWidth, y: el.scrollHeight - innerHeight }
  })

/** Animations still running on the page that last a while (a zero-length one delays nothing). */
const running = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration) > 0)
        .length,
  )

/**
 * Counts, from the page's start, the animations the page starts that last a while (Element.animate:
 * the table's moves and Svelte's transitions), however soon they end.
 */
const countAnimations = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const w = window as unknown as { animationsStarted: number }
    w.animationsStarted = 0
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const ms = typeof options === 'number' ? options : Number(options?.duration ?? 0)
      if (ms > 0) w.animationsStarted++
      return animate.call(this, keyframes, options)
    }
  })
}
const animationsStarted = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { animationsStarted: number }).animationsStarted)

/** The smaller side of each element's box, the smallest of all (a touch target's size). */
const smallestSide = (page: Page, selector: string): Promise<number> =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      Math.min(
        ...els.map((el) => Math.min(el.getBoundingClientRect().width, el.getBoundingClientRect().height)),
      ),
    )

test.describe('S-head table size', () => {
  const app = serverPerTest()

  test('at 1920x1080 the table takes most of the window and the hand cards are big', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await countAnimations(page)
    await page.goto(app.url)
    await call(page, 'settings.set', { animationSpeed: 'slow' })
    await open(page, app.url, 2)
    // The deal is animated at this speed: the count of animations started sees it.
    await expect.poll(() => animationsStarted(page)).toBeGreaterThan(0)
    const felt = await page.getByTestId('s-head-table').boundingBox()
    expect(felt).not.toBeNull()
    if (felt) expect((felt.width * felt.height) / (1920 * 1080)).toBeGreaterThanOrEqual(0.6)
    // Layout width: a deal animation's scale does not change it.
    const card = await page
      .locator('[data-testid="my-hand"] .card')
      .first()
      .evaluate((el) => (el as HTMLElement).offsetWidth)
    expect(card).toBeGreaterThanOrEqual(90)
    expect(await pageScroll(page)).toEqual({ x: 0, y: 0 })

    // A system that asks for reduced motion gets no deal animation, whatever the speed setting.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await expect(page.locator('[data-testid="my-hand"] .card').first()).toBeVisible()
    expect(await animationsStarted(page)).toBe(0)
  })

  test('at 1024x700 with 4 players my hand is in view, named, and every control is a touch target; a result lies over its table', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await countAnimations(page)
    await page.goto(app.url)
    await call(page, 'settings.set', { animationSpeed: 'off', botPace: 'fast' })
    // Two computers play a whole game meanwhile (the services play it, nobody watching); its end
    // is looked at last.
    const bots = await call<{ sessionId: string }>(page, 'games.start', {
      game: 's-head',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'hard' },
      ],
      rules: {},
    })
    await open(page, app.url, 4)
    await expect(page.locator('.opponent')).toHaveCount(3)
    await expect(page.getByTestId('hand-owner')).toHaveText("Ann's hand")
    for (const [w, h] of [
      [1024, 700],
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h })
      await expect(page.getByTestId('my-hand')).toBeInViewport({ ratio: 1 })
      await expect(page.getByTestId('hand-owner')).toBeInViewport({ ratio: 1 })
      expect(await pageScroll(page)).toEqual({ x: 0, y: 0 })
    }
    await page.setViewportSize({ width: 1024, height: 700 })
    expect(await smallestSide(page, '[data-testid="my-hand"] button')).toBeGreaterThanOrEqual(44)
    expect(await smallestSide(page, '[data-zone="mytable"] button')).toBeGreaterThanOrEqual(44)
    expect(await smallestSide(page, '[data-testid="s-head-table"] .controls button')).toBeGreaterThanOrEqual(
      44,
    )
    expect(await smallestSide(page, '.bar > .row > button, .bar > .row > a')).toBeGreaterThanOrEqual(44)

    // Animation speed "off": nothing moves, so nothing stands between a move and the next one.
    expect(await running(page)).toBe(0)
    const seq = await page.getByTestId('s-head-table').getAttribute('data-seq')
    await page.getByRole('button', { name: 'Ready', exact: true }).click()
    await expect(page.getByTestId('s-head-table')).not.toHaveAttribute('data-seq', seq ?? '')
    expect(await running(page)).toBe(0)
    expect(await animationsStarted(page)).toBe(0)

    // The computers' game over: the result lies over the final table, which still fills its frame,
    // and nothing scrolls; the result can be put aside and brought back.
    await expect
      .poll(
        async () =>
          (await call<{ id: string }[]>(page, 'games.list', { status: 'finished' })).some(
            (g) => g.id === bots.sessionId,
          ),
        { timeout: 150_000 },
      )
      .toBe(true)
    await page.goto(app.url + `#/game/${bots.sessionId}`)
    const end = page.getByTestId('end-screen')
    await expect(end.getByText('The S-head:')).toBeVisible()
    await expect(end).toBeInViewport({ ratio: 1 })
    expect(await pageScroll(page)).toEqual({ x: 0, y: 0 })
    const felt = await page.getByTestId('s-head-table').boundingBox()
    const frame = await page.getByTestId('table-frame').boundingBox()
    expect(felt?.height).toBeCloseTo(frame?.height ?? 0, 0)
    await page.getByRole('button', { name: 'See the final table' }).click()
    await expect(end).toBeHidden()
    await page.getByRole('button', { name: 'Show the result' }).click()
    await expect(end.getByRole('button', { name: 'Play again' })).toBeInViewport({ ratio: 1 })
  })
})

test.describe('S-head big hands', () => {
  const app = serverPerTest()

  /**
   * A hand of `n` cards, made by copying the first hand card's button in the page: a deal never starts
   * with a big hand, and a game only reaches one by picking up again and again. The copies are laid
   * out by the same CSS as real cards; the test measures layout only and presses nothing.
   */
  const growHand = (page: Page, n: number): Promise<void> =>
    page.getByTestId('my-hand').evaluate((hand, count) => {
      const first = hand.querySelector('button') as HTMLElement
      while (hand.querySelectorAll('button').length < count) hand.appendChild(first.cloneNode(true))
      ;(hand as HTMLElement).style.setProperty('--n', String(count))
    }, n)

  test('a hand of 20 or 30 cards stays inside its own box, covers no control, and each card keeps a 44 px target', async ({
    page,
  }) => {
    await page.goto(app.url)
    await call(page, 'settings.set', { animationSpeed: 'off' })
    await open(page, app.url, 4)
    for (const [w, h] of [
      [1024, 700],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h })
      for (const n of [20, 30]) {
        await growHand(page, n)
        const where = `${n} cards at ${w}x${h}`
        const seen = await page.evaluate(() => {
          const box = (el: Element): DOMRect => el.getBoundingClientRect().toJSON() as DOMRect
          const hand = document.querySelector('[data-testid="my-hand"]') as HTMLElement
          // Covered: the hand is what shows in the middle of a control or of a table card (a face-down
          // card's middle shows the face-up card lying on it, as on a real table).
          const onTop = (el: Element): boolean => {
            const r = el.getBoundingClientRect()
            return !hand.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
          }
          const others = [
            ...document.querySelectorAll('[data-zone="mytable"] button'),
            ...document.querySelectorAll('[data-testid="s-head-table"] .controls button'),
          ]
          return {
            hand: box(hand),
            frame: box(hand.closest('section') as Element),
            cards: [...hand.querySelectorAll('button')].map(box),
            clipped:
              hand.scrollWidth <= hand.clientWidth + 1 || getComputedStyle(hand).overflowX !== 'visible',
            covered: others
              .filter((el) => !onTop(el))
              .map((el) => el.getAttribute('aria-label') ?? el.textContent),
          }
        })
        expect(seen.covered, `${where}: controls or table cards covered`).toEqual([])
        // The hand stays in its frame; cards beyond its box are scrolled, not spilled.
        expect(seen.hand.left, where).toBeGreaterThanOrEqual(seen.frame.left)
        expect(seen.hand.right, where).toBeLessThanOrEqual(seen.frame.right)
        expect(seen.clipped, `${where}: cards spill out of the hand`).toBe(true)
        // The part of each card not covered by the next one is its own touch target.
        const slivers = seen.cards.map((c, i) => {
          const next = seen.cards[i + 1]
          return Math.min(next ? next.left - c.left : c.width, c.height)
        })
        expect(Math.min(...slivers), where).toBeGreaterThanOrEqual(44)
        await expect(page.getByTestId('hand-owner')).toBeInViewport({ ratio: 1 })
        expect(await pageScroll(page), where).toEqual({ x: 0, y: 0 })
      }
    }
  })
})
