import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebServer } from '../../../src/main/web/server'
import { refusalWords } from '../../../src/renderer/src/games/refusals'
import { format } from '../../../src/renderer/src/i18n/format'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'
import { callError, phoneProblemOf, phoneProblemWords } from '../../../src/renderer/src/phone/problem'
import { MAX_REFUSAL_VALUE_JSON, refusalIn } from '../../../src/shared/api/refusal-schema'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'
import { PhoneClient, sHeadTable } from './seat-helpers'

/**
 * Issue #23: a move a phone makes that the engine refuses is said on the phone in the host table's
 * words, in the phone's language. The engine's problem crosses the guest socket as the `rule`
 * error's detail and is checked by a schema where it arrives; a lost connection keeps its own line.
 */
let server: WebServer
let dispose: () => Promise<void>
let owner: TestClient
let phone: PhoneClient

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-seat-refusal-'))
  owner = await TestClient.connect(server.url)
})

afterAll(async () => {
  phone?.close()
  owner.close()
  await dispose()
})

type ErrorReply = { type: 'error'; error: { code: string; message: string; detail?: unknown } }

describe('a refused move on a phone', () => {
  it('reaches the phone as the engine problem and reads as the table says it, in every language', async () => {
    const { tokens } = await sHeadTable(owner, ['Ada', 'Bo'])
    phone = await PhoneClient.connect(server.url)
    await phone.ok('seat.join', { token: tokens[0] })
    await phone.ok('seat.move', { move: { type: 'ready' } })
    // Ready twice: the engine refuses the second.
    const reply = (await phone.call('seat.move', { move: { type: 'ready' } })) as unknown as ErrorReply
    expect(reply.type).toBe('error')
    expect(reply.error.code).toBe('rule')
    const e = callError(reply.error)
    expect(e.refusal?.kind).toBe('already-ready')
    const problem = phoneProblemOf(e)
    for (const locale of CATALOG_LOCALES) {
      const words = phoneProblemWords(locale, 's-head', problem)
      expect(words).toBe(refusalWords(locale, 's-head', e.refusal!))
      expect(words).not.toBe(format(locale, 'phone.problem', { code: 'other' }))
    }
    expect(phoneProblemWords('de', 's-head', problem)).not.toBe(reply.error.message)
  })

  it('a lost connection and other failures keep their plain lines', () => {
    const lost = phoneProblemOf(callError({ code: 'unavailable', message: 'Lost the connection.' }))
    expect(phoneProblemWords('fr', 's-head', lost)).toBe(
      format('fr', 'phone.problem', { code: 'connection' }),
    )
    const other = phoneProblemOf(callError({ code: 'rate_limited', message: 'Too many requests.' }))
    expect(phoneProblemWords('es', 's-head', other)).toBe(format('es', 'phone.problem', { code: 'other' }))
  })

  it('a detail that is not a well-formed, bounded problem is not worded', () => {
    const ok = { kind: 'rule', problem: { kind: 'not-lead', values: { action: 'drop' } } }
    expect(refusalIn(ok)).toEqual(ok.problem)
    const bad = [
      undefined,
      'You cannot do that.',
      { kind: 'import', problem: { kind: 'not-lead' } },
      { kind: 'rule', problem: { kind: 'Not a kind!' } },
      { kind: 'rule', problem: { kind: 'not-lead', words: 'English' } },
      { kind: 'rule', problem: { kind: 'not-lead', values: { action: 'x'.repeat(201) } } },
      {
        kind: 'rule',
        problem: { kind: 'not-lead', values: { why: { big: 'x'.repeat(MAX_REFUSAL_VALUE_JSON) } } },
      },
      {
        kind: 'rule',
        problem: {
          kind: 'x',
          values: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])),
        },
      },
    ]
    for (const detail of bad) expect(refusalIn(detail), JSON.stringify(detail)?.slice(0, 80)).toBeNull()
    const malformed = callError({ code: 'rule', message: 'English', detail: bad[3] })
    expect(phoneProblemOf(malformed)).toEqual({ kind: 'other' })
  })
})
