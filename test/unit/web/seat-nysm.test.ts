import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebServer } from '../../../src/main/web/server'
import type { View } from '../../../src/shared/games/now-you-see-me'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'
import { PhoneClient, until, type Snap } from './seat-helpers'

/**
 * Issue #24, Now you see me on phones: every seat is a phone. What reaches each phone, its replies
 * and every view pushed to it, holds the Lead's action card only on the Lead's phone until the
 * reveal, and no other seat's answer before it (RULES-NOTES: Answers, secret until revealed together).
 */
let server: WebServer
let dispose: () => Promise<void>
let owner: TestClient
const phones: PhoneClient[] = []

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-seat-nysm-'))
  owner = await TestClient.connect(server.url)
})

afterAll(async () => {
  for (const p of phones) p.close()
  owner.close()
  await dispose()
})

type Seen = Omit<Snap, 'view' | 'legal'> & { view: View; legal: { type: string }[] }
const viewsOf = (p: PhoneClient): Seen[] =>
  p.events.filter((e) => e.event === 'seat.snapshot').map((e) => e.data as Seen)

describe('Now you see me through phones', () => {
  it('only the Lead’s phone holds the action card, and no phone holds another’s answer, before the reveal', async () => {
    const ids: string[] = []
    for (const name of ['Ada', 'Bo', 'Cy', 'Di'])
      ids.push((await owner.ok<{ id: string }>('players.create', { name })).id)
    const table = await owner.ok<Snap>('games.start', {
      game: 'now-you-see-me',
      seats: ids.map((playerId) => ({ kind: 'human', playerId })),
      rules: { lookMs: 0, wrongCountChance: 0, revealMs: 0 },
    })
    const links = await owner.ok<{ seat: number; token: string }[]>('seats.links', {
      sessionId: table.sessionId,
    })
    const replies: Seen[][] = [[], [], [], []]
    for (const link of links) {
      const p = await PhoneClient.connect(server.url)
      phones[link.seat] = p
      replies[link.seat]?.push(await p.ok<Seen>('seat.join', { token: link.token }))
    }
    const [lead, ...others] = phones as [PhoneClient, PhoneClient, PhoneClient, PhoneClient]
    // The Lead drops from the phone; the look (0 ms) ends by the table's timer.
    replies[0]?.push(await lead.ok<Seen>('seat.move', { move: { type: 'drop' } }))
    await until(() => viewsOf(lead).some((s) => s.view.phase === 'action'))
    const leadCard = viewsOf(lead).find((s) => s.view.phase === 'action')?.view.card
    expect(leadCard).toBeTruthy()
    replies[0]?.push(await lead.ok<Seen>('seat.move', { move: { type: 'autoAct' } }))
    await until(() => others.every((p) => viewsOf(p).some((s) => s.view.phase === 'answer')))
    const card = leadCard as NonNullable<typeof leadCard>
    const right = [...card.animals]
    const wrong =
      card.kind === 'swap'
        ? ['sheep', 'pig', 'cow', 'horse'].filter((a) => !right.includes(a as never)).slice(0, 2)
        : [right[0] === 'cow' ? 'pig' : 'cow']
    const answers = [null, right, wrong, right]
    for (const seat of [1, 2, 3])
      replies[seat]?.push(
        await phones[seat]!.ok<Seen>('seat.move', { move: { type: 'answer', animals: answers[seat] } }),
      )
    await until(() => phones.every((p) => viewsOf(p).some((s) => s.view.phase === 'reveal')))

    for (const seat of [0, 1, 2, 3]) {
      const seen = [...(replies[seat] ?? []), ...viewsOf(phones[seat]!)]
      expect(seen.every((s) => s.seat === seat && s.view.seat === seat)).toBe(true)
      for (const s of seen.filter((x) => x.view.phase !== 'reveal')) {
        expect(s.view.reveal).toBeNull()
        expect(JSON.stringify(s)).not.toContain('"answers"')
        // Its own answer once locked in, and nobody else's: the others are only "answered".
        const own = s.view.myAnswer
        if (own !== null) expect(own).toEqual(answers[seat])
        if (seat !== 0) {
          expect(s.view.card).toBeNull()
          expect(s.view.change).toBeNull()
          expect(s.legal.some((m) => m.type === 'act' || m.type === 'autoAct')).toBe(false)
          expect(JSON.stringify(s.view.table)).not.toContain('"id"')
        }
      }
      const last = seen.at(-1)!
      expect(last.view.reveal?.card).toEqual(card)
      expect(last.view.reveal?.answers).toEqual(answers)
    }
    // The Lead's phone saw the card in the action and answer phases.
    expect(
      viewsOf(lead)
        .filter((s) => s.view.phase === 'answer')
        .every((s) => s.view.card !== null),
    ).toBe(true)
    const scores = (await owner.ok<Seen>('games.snapshot', { sessionId: table.sessionId, seat: null })).view
      .scores
    expect(scores).toEqual([0, 1, 0, 1])
  })
})
