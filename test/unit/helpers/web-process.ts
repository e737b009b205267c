import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')

/** Starts web mode from the sources in a child process and resolves with its URL. */
export function startWebProcess(dbPath: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main/web/cli.ts', '--port', '0', '--db', dbPath],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`web mode did not start: ${out}`)), 30_000)
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)
      if (m?.[1]) {
        clearTimeout(timer)
        resolve({ child, url: m[1] })
      }
    })
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`web mode exited with ${code}: ${out}`))
    })
  })
}
