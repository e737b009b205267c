import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  test,
  type ConsoleMessage,
  type Page,
  type TestInfo,
  type WebSocket as PageSocket,
} from '@playwright/test'
import WebSocket from 'ws'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** How long a stopped server may take to exit before it is killed (it takes well under a second). */
const STOP_GRACE_MS = 15_000

const stamp = (): string => new Date().toISOString().slice(11, 23)

/**
 * One web-mode server process on a private database, restartable on the same file. After dispose the
 * next start begins again with a new folder and an empty database.
 */
export class WebApp {
  child: ChildProcess | null = null
  url = ''
  /**
   * Everything the server printed, across restarts, and the watched page's console warnings, errors
   * and connection lines, on one timeline for the report of a failed test.
   */
  output = ''
  private stopping = false
  private unwatch: (() => void) | null = null
  private folder: string | null = null

  get dir(): string {
    this.folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tc-e2e-'))
    return this.folder
  }

  get dbPath(): string {
    return path.join(this.dir, 'db.sqlite')
  }

  async start(extraArgs: string[] = []): Promise<string> {
    const entry = path.join(ROOT, 'out', 'main', 'web.js')
    if (!fs.existsSync(entry)) throw new Error('Build first: npm run build')
    const child = spawn(process.execPath, [entry, '--port', '0', '--db', this.dbPath, ...extraArgs], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    this.stopping = false
    child.stdout?.on('data', (d: Buffer) => (this.output += `${stamp()} ${d.toString()}`))
    child.stderr?.on('data', (d: Buffer) => {
      const text = d.toString()
      this.output += `${stamp()} [stderr] ${text}`
      // A socket the server saw end abnormally is printed at once, also when the test passes, so a
      // CI log shows every unexplained drop (a drop the harness causes kills the server: no line).
      for (const line of text.split('\n'))
        if (/^\[web\] socket \d+ closed abnormally/.test(line)) process.stderr.write(`[web-app] ${line}\n`)
    })
    child.once('exit', (code, signal) => {
      if (this.stopping) return
      this.output += `${stamp()} server exited by itself (code ${code}, signal ${signal})\n`
      process.stderr.write(
        `[web-app] the server exited by itself (code ${code}, signal ${signal}):\n${this.tail()}\n`,
      )
    })
    this.url = await new Promise<string>((resolve, reject) => {
      let out = ''
      const timer = setTimeout(() => reject(new Error(`web mode did not start: ${out}`)), 30_000)
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString()
        const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)
        if (m?.[1]) {
          clearTimeout(timer)
          resolve(m[1])
        }
      })
      child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
      child.once('exit', (code) => reject(new Error(`web mode exited (${code}): ${out}`)))
    })
    return this.url
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    this.stopping = true
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill(signal)
      // A server that does not stop is a bug to see in the log, not a test that hangs until its timeout.
      const late = setTimeout(() => {
        process.stderr.write(
          `[web-app] the server did not exit ${STOP_GRACE_MS} ms after ${signal}: killed\n${this.tail()}\n`,
        )
        child.kill('SIGKILL')
      }, STOP_GRACE_MS)
      child.once('exit', () => clearTimeout(late))
    })
    this.child = null
  }

  /**
   * Adds the page's console warnings and errors, its uncaught errors, its API client's connection
   * lines and its WebSocket errors to the output, until dispose.
   */
  watch(page: Page): void {
    this.unwatch?.()
    const add = (what: string): void => void (this.output += `${stamp()} [page] ${what}\n`)
    const onConsole = (msg: ConsoleMessage): void => {
      const type = msg.type()
      if (type === 'warning' || type === 'error' || msg.text().startsWith('[api]'))
        add(`console.${type}: ${msg.text()}`)
    }
    const onPageError = (e: Error): void => add(`uncaught ${e.name}: ${e.message}`)
    const onCrash = (): void => add('the page crashed')
    const onSocket = (ws: PageSocket): void => {
      ws.on('socketerror', (e) => add(`WebSocket ${ws.url()} error: ${e}`))
    }
    page.on('console', onConsole)
    page.on('pageerror', onPageError)
    page.on('crash', onCrash)
    page.on('websocket', onSocket)
    this.unwatch = () => {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
      page.off('crash', onCrash)
      page.off('websocket', onSocket)
    }
  }

  /** The last lines of the output. */
  tail(lines = 80): string {
    return this.output.split('\n').slice(-lines).join('\n')
  }

  /**
   * Stops the server and removes its files. When the test failed, the output (the server's and the
   * watched page's) goes into the report and to stderr, so a failure in CI says what both saw.
   */
  async dispose(testInfo?: TestInfo): Promise<void> {
    this.unwatch?.()
    this.unwatch = null
    if (testInfo && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('web server and page output', { body: this.output, contentType: 'text/plain' })
      process.stderr.write(
        `[web-app] server and page output for failed test "${testInfo.title}":\n${this.tail()}\n`,
      )
    }
    await this.stop()
    if (this.folder) fs.rmSync(this.folder, { recursive: true, force: true })
    this.folder = null
    this.output = ''
  }
}

/**
 * A fresh server on an empty database for every test of the enclosing describe block, stopped after
 * it (with its output and the page's console warnings in the report when the test failed).
 */
export function serverPerTest(): WebApp {
  const app = new WebApp()
  test.beforeEach(async ({ page }) => {
    app.watch(page)
    await app.start()
  })
  test.afterEach(async () => {
    await app.dispose(test.info())
  })
  return app
}

/** One API call over the app's WebSocket, as a script would make it. `url` is the app's address. */
export async function callApi<T>(url: string, method: string, params: unknown = {}): Promise<T> {
  const ws = new WebSocket(new URL('/api', url).toString().replace(/^http/, 'ws'))
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  try {
    return await new Promise<T>((resolve, reject) => {
      ws.on('message', (data) => {
        const msg = JSON.parse(data.toString()) as { type: string; id?: number; result?: T; error?: unknown }
        if (msg.type === 'event' || msg.id !== 1) return
        if (msg.type === 'result') resolve(msg.result as T)
        else reject(new Error(`${method} failed: ${JSON.stringify(msg.error)}`))
      })
      ws.send(JSON.stringify({ id: 1, method, params }))
    })
  } finally {
    ws.close()
  }
}
