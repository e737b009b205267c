import fs from 'node:fs'
import type { GameSnapshot, GameSummary } from '../../src/shared/api'
import { callApi, WebApp } from './web-app'

/**
 * Every screen of the app and how to reach it, for the screenshot and accessibility walk
 * (screens.spec.ts, issue 22). Three servers are seeded once:
 * - calm: players, hand-logged games with fixed dates and one S-head game played through the API
 *   whose winner is fixed (Ann), so the scores, the history, a profile and a replay look the same on
 *   every run;
 * - live: games waiting for a person (tables in play, the pass screen) and games computers played to
 *   the end (end screens), kept off the calm server so their random results never reach its scores;
 * - damaged: a database overwritten with garbage and a backup to offer.
 */
export type ServerName = 'calm' | 'live' | 'damaged'

export interface Seeded {
  servers: Record<ServerName, WebApp>
  /** Player ids and game sessions by name. */
  ids: Record<string, string>
}

export interface Screen {
  /** The file name of its screenshots: lower case, dashes. */
  name: string
  server: ServerName
  /** The hash route, without "#/". */
  path: (s: Seeded) => string
  /** A selector that is visible once the screen has drawn what it shows. */
  ready: string
  /**
   * What differs per run and is masked in the screenshot: dealt cards, dates and times, timers,
   * durations, file paths, who won a computer game.
   */
  mask?: string[]
  /**
   * The share of pixels that may differ. Only the end screens of games computers played have one:
   * who won, the last round's notice and the names in the results change the height and width of
   * the boxes around them (masked or not), so the boxes move between runs. Clean-clone runs differed
   * by 0.01 to 0.03 of the page. 0.05 leaves room above that and still catches a lost panel: the
   * end dialog alone is about 0.08 of the page at 1024x700.
   */
  maxDiffPixelRatio?: number
}

/** Cards dealt at random: every card face, slot and card art on a table (and the board of animals). */
const DEALT = ['[data-card]', '.card', '[data-slot]', '[data-card-kind]', 'svg.board']
const TIMES = ['[data-testid="played-when"]', '[role="timer"]', '[data-testid="started"]']

const GAMES = ['s-head', 'sneak-peek', 'sleek-seek', 'now-you-see-me'] as const

export const SCREENS: Screen[] = [
  { name: 'home', server: 'calm', path: () => '', ready: 'main h1' },
  { name: 'players', server: 'calm', path: () => 'players', ready: '[data-player="Ann"]' },
  {
    name: 'settings',
    server: 'calm',
    path: () => 'settings',
    ready: 'main h1',
    // The backup folder is a temporary one and the start-up backup is named after the time.
    mask: ['fieldset code', '.backups'],
  },
  { name: 'about', server: 'calm', path: () => 'about', ready: '[data-testid="version"]', mask: ['code'] },
  { name: 'scores', server: 'calm', path: () => 'scores', ready: '[data-testid="leaderboard"]' },
  {
    name: 'history',
    server: 'calm',
    path: () => 'history',
    ready: '[data-testid="played-when"]',
    mask: TIMES,
  },
  { name: 'profile', server: 'calm', path: (s) => `player/${s.ids['Ann']}`, ready: 'canvas' },
  { name: 'log-game', server: 'calm', path: () => 'log', ready: 'main h1' },
  {
    name: 'replay',
    server: 'calm',
    path: (s) => `replay/${s.ids['finishedSHead']}`,
    ready: '[data-testid="replay-step"]',
    mask: [...DEALT, '[data-testid="replay-step"]'],
  },
  { name: 'camera-setup', server: 'calm', path: () => 'camera', ready: '[data-testid="no-camera"]' },
  ...GAMES.map((g): Screen => ({
    name: `setup-${g}`,
    server: 'calm',
    path: () => `play/${g}`,
    ready: 'main h1',
  })),
  ...GAMES.map((g): Screen => ({
    name: `rules-${g}`,
    server: 'calm',
    path: () => `rules/${g}`,
    ready: 'main h1',
  })),
  ...GAMES.map((g): Screen => ({
    name: `learn-${g}`,
    server: 'calm',
    path: () => `learn/${g}`,
    ready: '[data-testid="guide-bubble"]',
  })),
  ...(['sHeadTable', 'sneakPeekTable', 'sleekSeekTable', 'nysmTable', 'companionTable'] as const).map(
    (id): Screen => ({
      name: `table-${id.replace(/Table$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      server: 'live',
      path: (s) => `game/${s.ids[id]}`,
      ready: 'main h1, main h2, [data-testid$="-table"]',
      mask: [...DEALT, ...TIMES],
    }),
  ),
  {
    name: 'pass-screen',
    server: 'live',
    path: (s) => `game/${s.ids['passSHead']}`,
    ready: 'main h1',
  },
  ...(['sHeadEnd', 'sneakPeekEnd', 'nysmEnd'] as const).map((id): Screen => ({
    name: `end-${id.replace(/End$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    server: id === 'sHeadEnd' ? 'calm' : 'live',
    path: (s) => `game/${s.ids[id]}`,
    ready: '[data-testid="end-screen"]',
    ...(id === 'sHeadEnd' ? {} : { maxDiffPixelRatio: 0.05 }),
    // Computers' results differ per run: the winners' names, the scores and the last set's
    // highlight on the grid (drawn around the cards, outside their own masks: the whole felt), and
    // the cards left on the last S-head table.
    mask: [
      ...DEALT,
      ...TIMES,
      '.felt',
      '[data-testid="s-head-table"]',
      '[data-testid="winners"]',
      '[data-testid="end-screen"] table',
      'ol',
      'ul',
    ],
  })),
  { name: 'home-unfinished-games', server: 'live', path: () => '', ready: 'main h1', mask: TIMES },
  {
    name: 'damaged-db',
    server: 'damaged',
    path: () => '',
    ready: '[role="alert"] button',
    // The notice names the moved file and the backup by their temporary folder and time.
    mask: ['[role="alert"]'],
  },
]

type Seat = { kind: 'human'; playerId: string } | { kind: 'bot'; level: 'easy' | 'medium' | 'hard' }
const human = (playerId: string | undefined): Seat => ({ kind: 'human', playerId: playerId ?? '' })
const BOT: Seat = { kind: 'bot', level: 'easy' }

async function start(url: string, game: string, seats: Seat[], rules: object = {}): Promise<string> {
  return (await callApi<GameSnapshot>(url, 'games.start', { game, seats, rules })).sessionId
}

const RANKS = '23456789TJQKA'

/**
 * Plays a two-person S-head game through the API as a cautious player would (a play whenever the
 * rules allow one, the lowest rank first, ties at random: random plays can go on for thousands of
 * moves, as the privacy tests found); returns its id and the winning seat, or -1 when it did not
 * end in 3,000 moves.
 */
async function playSHead(url: string, a: string, b: string): Promise<{ id: string; winner: number }> {
  type Snap = Omit<GameSnapshot, 'legal' | 'current'> & {
    legal: { type: string; cards?: string[] }[]
    current: number[]
  }
  const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)]
  let snap = await callApi<Snap>(url, 'games.start', { game: 's-head', seats: [human(a), human(b)] })
  const id = snap.sessionId
  for (let i = 0; i < 3000 && !snap.over; i++) {
    const seat = snap.current[0] ?? 0
    const legal = (await callApi<Snap>(url, 'games.snapshot', { sessionId: id, seat })).legal
    const rank = (m: { cards?: string[] }): number => RANKS.indexOf(m.cards?.[0]?.[0] ?? '2')
    const plays = legal.filter((m) => m.type !== 'pickup' && m.type !== 'swap')
    const lowest = Math.min(...plays.map(rank))
    const best = plays.filter((m) => rank(m) === lowest)
    snap = await callApi<Snap>(url, 'games.move', { sessionId: id, seat, move: pick(best) ?? pick(legal) })
  }
  if (!snap.over) return { id, winner: -1 }
  const done = await callApi<GameSummary[]>(url, 'games.list', { status: 'finished' })
  return { id, winner: done.find((g) => g.id === id)?.seats.findIndex((x) => x.winner) ?? -1 }
}

/**
 * An S-head game Ann won (seat 0): a game Ben won is deleted from the scores and played again, so
 * the leaderboard, the profile and the end screen show the same result on every run.
 */
async function finishedSHead(url: string, a: string, b: string): Promise<string> {
  for (let i = 0; i < 12; i++) {
    const game = await playSHead(url, a, b)
    if (game.winner === 0) return game.id
    if (game.winner === 1) await callApi(url, 'scores.delete', { gameId: game.id })
    else await callApi(url, 'games.abandon', { sessionId: game.id })
  }
  throw new Error('Ann lost 12 S-head games in a row')
}

async function waitFinished(url: string, ids: string[], timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const done = await callApi<GameSummary[]>(url, 'games.list', { status: 'finished' })
    if (ids.every((id) => done.some((g) => g.id === id))) return
    if (Date.now() > until) throw new Error('the computers did not finish their games in time')
    await new Promise((r) => setTimeout(r, 500))
  }
}

export function servers(): Record<ServerName, WebApp> {
  return { calm: new WebApp(), live: new WebApp(), damaged: new WebApp() }
}

/** Starts and seeds the three servers (about a minute: the computers play two games to the end). */
export async function seed(servers: Record<ServerName, WebApp>): Promise<Seeded> {
  await Promise.all(Object.values(servers).map((s) => s.start()))
  const ids: Record<string, string> = {}
  const calm = servers.calm.url
  const live = servers.live.url

  // The live server: the computers' games first, so they play while the rest is seeded.
  await callApi(live, 'settings.set', { botPace: 'fast' })
  ids['sneakPeekEnd'] = await start(live, 'sneak-peek', [BOT, BOT], { revealMs: 500 })
  ids['nysmEnd'] = await start(live, 'now-you-see-me', [BOT, BOT], {
    appLeads: true,
    lookMs: 0,
    actMs: 0,
    revealMs: 1,
    wrongCountChance: 0,
  })

  for (const url of [calm, live])
    for (const name of ['Ann', 'Ben', 'Cleo']) {
      const p = await callApi<{ id: string }>(url, 'players.create', { name })
      if (url === calm) ids[name] = p.id
      else ids[`live${name}`] = p.id
    }
  const [ann, ben, cleo] = [ids['Ann'] ?? '', ids['Ben'] ?? '', ids['Cleo'] ?? '']
  const logged: [string, string, object[]][] = [
    [
      's-head',
      '2026-03-01',
      [
        { playerId: ann, place: 1 },
        { playerId: ben, place: 2 },
        { playerId: cleo, place: 3 },
      ],
    ],
    [
      'sneak-peek',
      '2026-03-02',
      [
        { playerId: ann, score: 12 },
        { playerId: cleo, score: 18 },
      ],
    ],
    [
      'now-you-see-me',
      '2026-03-03',
      [
        { playerId: ben, score: 6 },
        { playerId: cleo, score: 4 },
      ],
    ],
    [
      'sleek-seek',
      '2026-03-04',
      [
        { playerId: ann, score: 9 },
        { playerId: ben, score: 6 },
      ],
    ],
  ]
  for (const [game, playedOn, seats] of logged) await callApi(calm, 'scores.log', { game, playedOn, seats })
  ids['finishedSHead'] = await finishedSHead(calm, ann, ben)
  ids['sHeadEnd'] = ids['finishedSHead']

  const [lAnn, lBen] = [ids['liveAnn'] ?? '', ids['liveBen'] ?? '']
  ids['sHeadTable'] = await start(live, 's-head', [human(lAnn), BOT, BOT])
  ids['sneakPeekTable'] = await start(live, 'sneak-peek', [human(lAnn), human(lBen)])
  ids['sleekSeekTable'] = await start(live, 'sleek-seek', [human(lAnn), human(lBen)])
  ids['nysmTable'] = await start(live, 'now-you-see-me', [human(lAnn), human(lBen)], { appLeads: false })
  ids['companionTable'] = await start(live, 'now-you-see-me', [human(lAnn), human(lBen)], { physical: true })
  ids['passSHead'] = await start(live, 's-head', [human(lAnn), human(lBen)])

  // The damaged server: a backup with Ann in it, then garbage where the database was.
  const damaged = servers.damaged
  await callApi(damaged.url, 'players.create', { name: 'Ann' })
  await callApi(damaged.url, 'backups.create')
  await damaged.stop()
  fs.writeFileSync(damaged.dbPath, Buffer.alloc(8192, 0x5a))
  for (const s of ['-wal', '-shm']) fs.rmSync(damaged.dbPath + s, { force: true })
  await damaged.start()

  await waitFinished(live, [ids['sneakPeekEnd'], ids['nysmEnd']], 150_000)
  return { servers, ids }
}
