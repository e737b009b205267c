import { expect, type Page } from '@playwright/test'
import { callApi } from './web-app'

/** The phases of an app-led round the person sees, in order. */
export type NysmPhase = 'look' | 'answer' | 'reveal'

/**
 * One app-led Now you see me round for one person playing with two computers, in whatever language
 * the app is set to: short timers (4 s look, 2 s act, no reveal pause, never a wrong count), two
 * picks in the answer panel (a one-animal question keeps the last, a swap question both), then
 * the reveal. `at` runs at each phase, once the table shows it.
 */
export async function appLedRound(
  page: Page,
  url: string,
  personId: string,
  at: (phase: NysmPhase) => Promise<void>,
): Promise<void> {
  // The look starts with the game: the app is loaded first, so only the table has to draw in time.
  if (!page.url().startsWith(url)) {
    await page.goto(url)
    await expect(page.locator('h1')).toBeVisible()
  }
  const snap = await callApi<{ sessionId: string }>(url, 'games.start', {
    game: 'now-you-see-me',
    // The person sits after the Lead's seat, so they answer while the app leads.
    seats: [
      { kind: 'bot', level: 'easy' },
      { kind: 'human', playerId: personId },
      { kind: 'bot', level: 'easy' },
    ],
    rules: { appLeads: true, lookMs: 4000, actMs: 2000, wrongCountChance: 0, revealMs: 0 },
  })
  await page.goto(`${url}#/game/${snap.sessionId}`)
  const table = page.locator('.nysm')
  for (const phase of ['look', 'answer'] as const) {
    await expect(table).toHaveAttribute('data-phase', phase, { timeout: 20_000 })
    await at(phase)
  }
  await page.locator('[data-answer="sheep"]').click()
  await page.locator('[data-answer="cow"]').click()
  await page.locator('.answer button.primary').click()
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 20_000 })
  await at('reveal')
}
