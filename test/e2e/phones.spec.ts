import { expect, test, type Page } from '@playwright/test'
import type { GameSnapshot } from '../../src/shared/api'
import { phonesPerTest, seatLinks, startTable } from './phone-helpers'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue #24: people play from their phones. Two phones (mobile viewport, touch) and a computer play a
 * whole S-head game; the host page shows the table only and never holds a hand card; a phone that
 * reloads mid-game gets its seat back. All on 127.0.0.1 (the seat links work there too).
 */
test.describe('Phones at the table', () => {
  const app = serverPerTest()
  const phones = phonesPerTest()

  /** One step of this phone's person, if it is their move: true when they did something. */
  async function step(p: Page): Promise<boolean> {
    // Only the buttons of this phase exist (Swap and Ready, or Play and Pick up).
    const enabled = async (name: string): Promise<boolean> => {
      const b = p.getByRole('button', { name, exact: true })
      return (await b.count()) > 0 && (await b.isEnabled())
    }
    if (await enabled('Ready')) {
      await p.getByRole('button', { name: 'Ready', exact: true }).tap()
      return true
    }
    const status = (await p.getByTestId('phone-status').textContent()) ?? ''
    if (!status.startsWith('Your turn')) return false
    const blind = p.locator('button[aria-label^="Face-down card"]:enabled')
    if ((await blind.count()) > 0) {
      await blind.first().tap()
      return true
    }
    if (await enabled('Pick up')) {
      await p.getByRole('button', { name: 'Pick up', exact: true }).tap()
      return true
    }
    await p.getByRole('button', { name: 'Hint', exact: true }).tap()
    // With cards chosen the button says how many: "Play 1 card".
    const play = p.getByRole('button', { name: /^Play( \d+ cards?)?$/ })
    await expect(play).toBeEnabled()
    await play.tap()
    return true
  }

  test('two phones and a computer play a whole S-head game; the host shows the table only', async ({
    page: host,
    browser,
  }) => {
    test.setTimeout(240_000)
    await callApi(app.url, 'settings.set', { animationSpeed: 'off', botPace: 'fast' })
    const game = await startTable(app.url, 's-head', ['Ada', 'Bo', { bot: 'easy' }])
    // Whatever the host page ever draws, a hand card of the screen's own seat would show up here.
    await host.addInitScript(() => {
      const w = window as unknown as { handSeen: boolean }
      w.handSeen = false
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="my-hand"] [data-card]')) w.handSeen = true
      }).observe(document, { childList: true, subtree: true })
    })
    await host.goto(`${app.url}#/game/${game.sessionId}`)
    await host.getByRole('button', { name: 'Phones at the table' }).click()
    const panel = host.getByRole('dialog', { name: 'Phones at the table' })
    await expect(panel).toContainText('same Wi-Fi or network')
    const links = panel.getByTestId('phone-link')
    await expect(links).toHaveCount(2)
    await expect(panel.getByRole('img', { name: 'QR code for Ada’s seat' })).toBeVisible()
    const urls = await links.allTextContents()
    expect(urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/seat\/[A-Za-z0-9_-]{43}$/)

    const people = [await phones.open(browser, urls[0] ?? ''), await phones.open(browser, urls[1] ?? '')]
    await expect(people[0]!.getByText('Ada', { exact: true })).toBeVisible()
    await expect(people[1]!.getByText('Bo', { exact: true })).toBeVisible()
    await expect(panel.getByText('Phone connected')).toHaveCount(2)
    await expect(host.getByTestId('s-head-table')).toBeVisible()
    await expect(host.getByText(/Pass the screen/)).toHaveCount(0)

    let moves = 0
    let reloaded = false
    while (!(await host.getByTestId('s-head-table').isHidden()) && moves < 600) {
      let acted = false
      for (const p of people) {
        if (await p.getByTestId('phone-ended').isVisible()) continue
        if (await p.getByTestId('phone-status').isVisible()) acted = (await step(p)) || acted
      }
      if (acted) moves++
      else if (
        (await people[0]!.getByTestId('phone-ended').isVisible()) &&
        (await people[1]!.getByTestId('phone-ended').isVisible())
      )
        break
      else await host.waitForTimeout(50)
      // Mid-game a phone reloads (or wakes from sleep): it gets its seat back by itself.
      if (moves === 10 && !reloaded) {
        reloaded = true
        const handBefore = await people[0]!.getByTestId('phone-hand').locator('[data-card]').count()
        await people[0]!.reload()
        await expect(people[0]!.getByText('Ada', { exact: true })).toBeVisible()
        await expect(people[0]!.getByTestId('phone-status')).toBeVisible()
        expect(
          await people[0]!.getByTestId('phone-hand').locator('[data-card]').count(),
        ).toBeGreaterThanOrEqual(handBefore === 0 ? 0 : 1)
      }
    }
    const over = await callApi<GameSnapshot>(app.url, 'games.snapshot', {
      sessionId: game.sessionId,
      seat: null,
    })
    expect(over.over).toBe(true)
    for (const p of people) await expect(p.getByTestId('phone-ended')).toContainText('The game is over')
    expect(await host.evaluate(() => (window as unknown as { handSeen: boolean }).handSeen)).toBe(false)
    expect(reloaded).toBe(true)
  })

  test("each phone speaks its own browser's language, not the host's", async ({ browser }) => {
    const game = await startTable(app.url, 's-head', ['Ada', 'Bo'])
    const links = await seatLinks(app.url, game.sessionId)
    // German first, then a language the app does not have (Portuguese): that phone speaks English.
    const de = await phones.open(browser, links[0] ?? '', 'de-AT')
    const pt = await phones.open(browser, links[1] ?? '', 'pt-BR')
    await expect(de.getByRole('button', { name: 'Bereit', exact: true })).toBeVisible()
    await expect(de.getByText('Deine Hand: 3 Karten')).toBeVisible()
    expect(await de.evaluate(() => document.documentElement.lang)).toBe('de')
    await expect(pt.getByRole('button', { name: 'Ready', exact: true })).toBeVisible()
    await expect(pt.getByText('Your hand: 3 cards')).toBeVisible()
  })
})

test.describe('The Phones panel over the table (issue #22)', () => {
  const app = serverPerTest()

  test('opens from the bar as a dialog that takes no table height; Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    const game = await startTable(app.url, 'sneak-peek', ['Ada', { bot: 'easy' }])
    await page.goto(`${app.url}#/game/${game.sessionId}`)
    const frame = page.getByTestId('table-frame')
    await expect(page.locator('[data-slot="63"]')).toBeVisible()
    // Nothing under the frame: it reaches the bottom of the screen's main area, less its padding.
    const gap = await frame.evaluate((el) => {
      const main = el.closest('main')!
      return main.getBoundingClientRect().bottom - el.getBoundingClientRect().bottom
    })
    expect(gap).toBeLessThanOrEqual(16)
    const opener = page.locator('.bar').getByRole('button', { name: 'Phones at the table' })
    const box = await opener.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)

    const before = await frame.boundingBox()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Phones at the table' })
    await expect(dialog.getByRole('img', { name: 'QR code for Ada’s seat' })).toBeVisible()
    expect(await frame.boundingBox()).toEqual(before)
    // The table behind waits: its keys (P turns a card over) do nothing while the dialog is open.
    await page.keyboard.press('p')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
    await expect(page.locator('[data-state="faceUp"]')).toHaveCount(0)
    await page.keyboard.press('p')
    await expect(page.locator('[data-state="faceUp"]')).toHaveCount(1)
  })
})
