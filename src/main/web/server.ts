import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_MESSAGE_BYTES, type ServerMessage } from '../../shared/api'
import { createServices, type Services, type ServicesOptions } from '../services/app'
import { serveStatic, type Mount } from './static'

export interface WebServerOptions extends Omit<ServicesOptions, 'mode'> {
  port: number
  rendererDir: string
  /** Extra folders served read-only, e.g. the tfjs wasm binaries. */
  extraMounts?: Mount[]
}

export interface WebServer {
  url: string
  port: number
  services: Services
  close: () => Promise<void>
}

/** Allows the page this server served (and tools without an Origin), never other web sites. */
function originAllowed(origin: string | undefined, port: number): boolean {
  if (!origin) return true
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`
}

/** Web mode: the built renderer over HTTP and the API over WebSocket, on 127.0.0.1 only. */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const services = createServices({ ...opts, mode: 'web' })
  const mounts: Mount[] = [
    { prefix: '/models/', dir: `${opts.resourcesDir}/models` },
    ...(opts.extraMounts ?? []),
    { prefix: '/', dir: opts.rendererDir },
  ]
  const server = http.createServer((req, res) => serveStatic(req, res, mounts))
  // Frames larger than this close the socket (1009); anything up to it gets a typed error reply.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES * 4 })
  const clients = new Set<WebSocket>()
  const send = (ws: WebSocket, msg: ServerMessage): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg))
  }
  services.hub.subscribe((msg) => {
    for (const ws of clients) send(ws, msg)
  })
  server.on('upgrade', (req, socket, head) => {
    const port = (server.address() as AddressInfo).port
    if (req.url !== '/api' || !originAllowed(req.headers.origin, port)) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n')
      socket.destroy()
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  })
  wss.on('connection', (ws) => {
    clients.add(ws)
    ws.on('close', () => clients.delete(ws))
    ws.on('error', () => clients.delete(ws))
    ws.on('message', (data, isBinary) => {
      const raw = isBinary ? '' : data.toString()
      void services.hub.handleRaw(isBinary ? '\u0000binary' : raw).then((reply) => send(ws, reply))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    services,
    close: async () => {
      for (const ws of clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
      services.close()
    },
  }
}
