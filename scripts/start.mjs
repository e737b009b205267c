#!/usr/bin/env node
// `npm start`: builds the app, then launches it under Electron where the Electron binary is (or can
// be) obtained; otherwise says so in one line and starts web mode, opening the page in Chromium's
// app mode when Chromium is installed, else in the user's default browser.
// `npm start -- --web [--port N] [--db PATH] [--no-open] [--no-build]`.
// SIGTERM or SIGINT stops the server (or Electron) with it, also when they reach only npm's shell.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const option = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const USAGE = 'Usage: npm start [-- --web] [--lan] [--port N] [--db PATH] [--no-open] [--no-build]'
const known = new Set(['--web', '--lan', '--no-open', '--no-build', '--port', '--db'])
for (let i = 0; i < args.length; i++) {
  if (!known.has(args[i])) {
    console.error(`Unknown option ${args[i]}. ${USAGE}`)
    process.exit(2)
  }
  if (args[i] === '--port' || args[i] === '--db') i++
}

function build() {
  const bin = path.join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'electron-vite.cmd' : 'electron-vite',
  )
  const r = spawnSync(bin, ['build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  })
  if (r.status !== 0) {
    console.error('The build failed (see above).')
    process.exit(1)
  }
}

/** The Electron binary's path, downloading it once if that is possible here; null if not. */
function electronBinary() {
  const dir = path.join(root, 'node_modules', 'electron')
  const pathFile = path.join(dir, 'path.txt')
  const existing = () => {
    if (!fs.existsSync(pathFile)) return null
    const exe = path.join(dir, 'dist', fs.readFileSync(pathFile, 'utf8'))
    return fs.existsSync(exe) ? exe : null
  }
  if (existing()) return existing()
  if (!fs.existsSync(path.join(dir, 'install.js'))) return null
  spawnSync(process.execPath, [path.join(dir, 'install.js')], { cwd: dir, stdio: 'ignore', timeout: 120_000 })
  return existing()
}

/**
 * better-sqlite3 is a native module: npm builds it for Node (web mode, tests), and Electron needs one
 * built for its own ABI. Keep that second build beside the first (the web mode keeps working) and
 * hand its path to the app (TABLETOP_SQLITE_BINDING). Tries a prebuilt binary, then a local build.
 */
function electronSqliteBinding() {
  const electronVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'electron', 'package.json'), 'utf8'),
  ).version
  const pkgDir = path.join(root, 'node_modules', 'better-sqlite3')
  const target = path.join(pkgDir, 'build-electron', `electron-${electronVersion}`, 'better_sqlite3.node')
  if (fs.existsSync(target)) return target
  const work = fs.mkdtempSync(path.join(root, 'node_modules', '.tabletop-sqlite-'))
  try {
    fs.cpSync(pkgDir, work, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) })
    const electronArgs = ['--runtime', 'electron', '--target', electronVersion, '--arch', process.arch]
    const prebuild = path.join(root, 'node_modules', 'prebuild-install', 'bin.js')
    let ok =
      spawnSync(process.execPath, [prebuild, ...electronArgs], { cwd: work, stdio: 'ignore' }).status === 0
    if (!ok) {
      console.log('Building the database module for Electron (once)…')
      const gyp = [
        'exec',
        '--yes',
        '--',
        'node-gyp',
        'rebuild',
        '--release',
        `--target=${electronVersion}`,
        `--arch=${process.arch}`,
        '--dist-url=https://electronjs.org/headers',
      ]
      ok =
        spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', gyp, { cwd: work, stdio: 'inherit' })
          .status === 0
    }
    const built = path.join(work, 'build', 'Release', 'better_sqlite3.node')
    if (!ok || !fs.existsSync(built)) return null
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(built, target)
    return target
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** An executable on PATH, found without `which` (absent on Windows and in minimal images). */
function onPath(names) {
  const exts = process.platform === 'win32' ? (process.env.PATHEXT ?? '.EXE').split(';') : ['']
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      for (const ext of exts) {
        const file = path.join(dir, name + ext)
        try {
          fs.accessSync(file, fs.constants.X_OK)
          if (fs.statSync(file).isFile()) return file
        } catch {
          // not here
        }
      }
    }
  }
  return null
}

const findChromium = () => onPath(['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'])

/** Chromium's app mode: a window of its own with a private profile, closed when the app stops. */
function openAppMode(chromium, url) {
  const profile = path.join(root, 'data', 'chromium-profile')
  fs.mkdirSync(profile, { recursive: true })
  const browser = spawn(
    chromium,
    [
      `--app=${url}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
      '--disable-component-update',
      '--window-size=1280,820',
    ],
    { stdio: 'ignore', detached: true },
  )
  browser.on('error', () => console.log(`Open ${url} in a browser.`))
  browser.unref()
  return browser
}

/** The user's default browser (xdg-open, open, start); its window is the user's to close. */
function openDefaultBrowser(url) {
  const [cmd, cmdArgs] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]]
  const opener = spawn(cmd, cmdArgs, { stdio: 'ignore', detached: true, windowsHide: true })
  opener.on('error', () => console.log(`Open ${url} in a browser.`))
  opener.on('exit', (code) => {
    if (code) console.log(`Open ${url} in a browser.`)
  })
  opener.unref()
}

/**
 * Stops `child` (and, for web mode, the app-mode window) on SIGTERM, SIGINT or SIGHUP, then exits
 * with the child. npm runs this script through `sh -c`, and a shell such as dash does not pass a
 * signal on: npm's SIGTERM ends the shell and leaves this process behind. So the first parent is
 * watched too, and its end stops everything. A child that ignores SIGTERM is killed after 5 s.
 */
function stopWith(child, others = []) {
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    for (const o of others) {
      try {
        if (o.pid && o.exitCode === null)
          process.kill(process.platform === 'win32' ? o.pid : -o.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    }
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, stop)
  const parent = process.ppid
  const watch = setInterval(() => {
    try {
      process.kill(parent, 0)
    } catch (e) {
      if (e.code === 'ESRCH') stop()
    }
  }, 500)
  watch.unref()
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
}

function startWeb() {
  const webArgs = [path.join(root, 'out', 'main', 'web.js')]
  if (option('--port')) webArgs.push('--port', option('--port'))
  if (option('--db')) webArgs.push('--db', option('--db'))
  // Phones at the table (issue #24): web mode also listens on the local network address.
  if (flag('--lan')) webArgs.push('--lan')
  const server = spawn(process.execPath, webArgs, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  const windows = []
  let opened = false
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(chunk.toString())
    if (!m || opened || flag('--no-open')) return
    opened = true
    const chromium = findChromium()
    if (chromium) windows.push(openAppMode(chromium, m[1]))
    else openDefaultBrowser(m[1])
  })
  stopWith(server, windows)
}

if (!flag('--no-build')) build()
// --lan: phones join through web mode's server (the desktop window does not serve phones yet).
if (flag('--web') || flag('--lan')) {
  startWeb()
} else {
  const electron = electronBinary()
  const binding = electron ? electronSqliteBinding() : null
  if (electron && !binding) {
    console.log('The database module could not be built for Electron here; starting web mode instead.')
    startWeb()
  } else if (electron) {
    const env = { ...process.env, TABLETOP_SQLITE_BINDING: binding }
    stopWith(spawn(electron, [root], { cwd: root, stdio: 'inherit', env }))
  } else {
    console.log(
      'The Electron binary is not available on this machine (it could not be downloaded); starting web mode instead.',
    )
    startWeb()
  }
}
