import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebServer } from '../../../src/main/web/server'
import { startTestServer } from '../helpers/test-server'

let server: WebServer
let dir: string
let dispose: () => Promise<void>

beforeAll(async () => {
  ;({ server, dir, dispose } = await startTestServer('tc-static-'))
  const renderer = path.join(dir, 'renderer')
  // Outside the served folder: a file, and a folder holding one.
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'TOP SECRET')
  fs.mkdirSync(path.join(dir, 'private'))
  fs.writeFileSync(path.join(dir, 'private', 'keys.json'), '{"key":"TOP SECRET"}')
  fs.writeFileSync(path.join(renderer, 'app.js'), 'console.log(1)')
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(renderer, 'leak.txt'))
  fs.symlinkSync(path.join(dir, 'private'), path.join(renderer, 'assets'))
  // A link that stays inside is served as what it points to.
  fs.symlinkSync(path.join(renderer, 'app.js'), path.join(renderer, 'alias.js'))
})

afterAll(async () => {
  await dispose()
})

const SECURITY = {
  'content-security-policy': expect.stringContaining("default-src 'self'") as unknown,
  'x-content-type-options': 'nosniff',
}

function headersOf(res: Response): Record<string, string> {
  return Object.fromEntries(res.headers.entries())
}

describe('static files in web mode', () => {
  it('does not follow a symlink that leads out of a served folder', async () => {
    const file = await fetch(server.url + 'leak.txt')
    expect(file.status).toBe(404)
    expect(await file.text()).not.toContain('SECRET')
    const folder = await fetch(server.url + 'assets/keys.json')
    expect(folder.status).toBe(404)
    expect(await folder.text()).not.toContain('SECRET')
    const inside = await fetch(server.url + 'alias.js')
    expect(inside.status).toBe(200)
    expect(inside.headers.get('content-type')).toContain('text/javascript')
    expect(await inside.text()).toBe('console.log(1)')
  })

  it('sends the CSP and nosniff headers with every response: 200, 404, 400, 405', async () => {
    const ok = await fetch(server.url)
    const missing = await fetch(server.url + 'models/nope.bin')
    const bad = await fetch(server.url + '%E0%A4%A')
    const post = await fetch(server.url, { method: 'POST' })
    expect([ok.status, missing.status, bad.status, post.status]).toEqual([200, 404, 400, 405])
    for (const res of [ok, missing, bad, post]) expect(headersOf(res)).toMatchObject(SECURITY)
  })

  it('sends them with the answers it writes itself: a refused WebSocket, a request Node cannot parse', async () => {
    const refused = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(server.url + 'api', {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          Origin: 'https://evil.example',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Version': '13',
        },
      })
      req
        .on('response', resolve)
        .on('upgrade', () => reject(new Error('upgraded')))
        .on('error', reject)
      req.end()
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers).toMatchObject(SECURITY)
    refused.resume()

    const raw = net.connect(server.port, '127.0.0.1')
    let answer = ''
    raw.on('data', (d) => (answer += d.toString()))
    raw.write('NOT HTTP AT ALL\r\n\r\n')
    await new Promise((resolve) => raw.once('close', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain("Content-Security-Policy: default-src 'self'")
    expect(answer).toContain('X-Content-Type-Options: nosniff')
  })
})
