import { expect, test, type Page } from '@playwright/test'
import { WebApp, serverPerTest } from './web-app'

/** A face-up card as the page shows it: colour and symbol are public, the key is printed on it. */
interface Shown {
  card: number
  colour: string
  symbol: string
  key: string
}

const table = (page: Page) => page.getByTestId('ss-table')

async function faceUp(page: Page): Promise<Shown[]> {
  return page.locator('.felt [data-card]').evaluateAll((els) =>
    els.map((el) => {
      const d = (el as HTMLElement).dataset
      return {
        card: Number(d['card']),
        colour: d['colour'] ?? '',
        symbol: d['symbol'] ?? '',
        key: d['key'] ?? '',
      }
    }),
  )
}

/** The rulebook's match: 3 of a colour, 3 of a symbol, or a colour pair and a symbol pair. */
function isSet(a: Shown, b: Shown, c: Shown): boolean {
  const same = (x: string, y: string, z: string): number =>
    (x === y ? 1 : 0) + (y === z ? 1 : 0) + (x === z ? 1 : 0)
  const colours = same(a.colour, b.colour, c.colour)
  const symbols = same(a.symbol, b.symbol, c.symbol)
  return colours === 3 || symbols === 3 || (colours === 1 && symbols === 1)
}

function findTriple(cards: Shown[], wantSet: boolean): Shown[] | null {
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++)
      for (let k = j + 1; k < cards.length; k++) {
        const t = [cards[i], cards[j], cards[k]] as [Shown, Shown, Shown]
        if (isSet(...t) === wantSet && t.every((c) => c.key !== '')) return t
      }
  return null
}

async function seq(page: Page): Promise<number> {
  return Number(await table(page).getAttribute('data-seq'))
}

/** Flips (key F, whoever's turn it is: both seats are people here) until the page shows a triple. */
async function flipUntil(page: Page, wantSet: boolean): Promise<Shown[]> {
  for (let i = 0; i < 64; i++) {
    const triple = findTriple(await faceUp(page), wantSet)
    if (triple) return triple
    const before = await seq(page)
    await page.keyboard.press('f')
    await expect.poll(() => seq(page)).toBeGreaterThan(before)
  }
  throw new Error('no triple appeared')
}

/** Two people at one keyboard (Ann calls with A, Ben with L) and no computer: the test sets the pace. */
async function twoPeople(page: Page, app: WebApp): Promise<void> {
  await page.goto(app.url + '#/players')
  for (const name of ['Ann', 'Ben']) {
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByRole('button', { name: 'Add player' }).click()
    await expect(page.locator(`[data-player="${name}"]`)).toBeVisible()
  }
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Play Sleek Seek' }).click()
  await page.getByLabel('Seat 1').selectOption({ label: 'Ann' })
  await page.getByLabel('Seat 2').selectOption({ label: 'Ben' })
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(table(page)).toBeVisible()
  await expect(page.getByTestId('buzzer-0')).toContainText('A')
  await expect(page.getByTestId('buzzer-1')).toContainText('L')
}

test.describe('Sleek Seek in web mode', () => {
  const app = serverPerTest()

  test('a call by keyboard takes a real set; a mistaken call gives back the last card won', async ({
    page,
  }) => {
    await twoPeople(page, app)

    // A real set: Ann calls with her key and picks the three by the keys printed on them.
    const set = await flipUntil(page, true)
    await page.keyboard.press('a')
    await expect(table(page)).toHaveAttribute('data-caller', '0')
    for (const c of set) await page.keyboard.press(c.key.toLowerCase())
    await expect(page.getByTestId('count-0')).toHaveText('3 cards')
    await expect(page.getByTestId('banner')).toContainText('Ann found a set')
    for (const c of set) await expect(page.locator(`.felt [data-card="${c.card}"]`)).toHaveCount(0)
    const lastWon = set[2] as Shown

    // The game survives a restart of the app services and resumes from the home screen.
    const before = (await faceUp(page)).map((c) => c.card)
    await app.stop()
    await app.start()
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Resume' }).click()
    await expect(page.getByTestId('count-0')).toHaveText('3 cards')
    await expect.poll(async () => (await faceUp(page)).map((c) => c.card)).toEqual(before)

    // A mistaken call: three cards that are not a set. Ann's last card won goes back on the table.
    const wrong = await flipUntil(page, false)
    await page.keyboard.press('a')
    await expect(table(page)).toHaveAttribute('data-caller', '0')
    for (const c of wrong) await page.locator(`.felt [data-card="${c.card}"]`).click()
    await expect(page.getByTestId('count-0')).toHaveText('2 cards')
    await expect(page.getByTestId('banner')).toContainText('Oops')
    await expect(page.locator(`.felt [data-card="${lastWon.card}"]`)).toBeVisible()
    await expect(page.getByTestId('count-1')).toHaveText('0 cards')
    await expect(page.getByTestId('game-log')).toContainText(`goes back on the table`)
  })

  test('two calls at the same moment: the set leaves play and nobody scores it', async ({ page }) => {
    await twoPeople(page, app)
    const set = await flipUntil(page, true)
    // Both people press their key together (well inside the 300 ms window of RULES-NOTES).
    await page.evaluate(() => {
      for (const key of ['a', 'l'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    })
    await expect(table(page)).toHaveAttribute('data-caller', '0')
    await expect(page.getByTestId('buzzer-1')).toHaveClass(/\bon\b/)
    for (const c of set) await page.keyboard.press(c.key.toLowerCase())
    await expect(page.getByTestId('banner')).toContainText('Simultaneous "Seek!" by Ann and Ben')
    await expect(page.getByTestId('count-0')).toHaveText('0 cards')
    await expect(page.getByTestId('count-1')).toHaveText('0 cards')
    for (const c of set) await expect(page.locator(`.felt [data-card="${c.card}"]`)).toHaveCount(0)
  })
})
