import { expect, test, type Page } from '@playwright/test'
import { roomMinXHeightPx } from '../../src/renderer/src/games/now-you-see-me/room/legibility'
import { serverPerTest } from './web-app'

/**
 * Companion mode made for a room (issue 22, item 6): full screen, one big word and a big timer
 * readable from 3 metres (room/legibility.ts), and the Lead's card shown big to the Lead alone.
 */

/** One API call over the app's own WebSocket, from the page (same origin, as the renderer does). */
async function rpc<T = unknown>(page: Page, method: string, params: unknown): Promise<T> {
  return page.evaluate(
    ([method, params]) =>
      new Promise<T>((resolve, reject) => {
        const ws = new WebSocket(`ws://${location.host}/api`)
        ws.onopen = () => ws.send(JSON.stringify({ id: 4343, method, params }))
        ws.onmessage = (e) => {
          const msg = JSON.parse(String(e.data)) as { type: string; id?: number | null; result?: T }
          if (msg.type === 'event' || (msg.id !== 4343 && msg.id !== null)) return
          ws.close()
          if (msg.type === 'result') resolve(msg.result as T)
          else reject(new Error(String(e.data)))
        }
      }),
    [method, params] as const,
  )
}

interface Sizes {
  wordX: number
  timerDigit: number
  overflow: string[]
}

/**
 * The rendered x-height of the big word and the digit height of the big timer, in CSS pixels, from
 * the fonts the page really uses; and every room element that sticks out of the window or its box.
 */
async function roomSizes(page: Page): Promise<Sizes> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
    const glyph = (sel: string, ch: string): number => {
      const el = document.querySelector(sel)
      if (!el) return 0
      const cs = getComputedStyle(el)
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`
      return ctx.measureText(ch).actualBoundingBoxAscent
    }
    const overflow: string[] = []
    if (document.documentElement.scrollWidth > innerWidth) overflow.push('page')
    for (const sel of ['[data-testid=room-word]', '[data-testid=room-detail]', '[data-testid=room-timer]']) {
      const el = document.querySelector(sel)
      if (!el) continue
      const r = el.getBoundingClientRect()
      if (r.left < 0 || r.right > innerWidth || el.scrollWidth > el.clientWidth) overflow.push(sel)
    }
    return {
      wordX: glyph('[data-testid=room-word]', 'x'),
      timerDigit: glyph('[data-testid=room-timer] [role=timer]', '8'),
      overflow,
    }
  })
}

async function expectReadable(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height })
  const min = roomMinXHeightPx(width, height)
  await expect
    .poll(async () => (await roomSizes(page)).wordX, { message: `word at ${width}x${height}` })
    .toBeGreaterThanOrEqual(min)
  const s = await roomSizes(page)
  expect(s.timerDigit, `timer at ${width}x${height}`).toBeGreaterThanOrEqual(min)
  expect(s.overflow, `overflow at ${width}x${height}`).toEqual([])
}

test.describe('Companion mode for the room', () => {
  const app = serverPerTest()

  test('full screen, big words and timer, the Lead-only card, and a whole round', async ({ page }) => {
    test.setTimeout(60_000)
    // What the app says aloud: a recording stand-in for the browser's voice.
    await page.addInitScript(() => {
      const w = window as unknown as { spoken: string[] }
      w.spoken = []
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          cancel: () => undefined,
          getVoices: () => [],
          speak: (u: { text: string }) => w.spoken.push(u.text),
        },
      })
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: class {
          constructor(readonly text: string) {}
        },
      })
    })
    const spoken = (): Promise<string[]> =>
      page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(app.url)
    const ids: string[] = []
    for (const name of ['Ann', 'Ben'])
      ids.push((await rpc<{ id: string }>(page, 'players.create', { name })).id)
    const snap = await rpc<{ sessionId: string }>(page, 'games.start', {
      game: 'now-you-see-me',
      seats: ids.map((playerId) => ({ kind: 'human', playerId })),
      rules: { physical: true, lookMs: 5000, wrongCountChance: 0, revealMs: 0 },
    })
    await page.goto(app.url + `#/game/${snap.sessionId}`)
    const word = page.getByTestId('room-word')
    await expect(word).toHaveText('Drop the animals')
    await expect.poll(spoken).toContain('Ann, you lead. Drop the animals.')

    // Full screen on the table element. The pass screen takes the table away (and so ends full
    // screen); the table asks for it again when it comes back.
    // A refusal (a kiosk, a policy) keeps the big layout in the window and says so.
    await page.evaluate(() => {
      const proto = Element.prototype as unknown as Record<string, unknown>
      proto['keptRequest'] = proto['requestFullscreen']
      proto['requestFullscreen'] = () => Promise.reject(new TypeError('Permissions check failed'))
    })
    await page.getByRole('button', { name: 'Full screen' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Full screen is not allowed here' }),
    ).toBeVisible()
    await expect(word).toHaveText('Drop the animals')
    await page.evaluate(() => {
      const proto = Element.prototype as unknown as Record<string, unknown>
      proto['requestFullscreen'] = proto['keptRequest']
    })
    await page.getByRole('button', { name: 'Full screen' }).click()
    await expect(page.getByRole('button', { name: 'Leave full screen (Esc)' })).toBeVisible()
    await expect(page.getByText('Full screen is not allowed here')).toHaveCount(0)
    const fullScreen = (): Promise<string | null> =>
      page.evaluate(() => document.fullscreenElement?.className.split(' ')[0] ?? null)
    expect(await fullScreen()).toBe('nysm')

    await page.getByLabel(/How many fell/).fill('12')
    await page.getByRole('button', { name: 'The animals are on the table' }).click()
    await expect(word).toHaveText('Look!')
    await expect.poll(spoken).toContain('Look!')
    await expect(page.getByTestId('room-timer')).toContainText('Look time')
    await expectReadable(page, 1920, 1080)

    // The look ends by itself. The Lead is called to the screen; the card is not in the page until
    // "Show my card", and gone again after "Hide card".
    await page.getByRole('button', { name: 'I am Ann: show my cards' }).click({ timeout: 10_000 })
    await expect(word).toHaveText('Ann, come and look')
    expect(await spoken()).toEqual(expect.arrayContaining(['Time is almost up!', 'Close your eyes!']))
    const card = page.locator('[data-card-kind]')
    await expect(card).toHaveCount(0)
    await expect.poll(fullScreen).toBe('nysm')
    await page.getByRole('button', { name: 'Show my card' }).click()
    await expect(card).toBeVisible()
    await expect(word).toHaveText('Only you look!')
    await page.getByRole('button', { name: 'Hide card' }).click()
    await expect(card).toHaveCount(0)
    await expect(word).toHaveText('Make the change')
    await page.keyboard.press('Escape')
    await expect.poll(fullScreen).toBeNull()
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible()
    await page.getByRole('button', { name: 'Done', exact: true }).click()

    // Ben answers; the answering timer is big too, at the common laptop sizes, and nothing sticks
    // out of a small window.
    await page.getByRole('button', { name: 'I am Ben: show my cards' }).click()
    await expect(word).toHaveText('Open your eyes!')
    await expect.poll(spoken).toContain('Open your eyes!')
    await expect(page.getByTestId('room-timer')).toContainText('Time to answer')
    await expectReadable(page, 1366, 768)
    await expectReadable(page, 1024, 700)
    const lay = page.getByRole('button', { name: /Lay my cards? face down/ })
    const two = (await lay.textContent())?.includes('cards')
    await page.locator('[data-answer="cow"]').click()
    if (two) await page.locator('[data-answer="horse"]').click()
    await lay.click()

    // The round is complete: the room reads the result, and the point is counted.
    await expect(word).toHaveText(/was right!|Nobody found it/)
    await expect(page.getByTestId('room-scores')).toContainText('Ann (Lead)')
    await expect
      .poll(async () => (await spoken()).at(-1))
      .toMatch(/^(Ben was right!|Nobody found it\. Ann scores\.)$/)
    const scored = await rpc<{ view: { scores: number[] } }>(page, 'games.snapshot', {
      sessionId: snap.sessionId,
      seat: null,
    })
    expect(scored.view.scores.reduce((a, b) => a + b, 0)).toBe(1)
  })
})
