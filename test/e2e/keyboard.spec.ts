import { expect, test, type Page } from '@playwright/test'
import { isMatch } from '../../src/shared/games/cards64'
import { cardRank } from '../../src/shared/games/s-head/cards'
import { callApi, serverPerTest } from './web-app'

/**
 * Keyboard only (issue #22): whole games with page.keyboard and no mouse. After every action the
 * focus must come back to the table by itself, never rest on <body> (it once took 12-13 Tabs).
 */
const call = <T>(page: Page, method: string, params?: unknown): Promise<T> =>
  callApi<T>(page.url(), method, params)

interface Focus {
  body: boolean
  key: string
  action: string
  slot: string
  disabled: string
  inTable: boolean
}

const focusOf = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null
    return {
      body: !a || a === document.body,
      key: a?.dataset['key'] ?? '',
      action: a?.dataset['action'] ?? '',
      slot: a?.dataset['slot'] ?? '',
      disabled: a?.getAttribute('aria-disabled') ?? '',
      inTable: !!a?.closest(
        '[data-testid="s-head-table"], [data-testid="sp-table"], [data-testid="end-screen"]',
      ),
    }
  })

/** The focus is on a control of the table (or the end screen), within a moment of the action. */
async function focusKept(page: Page, after: string): Promise<void> {
  await expect
    .poll(async () => ((await focusOf(page)).body ? 'body' : 'table'), {
      message: `focus fell to <body> after ${after}`,
      timeout: 500,
    })
    .toBe('table')
  expect((await focusOf(page)).inTable, `focus left the table after ${after}`).toBe(true)
}

/** Waits until the table moved on from `seq` (or the game ended) and is not waiting for the server. */
async function settled(page: Page, testId: string, seq: string | null): Promise<void> {
  await page
    .waitForFunction(
      ([id, s]) => {
        if (document.querySelector('[data-testid="end-screen"]')) return true
        const t = document.querySelector(`[data-testid="${id}"]`)
        return t?.getAttribute('data-seq') !== s && t?.getAttribute('data-busy') !== 'true'
      },
      [testId, seq] as const,
      { timeout: 10_000 },
    )
    .catch(() => undefined) // a computer's move can win the race: the loop reads the table again
}

/** Moves the roving focus with the arrows until `want` holds (Home first), or fails. */
async function arrowTo(page: Page, want: (f: Focus) => boolean, what: string): Promise<void> {
  await page.keyboard.press('Home')
  for (let i = 0; i < 60; i++) {
    if (want(await focusOf(page))) return
    await page.keyboard.press('ArrowRight')
  }
  throw new Error(`the arrows never reached ${what}`)
}

test.describe('Keyboard only', () => {
  const app = serverPerTest()

  test('S-head: one person plays whole games by keyboard, the blind phase included', async ({ page }) => {
    test.setTimeout(480_000)
    await page.goto(app.url)
    await call(page, 'settings.set', { botPace: 'fast', animationSpeed: 'off' })
    const ann = await call<{ id: string }>(page, 'players.create', { name: 'Ann' })
    const table = page.getByTestId('s-head-table')
    const end = page.getByTestId('end-screen')
    let blinds = 0
    let games = 0
    let swapped = false
    let plays = 0
    // Whatever the deal: play games until Ann has turned over face-down cards (she plays them only
    // once her hand and face-up cards are gone, so a game she loses early may have none). In 400
    // simulated deals this player (hint on every other play) reached them in 78% of games against
    // the easy computer, and every game ended, so six games all without one are about 1 in 10,000.
    while (blinds === 0 && games < 6) {
      games++
      const snap = await call<{ sessionId: string }>(page, 'games.start', {
        game: 's-head',
        seats: [
          { kind: 'human', playerId: ann.id },
          { kind: 'bot', level: 'easy' },
        ],
        rules: { preset: 'popular' },
      })
      await page.goto(app.url + `#/game/${snap.sessionId}`)
      await expect(table).toBeVisible()
      // No Tab needed: the table puts the focus in the hand.
      await focusKept(page, 'the start')
      // The cap counts Ann's actions only: waiting for the computer (slow on a busy machine) is bounded
      // by the test's timeout, not by the cap.
      for (let actions = 0; actions < 600 && !(await end.isVisible());) {
        const [what, busy, seq] = await Promise.all([
          table.getAttribute('data-act'),
          table.getAttribute('data-busy'),
          table.getAttribute('data-seq'),
        ])
        if (what === 'wait' || what === 'over' || busy === 'true') {
          await page.waitForTimeout(40)
          continue
        }
        actions++
        if (what === 'ready') {
          if (!swapped) {
            // One swap by keyboard: the last hand card with a face-up card.
            swapped = true
            await page.keyboard.press('End')
            expect((await focusOf(page)).key).toMatch(/^h/)
            await page.keyboard.press('Enter')
            await arrowTo(page, (f) => f.key.startsWith('u'), 'a face-up card')
            await page.keyboard.press('Enter')
            await settled(page, 's-head-table', seq)
            await focusKept(page, 'a swap')
            continue
          }
          await page.keyboard.press('r')
        } else if (what === 'pickup') {
          const f = await focusOf(page)
          // With nothing to play, the focus waits on "Pick up the pile"; U works from anywhere.
          if (f.action === 'pickup') await page.keyboard.press('Enter')
          else await page.keyboard.press('u')
        } else if (what === 'blind') {
          await arrowTo(page, (f) => f.key.startsWith('d') && f.disabled === 'false', 'a face-down card')
          // Enter, Space and P each turn over the focused face-down card.
          await page.keyboard.press(['Enter', ' ', 'p'][blinds % 3] as string)
          blinds++
        } else if (what === 'play') {
          plays++
          if (plays % 2 === 0) {
            // H chooses the hinted cards; P plays them.
            await page.keyboard.press('h')
            await expect(table.locator('.mine [aria-pressed="true"]').first()).toBeVisible()
          } else {
            // Every card of the lowest playable rank, chosen with the arrows and Space. (Playing one
            // card at a time is not enough: two aces held against a computer that must answer an ace
            // with its only ace can pass the same cards round for ever.)
            await arrowTo(page, (f) => /^[hu]/.test(f.key) && f.disabled === 'false', 'a playable card')
            const rank = cardRank((await focusOf(page)).key.slice(1))
            for (;;) {
              await page.keyboard.press(' ')
              const before = (await focusOf(page)).key
              await page.keyboard.press('ArrowRight')
              const next = await focusOf(page)
              if (next.key === before || !/^[hu]/.test(next.key) || cardRank(next.key.slice(1)) !== rank)
                break
            }
          }
          await page.keyboard.press('p')
        }
        await settled(page, 's-head-table', seq)
        if (await end.isVisible()) break
        await focusKept(page, `${what} (move ${seq})`)
      }
      await expect(end).toBeVisible()
      await focusKept(page, 'the last move')
    }
    expect(blinds, 'a blind phase happened').toBeGreaterThan(0)
  })

  test('Sneak Peek: one person plays a whole game by keyboard', async ({ page }) => {
    test.setTimeout(300_000)
    await page.goto(app.url)
    await call(page, 'settings.set', { botPace: 'fast', animationSpeed: 'off', revealSeconds: 1 })
    const ann = await call<{ id: string }>(page, 'players.create', { name: 'Ann' })
    const snap = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'sneak-peek',
      seats: [
        { kind: 'human', playerId: ann.id },
        { kind: 'bot', level: 'easy' },
      ],
    })
    await page.goto(app.url + `#/game/${snap.sessionId}`)
    const table = page.getByTestId('sp-table')
    const end = page.getByTestId('end-screen')
    await expect(table).toBeVisible()
    await focusKept(page, 'the start')

    const memory = new Map<number, number>()
    let flips = 0
    const started = Date.now()
    while (!(await end.isVisible())) {
      expect(Date.now() - started, 'the game ends in reasonable time').toBeLessThan(240_000)
      const seen = await page.evaluate(() => ({
        myTurn: document.querySelector<HTMLElement>('[data-testid="sp-table"]')?.dataset['myTurn'] === 'true',
        seq: document.querySelector('[data-testid="sp-table"]')?.getAttribute('data-seq') ?? null,
        pack: Number(/(\d+)/.exec(document.querySelector('[data-testid="pack"]')?.textContent ?? '')?.[1]),
        slots: [...document.querySelectorAll<HTMLElement>('[data-slot]')].map((el) => ({
          slot: Number(el.dataset['slot']),
          state: el.dataset['state'] ?? '',
          card: el.dataset['card'] === undefined ? null : Number(el.dataset['card']),
        })),
      }))
      for (const s of seen.slots) {
        if (s.state === 'empty') memory.delete(s.slot)
        if (s.card !== null) memory.set(s.slot, s.card)
      }
      if (!seen.myTurn) {
        await page.waitForTimeout(40)
        continue
      }
      const target = choose(seen.slots, seen.pack, memory)
      if (target === 'pack') await page.keyboard.press('p')
      else {
        // Walk the 8-column grid with the arrows from wherever the focus is, then Enter or Space.
        let at = Number((await focusOf(page)).slot || '0')
        if (!(await focusOf(page)).slot) throw new Error('the focus is not on the grid')
        while (at !== target) {
          const [dr, dc] = [Math.floor(target / 8) - Math.floor(at / 8), (target % 8) - (at % 8)]
          const key = dr > 0 ? 'ArrowDown' : dr < 0 ? 'ArrowUp' : dc > 0 ? 'ArrowRight' : 'ArrowLeft'
          await page.keyboard.press(key)
          at = Number((await focusOf(page)).slot)
        }
        await page.keyboard.press(flips % 2 === 0 ? 'Enter' : ' ')
      }
      flips++
      await settled(page, 'sp-table', seen.seq)
      await focusKept(page, `flip ${flips}`)
    }
    await expect(end).toContainText('Game over!')
    expect(flips).toBeGreaterThan(3)
  })
})

type Slot = { slot: number; state: string; card: number | null }

/** Flips a remembered set when it knows one, else the pack, else a card not seen yet. */
function choose(slots: Slot[], pack: number, memory: Map<number, number>): number | 'pack' {
  const up = slots.filter((s) => s.state === 'faceUp').map((s) => s.card as number)
  const down = slots.filter((s) => s.state === 'faceDown').map((s) => s.slot)
  const known = down.filter((s) => memory.has(s))
  const card = (s: number): number => memory.get(s) as number
  if (up.length === 2) {
    const hit = known.find((s) => isMatch(up[0] as number, up[1] as number, card(s)))
    if (hit !== undefined) return hit
  }
  if (up.length === 1) {
    for (const a of known)
      for (const b of known) if (a !== b && isMatch(up[0] as number, card(a), card(b))) return a
  }
  if (up.length === 0) {
    for (const a of known)
      for (const b of known)
        for (const c of known) if (a < b && b < c && isMatch(card(a), card(b), card(c))) return a
  }
  if (pack > 0) return 'pack'
  return down.find((s) => !memory.has(s)) ?? known[0] ?? (down[0] as number)
}
