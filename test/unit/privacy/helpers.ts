import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ApiErrorBody } from '../../../src/shared/api'
import { createServices, type Services } from '../../../src/main/services/app'

/** App services on a private temporary database, called as a client would call them. */
export interface TestApp {
  services: Services
  /** A request's result, or throws with the typed error. */
  ok<T = unknown>(method: string, params?: unknown): Promise<T>
  /** A request's typed error (throws when it succeeds). */
  fails(method: string, params?: unknown): Promise<ApiErrorBody>
  close(): void
}

let nextId = 1

export function testApp(prefix = 'tc-privacy-'): TestApp {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const services = createServices({
    dbPath: path.join(dir, 'db.sqlite'),
    mode: 'web',
    version: 'test',
    resourcesDir: path.join(dir, 'resources'),
  })
  const call = async (method: string, params?: unknown) =>
    services.hub.handleRaw(JSON.stringify({ id: nextId++, method, params }))
  return {
    services,
    async ok<T>(method: string, params?: unknown): Promise<T> {
      const reply = await call(method, params)
      if (reply.type !== 'result') throw new Error(`${method}: ${JSON.stringify(reply.error)}`)
      return reply.result as T
    },
    async fails(method: string, params?: unknown): Promise<ApiErrorBody> {
      const reply = await call(method, params)
      if (reply.type !== 'error') throw new Error(`${method} was expected to fail`)
      return reply.error
    },
    close() {
      services.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
