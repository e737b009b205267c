import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { engine, type State } from '../../src/shared/games/now-you-see-me'
import { serverPerTest, type WebApp } from './web-app'

/** One API call over the app's own WebSocket, from the page (same origin, as the renderer does). */
async function rpc<T = unknown>(page: Page, method: string, params: unknown): Promise<T> {
  return page.evaluate(
    ([method, params]) =>
      new Promise<T>((resolve, reject) => {
        const ws = new WebSocket(`ws://${location.host}/api`)
        ws.onopen = () => ws.send(JSON.stringify({ id: 4242, method, params }))
        ws.onmessage = (e) => {
          const msg = JSON.parse(String(e.data)) as {
            type: string
            id?: number | null
            result?: T
            error?: unknown
          }
          if (msg.type === 'event' || (msg.id !== 4242 && msg.id !== null)) return
          ws.close()
          if (msg.type === 'result') resolve(msg.result as T)
          else reject(new Error(JSON.stringify(msg.error)))
        }
      }),
    [method, params] as const,
  )
}

/**
 * Deals a known game. The services draw every seed and take none from a client, so the test writes
 * the seed into the database while the server is stopped (as only the machine's owner could); the
 * game, which has no moves yet, is rebuilt from it when the server starts again.
 */
async function dealSeed(app: WebApp, sessionId: string, seed: string): Promise<void> {
  await app.stop()
  const db = new Database(app.dbPath)
  db.prepare('UPDATE games SET seed = ? WHERE id = ?').run(seed, sessionId)
  db.close()
  await app.start()
}

async function addPlayers(page: Page, names: string[]): Promise<string[]> {
  const ids: string[] = []
  for (const name of names) ids.push((await rpc<{ id: string }>(page, 'players.create', { name })).id)
  return ids
}

/** The shortest look (3 s) and no wrong-count drops, through the Settings screen. */
async function quickSettings(page: Page): Promise<void> {
  await page.goto(page.url().split('#')[0] + '#/settings')
  const look = page.getByLabel('Now you see me: seconds to look')
  await look.fill('3')
  await look.press('Tab')
  const wrong = page.getByLabel('Now you see me: wrong-count drops (%)')
  await wrong.fill('0')
  await wrong.press('Tab')
  await expect
    .poll(async () => (await rpc<{ lookSeconds: number }>(page, 'settings.get', {})).lookSeconds)
    .toBe(3)
}

/** Drags the animal with `key` to the table point (cm), with real pointer events. */
async function dragTo(page: Page, key: string, to: { x: number; y: number }): Promise<void> {
  const token = page.locator(`g.token[data-key="${key}"]`)
  const from = await token.boundingBox()
  if (!from) throw new Error('token not visible')
  const target = await page.evaluate(({ x, y }) => {
    const svg = document.querySelector('svg.board') as SVGSVGElement
    const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM() as DOMMatrix)
    return { x: p.x, y: p.y }
  }, to)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move((from.x + target.x) / 2, (from.y + target.y) / 2, { steps: 4 })
  await page.mouse.move(target.x, target.y, { steps: 4 })
  await page.mouse.up()
}

/** The card's animal on the Lead's table and a free place `d` cm (or more) away from it. */
async function moveTarget(page: Page, type: string, d: number, exact: boolean) {
  const all = await page.locator('g.token').evaluateAll((els) =>
    els.map((e) => ({
      key: e.getAttribute('data-key') ?? '',
      type: e.getAttribute('data-animal'),
      x: Number(e.getAttribute('data-x')),
      y: Number(e.getAttribute('data-y')),
    })),
  )
  for (const a of all.filter((t) => t.type === type)) {
    for (let k = 0; k < 72; k++) {
      const ang = (k / 72) * 2 * Math.PI
      const p = { x: a.x + d * Math.cos(ang), y: a.y + d * Math.sin(ang) }
      const inside = p.x > 3 && p.y > 3 && p.x < 57 && p.y < 37
      if (inside && all.every((o) => o.key === a.key || Math.hypot(o.x - p.x, o.y - p.y) > 3.5))
        return { key: a.key, to: p }
    }
    if (!exact) break
  }
  throw new Error('no free place found')
}

test.describe('Now you see me in web mode', () => {
  const app = serverPerTest()

  test('a full 3-player hot-seat game with the app leading reaches the end screen', async ({ page }) => {
    test.setTimeout(300_000)
    await page.goto(app.url)
    await addPlayers(page, ['Ann', 'Ben', 'Cleo'])
    await quickSettings(page)
    await page.goto(app.url + '#/play/now-you-see-me')
    await page.getByLabel('Seat 1', { exact: true }).selectOption({ label: 'Ann' })
    await page.getByLabel('Seat 2', { exact: true }).selectOption({ label: 'Ben' })
    await page.getByRole('button', { name: 'Add a seat' }).click()
    await page.getByLabel('Seat 3', { exact: true }).selectOption({ label: 'Cleo' })
    await expect(page.getByLabel(/The app: it drops/)).toBeChecked()
    await page.getByLabel('Seconds to close your eyes').selectOption('2000')
    await page.getByRole('button', { name: 'Start the game' }).click()

    // The look runs with a visible countdown and a "Wrong count!" button per guesser.
    await expect(page.getByRole('timer')).toBeVisible()
    await expect(page.getByRole('button', { name: /Wrong count! \(Ben\)/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /Wrong count! \(Cleo\)/ })).toBeVisible()
    await expect(page.getByText('Eyes closed! The app is changing the table')).toBeVisible()

    let answers = 0
    let reveals = 0
    const end = page.getByRole('heading', { name: 'Game over!' })
    for (let guard = 0; guard < 400 && !(await end.isVisible()); guard++) {
      const pass = page.getByRole('button', { name: /^I am .*: show my cards$/ })
      const lay = page.getByRole('button', { name: /Lay my cards? face down/ })
      const next = page.getByRole('button', { name: 'Next round' })
      if (await pass.isVisible()) await pass.click()
      else if (await lay.isVisible()) {
        const two = (await lay.textContent())?.includes('cards')
        await page.locator('[data-answer="sheep"]').click()
        if (two) await page.locator('[data-answer="pig"]').click()
        await lay.click()
        await expect(lay).toBeHidden()
        answers++
      } else if (await next.isVisible()) {
        // The reveal also moves on by itself (revealMs): a click may come just too late.
        if (await page.getByTestId('reveal').isVisible()) reveals++
        await next.click({ timeout: 2000 }).catch(() => undefined)
      } else await page.waitForTimeout(250)
    }
    await expect(end).toBeVisible()
    expect(answers).toBe(18) // 3 turns x 3 rounds x 2 guessers, each on their own screen
    expect(reveals).toBeGreaterThanOrEqual(7)
  })

  test('a human Lead moves an animal by drag-and-drop; a move too short is refused', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(app.url)
    const [ann] = await addPlayers(page, ['Ann'])
    // A seed whose first two cards are "move" cards, found with the engine itself.
    let seed = ''
    for (let i = 0; i < 500 && !seed; i++) {
      let s: State = engine.setup({ players: 2, seed: `lead-${i}`, rules: { wrongCountChance: 0 } })
      s = engine.apply(s, 0, { type: 'drop' })
      s = engine.apply(s, 0, { type: 'closeEyes', atMs: s.phaseStartMs + s.rules.lookMs })
      if (s.card?.kind === 'move' && s.deck.at(-1)?.kind === 'move') seed = `lead-${i}`
    }
    expect(seed).not.toBe('')
    const snap = await rpc<{ sessionId: string }>(page, 'games.start', {
      game: 'now-you-see-me',
      seats: [
        { kind: 'human', playerId: ann },
        { kind: 'bot', level: 'hard' },
      ],
      rules: { appLeads: false, lookMs: 3000, wrongCountChance: 0, revealMs: 0 },
    })
    await dealSeed(app, snap.sessionId, seed)
    await page.goto(app.url + `#/game/${snap.sessionId}`)
    await page.getByRole('button', { name: 'Drop the animals!' }).click()
    // RULES-NOTES: The look — no button ends it: the 3-second look closes the eyes by itself.

    // Round 1: a move far enough is accepted.
    const card = page.locator('[data-card-kind="move"]')
    await expect(card).toBeVisible()
    const type = (await card.getAttribute('data-card-animals')) ?? ''
    const far = await moveTarget(page, type, 14, true)
    await dragTo(page, far.key, far.to)
    await expect(page.getByTestId('lead-check')).toHaveText('That matches the card.')
    await page.getByRole('button', { name: 'Done: open your eyes!' }).click()
    await expect(page.getByTestId('headline')).toContainText(
      'You can open your eyes! Which animal has moved?',
    )
    await page.getByRole('button', { name: 'Next round' }).click()

    // Round 2: a move of 4 cm is too short; the app says so and sends nothing.
    await expect(page.getByTestId('headline')).toContainText('Look carefully!')
    await expect(card).toBeVisible()
    const type2 = (await card.getAttribute('data-card-animals')) ?? ''
    const near = await moveTarget(page, type2, 4, true)
    await dragTo(page, near.key, near.to)
    await expect(page.getByTestId('lead-check')).toContainText('less than the card length')
    await page.getByRole('button', { name: 'Done: open your eyes!' }).click()
    await expect(page.getByRole('alert')).toContainText(`Not yet: The ${type2} moved only`)
    await expect(page.getByTestId('headline')).toContainText('Now, close your eyes!')
  })

  test('companion mode: one round with the real animals, and the score is stored', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(app.url)
    const [ann, ben] = await addPlayers(page, ['Ann', 'Ben'])
    await quickSettings(page)
    await page.goto(app.url + '#/play/now-you-see-me')
    await page.getByLabel('Seat 1', { exact: true }).selectOption({ label: 'Ann' })
    await page.getByLabel('Seat 2', { exact: true }).selectOption({ label: 'Ben' })
    await page.getByLabel(/Real animals \(companion\)/).check()
    await page.getByRole('button', { name: 'Start the game' }).click()

    await page.getByLabel(/How many fell/).fill('12')
    await page.getByRole('button', { name: 'The animals are on the table' }).click()
    await expect(page.getByRole('timer')).toBeVisible()
    // The look ends by itself; the Lead (Ann) sees the card alone, once the others closed their
    // eyes (everyone looked at the screen, so the card waits behind the pass screen), then taps it away.
    await expect(page.getByRole('heading', { name: /^Pass to the Lead, Ann/ })).toBeVisible({
      timeout: 10_000,
    })
    await expect(page.locator('[data-card-kind]')).toHaveCount(0)
    await page.getByRole('button', { name: 'I am Ann: show my cards' }).click()
    await page.getByRole('button', { name: 'Show my card' }).click()
    await expect(page.locator('[data-card-kind]')).toBeVisible()
    await page.getByRole('button', { name: 'Hide card' }).click()
    await page.getByRole('button', { name: 'Done', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Pass the screen to Ben' })).toBeVisible()
    await page.getByRole('button', { name: 'I am Ben: show my cards' }).click()
    const lay = page.getByRole('button', { name: /Lay my cards? face down/ })
    const two = (await lay.textContent())?.includes('cards')
    await page.locator('[data-answer="cow"]').click()
    if (two) await page.locator('[data-answer="horse"]').click()
    await lay.click()
    await expect(page.getByTestId('reveal')).toContainText('The answer:')

    const sessionId = page.url().split('#/game/')[1] ?? ''
    type Snap = { view: { scores: number[]; round: number } }
    const scored = await rpc<Snap>(page, 'games.snapshot', { sessionId, seat: null })
    expect(scored.view.scores.reduce((a, b) => a + b, 0)).toBe(1)
    expect(ben).toBeTruthy()
    expect(ann).toBeTruthy()

    // Stored: after a server restart the game is rebuilt from the database with the same score.
    await app.stop()
    await app.start()
    await page.goto(app.url)
    const again = await rpc<Snap>(page, 'games.snapshot', { sessionId, seat: null })
    expect(again.view.scores).toEqual(scored.view.scores)
  })
})
