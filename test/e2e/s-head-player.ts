import type { Page } from '@playwright/test'

/**
 * One S-head player for every e2e test that needs a game played out: it finishes any deal against
 * computers. It reads only what the table publishes for tests (data-act, data-busy, data-seq on the
 * table, data-card and .playable on my cards, data-action on the buttons) and acts through the
 * one-key shortcuts (the same in every language) or by clicking, so it plays in any language.
 *
 * Each turn: Ready in the swap phase; in play the in-game Hint (the medium strategy), or, when the
 * hint does not come, the lowest playable card; in the blind phase a face-down card; the pile is
 * picked up only when the table offers nothing else (the engine lists pick-up only then).
 */

/** What the table lets the person do now (Table.svelte's data-act). */
export type SHeadAct = 'ready' | 'play' | 'pickup' | 'blind'

export interface PlayOptions {
  /** Shortcut keys (P, U, H, R) or clicks on the buttons and cards. Default: keyboard. */
  input?: 'keyboard' | 'click'
  /** The most actions the person may take before the game counts as stuck. */
  maxMoves?: number
  /** Called once, before acting, the first time the table offers each kind of action. */
  onFirst?: (act: SHeadAct) => Promise<void>
}

export interface PlayResult {
  /** Actions the person took that moved the game on. */
  moves: number
  pickups: number
  /** The largest hand the person held. */
  maxHand: number
  ms: number
}

interface TableState {
  over: boolean
  act: string
  busy: boolean
  seq: string
  hand: number
  top: string
}

/** Everything the player decides on, in one round trip. */
function read(page: Page): Promise<TableState> {
  return page.evaluate(() => {
    const t = document.querySelector('[data-testid=s-head-table]')
    return {
      over:
        document.querySelector('[data-testid=end-screen]') !== null || t?.getAttribute('data-act') === 'over',
      act: t?.getAttribute('data-act') ?? 'none',
      busy: t?.getAttribute('data-busy') === 'true',
      seq: t?.getAttribute('data-seq') ?? '',
      hand: document.querySelectorAll('[data-testid=my-hand] [data-card]').length,
      top: document.querySelector('[data-testid=pile]')?.getAttribute('data-top') ?? '',
    }
  })
}

const describe = (s: TableState, moves: number): string =>
  `after ${moves} moves (hand ${s.hand} cards, phase "${s.act}"${s.busy ? ', busy' : ''}, move ${s.seq}, pile top "${s.top}")`

/** Waits until the person can act or the game is over; a table that stays still this long is stuck. */
async function whenActionable(page: Page, ms: number): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        if (document.querySelector('[data-testid=end-screen]')) return true
        const t = document.querySelector('[data-testid=s-head-table]')
        const act = t?.getAttribute('data-act') ?? ''
        return (
          act === 'over' ||
          (/^(ready|play|pickup|blind)$/.test(act) && t?.getAttribute('data-busy') !== 'true')
        )
      },
      undefined,
      { timeout: ms },
    )
    .then(() => true)
    .catch(() => false)
}

/** Waits for the table to show a move later than `seq`; false if it did not come in time. */
function movedOn(page: Page, seq: string, ms: number): Promise<boolean> {
  return page
    .waitForFunction(
      (s) => {
        const t = document.querySelector('[data-testid=s-head-table]')
        return (
          !t ||
          t.getAttribute('data-seq') !== s ||
          document.querySelector('[data-testid=end-screen]') !== null
        )
      },
      seq,
      { timeout: ms },
    )
    .then(() => true)
    .catch(() => false)
}

/**
 * A click that gives up quietly, since the table may move on under it (a computer's move, a
 * reconnect); it returns why it missed, for the failure message if the game stops moving on (e.g.
 * another element covering the button).
 */
async function click(page: Page, selector: string): Promise<string | null> {
  return page
    .locator(selector)
    .first()
    .click({ timeout: 5_000 })
    .then(() => null)
    .catch((e: Error) => {
      // The first line says what timed out, the last ones what stood in the way.
      const lines = e.message
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
      return `${selector}: ${[lines[0], ...lines.slice(-2)].join(' … ')}`
    })
}

/** Chooses cards for a play: the hint's, else the lowest playable card. Null when Play is enabled. */
async function choosePlay(page: Page, input: 'keyboard' | 'click'): Promise<string | null> {
  const enabled = (ms: number): Promise<boolean> =>
    page
      .locator('[data-testid=s-head-table] [data-action="play"]:not([disabled])')
      .waitFor({ timeout: ms })
      .then(() => true)
      .catch(() => false)
  if (input === 'keyboard') await page.keyboard.press('h')
  else await click(page, '[data-testid=s-head-table] .controls button[aria-keyshortcuts="H"]')
  if (await enabled(3_000)) return null
  // No hint came (the table moved on under it): the lowest playable card. My hand is sorted by rank;
  // with an empty hand the face-up cards are the playable ones.
  const missed = await click(page, '[data-testid=s-head-table] .mine button.playable[data-card]')
  return (await enabled(2_000)) ? null : (missed ?? 'Play stayed disabled after choosing a card')
}

/** One action of the kind the table offers; the shortcut key, or a click on this selector. */
const ACTIONS: Record<Exclude<SHeadAct, 'play'>, { key: string; selector: string }> = {
  ready: { key: 'r', selector: '[data-testid=s-head-table] [data-action="ready"]' },
  pickup: { key: 'u', selector: '[data-testid=s-head-table] [data-action="pickup"]' },
  // P turns over the focused face-down card, or the first one.
  blind: { key: 'p', selector: '[data-testid=s-head-table] .mine button.playable[data-key^="d"]' },
}

/** One action of the kind the table offers; returns why a click missed, if one did. */
async function act(page: Page, what: SHeadAct, input: 'keyboard' | 'click'): Promise<string | null> {
  const key = input === 'keyboard'
  if (what !== 'play') {
    const { key: k, selector } = ACTIONS[what]
    if (!key) return click(page, selector)
    await page.keyboard.press(k)
    return null
  }
  const missed = await choosePlay(page, input)
  if (missed) return missed
  if (!key) return click(page, '[data-testid=s-head-table] [data-action="play"]')
  await page.keyboard.press('p')
  return null
}

/**
 * One action, if the table offers one now, and a wait (10 s at most) for the game to move on. False
 * when there was nothing to do yet (the computers' turn, the game over, a move on its way).
 */
export async function step(page: Page, input: 'keyboard' | 'click' = 'keyboard'): Promise<boolean> {
  const s = await read(page)
  if (s.over || s.busy || !/^(ready|play|pickup|blind)$/.test(s.act)) return false
  await act(page, s.act as SHeadAct, input)
  await movedOn(page, s.seq, 10_000)
  return true
}

/**
 * Plays the person's seat until the game is over (the end screen shows). Throws, saying how far the
 * game got, when it takes more than maxMoves actions, when the table offers nothing for 60 s, or
 * when actions stop moving the game on.
 */
export async function playSHead(page: Page, options: PlayOptions = {}): Promise<PlayResult> {
  const { input = 'keyboard', maxMoves = 600, onFirst } = options
  const started = Date.now()
  const seen = new Set<string>()
  const result: PlayResult = { moves: 0, pickups: 0, maxHand: 0, ms: 0 }
  let stalls = 0
  let missed: string | null = null
  for (;;) {
    if (!(await whenActionable(page, 60_000)))
      throw new Error(
        `S-head player: the table offered nothing for 60 s ${describe(await read(page), result.moves)}`,
      )
    const s = await read(page)
    result.maxHand = Math.max(result.maxHand, s.hand)
    if (s.over) break
    if (result.moves >= maxMoves)
      throw new Error(
        `S-head player: the game did not end within ${maxMoves} moves ${describe(s, result.moves)}`,
      )
    const what = s.act as SHeadAct
    if (!seen.has(what)) {
      seen.add(what)
      await onFirst?.(what)
    }
    missed = (await act(page, what, input)) ?? missed
    if (await movedOn(page, s.seq, 10_000)) {
      result.moves++
      if (what === 'pickup') result.pickups++
      stalls = 0
      missed = null
    } else if (++stalls >= 5) {
      const why = missed ? `; the last click that missed: ${missed}` : ''
      throw new Error(
        `S-head player: five actions in a row did not move the game on ${describe(s, result.moves)}${why}`,
      )
    }
  }
  result.ms = Date.now() - started
  return result
}
