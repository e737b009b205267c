import { expect, test, type Page } from '@playwright/test'
import WebSocket from 'ws'
import { findMatches } from '../../src/shared/games/cards64/match'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue 22, "The table is the star", for the boards of Sneak Peek, Sleek Seek and Now you see me: the
 * pieces' sizes and the board's share of the table at 1920x1080, no scrolling at 1024x700 and touch
 * targets of at least 44 px. Animations are off, so every box is measured where it rests.
 */

const call = <T>(page: Page, method: string, params?: unknown): Promise<T> =>
  callApi<T>(page.url(), method, params)

/** Many API calls over one WebSocket (callApi opens one per call): a game played through the API. */
async function apiSocket(
  url: string,
): Promise<{ call: <T>(method: string, params: unknown) => Promise<T>; close: () => void }> {
  const ws = new WebSocket(new URL('/api', url).toString().replace(/^http/, 'ws'))
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  const waiting = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>()
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString()) as {
      type: string
      id?: number
      result?: unknown
      error?: unknown
    }
    const w = msg.id === undefined ? undefined : waiting.get(msg.id)
    if (msg.type === 'event' || !w || msg.id === undefined) return
    waiting.delete(msg.id)
    if (msg.type === 'result') w.resolve(msg.result)
    else w.reject(new Error(JSON.stringify(msg.error)))
  })
  let next = 1
  return {
    call: <T>(method: string, params: unknown) =>
      new Promise<T>((resolve, reject) => {
        const id = next++
        waiting.set(id, { resolve: (r) => resolve(r as T), reject })
        ws.send(JSON.stringify({ id, method, params }))
      }),
    close: () => ws.close(),
  }
}

type Box = { x: number; y: number; width: number; height: number }

/** The layout box of the first element matching selector. */
async function box(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).first().boundingBox()
  if (!b) throw new Error(`${selector} is not shown`)
  return b
}

const area = (b: Box): number => b.width * b.height

/** How far the page scrolls, down and across (0 when everything fits the window). */
const pageScroll = (page: Page): Promise<{ down: number; across: number }> =>
  page.evaluate(() => ({
    down: (document.scrollingElement?.scrollHeight ?? 0) - innerHeight,
    across: (document.scrollingElement?.scrollWidth ?? 0) - innerWidth,
  }))

/** Buttons inside root (shown, not hidden by a scrolling column) smaller than 44 px either way. */
const smallTargets = (page: Page, root: string): Promise<string[]> =>
  page.evaluate((root) => {
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(`${root} button, ${root} [role="button"]`)) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) continue
      // Rounding: a box of 43.99 px is drawn as 44.
      if (r.width < 43.5 || r.height < 43.5)
        out.push(`${el.getAttribute('aria-label') ?? el.textContent?.trim()}: ${r.width}x${r.height}`)
    }
    return out
  }, root)

async function setUp(page: Page, url: string, names: string[]): Promise<string[]> {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(url)
  await call(page, 'settings.set', { animationSpeed: 'off', lookSeconds: 60 })
  const ids: string[] = []
  for (const name of names) ids.push((await call<{ id: string }>(page, 'players.create', { name })).id)
  return ids
}

test.describe('The boards fill the window (issue 22)', () => {
  const app = serverPerTest()

  test('Sneak Peek: the 8 x 8 places fill the felt, and all 64 are 44 px targets at 1024x700', async ({
    page,
  }) => {
    const [ann] = await setUp(page, app.url, ['Ann'])
    const s = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'sneak-peek',
      seats: [
        { kind: 'human', playerId: ann },
        { kind: 'bot', level: 'easy' },
      ],
      rules: {},
    })
    await page.goto(app.url + `#/game/${s.sessionId}`)
    await expect(page.locator('[data-slot="63"]')).toBeVisible()

    // 1920x1080: eight rows of cards (0.7 as wide as tall) in the height the window leaves are
    // 73 px wide; 90 px would need 1030 px for the rows alone. The grid takes the felt's whole height,
    // centred across it, and the table most of the window.
    const table = await box(page, '[data-testid="sp-table"]')
    const felt = await box(page, '[data-testid="sp-table"] .felt')
    const grid = await box(page, '[data-testid="sp-table"] [role="grid"]')
    expect((await box(page, '[data-slot="0"]')).width).toBeGreaterThanOrEqual(70)
    expect(grid.height / felt.height).toBeGreaterThanOrEqual(0.95)
    expect(Math.abs(grid.x - felt.x - (felt.x + felt.width - grid.x - grid.width))).toBeLessThanOrEqual(2)
    expect(area(table) / (1920 * 1080)).toBeGreaterThanOrEqual(0.6)

    // 1024x700: no scrolling, every place in view and a finger-sized target (64 of them fit: 8 rows
    // of 63 px in the 540 px the table gets).
    await page.setViewportSize({ width: 1024, height: 700 })
    await expect(page.locator('[data-slot="63"]')).toBeInViewport({ ratio: 1 })
    expect(await pageScroll(page)).toEqual({ down: 0, across: 0 })
    expect(await smallTargets(page, '[data-testid="sp-table"]')).toEqual([])

    // Less motion asked for by the system: the card turned over is simply there, with no flip.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.keyboard.press('p')
    const face = page.locator('[data-state="faceUp"] .face').first()
    await expect(face).toBeVisible()
    expect(await face.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  })

  test('Sleek Seek: big cards at 1920x1080; piles and counts apart, no scrolling at 800x600 and 1024x700', async ({
    page,
  }) => {
    const [ann, ben] = await setUp(page, app.url, ['Ann', 'Ben'])
    const s = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'sleek-seek',
      seats: [
        { kind: 'human', playerId: ann },
        { kind: 'human', playerId: ben },
      ],
      rules: {},
    })
    await page.goto(app.url + `#/game/${s.sessionId}`)
    // Ann and Ben take turns to flip (key F): nine cards make a second row.
    for (let i = 1; i <= 9; i++) {
      await expect(page.getByTestId('flip')).toBeEnabled()
      await page.keyboard.press('f')
      await expect(page.locator('[data-testid="ss-felt"] [data-card]')).toHaveCount(i)
    }

    const table = await box(page, '[data-testid="ss-table"]')
    const felt = await box(page, '[data-testid="ss-felt"]')
    expect((await box(page, '[data-testid="ss-felt"] [data-card]')).width).toBeGreaterThanOrEqual(90)
    expect(area(felt) / area(table)).toBeGreaterThanOrEqual(0.5)
    expect(area(table) / (1920 * 1080)).toBeGreaterThanOrEqual(0.6)

    for (const [width, height] of [
      [800, 600],
      [1024, 700],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await pageScroll(page), `${width}x${height}`).toEqual({ down: 0, across: 0 })
      await expect(page.getByTestId('buzzer-1')).toBeInViewport({ ratio: 1 })
      await expect(page.locator('[data-testid="ss-felt"] .place').last()).toBeInViewport({ ratio: 1 })
      // Each won-card stack lies beside its count, never over it; the pack's count is on top.
      for (const seat of [0, 1]) {
        const stack = await box(page, `[data-pile="${seat}"]`)
        const count = await box(page, `[data-testid="count-${seat}"]`)
        expect(stack.x + stack.width <= count.x || count.y >= stack.y + stack.height).toBe(true)
      }
      const onTop = await page.locator('.pack .count').evaluate((el) => {
        const r = el.getBoundingClientRect()
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
      })
      expect(onTop).toBe(true)
      expect(await smallTargets(page, '[data-testid="ss-table"]'), `${width}x${height}`).toEqual([])
    }

    // 3840x2160: the cards grow with the window but stop at a card's size (16em: 416 px tall).
    await page.setViewportSize({ width: 3840, height: 2160 })
    const big = await box(page, '[data-testid="ss-felt"] [data-card]')
    expect(big.width).toBeGreaterThanOrEqual(250)
    expect(big.height).toBeLessThanOrEqual(420)
    expect(await pageScroll(page)).toEqual({ down: 0, across: 0 })
  })

  test('Sleek Seek after the game: the winner is celebrated, Play again is offered, no Seek! or Change key', async ({
    page,
  }) => {
    const [ann, ben] = await setUp(page, app.url, ['Ann', 'Ben'])
    const { sessionId } = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'sleek-seek',
      seats: [
        { kind: 'human', playerId: ann },
        { kind: 'human', playerId: ben },
      ],
      rules: {},
    })
    // Played through the API: Ann calls whenever the table holds a set and takes the first one, else
    // whoever's turn it is flips, until the game is over.
    type Seen = { over: boolean; view: { slots: (number | null)[]; turn: number; call: unknown } }
    const api = await apiSocket(app.url)
    for (let i = 0; i < 300; i++) {
      const { over, view } = await api.call<Seen>('games.snapshot', { sessionId, seat: null })
      if (over) break
      const set = findMatches(view.slots.filter((c): c is number => c !== null))[0]
      const move = view.call ? { type: 'select', cards: set } : set ? { type: 'seek' } : { type: 'flip' }
      await api.call('games.move', { sessionId, seat: set ? 0 : view.turn, move })
    }
    api.close()
    await page.goto(app.url + `#/game/${sessionId}`)
    await expect(page.getByTestId('end-screen')).toBeVisible()
    await expect(page.getByTestId('winners')).toContainText(/wins?!|Nobody won/)
    await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Seek!/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Change key' })).toHaveCount(0)
  })

  test('Now you see me: animals at least 50 px long at 1920x1080; the answers in view at 1024x700', async ({
    page,
  }) => {
    const [ann] = await setUp(page, app.url, ['Ann'])
    const bots = [
      { kind: 'bot', level: 'easy' },
      { kind: 'bot', level: 'easy' },
    ]
    const look = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'now-you-see-me',
      seats: [{ kind: 'human', playerId: ann }, ...bots],
      rules: { appLeads: true, lookMs: 60_000, wrongCountChance: 0 },
    })
    await page.goto(app.url + `#/game/${look.sessionId}`)
    await expect(page.getByTestId('headline')).toHaveText('Look carefully!')

    const lengths = await page.locator('svg.board [data-animal] .animal').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return Math.max(r.width, r.height)
      }),
    )
    expect(lengths.length).toBeGreaterThanOrEqual(10)
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(50)
    const table = await box(page, '.nysm')
    expect(area(await box(page, 'svg.board')) / area(table)).toBeGreaterThanOrEqual(0.6)
    expect(area(table) / (1920 * 1080)).toBeGreaterThanOrEqual(0.6)

    // The answer panel at 1024x700: board and every answer button in view, finger-sized. Ann answers
    // (the first seat leads).
    await page.setViewportSize({ width: 1024, height: 700 })
    const answer = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'now-you-see-me',
      seats: [bots[0], { kind: 'human', playerId: ann }, bots[1]],
      rules: { appLeads: true, lookMs: 0, actMs: 0, revealMs: 0, wrongCountChance: 0 },
    })
    await page.goto(app.url + `#/game/${answer.sessionId}`)
    const cards = page.locator('[data-answer]')
    await expect(cards.first()).toBeVisible({ timeout: 20_000 })
    expect(await pageScroll(page)).toEqual({ down: 0, across: 0 })
    await expect(page.locator('svg.board')).toBeInViewport({ ratio: 1 })
    for (const card of await cards.all()) await expect(card).toBeInViewport({ ratio: 1 })
    expect(await smallTargets(page, '.nysm')).toEqual([])
  })
})
