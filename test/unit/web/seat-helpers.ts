import { GUEST_SOCKET_PATH } from '../../../src/shared/api'
import type { WebServer } from '../../../src/main/web/server'
import { TestClient } from '../helpers/ws-client'

type Message = {
  type: string
  id?: number | null
  event?: string
  data?: unknown
  result?: unknown
  error?: { code: string }
}

/** A phone's socket for tests: the shared test client on the guest path, with the guest's messages. */
export type PhoneClient = TestClient<Message>
export const PhoneClient = {
  connect: (base: string, headers: Record<string, string> = {}): Promise<PhoneClient> =>
    TestClient.open<Message>(base, { path: GUEST_SOCKET_PATH, headers }),
}

export interface Snap {
  sessionId: string
  seat: number | null
  seq: number
  current: number[]
  legal: unknown[]
  over: boolean
  view: unknown
}

/** People (and any computer seats after them) at a table of `game`; the people's seat tokens. */
export async function tableOf(
  owner: TestClient,
  game: string,
  names: string[],
  bots: string[] = [],
): Promise<{ table: Snap; tokens: string[] }> {
  const ids: string[] = []
  for (const name of names) ids.push((await owner.ok<{ id: string }>('players.create', { name })).id)
  const table = await owner.ok<Snap>('games.start', {
    game,
    seats: [
      ...ids.map((playerId) => ({ kind: 'human', playerId })),
      ...bots.map((level) => ({ kind: 'bot', level })),
    ],
  })
  const links = await owner.ok<{ seat: number; token: string }[]>('seats.links', {
    sessionId: table.sessionId,
  })
  return { table, tokens: links.map((l) => l.token) }
}

/**
 * Two people and a computer at an S-head table; the people's seat links. It returns once the
 * computer's `ready` move is stored: from then on the table waits for its people, so a test that
 * compares the whole database before and after a phone's call sees only what the phone did.
 */
export async function sHeadTable(
  owner: TestClient,
  names: [string, string],
): Promise<{ table: Snap; tokens: string[] }> {
  const { table, tokens } = await tableOf(owner, 's-head', names, ['easy'])
  const settled = await untilSnap(owner, table.sessionId, (s) => s.seq >= 1)
  return { table: settled, tokens }
}

/** Polls the table's snapshot until `check` holds (a stored move raises `seq` only once it is stored). */
export async function untilSnap(
  owner: TestClient,
  sessionId: string,
  check: (s: Snap) => boolean,
  ms = 3000,
): Promise<Snap> {
  const end = Date.now() + ms
  for (;;) {
    const snap = await owner.ok<Snap>('games.snapshot', { sessionId, seat: null })
    if (check(snap)) return snap
    if (Date.now() > end) throw new Error(`table ${sessionId} timed out at seq ${snap.seq}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** Everything a phone could have changed: the database's rows and the files of its backups. */
export async function everything(server: WebServer, owner: TestClient): Promise<string> {
  const db = server.services.db
  const tables = ['players', 'settings', 'games', 'game_seats', 'moves']
  const rows = tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all())
  const backups = await owner.ok<{ backups: { name: string }[] }>('backups.list')
  return JSON.stringify({ rows, backups: backups.backups.map((b) => b.name) })
}

export function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      if (check()) resolve()
      else if (Date.now() > end) reject(new Error('timed out'))
      else setTimeout(tick, 10)
    }
    tick()
  })
}
