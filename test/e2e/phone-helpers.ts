import { test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { cardRank } from '../../src/shared/games/s-head/cards'
import type { GameSnapshot, Player, SeatLink } from '../../src/shared/api'
import type { GameId } from '../../src/shared/engine/types'
import WebSocket from 'ws'
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
export function phonesPerTest(): {
  open: (browser: Browser, url: string, locale?: string, colorScheme?: 'light' | 'dark') => Promise<Page>
} {
  const contexts: BrowserContext[] = []
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
  })
  return {
    async open(browser, url, locale = 'en-GB', colorScheme = 'light') {
      const context = await browser.newContext({
        colorScheme,
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

/**
 * One S-head move of a person from their phone, on their turn, as a simple player makes it: what
 * the phone's Hint says when it says something, else every card of the lowest rank that may be
 * played, else pick up, else turn over a face-down card. Some move is always legal on one's turn.
 *
 * A player that always makes the same choice can pass the same cards round a table for ever with an
 * easy computer (which plays one card at a time: two aces against one ace). So a caller may give
 * `stray`: then, on a turn when it says so, the phone plays every card of a hand rank it picks
 * instead of the Hint's (as a bot's stall breaker does, shared/games/s-head/bots.ts).
 */
export async function sHeadTurn(p: Page, stray?: (n: number) => number | null): Promise<void> {
  const button = (name: string | RegExp): Locator => p.getByRole('button', { name, exact: true })
  // "Play 1 card" once cards are chosen (the Hint chooses them).
  const play = p.getByRole('button', { name: /^Play \d+ cards?$/ })
  const hand = p.locator('[data-testid="phone-hand"] button:enabled')
  const ranks = async (): Promise<string[]> =>
    [
      ...new Set(await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')?.[0] ?? ''))),
    ].sort((a, b) => cardRank(a) - cardRank(b))
  /** Chooses every card of the rank that may be played, then plays them. */
  const playRank = async (rank: string): Promise<void> => {
    const cards = await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''))
    for (const card of cards.filter((c) => c[0] === rank))
      await p.locator(`[data-testid="phone-hand"] button[data-card="${card}"]`).tap()
    await play.tap()
  }
  if (stray) {
    const choices = await ranks()
    const pick = stray(choices.length)
    if (pick !== null && choices[pick]) return playRank(choices[pick])
  }
  await button('Hint').tap()
  const note = (await p.locator('p.hint').textContent({ timeout: 5000 })) ?? ''
  const blind = /^Turn over face-down card (\d+)\./.exec(note)
  // The Hint chose the cards (all of a rank but a house rule's wild card): Play waits for nothing else.
  if (note.startsWith('Try ')) return play.tap()
  if (note === 'Pick up the pile.') return button('Pick up').tap()
  if (blind) return button(`Face-down card ${blind[1]}`).tap()
  // No hint: every card of the lowest rank of the hand, else a face-up card, that may be played.
  const lowest = (await ranks())[0]
  if (lowest) return playRank(lowest)
  if ((await p.locator('button[aria-label^="Face-up"]:enabled').count()) > 0)
    await p.locator('button[aria-label^="Face-up"]:enabled').first().tap()
  if (await play.isEnabled().catch(() => false)) return play.tap()
  if (await button('Pick up').isEnabled()) return button('Pick up').tap()
  await p.locator('button[aria-label^="Face-down card"]:enabled').first().tap()
}

/**
 * The owner's view of one game over one socket kept open (a socket per call costs a connection each
 * time, which a long game's loop cannot afford): the table snapshot, and waiting for the game to move.
 */
export class TableWatch {
  private nextId = 1
  private seq = -1
  private waiters: (() => void)[] = []
  private replies = new Map<number, (msg: { result?: unknown; error?: unknown }) => void>()

  private constructor(
    private readonly ws: WebSocket,
    private readonly sessionId: string,
  ) {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as {
        type: string
        id?: number
        event?: string
        data?: { sessionId: string; seq: number }
        result?: unknown
        error?: unknown
      }
      if (msg.type === 'event' && msg.event === 'game.updated' && msg.data?.sessionId === sessionId) {
        this.seq = Math.max(this.seq, msg.data.seq)
        for (const w of this.waiters.splice(0)) w()
      } else if (msg.id !== undefined) this.replies.get(msg.id)?.(msg)
    })
  }

  static async open(url: string, sessionId: string): Promise<TableWatch> {
    const ws = new WebSocket(new URL('/api', url).toString().replace(/^http/, 'ws'))
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
    return new TableWatch(ws, sessionId)
  }

  async snapshot(): Promise<GameSnapshot> {
    const id = this.nextId++
    const msg = await new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      this.replies.set(id, resolve)
      this.ws.send(
        JSON.stringify({ id, method: 'games.snapshot', params: { sessionId: this.sessionId, seat: null } }),
      )
    })
    this.replies.delete(id)
    if (msg.error) throw new Error(`games.snapshot failed: ${JSON.stringify(msg.error)}`)
    return msg.result as GameSnapshot
  }

  /** Resolves once the game is past `seq`; rejects with `what` after `ms`. */
  async movedPast(seq: number, what: string, ms = 15_000): Promise<void> {
    const end = Date.now() + ms
    while (this.seq <= seq) {
      if (Date.now() > end) throw new Error(`${what}: the game stayed at seq ${seq} for ${ms} ms`)
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 250)
      })
    }
  }

  close(): void {
    this.ws.close()
  }
}
