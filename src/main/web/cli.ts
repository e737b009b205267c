import path from 'node:path'
import { parseArgs } from 'node:util'
import { startWebServer } from './server'
import { appVersion, projectRoot } from './paths'

const USAGE =
  'usage: web [--port N] [--db PATH] [--lan]   (port 0 picks a free one; --lan lets phones join over the local network)'

async function main(): Promise<void> {
  let values: { port?: string; db?: string; lan?: boolean; help?: boolean }
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        db: { type: 'string' },
        lan: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      allowPositionals: false,
      strict: true,
    }))
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`)
    process.exit(2)
  }
  if (values.help) {
    console.log(USAGE)
    return
  }
  const port = Number(values.port ?? '5174')
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535\n${USAGE}`)
    process.exit(2)
  }
  const root = projectRoot()
  const start = (p: number): ReturnType<typeof startWebServer> =>
    startWebServer({
      port: p,
      dbPath: values.db ?? path.join(root, 'data', 'tabletop.sqlite'),
      version: appVersion(root),
      rendererDir: path.join(root, 'out', 'renderer'),
      resourcesDir: path.join(root, 'resources'),
      // TC_WEB_LOG=1: a line for every WebSocket opened and closed, not only the abnormal closes.
      socketLog: process.env['TC_WEB_LOG'] === '1' ? 'all' : 'abnormal',
      lan: values.lan === true,
      extraMounts: [
        {
          prefix: '/wasm/',
          dir: path.join(root, 'node_modules', '@tensorflow', 'tfjs-backend-wasm', 'dist'),
        },
      ],
    })
  let server: Awaited<ReturnType<typeof startWebServer>>
  try {
    server = await start(port)
  } catch (e) {
    // The default port may be taken (another copy running): pick a free one unless a port was asked for.
    if ((e as { code?: string }).code !== 'EADDRINUSE' || values.port !== undefined) throw e
    server = await start(0)
  }
  const notice = server.services.info().dbNotice
  if (notice) console.warn(notice)
  // The first line is read by scripts and tests: keep its shape.
  console.log(`Tabletop Companion (web mode) at ${server.url}`)
  const phones = server.phones.status()
  // A log line for the person who started it; the app's own panel words the note in its language.
  if (phones.lanUrl) console.log(`Phones can join at ${phones.lanUrl} (from the same Wi-Fi or network)`)
  const stop = (): void => {
    void server.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
