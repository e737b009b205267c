import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { appLedRound } from './nysm-round'
import { overflowing } from './overflow'
import { playSHead } from './s-head-player'
import { callApi, serverPerTest } from './web-app'

/**
 * Issue 23: in each of the four languages, at 1024x700, a whole S-head game against computers and a
 * Now you see me round played through: at every phase no text is wider than its box, the page says
 * which language it is in, and a screenshot of each phase is attached to the report (deals differ,
 * so they are for reading, not compared with baselines).
 */
const LANGUAGES = ['en', 'de', 'es', 'fr'] as const

test.describe('Whole games in every language', () => {
  const app = serverPerTest()

  /** Checks the page at one phase and attaches what it looked like. */
  async function check(page: Page, info: TestInfo, lang: string, what: string): Promise<void> {
    await info.attach(`${lang} ${what}`, { body: await page.screenshot(), contentType: 'image/png' })
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    // A big hand is fanned on purpose: each card but the last shows a sliver of its face.
    expect(
      await overflowing(page, { ignore: '[data-testid=my-hand] [data-card]' }),
      `${lang} ${what}`,
    ).toEqual([])
  }

  for (const lang of LANGUAGES) {
    test(`${lang}: an S-head game to the end and a Now you see me round fit 1024x700`, async ({
      page,
    }, info) => {
      test.setTimeout(150_000)
      await page.setViewportSize({ width: 1024, height: 700 })
      // No animations and quick computers: the time goes to play, not to waiting.
      await callApi(app.url, 'settings.set', { language: lang, animationSpeed: 'off', botPace: 'fast' })
      const ann = await callApi<{ id: string }>(app.url, 'players.create', { name: 'Annemarie-Louise' })

      const game = await callApi<{ sessionId: string }>(app.url, 'games.start', {
        game: 's-head',
        seats: [
          { kind: 'human', playerId: ann.id },
          { kind: 'bot', level: 'hard' },
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
        ],
        rules: { preset: 'popular' },
      })
      await page.goto(`${app.url}#/game/${game.sessionId}`)
      const played = await playSHead(page, { onFirst: (act) => check(page, info, lang, `S-head ${act}`) })
      await expect(page.getByTestId('end-screen')).toBeVisible()
      await check(page, info, lang, 'S-head end')
      console.log(
        `[languages-games] ${lang} S-head: ${played.moves} moves, hand up to ${played.maxHand}, ${played.ms} ms`,
      )

      await appLedRound(page, app.url, ann.id, (phase) => check(page, info, lang, `Now you see me ${phase}`))
    })
  }
})
