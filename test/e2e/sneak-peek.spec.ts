import { expect, test, type Page } from '@playwright/test'
import { isMatch } from '../../src/shared/games/cards64'
import { serverPerTest } from './web-app'

/** What the page shows of the Sneak Peek table: public information only. */
interface Seen {
  over: boolean
  myTurn: boolean
  seq: number
  pack: number
  slots: { slot: number; state: string; card: number | null }[]
}

async function look(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('[data-testid="sp-table"]')
    const slots = [...document.querySelectorAll<HTMLElement>('[data-slot]')].map((el) => ({
      slot: Number(el.dataset['slot']),
      state: el.dataset['state'] ?? '',
      card: el.dataset['card'] === undefined ? null : Number(el.dataset['card']),
    }))
    const pack = Number(/(\d+)/.exec(document.querySelector('[data-testid="pack"]')?.textContent ?? '')?.[1])
    return {
      over: document.querySelector('[data-testid="end-screen"]') !== null,
      myTurn: table?.dataset['myTurn'] === 'true',
      seq: Number(table?.dataset['seq'] ?? -1),
      pack,
      slots,
    }
  })
}

/**
 * A simple player with a memory of every card it has seen face up (its own flips and the computer's
 * reveals): it flips a remembered set when it knows one, else the pack, else cards it has not seen.
 */
function choose(seen: Seen, memory: Map<number, number>): number | 'pack' {
  const up = seen.slots.filter((s) => s.state === 'faceUp').map((s) => s.card as number)
  const down = seen.slots.filter((s) => s.state === 'faceDown').map((s) => s.slot)
  const known = down.filter((s) => memory.has(s))
  const card = (s: number): number => memory.get(s) as number
  // Complete what is face up with remembered cards, if any way gives a set.
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
  if (seen.pack > 0) return 'pack'
  const unknown = down.filter((s) => !memory.has(s))
  return unknown[0] ?? known[0] ?? (down[0] as number)
}

test.describe('Sneak Peek in web mode', () => {
  const app = serverPerTest()

  test('one person plays a whole game against the computer through the table', async ({ page }) => {
    test.setTimeout(300_000)
    await page.goto(app.url + '#/players')
    await page.getByLabel('Name', { exact: true }).fill('Ann')
    await page.getByRole('button', { name: 'Add player' }).click()
    await expect(page.locator('[data-player="Ann"]')).toBeVisible()

    await page.goto(app.url + '#/settings')
    await page.getByLabel('Computer players’ pace').selectOption('fast')
    await page.getByLabel('Sneak Peek: seconds a missed set stays visible').fill('1')
    await page.getByLabel('Sneak Peek: seconds a missed set stays visible').press('Tab')
    await page.reload()
    await expect(page.getByLabel('Sneak Peek: seconds a missed set stays visible')).toHaveValue('1')
    await expect(page.getByLabel('Computer players’ pace')).toHaveValue('fast')

    await page.goto(app.url)
    await page.getByRole('button', { name: 'Play Sneak Peek' }).click()
    await expect(page.getByLabel('Seat 1')).toHaveValue(/^p:/)
    await page.getByRole('button', { name: 'Start the game' }).click()
    await expect(page.getByTestId('sp-table')).toBeVisible()
    await expect(page.getByTestId('pack')).toContainText('64')

    const memory = new Map<number, number>()
    let flips = 0
    const started = Date.now()
    for (;;) {
      const seen = await look(page)
      for (const s of seen.slots) {
        if (s.state === 'empty') memory.delete(s.slot)
        if (s.card !== null) memory.set(s.slot, s.card)
      }
      if (seen.over) break
      expect(Date.now() - started, 'the game ends in reasonable time').toBeLessThan(240_000)
      if (!seen.myTurn) {
        await page.waitForTimeout(40)
        continue
      }
      const target = choose(seen, memory)
      // Alternate mouse and keyboard: P flips the pack, Enter flips the focused place.
      if (target === 'pack') {
        if (flips % 2 === 0) await page.getByTestId('pack').click()
        else await page.keyboard.press('p')
      } else if (flips % 2 === 0) {
        await page.locator(`[data-slot="${target}"]`).click()
      } else {
        await page.locator(`[data-slot="${target}"]`).focus()
        await page.keyboard.press('Enter')
      }
      flips++
      await expect
        .poll(async () => {
          const now = await look(page)
          return now.over || now.seq !== seen.seq
        })
        .toBe(true)
    }

    const end = page.getByTestId('end-screen')
    await expect(end).toContainText('Game over!')
    await expect(end).toContainText('Ann')
    await expect(end).toContainText(/\d+ cards/)
    expect(flips).toBeGreaterThan(3)
    const log = page.getByTestId('game-log')
    await expect(log).toContainText('The game is over.')
    await page.screenshot({ path: test.info().outputPath('sneak-peek-end.png') })
  })
})
