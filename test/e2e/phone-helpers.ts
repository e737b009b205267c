import { test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import type { GameSnapshot, Player, SeatLink } from '../../src/shared/api'
import type { GameId } from '../../src/shared/engine/types'
import { callApi } from './web-app'

/**
 * What the phone specs share (issue #24): a table of people and computers started through the API,
 * its seat links, and phones, each a mobile browser context of its own.
 */

/** A seat of a table: a person's name, or a computer of a level. */
export type SeatPlan = string | { bot: 'easy' | 'medium' | 'hard' }

/** Creates the people and starts the game; seats keep the plan's order (people first is usual). */
export async function startTable(
  url: string,
  game: GameId,
  plan: SeatPlan[],
  rules?: Record<string, unknown>,
): Promise<GameSnapshot> {
  const seats = []
  for (const s of plan) {
    if (typeof s !== 'string') seats.push({ kind: 'bot', level: s.bot })
    else
      seats.push({ kind: 'human', playerId: (await callApi<Player>(url, 'players.create', { name: s })).id })
  }
  return callApi<GameSnapshot>(url, 'games.start', rules ? { game, seats, rules } : { game, seats })
}

/** The people's seat links (tokens issued now), in seat order. */
export async function seatLinks(url: string, sessionId: string): Promise<string[]> {
  const links = await callApi<SeatLink[]>(url, 'seats.links', { sessionId })
  return links.map((l) => l.url ?? '')
}

/**
 * Phones for the tests of one describe block. Each phone's browser context is closed after its test:
 * left open it keeps reconnecting to a server that has gone, alongside the next tests.
 */
export function phonesPerTest(): { open: (browser: Browser, url: string, locale?: string) => Promise<Page> } {
  const contexts: BrowserContext[] = []
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
  })
  return {
    async open(browser, url, locale = 'en-GB') {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        locale,
      })
      contexts.push(context)
      const page = await context.newPage()
      await page.goto(url)
      return page
    },
  }
}
