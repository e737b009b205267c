import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type stream from 'node:stream'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.bin': 'application/octet-stream',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
}

/** The same policy as the desktop window: only our own scripts; ws to ourselves; media for the camera. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Maps a URL path onto a file inside root, refusing anything that would escape it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/')
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded))
  const rootResolved = path.resolve(root)
  return full === rootResolved || full.startsWith(rootResolved + path.sep) ? full : null
}

export interface Mount {
  prefix: string
  dir: string
}

/**
 * Sent with every response, errors included (a 404 or 400 page is a document too): our policy, no
 * content-type sniffing, no referrer, and no other site may load our files (scripts, models) into its pages.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/** A whole response for a raw socket (a refused WebSocket upgrade, a request Node could not parse). */
export function rawResponse(status: number): string {
  const head = Object.entries({ ...SECURITY_HEADERS, 'Content-Length': '0', Connection: 'close' })
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
    head.map(([k, v]) => `${k}: ${v}\r\n`).join('') +
    '\r\n'
  )
}

/**
 * Answers a request Node's parser refused, as Node would (408 for a request too slow to arrive, 431
 * for headers too large, else 400), but with the security headers.
 */
export function answerClientError(err: Error & { code?: string }, socket: stream.Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  socket.end(rawResponse(status))
}

/** The file's real path if it is a regular file whose real path is inside root's (no symlink out). */
function realFileInside(root: string, file: string): string | null {
  try {
    const real = fs.realpathSync(file)
    const realRoot = fs.realpathSync(root)
    const inside = real.startsWith(realRoot + path.sep)
    return inside && fs.statSync(real).isFile() ? real : null
  } catch {
    return null
  }
}

/** A file to serve (its real path, and the extension asked for) or an error page. */
export type Found = { file: string; ext: string } | { status: number; text: string }

/**
 * Which file of the mount a path names; the renderer mount falls back to index.html for app routes.
 * Also for the desktop app's app:// scheme, which should serve exactly what web mode serves.
 */
export function findInMount(m: Mount, rest: string): Found {
  let file = resolveInside(m.dir, rest)
  if (!file) return { status: 400, text: 'Bad path' }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
  if (!fs.existsSync(file)) {
    if (m.prefix !== '/' || path.extname(file)) return { status: 404, text: 'Not found' }
    file = path.join(m.dir, 'index.html')
    if (!fs.existsSync(file)) return { status: 503, text: 'The app is not built yet: run npm run build.' }
  }
  // A symlink under a served folder that leads out of it is not served.
  const real = realFileInside(m.dir, file)
  return real ? { file: real, ext: path.extname(file) } : { status: 404, text: 'Not found' }
}

/** Serves files from the mounts. */
export function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, mounts: Mount[]): void {
  const url = req.url ?? '/'
  const reply = (status: number, headers: Record<string, string | number>, body?: string | Buffer): void => {
    res.writeHead(status, { ...SECURITY_HEADERS, ...headers })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    reply(405, { Allow: 'GET, HEAD' })
    return
  }
  const m = mounts.find((mount) => url.startsWith(mount.prefix))
  const found = m ? findInMount(m, url.slice(m.prefix.length - 1)) : { status: 404, text: 'Not found' }
  if ('status' in found) {
    reply(found.status, { 'Content-Type': 'text/plain; charset=utf-8' }, found.text)
    return
  }
  const body = fs.readFileSync(found.file)
  reply(
    200,
    {
      'Content-Type': TYPES[found.ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    },
    body,
  )
}
