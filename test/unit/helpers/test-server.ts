import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startWebServer, type WebServer, type WebServerOptions } from '../../../src/main/web/server'

/** A web-mode server in-process on a temporary folder (its own database and a stub page). */
export async function startTestServer(
  prefix: string,
  options: Pick<WebServerOptions, 'socketLog' | 'lan' | 'lanAddress'> = {},
): Promise<{ server: WebServer; dir: string; dispose: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.mkdirSync(path.join(dir, 'renderer'))
  fs.writeFileSync(path.join(dir, 'renderer', 'index.html'), '<!doctype html><title>t</title>')
  const server = await startWebServer({
    port: 0,
    dbPath: path.join(dir, 'db.sqlite'),
    version: 'test',
    rendererDir: path.join(dir, 'renderer'),
    resourcesDir: path.join(dir, 'resources'),
    ...options,
  })
  return {
    server,
    dir,
    dispose: async () => {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
