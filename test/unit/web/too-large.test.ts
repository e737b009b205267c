import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_MESSAGE_BYTES, type ServerMessage } from '../../../src/shared/api'
import { peekRequestId } from '../../../src/main/services/request-id'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'

let server: WebServer
let dispose: () => Promise<void>

beforeAll(async () => {
  ;({ server, dispose } = await startTestServer('tc-too-large-'))
})

afterAll(async () => {
  await dispose()
})

/** The reply addressed to `id`, or a failure after 3 s (a reply to another id never counts). */
function replyTo(c: TestClient, text: string, id: number | null): Promise<ServerMessage> {
  return Promise.race([
    c.raw(text, id),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no reply to id ${id}`)), 3000)),
  ])
}

const pad = 'x'.repeat(MAX_MESSAGE_BYTES)

describe('a message over the size limit', () => {
  it('is answered too_large with the id of its request, wherever the id is', async () => {
    const c = await TestClient.connect(server.url)
    const first = JSON.stringify({ id: 41, method: 'app.info', params: { pad } })
    expect(await replyTo(c, first, 41)).toMatchObject({ type: 'error', id: 41, error: { code: 'too_large' } })
    // After params that hold decoys: ids in nested objects, in strings, escaped quotes and brackets.
    const decoys = { id: 7, list: [{ id: 8 }, '"id":9 }', '\\"}'], pad }
    const last = JSON.stringify({ method: 'app.info', params: decoys, id: 42 })
    expect(await replyTo(c, last, 42)).toMatchObject({ id: 42, error: { code: 'too_large' } })
    // One that has no usable id is still answered, to null.
    const none = JSON.stringify({ id: -1, method: 'app.info', params: { pad } })
    expect(await replyTo(c, none, null)).toMatchObject({ id: null, error: { code: 'too_large' } })
    expect(await c.ok<{ mode: string }>('app.info')).toMatchObject({ mode: 'web' })
    c.close()
  })
})

describe('peekRequestId', () => {
  it('reads the top-level id as JSON.parse would, or gives null', () => {
    const cases: [string, number | null][] = [
      ['{"id":3}', 3],
      [' \n{ "id" : 12 , "method":"x"}', 12],
      ['{"method":"x","params":{"id":1,"a":[{"id":2}],"s":"\\"id\\":3"},"id":4}', 4],
      ['{"\\u0069d":5}', 5],
      ['{"id":1,"id":6}', 6],
      ['{"id":1e2}', 100],
      ['{"id":-1}', null],
      ['{"id":1.5}', null],
      ['{"id":9007199254740993}', null],
      ['{"id":"7"}', null],
      ['{"id":null}', null],
      ['{"method":"x"}', null],
      ['[{"id":1}]', null],
      ['{"id":1', null],
      ['{"params":{"a":"}"', null],
      ['{"a":"\\\\","id":2}', 2],
      ['{}', null],
      ['', null],
    ]
    for (const [text, id] of cases) expect([text, peekRequestId(text)]).toEqual([text, id])
  })

  it('walks a megabyte of nested values in one pass', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const text = `{"params":{"a":${deep},"s":"${'\\"'.repeat(200_000)}"},"id":77}`
    const t0 = performance.now()
    expect(peekRequestId(text)).toBe(77)
    expect(performance.now() - t0).toBeLessThan(500)
  })
})
