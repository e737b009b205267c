import fs from 'node:fs'
import path from 'node:path'
import { resolveInside } from './web/static'

/** One folder served under a path prefix of the app:// scheme. */
export interface SchemeMount {
  prefix: string
  dir: string
}

function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + path.sep)
}

/**
 * The file an app:// path names, or null. Laid out like web mode: the renderer mount ('/') answers
 * an unknown route without an extension with index.html (the page routes by #hash, but a reload of
 * any path must still show the app). The file's real path must lie inside its mount's real path: a
 * symlink placed in a served folder does not serve what it points to outside.
 */
export function appSchemeFile(pathname: string, mounts: readonly SchemeMount[]): string | null {
  for (const m of mounts) {
    if (!pathname.startsWith(m.prefix)) continue
    let file = resolveInside(m.dir, pathname.slice(m.prefix.length - 1))
    if (!file) return null
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!fs.existsSync(file) && m.prefix === '/' && !path.extname(file)) file = path.join(m.dir, 'index.html')
    try {
      const real = fs.realpathSync(file)
      if (!isInside(fs.realpathSync(m.dir), real) || !fs.statSync(real).isFile()) return null
      return real
    } catch {
      return null
    }
  }
  return null
}
