import { expect, test } from '@playwright/test'
import type { GameSnapshot } from '../../src/shared/api'
import { firstMatch } from '../../src/shared/games/cards64'
import type { View as SeekView } from '../../src/shared/games/sleek-seek'
import { phonesPerTest, seatLinks, startTable } from './phone-helpers'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue #24: Sleek Seek and Sneak Peek from phones, beside people at the screen and computers.
 * Done when two phones' Seek! within 300 ms is ruled simultaneous (RULES-NOTES: Sleek Seek).
 */
test.describe('Phones at a 64-card table', () => {
  const app = serverPerTest()
  const phones = phonesPerTest()

  const tableView = async (sessionId: string): Promise<SeekView> =>
    (await callApi<GameSnapshot>(app.url, 'games.snapshot', { sessionId, seat: null })).view as SeekView

  test('two phones call Seek! at once: ruled simultaneous, the set leaves play and nobody scores', async ({
    page: host,
    browser,
  }) => {
    await callApi(app.url, 'settings.set', { animationSpeed: 'off' })
    // Ada and Bo on phones, Cy at the screen; nobody calls until the phones do. The caller's time to
    // pick is long (30 s) so that a loaded machine's slow checks below cannot run it out; the
    // simultaneity window stays the rules' default 300 ms.
    const game = await startTable(app.url, 'sleek-seek', ['Ada', 'Bo', 'Cy'], { selectMs: 30_000 })
    const { sessionId } = game
    let view = await tableView(sessionId)
    while (!firstMatch(view.slots.filter((c): c is number => c !== null))) {
      await callApi(app.url, 'games.move', { sessionId, seat: view.turn, move: { type: 'flip' } })
      view = await tableView(sessionId)
    }
    const onTable = view.slots.filter((c): c is number => c !== null)

    const urls = await seatLinks(app.url, sessionId)
    // Every person's seat got a link; Cy stays at the screen: the host hands that seat back.
    await callApi(app.url, 'seats.release', { sessionId, seat: 2, newPhone: false })
    const ada = await phones.open(browser, urls[0] ?? '')
    const bo = await phones.open(browser, urls[1] ?? '')
    for (const p of [ada, bo]) {
      await expect(p.getByRole('list', { name: 'Cards on the table' }).locator('[data-card]')).toHaveCount(
        onTable.length,
      )
      await expect(p.getByTestId('phone-seek')).toBeEnabled()
    }
    // Both people press at the same moment: each phone presses at one agreed time on this machine's
    // clock, so neither waits on the other's tap being sent; each notes when its press happened.
    const at = Date.now() + 800
    await Promise.all(
      [ada, bo].map((p) =>
        p.evaluate((when) => {
          const w = window as unknown as { pressedAt?: number }
          setTimeout(() => {
            w.pressedAt = Date.now()
            document.querySelector<HTMLButtonElement>('[data-testid="phone-seek"]')?.click()
          }, when - Date.now())
        }, at),
      ),
    )
    const pressed = await Promise.all(
      [ada, bo].map((p) =>
        p
          .waitForFunction(() => (window as unknown as { pressedAt?: number }).pressedAt)
          .then((h) => h.jsonValue()),
      ),
    )
    console.log(`[phones-seek] the two presses were ${Math.abs(pressed[0]! - pressed[1]!)} ms apart`)

    await expect.poll(async () => (await tableView(sessionId)).call?.simultaneous.length ?? 0).toBe(1)
    const call = (await tableView(sessionId)).call!
    const [caller, other] = call.caller === 0 ? [ada, bo] : [bo, ada]
    const callerName = call.caller === 0 ? 'Ada' : 'Bo'
    await expect(caller.getByTestId('phone-status')).toContainText('You called first: pick three cards!')
    await expect(other.getByTestId('phone-status')).toContainText(
      `You called at the same moment as ${callerName}`,
    )
    // The host's screen, opened only now (on a loaded machine its drawing would slow the phones'
    // calls), shows the call. Ada and Bo buzz on their phones: the screen has no buzzer (nor key)
    // of theirs, only Cy's, who plays at the screen.
    await host.goto(`${app.url}#/game/${sessionId}`)
    await expect(host.getByTestId('ss-felt').locator('[data-card]')).toHaveCount(onTable.length)
    await expect(host.getByTestId('ss-table')).toHaveAttribute('data-caller', String(call.caller))
    await expect(host.getByTestId('buzzer-2')).toBeVisible()
    await expect(host.getByRole('button', { name: /^Seek! for Cy / })).toBeVisible()
    await expect(host.locator('[data-testid^="buzzer-"]')).toHaveCount(1)
    await expect(host.getByRole('button', { name: /^Seek! for (Ada|Bo) / })).toHaveCount(0)

    // The caller picks on the phone: the screen shows who called and the timer, but neither its
    // cards nor their keys choose anything for a phone's seat.
    const set = firstMatch(onTable)!
    await expect(host.getByTestId('status')).toHaveText(new RegExp(`^${callerName} is choosing… \\d+ s$`))
    const felt = host.getByTestId('ss-felt')
    await expect(felt.locator('[data-card][aria-disabled="false"]')).toHaveCount(0)
    for (const card of set)
      await host.keyboard.press((await felt.locator(`[data-card="${card}"]`).getAttribute('data-key')) ?? '')
    // Forced: Playwright waits for an aria-disabled button to be enabled, but a person can click it.
    await felt.locator(`[data-card="${set[0]}"]`).click({ force: true })
    await expect(felt.locator('[aria-pressed="true"]')).toHaveCount(0)
    const waiting = await tableView(sessionId)
    expect(waiting.call?.caller).toBe(call.caller)
    expect(waiting.removed).toEqual([])

    // The first caller picks the set on the phone: it leaves play, nobody scores.
    for (const card of set) await caller.locator(`[data-card="${card}"]`).tap()
    for (const p of [caller, other])
      await expect(p.getByTestId('phone-event')).toHaveText(
        'Called at the same moment: the set leaves play and nobody scores it.',
      )
    for (const card of set)
      await expect(host.getByTestId('ss-felt').locator(`[data-card="${card}"]`)).toHaveCount(0)
    const after = await tableView(sessionId)
    expect(after.removed.slice().sort()).toEqual(set.slice().sort())
    expect(after.scores).toEqual([0, 0, 0])

    // Bo's seat handed back to the screen, with no move after it: the screen offers Bo's buzzer at once.
    await callApi(app.url, 'seats.release', { sessionId, seat: 1, newPhone: false })
    await expect(host.getByTestId('buzzer-1')).toBeVisible()
    expect((await tableView(sessionId)).removed.length).toBe(after.removed.length)
  })

  test('Sneak Peek: a flip from a phone shows on the host, beside the screen and a computer', async ({
    page: host,
    browser,
  }) => {
    await callApi(app.url, 'settings.set', { animationSpeed: 'off', botPace: 'fast' })
    const game = await startTable(app.url, 'sneak-peek', ['Ada', 'Cy', { bot: 'easy' }])
    await host.goto(`${app.url}#/game/${game.sessionId}`)
    await expect(host.locator('[data-slot="63"]')).toBeVisible()
    await expect(host.locator('[data-state="faceUp"]')).toHaveCount(0)

    const ada = await phones.open(browser, (await seatLinks(app.url, game.sessionId))[0] ?? '')
    await expect(ada.getByTestId('phone-status')).toHaveText('Your turn: turn over 3 more cards.')
    await ada.getByRole('button', { name: /^Turn over the top of the pack/ }).tap()
    await expect(ada.getByTestId('phone-status')).toHaveText('Your turn: turn over 2 more cards.')
    const card = await ada.locator('[data-slot="0"] [data-card]').getAttribute('data-card')
    await expect(host.locator('[data-slot="0"][data-state="faceUp"]')).toHaveAttribute(
      'data-card',
      card ?? '',
    )
    await expect(host.locator('[data-state="faceUp"]')).toHaveCount(1)
  })
})
