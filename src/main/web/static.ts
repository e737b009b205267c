import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'

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

/** Serves files from the mounts; the renderer mount falls back to index.html for app routes. */
export function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, mounts: Mount[]): void {
  const url = req.url ?? '/'
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  for (const m of mounts) {
    if (!url.startsWith(m.prefix)) continue
    const rest = url.slice(m.prefix.length - 1)
    let file = resolveInside(m.dir, rest)
    if (!file) {
      res.writeHead(400).end('Bad path')
      return
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!fs.existsSync(file)) {
      if (m.prefix !== '/' || path.extname(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
        return
      }
      file = path.join(m.dir, 'index.html')
      if (!fs.existsSync(file)) {
        res
          .writeHead(503, { 'Content-Type': 'text/plain' })
          .end('The app is not built yet: run npm run build.')
        return
      }
    }
    const body = fs.readFileSync(file)
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  res.writeHead(404).end()
}
