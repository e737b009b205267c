import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/shared/api'
import type { WebServer } from '../../../src/main/web/server'
import { UPLOAD_LIMITS, Uploads, type UploadLimits } from '../../../src/main/services/scores/uploads'
import { startTestServer } from '../helpers/test-server'
import { TestClient } from '../helpers/ws-client'

const SMALL: UploadLimits = { maxUploadBytes: 100, maxHeldBytes: 150, maxOpenUploads: 3, idleMs: 1000 }

function refusal(fn: () => unknown): { code: string; message: string } {
  try {
    fn()
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, message: e.message }
    throw e
  }
  throw new Error('not refused')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('import uploads', () => {
  it('counts a part sent twice once, and imports only once every part is there', () => {
    const u = new Uploads(SMALL)
    expect(u.add('a', 0, 3, 'aaaa')).toBeNull()
    expect(u.add('a', 0, 3, 'AAAA')).toBeNull()
    expect(u.add('a', 2, 3, 'cc')).toBeNull()
    expect(u.heldBytes).toBe(6)
    expect(u.add('a', 1, 3, 'b')).toBe('AAAAbcc')
    expect([u.heldBytes, u.openUploads]).toEqual([0, 0])
  })

  it('caps the uploads open at once, and takes a new one once another is done', () => {
    const u = new Uploads(SMALL)
    for (const id of ['a', 'b', 'c']) u.add(id, 0, 2, 'x')
    expect(refusal(() => u.add('d', 0, 2, 'x'))).toEqual({
      code: 'unavailable',
      message: '3 imports are already under way; try again when they have finished.',
    })
    expect(u.add('a', 1, 2, 'y')).toBe('xy')
    expect(u.add('d', 0, 2, 'x')).toBeNull()
  })

  it('caps the bytes of one upload and of all together, dropping the upload refused', () => {
    const u = new Uploads(SMALL)
    u.add('a', 0, 9, 'x'.repeat(60))
    expect(refusal(() => u.add('a', 1, 9, 'x'.repeat(41)))).toMatchObject({ code: 'too_large' })
    expect([u.heldBytes, u.openUploads]).toEqual([0, 0])
    u.add('a', 0, 9, 'x'.repeat(80))
    u.add('b', 0, 9, 'x'.repeat(60))
    expect(refusal(() => u.add('c', 0, 9, 'x'.repeat(11)))).toMatchObject({
      code: 'unavailable',
      message: 'Other imports under way hold too much memory; try again when they have finished.',
    })
    expect([u.heldBytes, u.openUploads]).toEqual([140, 2])
    // Characters outside Latin-1 take two bytes each in memory, and count so.
    expect(refusal(() => u.add('b', 1, 9, 'é€'.repeat(3)))).toMatchObject({ code: 'unavailable' })
    expect(u.heldBytes).toBe(80)
  })

  it('drops an upload that gets no part for idleMs, even if nothing else arrives', () => {
    vi.useFakeTimers()
    const u = new Uploads(SMALL)
    u.add('a', 0, 2, 'x'.repeat(50))
    vi.advanceTimersByTime(600)
    u.add('b', 0, 2, 'x'.repeat(50))
    vi.advanceTimersByTime(500)
    expect([u.heldBytes, u.openUploads]).toEqual([50, 1])
    vi.advanceTimersByTime(1000)
    expect([u.heldBytes, u.openUploads]).toEqual([0, 0])
  })

  it('has limits that let one large export in, and not many', () => {
    expect(UPLOAD_LIMITS.maxHeldBytes).toBeGreaterThanOrEqual(UPLOAD_LIMITS.maxUploadBytes)
    expect(UPLOAD_LIMITS.maxHeldBytes).toBeLessThanOrEqual(128 * 1024 * 1024)
  })
})

describe('import uploads through the API', () => {
  let server: WebServer
  let dispose: () => Promise<void>
  beforeAll(async () => {
    ;({ server, dispose } = await startTestServer('tc-uploads-'))
  })
  afterAll(async () => {
    await dispose()
  })

  const part = (uploadId: string, part: number, parts: number, text: string): Record<string, unknown> => ({
    uploadId,
    part,
    parts,
    text,
  })

  it('a part sent twice does not run the import early', async () => {
    const c = await TestClient.connect(server.url)
    const file = JSON.stringify({ format: 'nothing' })
    const half = Math.ceil(file.length / 2)
    const first = part('dup', 0, 2, file.slice(0, half))
    expect(await c.ok('scores.import', first)).toEqual({ done: false })
    expect(await c.ok('scores.import', first)).toEqual({ done: false })
    const last = await c.call('scores.import', part('dup', 1, 2, file.slice(half)))
    // The whole file arrived once, in order: it is read (and refused for what it is, not as broken JSON).
    expect(last).toMatchObject({
      type: 'error',
      error: { code: 'bad_request', message: 'This is not a Tabletop Companion scores export.' },
    })
    c.close()
  })

  it(`refuses a new upload past ${UPLOAD_LIMITS.maxOpenUploads} open at once, with its id`, async () => {
    const c = await TestClient.connect(server.url)
    for (let i = 0; i < UPLOAD_LIMITS.maxOpenUploads; i++)
      expect(await c.ok('scores.import', part(`open${i}`, 0, 2, '{'))).toEqual({ done: false })
    const refused = await c.call('scores.import', part('one-more', 0, 2, '{'))
    expect(refused).toMatchObject({ type: 'error', id: expect.any(Number), error: { code: 'unavailable' } })
    c.close()
  })
})
