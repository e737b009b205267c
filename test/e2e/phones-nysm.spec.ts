import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import type { GameSnapshot, Player, SeatLink } from '../../src/shared/api'
import type { View } from '../../src/shared/games/now-you-see-me'
import { callApi, serverPerTest } from './web-app'

type Animal = 'sheep' | 'pig' | 'cow' | 'horse'
const ANIMALS: Animal[] = ['sheep', 'pig', 'cow', 'horse']

/**
 * Issue #24: *Now you see me* from phones (mobile viewport, touch), all on 127.0.0.1. Three phones
 * lock in secret answers; the host screen never shows a phone's choice before the reveal, then
 * reveals and scores them as the engine does; a phone that reloads mid-round gets its seat and its
 * locked answer back. The Lead's phone, and only it, shows the action card.
 */
test.describe('Now you see me on phones', () => {
  const app = serverPerTest()
  // The phones' own browser contexts outlive the test unless closed (see phones.spec.ts).
  const contexts: BrowserContext[] = []
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
  })

  async function phone(browser: Browser, url: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'en-GB',
    })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(url)
    return page
  }

  async function players(names: string[]): Promise<string[]> {
    const ids: string[] = []
    for (const name of names) ids.push((await callApi<Player>(app.url, 'players.create', { name })).id)
    return ids
  }

  /** Taps the animal cards and locks them in; the last answer of the round reveals them all at once. */
  async function lockIn(p: Page, animals: Animal[], last = false): Promise<void> {
    for (const a of animals) await p.locator(`[data-answer="${a}"]`).tap()
    await p.getByRole('button', { name: 'Lock in', exact: true }).tap()
    await expect(p.getByTestId(last ? 'nysm-result' : 'nysm-locked')).toBeVisible()
  }

  test('three phones lock in secret answers; the host reveals and scores them; a reload keeps the answer', async ({
    page: host,
    browser,
  }) => {
    test.setTimeout(120_000)
    await callApi(app.url, 'settings.set', { animationSpeed: 'off', botPace: 'fast' })
    const ids = await players(['Ada', 'Bo', 'Cy'])
    // A computer leads and the app plays its hands; the look is short and the reveal waits.
    const game = await callApi<GameSnapshot>(app.url, 'games.start', {
      game: 'now-you-see-me',
      seats: [{ kind: 'bot', level: 'easy' }, ...ids.map((playerId) => ({ kind: 'human', playerId }))],
      rules: { appLeads: true, lookMs: 1000, actMs: 300, wrongCountChance: 0, revealMs: 300_000 },
    })
    // Whatever the host page ever draws, an answer panel (a seat's own animal cards) would show here.
    await host.addInitScript(() => {
      const w = window as unknown as { answerSeen: boolean }
      w.answerSeen = false
      new MutationObserver(() => {
        if (document.querySelector('[data-answer]')) w.answerSeen = true
      }).observe(document, { childList: true, subtree: true })
    })
    // The seats are the phones' before the host screen opens (a seat without a phone is played on the
    // screen, answer panel and all, until the panel gives it a code).
    const issued = await callApi<SeatLink[]>(app.url, 'seats.links', { sessionId: game.sessionId })
    await host.goto(`${app.url}#/game/${game.sessionId}`)
    await host.getByRole('button', { name: 'Phones at the table' }).click()
    const panel = host.getByRole('dialog', { name: 'Phones at the table' })
    await expect(panel.getByTestId('phone-link')).toHaveCount(3)
    const urls = await panel.getByTestId('phone-link').allTextContents()
    expect(urls).toEqual(issued.map((l) => l.url))
    await host.keyboard.press('Escape')

    const [ada, bo, cy] = [
      await phone(browser, urls[0]!),
      await phone(browser, urls[1]!),
      await phone(browser, urls[2]!),
    ]
    for (const [p, name] of [
      [ada, 'Ada'],
      [bo, 'Bo'],
      [cy, 'Cy'],
    ] as const) {
      await expect(p.getByText(name, { exact: true }).first()).toBeVisible()
      await expect(p.getByRole('button', { name: 'Lock in', exact: true })).toBeDisabled()
      // A guesser's phone never shows the Lead's card.
      await expect(p.getByTestId('lead-card')).toHaveCount(0)
    }
    // The test is the machine's owner: it reads the Lead's card to choose one right and two wrong answers.
    const lead = await callApi<GameSnapshot>(app.url, 'games.snapshot', {
      sessionId: game.sessionId,
      seat: 0,
    })
    const card = (lead.view as View).card!
    const right = [...card.animals] as Animal[]
    const wrong = ANIMALS.filter((a) => !right.includes(a)).slice(0, right.length)
    await expect(ada.getByTestId('phone-status')).toContainText(right.length === 2 ? 'two cards' : 'one card')

    await lockIn(ada, right)
    const locked = await ada.getByTestId('nysm-locked').textContent()
    // Mid-round Ada's phone reloads: her seat and her locked answer come back, and it stays locked.
    await ada.reload()
    await expect(ada.getByTestId('nysm-locked')).toHaveText(locked ?? '')
    await expect(ada.getByRole('button', { name: 'Lock in' })).toHaveCount(0)
    await lockIn(bo, wrong)
    // Two of three locked in: the host shows who has answered, never what, and no reveal yet.
    await expect(host.locator('[data-score-seat="2"]')).toContainText('has answered')
    await expect(host.getByTestId('reveal')).toHaveCount(0)
    await expect(cy.getByTestId('phone-status')).not.toContainText('Waiting')
    // The phone's cards and buttons pass axe's WCAG 2.1 AA checks (names, contrast), a card chosen.
    await cy.locator(`[data-answer="${wrong[0]}"]`).tap()
    const axe = await new AxeBuilder({ page: cy }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])
    await cy.locator(`[data-answer="${wrong[0]}"]`).tap()
    await lockIn(cy, wrong, true)

    // Everyone reveals together on the host screen; the scores are the engine's.
    const reveal = host.getByTestId('reveal')
    await expect(reveal).toBeVisible()
    const table = await callApi<GameSnapshot>(app.url, 'games.snapshot', {
      sessionId: game.sessionId,
      seat: null,
    })
    const scores = (table.view as View).scores
    expect(scores).toEqual([0, 1, 0, 0])
    for (const seat of [0, 1, 2, 3])
      await expect(host.locator(`[data-score-seat="${seat}"]`)).toContainText(
        `${scores[seat]} ${scores[seat] === 1 ? 'point' : 'points'}`,
      )
    await expect(reveal.locator('[data-reveal-seat="1"]')).toContainText('right')
    await expect(ada.getByTestId('nysm-result')).toContainText('You were right: +1 point!')
    await expect(bo.getByTestId('nysm-result')).toContainText('Not this time.')
    await expect(cy.getByTestId('nysm-result')).toContainText('Not this time.')
    await expect(ada.locator('[data-score-seat="1"]')).toHaveText('Ada: 1 point')
    expect(await host.evaluate(() => (window as unknown as { answerSeen: boolean }).answerSeen)).toBe(false)
  })

  test("the Lead's phone shows the action card to the Lead alone, and moves the round on", async ({
    page: host,
    browser,
  }) => {
    test.setTimeout(90_000)
    const [adaId, boId] = await players(['Ada', 'Bo'])
    // Ada leads from her phone; Bo answers at the table screen (here: the owner's API), when the test says.
    const game = await callApi<GameSnapshot>(app.url, 'games.start', {
      game: 'now-you-see-me',
      seats: [
        { kind: 'human', playerId: adaId },
        { kind: 'human', playerId: boId },
      ],
      rules: { appLeads: true, lookMs: 1000, actMs: 300, wrongCountChance: 0, revealMs: 0 },
    })
    const links = await callApi<SeatLink[]>(app.url, 'seats.links', { sessionId: game.sessionId })
    const ada = await phone(browser, links[0]?.url ?? '')
    const card = ada.getByTestId('lead-card')
    await expect(card).toContainText('Your action card (only you see it)')
    // The seat is the phone's now: the host may not read its card (or anything else of that seat).
    await expect(callApi(app.url, 'games.snapshot', { sessionId: game.sessionId, seat: 0 })).rejects.toThrow(
      /forbidden|phone/,
    )
    const kind = (await card.getAttribute('data-kind')) as NonNullable<View['card']>['kind']
    await expect(card).toContainText({ add: 'Add', remove: 'Hide', move: 'Move', swap: 'Swap' }[kind])
    // The card's small words keep their contrast on its panel.
    const axe = await new AxeBuilder({ page: ada }).withRules(['color-contrast']).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    const bo = await callApi<GameSnapshot>(app.url, 'games.snapshot', { sessionId: game.sessionId, seat: 1 })
    expect((bo.view as View).card).toBeNull()
    await callApi(app.url, 'games.move', {
      sessionId: game.sessionId,
      seat: 1,
      move: { type: 'answer', animals: kind === 'swap' ? ['sheep', 'pig'] : ['cow'] },
    })
    // At the reveal the Lead's phone gives the result, and the Lead moves the round on.
    await expect(ada.getByTestId('nysm-result')).toBeVisible()
    await expect(card).toHaveCount(0)
    // The host shows the reveal, but the round is the Lead's to move on, from her phone.
    await host.goto(`${app.url}#/game/${game.sessionId}`)
    await expect(host.getByTestId('reveal')).toBeVisible()
    await expect(host.getByRole('button', { name: 'Next round', exact: true })).toHaveCount(0)
    await ada.getByRole('button', { name: 'Next round', exact: true }).tap()
    await expect(ada.getByText('You lead · round 2 of 3')).toBeVisible()
  })
})
