import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project folder: the nearest parent of this file that has the app's package.json. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const pkg = path.join(dir, 'package.json')
    if (
      fs.existsSync(pkg) &&
      (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'tabletop-companion'
    ) {
      return dir
    }
    const up = path.dirname(dir)
    if (up === dir) throw new Error('cannot find the Tabletop Companion project folder')
    dir = up
  }
}

export function appVersion(root = projectRoot()): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version
}
