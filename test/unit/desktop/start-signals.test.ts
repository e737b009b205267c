import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm start` in web mode (scripts/start.mjs) stops its server when npm gets SIGTERM or SIGINT. npm
 * runs the script through `sh -c`; Debian's dash does not pass the signal on, and the old script
 * was left running with its server (the port kept answering).
 */
const ROOT = path.resolve(__dirname, '../../..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-start-'))
const started: ChildProcess[] = []

beforeAll(() => {
  // `npm test` runs the unit tests before its build step: build once if nothing is built yet.
  if (!fs.existsSync(path.join(ROOT, 'out', 'main', 'web.js')))
    expect(spawnSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: 'ignore' }).status).toBe(0)
}, 300_000)

afterEach(() => {
  // A failed test must not leave a server behind: everything naming one of its databases goes too.
  const leftovers = fs.existsSync(tmp) ? fs.readdirSync(tmp).filter((f) => f.endsWith('.sqlite')) : []
  for (const pid of leftovers.flatMap((f) => processesUsing(path.join(tmp, f)))) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  for (const c of started.splice(0)) {
    try {
      if (c.pid && c.exitCode === null && c.signalCode === null) process.kill(c.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** Processes whose command line names this database file (the start script and its server). */
function processesUsing(db: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').includes(db)
      } catch {
        return false
      }
    })
    .map(Number)
}

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1')
    s.once('connect', () => (s.destroy(), resolve(true)))
    s.once('error', () => resolve(false))
  })

async function until(what: string, test: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function launch(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  ownGroup = false,
): Promise<{ child: ChildProcess; port: number }> {
  // ownGroup: a process group of its own, as a terminal gives a command (and so a group to signal).
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: ownGroup })
  started.push(child)
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web mode did not start: ${out}`)), 60_000)
    const read = (d: Buffer): void => {
      out += d.toString()
      const m = /at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, port: Number(m[1]) })
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`exited (${code}): ${out}`)))
  })
}

describe.runIf(process.platform === 'linux')('npm start stops its server', () => {
  /** Web mode through npm, as a user starts it; resolves once the server answers. */
  async function npmStart(db: string): Promise<{ child: ChildProcess; port: number }> {
    const launched = await launch(
      'npm',
      ['start', '--', '--web', '--no-build', '--no-open', '--port', '0', '--db', db],
      process.env,
      true,
    )
    expect(await portOpen(launched.port)).toBe(true)
    expect(processesUsing(db).length).toBeGreaterThanOrEqual(2)
    return launched
  }

  async function stopsEverything(
    child: ChildProcess,
    send: () => void,
    db: string,
    port: number,
  ): Promise<void> {
    const exited = new Promise((r) => child.once('exit', r))
    send()
    await exited
    await until('the port is closed', async () => !(await portOpen(port)))
    await until('no process is left', () => processesUsing(db).length === 0)
  }

  // `kill <npm's pid>`, a service manager, `docker stop`: npm alone gets SIGTERM.
  it('on SIGTERM sent to npm alone', async () => {
    const db = path.join(tmp, 'term.sqlite')
    const { child, port } = await npmStart(db)
    await stopsEverything(child, () => child.kill('SIGTERM'), db, port)
  }, 90_000)

  // Ctrl+C in a terminal: SIGINT goes to the whole foreground process group.
  it('on SIGINT sent to its process group', async () => {
    const db = path.join(tmp, 'int.sqlite')
    const { child, port } = await npmStart(db)
    await stopsEverything(child, () => process.kill(-(child.pid as number), 'SIGINT'), db, port)
  }, 90_000)

  it('opens the default browser when there is no Chromium for app mode', async () => {
    const bin = path.join(tmp, 'bin')
    const seen = path.join(tmp, 'opened.txt')
    fs.mkdirSync(bin, { recursive: true })
    fs.writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${seen}'\n`, { mode: 0o755 })
    const db = path.join(tmp, 'open.sqlite')
    // PATH holds only the fake xdg-open: no chromium, google-chrome … is found.
    const { child, port } = await launch(
      process.execPath,
      ['scripts/start.mjs', '--web', '--no-build', '--port', '0', '--db', db],
      { ...process.env, PATH: bin },
    )
    await until('xdg-open was called', () => fs.existsSync(seen))
    expect(fs.readFileSync(seen, 'utf8')).toBe(`http://127.0.0.1:${port}/`)
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
    await until('no process is left', () => processesUsing(db).length === 0)
  }, 90_000)
})
