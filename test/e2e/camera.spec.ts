import { expect, test, type Browser, type Page } from '@playwright/test'
import config from '../../playwright.config'
import type { ActionCard } from '../../src/shared/referee/types'
import { makeFixture, setupRecord, videoPath, type Fixture } from './camera-fixtures'
import { MAX_BLOCKED_SHARE, mainThreadFigures, recordLongTasks } from './camera-longtasks'
import { WebApp, callApi } from './web-app'

/**
 * Issue 6, items 2, 3 and 5 with Chromium's fake camera playing a generated round (camera-fixtures.ts):
 * the app waits for the hand to leave, takes both pictures and shows the verdict. The calibration is
 * injected into localStorage (the wizard's record) rather than shown to the camera.
 */
const baseArgs = config.use?.launchOptions?.args ?? []
const fakeCamera = (seed: string): string[] => [
  ...baseArgs,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${videoPath(seed)}`,
]

/**
 * Each video needs its own browser (the fake camera is a launch flag), and test.use cannot set launch
 * options per describe group: so each test launches its own Chromium with the base config's options.
 */
let browser: Browser | null = null
async function cameraPage(
  pw: { chromium: { launch: (o: object) => Promise<Browser> } },
  seed: string,
): Promise<Page> {
  browser = await pw.chromium.launch({ ...config.use?.launchOptions, args: fakeCamera(seed) })
  return browser.newPage({ viewport: config.use?.viewport ?? null })
}

/** The fake camera's label, then the calibration saved under it (what the wizard saves). */
async function injectSetup(page: Page, url: string, fx: Fixture): Promise<void> {
  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'What shall we play?' })).toBeVisible()
  const label = await page.evaluate(async () => {
    const s = await navigator.mediaDevices.getUserMedia({ video: true })
    const l = s.getVideoTracks()[0]?.label ?? ''
    for (const t of s.getTracks()) t.stop()
    return l
  })
  expect(label).not.toBe('')
  const rec = setupRecord(label, fx.calibration)
  await page.evaluate(
    ([k, v, l]) => {
      localStorage.setItem(k, v)
      localStorage.setItem('tc.camera.selected', l)
    },
    [rec.key, rec.value, label] as const,
  )
}

/** The round screen with the card picked by hand. */
async function openRound(page: Page, url: string, fx: Fixture, card: ActionCard): Promise<void> {
  await injectSetup(page, url, fx)
  await page.goto(url + '#/camera/round')
  await page.getByLabel('Action', { exact: true }).selectOption(card.kind)
  await page.getByLabel('Animal', { exact: true }).selectOption(card.animals[0]!)
  if (card.kind === 'swap')
    await page.getByLabel('Second animal', { exact: true }).selectOption(card.animals[1]!)
  await page.getByRole('button', { name: 'Start the camera referee' }).click()
}

/** Calls the app's API of the page's server. */
const call = <T>(page: Page, method: string, params?: unknown): Promise<T> =>
  callApi<T>(page.url(), method, params)

/** Polls the status texts until the verdict shows; returns every text seen on the way. */
async function watchRound(page: Page): Promise<string[]> {
  const seen = new Set<string>()
  const verdict = page.getByTestId('camera-verdict')
  const deadline = Date.now() + 90_000
  while (!(await verdict.isVisible()) && Date.now() < deadline) {
    for (const id of ['camera-phase', 'camera-wait']) {
      const el = page.getByTestId(id)
      const text = await el.textContent({ timeout: 1000 }).catch(() => null)
      if (text) seen.add(text.trim())
    }
    await page.waitForTimeout(100)
  }
  if (!(await verdict.isVisible())) {
    const timing = (
      await page
        .getByTestId('camera-timing')
        .textContent({ timeout: 5000 })
        .catch(() => '')
    )?.replace(/\s+/g, ' ')
    console.log(`camera: no verdict; ${timing}; seen:\n  ${[...seen].join('\n  ')}`)
  }
  return [...seen]
}

/** coco-ssd checked the pictures, and the page's thread stayed free meanwhile (issue 20). */
async function expectFreePage(page: Page, what: string): Promise<void> {
  const f = await mainThreadFigures(page)
  console.log(
    `camera: ${what}: ${f.checks} coco-ssd checks, median ${f.medianCheck} ms; the page's thread ` +
      `blocked at most ${f.longestBlock} ms (${f.blockedShare} of a check); longest task ${f.longest} ms`,
  )
  expect(f.checks).toBeGreaterThan(0)
  expect(f.blockedShare).toBeLessThan(MAX_BLOCKED_SHARE)
}

async function reportTiming(page: Page, what: string): Promise<void> {
  const t = page.getByTestId('camera-timing')
  const ms = Number(await t.getAttribute('data-frame-median'))
  const n = Number(await t.getAttribute('data-frames'))
  console.log(`camera: detect median ${Math.round(ms)} ms over ${n} frames (${what})`)
  const coco = Number(await t.getAttribute('data-coco-median'))
  const runs = Number(await t.getAttribute('data-coco-runs'))
  if (runs > 0) console.log(`camera: coco-ssd person check median ${Math.round(coco)} ms over ${runs} runs`)
  console.log(`camera: ${(await t.textContent())?.replace(/\s+/g, ' ').trim()}`)
  expect(n).toBeGreaterThan(3)
}

test.describe('camera referee: the card is done right', () => {
  // Chromium's fake camera loops the round's video, which undoes the card under a hand too
  // (tools/scenegen/round.ts): wherever the page starts watching, the next round is a move of the
  // card's animal. No retry: a wrong or unsure verdict fails.
  const seed = 'cam-e' // the generated round: move a sheep
  let app: WebApp
  let fx: Fixture
  test.beforeAll(() => {
    test.setTimeout(240_000)
    fx = makeFixture(seed)
  })
  test.beforeEach(async () => {
    app = new WebApp()
    await app.start()
  })
  test.afterEach(async () => {
    await browser?.close()
    await app.dispose(test.info())
  })

  test('waits for the hand to leave, takes both pictures and agrees with the card', async ({
    playwright,
  }) => {
    test.setTimeout(180_000)
    const page = await cameraPage(playwright, seed)
    // Vision and coco-ssd run in workers (issue 20): the page's thread is never blocked by a check.
    await recordLongTasks(page)
    await openRound(page, app.url, fx, fx.card)
    const seen = await watchRound(page)
    expect(seen.some((s) => s.includes('a hand or person is in view'))).toBe(true)
    expect(seen.some((s) => s.includes('Before picture') || s.includes('hand is at work'))).toBe(true)
    const verdict = page.getByTestId('camera-verdict')
    await expect(verdict).toBeVisible()
    await expectFreePage(page, 'the round')
    await expect(verdict).toHaveAttribute('data-matches', 'true')
    await expect(verdict).toContainText('matches the card')
    // Both pictures side by side, the moved animal outlined in each.
    await expect(page.locator('figure[data-picture="before"] img')).toBeVisible()
    await expect(page.locator('figure[data-picture="after"] img')).toBeVisible()
    await expect(page.locator('[data-token^="before-"][data-changed="true"]')).not.toHaveCount(0)
    await expect(page.locator('[data-token^="after-"][data-changed="true"]')).not.toHaveCount(0)
    await reportTiming(page, 'coco-ssd person + hand test')

    // A correction by hand re-runs the judge: remove the moved animal from the after picture.
    await page.locator('[data-token^="after-"][data-changed="true"]').first().click()
    await page.getByRole('button', { name: 'Not an animal: remove it' }).click()
    await expect(verdict).toContainText('corrected by hand')
    await expect(verdict).not.toHaveAttribute('data-matches', 'true')
  })

  test('check my set-up: the live reading outlined, named and counted', async ({ playwright }) => {
    test.setTimeout(150_000)
    const page = await cameraPage(playwright, seed)
    await injectSetup(page, app.url, fx)
    await page.goto(app.url + '#/camera')
    await page.getByRole('link', { name: 'Check my set-up' }).click()
    await expect(page.getByRole('heading', { name: 'Check my set-up' })).toBeVisible()
    // The fake camera loops the round: the table holds the same number of animals before and after.
    const reading = page.getByTestId('check-reading')
    await expect(reading).toBeVisible({ timeout: 90_000 })
    await expect(reading.locator('img')).toBeVisible()
    await expect(reading).toHaveAttribute('data-clear', 'true')
    await expect(reading).toHaveAttribute('data-count', String(fx.animals))
    await expect(page.getByTestId('check-reading-count')).toHaveText(`${fx.animals} animals`)
    // Every animal named on the picture, and listed in words.
    await expect(reading.locator('.tag')).toHaveCount(fx.animals)
    await expect(reading.locator('details li')).toHaveCount(fx.animals)
  })

  // What the calibration says the camera will find hard (TableNotices.svelte): here the saved calibration
  // is altered so the sheep barely stands out from the table, the cow looks like the horse and the pig
  // covers only a few pixels.
  test('check my set-up: says which animal is faint, which two look alike and which is small', async ({
    playwright,
  }) => {
    test.setTimeout(90_000)
    const page = await cameraPage(playwright, seed)
    const animals = fx.calibration.animals
    const hard: Fixture = {
      ...fx,
      calibration: {
        ...fx.calibration,
        animals: {
          ...animals,
          sheep: { ...animals.sheep, visibility: 0.3 },
          cow: { ...animals.horse, type: 'cow', area: animals.horse.area * 0.95 },
          pig: { ...animals.pig, area: 60 },
        },
      },
    }
    await injectSetup(page, app.url, hard)
    await page.goto(app.url + '#/camera')
    await page.getByRole('link', { name: 'Check my set-up' }).click()
    await expect(page.getByTestId('faint-notice')).toHaveText(/hardly see the sheep/)
    await expect(page.getByTestId('small-notice')).toHaveText(/the pig is only a few pixels across/)
    await expect(page.getByTestId('alike-notice')).toHaveCount(1)
    await expect(page.getByTestId('alike-notice')).toHaveText(
      /hardly tell the cow and the horse apart: where it sees one and the card names the other/,
    )
  })

  test('companion mode: the camera counts the drop, referees the Lead and shows the reveal', async ({
    playwright,
  }) => {
    test.setTimeout(180_000)
    const page = await cameraPage(playwright, seed)
    await injectSetup(page, app.url, fx)
    await call(page, 'settings.set', { botPace: 'fast' })
    const ann = await call<{ id: string }>(page, 'players.create', { name: 'Ann' })
    const snap = await call<{ sessionId: string }>(page, 'games.start', {
      game: 'now-you-see-me',
      seats: [
        { kind: 'human', playerId: ann.id },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
      rules: { physical: true, lookMs: 2000 },
    })
    await page.goto(`${app.url}#/game/${snap.sessionId}`)
    await expect(page.getByLabel('Use the camera')).toBeChecked()
    await page.getByRole('button', { name: /count them with the camera/ }).click()
    // The count goes with the drop; then the look, then the Lead's action with the camera referee,
    // which shows only while the Lead's card does (the card hides itself after a few seconds).
    await page.getByRole('button', { name: 'Show my card' }).click({ timeout: 60_000 })
    await expect(page.getByRole('heading', { name: 'Camera referee' })).toBeVisible()
    const verdict = page.getByTestId('camera-verdict')
    await expect(verdict).toBeAttached({ timeout: 90_000 })
    await expect(async () => {
      const again = page.getByRole('button', { name: 'Show my card again' })
      if (await again.isVisible()) await again.click()
      await expect(verdict).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await page
      .getByRole('button', { name: 'Hide card' })
      .click({ timeout: 2000 })
      .catch(() => undefined)
    await page.getByRole('button', { name: 'Done', exact: true }).click()
    await expect(page.getByTestId('camera-reveal-verdict')).toBeVisible({ timeout: 60_000 })
    await expect(page.locator('figure[data-picture="before"] img')).toBeVisible()
    await expect(page.locator('figure[data-picture="after"] img')).toBeVisible()
  })

  test('the setup wizard: crop by keyboard, still pictures, a refusal shown and one picture taken again', async ({
    playwright,
  }) => {
    test.setTimeout(180_000)
    const page = await cameraPage(playwright, seed)
    await recordLongTasks(page)
    await page.goto(app.url)
    await page.getByRole('link', { name: 'Camera' }).click()
    await expect(page.getByRole('heading', { name: 'Camera setup' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '1. The play area' })).toBeVisible()
    await page.getByLabel('Left').fill('10')
    await page.getByLabel('Width').fill('600')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { name: '2. The empty table' })).toBeVisible()
    await page.getByRole('button', { name: 'Take the picture' }).click()
    await expect(page.getByRole('heading', { name: '3. One of each animal' })).toBeVisible({
      timeout: 30_000,
    })
    await page.getByRole('button', { name: 'Take the picture' }).click()
    await expect(page.getByRole('heading', { name: '4. An action card' })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Take the picture' }).click()
    await expect(page.getByRole('heading', { name: "5. The card's length" })).toBeVisible({ timeout: 30_000 })
    await page.getByLabel('End 1 x').fill('100')
    await page.getByLabel('End 2 x').fill('200')
    await page.getByRole('button', { name: 'Calibrate and save' }).click()
    // The "empty table" already holds the round's animals, and a round changes one animal: no quarter
    // but one can show a new animal, so the calibration is refused, said in words and marked on the
    // picture of the animals.
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(/Calibration failed: .*quarter/)
    console.log(`camera: wizard: ${await alert.textContent()}`)
    await expect(page.getByTestId('calibration-problem')).toBeVisible()
    await expectFreePage(page, 'the calibration')
    // Only the picture of the animals is taken again: the card's picture and its ends stand.
    await page.getByRole('button', { name: 'Take the picture of the animals again' }).click()
    await expect(alert).toBeHidden()
    await expect(page.getByRole('heading', { name: '3. One of each animal' })).toBeVisible()
    await page.getByRole('button', { name: 'Take the picture' }).click()
    await expect(page.getByRole('heading', { name: "5. The card's length" })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByLabel('End 2 x')).toHaveValue('200')
    await page.getByRole('button', { name: 'Calibrate and save' }).click()
    await expect(alert).toContainText(/Calibration failed: /)
  })
})

test('camera denied or absent gives a clear message', async ({ page }) => {
  const app = new WebApp()
  await app.start()
  try {
    await page.goto(app.url + '#/camera')
    await expect(page.getByRole('alert')).toContainText(
      /camera was denied|No camera was found|could not start/,
    )
    await expect(page.getByRole('alert')).toContainText(/[Cc]ompanion mode/)
  } finally {
    await app.dispose()
  }
})

test.describe('camera referee: the wrong animal moves, and the model is damaged', () => {
  // The generated round moves a cow. (Seed mv-6, a light table where a touching pig and sheep are
  // read differently from frame to frame, left the verdict uncertain in about half the runs.)
  const seed = 'mv-1'
  let app: WebApp
  let fx: Fixture
  test.beforeAll(() => {
    test.setTimeout(240_000)
    fx = makeFixture(seed)
  })
  test.beforeEach(async () => {
    app = new WebApp()
    await app.start()
  })
  test.afterEach(async () => {
    await browser?.close()
    await app.dispose(test.info())
  })

  test('warns the Lead with what differs; works without coco-ssd', async ({ playwright }) => {
    test.setTimeout(180_000)
    const page = await cameraPage(playwright, seed)
    await page.route('**/models/coco-ssd/model.json', (r) => r.fulfill({ status: 200, body: '{ damaged' }))
    // The card says move a horse; on the table a cow moved instead.
    expect(fx.card).toEqual({ kind: 'move', animals: ['cow'] })
    const card: ActionCard = { kind: 'move', animals: ['horse'] }
    await openRound(page, app.url, fx, card)
    await expect(page.getByTestId('model-note')).toContainText('could not be loaded')
    await expect(page.getByTestId('model-note')).toContainText('Companion mode')
    const seen = await watchRound(page)
    expect(seen.some((s) => s.includes('a hand or person is in view'))).toBe(true)
    const verdict = page.getByTestId('camera-verdict')
    await expect(verdict).toHaveAttribute('data-matches', 'false')
    await expect(page.getByRole('alert').filter({ hasText: 'Fix the table before eyes open' })).toContainText(
      'does not match the card',
    )
    await reportTiming(page, 'hand test only, no model')

    // The companion mode is still offered.
    await page.goto(app.url)
    await expect(page.getByRole('button', { name: 'Play 1, 2, 3! Now you see me' })).toBeVisible()
  })
})
